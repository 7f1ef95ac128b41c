// Where every registration ends: making it, installing it under the lock, removing it.

extension DependencyResolver {
    /// What happens when the key is already registered in this container.
    @usableFromInline
    enum DuplicatePolicy {
        /// The earlier registration wins; the new one is ignored.
        case keepFirst
        /// The new registration replaces the earlier one and drops its cached instance.
        case replace
    }

    /// Makes a registration and installs it in this container; every `register` form ends here.
    /// Inlined so that the registration is made with the caller's concrete type.
    @inlinable
    func add<T>(
        _ type: T.Type,
        variant: Variant?,
        lifetime: Lifetime?,
        policy: DuplicatePolicy,
        factory: Factory<T>,
        arguments: ObjectIdentifier? = nil,
        argumentTypes: Any.Type? = nil,
        extras: RegistrationExtras? = nil
    ) -> RegistrationOptions<T> {
        let key = RegistrationKey(T.self, variant: variant, arguments: arguments)
        let registration = Registration(
            key: key, owner: self, factory: factory, argumentTypes: argumentTypes, extras: extras)
        // Registering a module type installs the module it makes (not for `.implements` forwarding,
        // nor for typed arguments, which no registration-time resolve could pass).
        let installed =
            arguments == nil && extras?.implementation == nil && ModuleTypes.isModule(T.self)
            ? installModuleRegistration(registration, lifetime: lifetime, policy: policy)
            : install(registration, lifetime: lifetime, policy: policy)
        return RegistrationOptions(registration: registration, container: self, isInstalled: installed)
    }

    /// Makes and installs a registration keyed by the signature of its typed arguments.
    @inlinable
    func addTyped<T, First, each Rest>(
        _ type: T.Type,
        variant: Variant?,
        lifetime: Lifetime?,
        factory: Factory<T>,
        arguments first: First.Type,
        _ rest: repeat (each Rest).Type
    ) -> RegistrationOptions<T> {
        add(
            type,
            variant: variant,
            lifetime: lifetime,
            policy: .keepFirst,
            factory: factory,
            arguments: argumentSignature(First.self, repeat (each Rest).self),
            argumentTypes: (First, repeat each Rest).self
        )
    }

    /// Installs `registration` unless the key is taken and `policy` keeps the first; reports to the trace.
    @usableFromInline
    func install(_ registration: AnyRegistration, lifetime: Lifetime?, policy: DuplicatePolicy) -> Bool {
        var replaced: AnyRegistration?  // released after the lock is let go
        var droppedInstance: DroppedInstance?
        var aliases: [AnyRegistration] = []
        var trace: TraceHandler?
        let installed: Bool = tree.lock.withLock {
            trace = tree.trace
            registration.lifetime = lifetime ?? lifetimeDefault
            if registration.extras?.implementation != nil {
                hasAliases = true
                // Linked even if a duplicate is ignored: the link is weak, and the registration goes.
                registration.linkToImplementation()
            }
            // One probe: insert unless the key is taken (the first registration wins), or replace.
            let existing =
                policy == .replace
                ? registrations.replace(with: registration) : registrations.insertIfAbsent(registration)
            if let existing {
                guard policy == .replace else {
                    // A module type's registration that another thread is installing: wait for its module.
                    if let run = existing.extras?.moduleRun { waitLocked(for: run, state: ThreadLocalState.current) }
                    return false
                }
                droppedInstance = existing.dropInstance()
                replaced = existing
                aliases = removeAliasesLocked(of: existing)
            }
            if lifetime == nil, unnamedLifetimes != nil { unnamedLifetimes?.insert(registration.key) }
            tree.epoch &+= 1
            return true
        }
        if let droppedInstance { DroppedInstance.tearDown([droppedInstance]) }
        if !aliases.isEmpty { reportRemovedAliases(aliases, of: replaced) }
        if let trace {
            let kind: TraceEvent.Kind = !installed ? .duplicateIgnored : replaced == nil ? .registered : .replaced
            let message =
                installed
                ? registration.extras?.implementation.map { "implemented by \($0.displayName) (\($0.lifetime))" }
                    ?? "\(registration.lifetime)"
                : "ignored: this container already registers the key and the first registration wins; "
                    + "use replace(...) to replace it"
            deliver(event(kind, registration, message: message), to: trace)
        }
        return installed
    }

    /// Removes this container's registration for `key` and drops its cached instance.
    func remove(_ key: RegistrationKey, requested: Any.Type) throws {
        var removed: AnyRegistration?  // released after the lock is let go
        var droppedInstance: DroppedInstance?
        var aliases: [AnyRegistration] = []
        tree.lock.withLock {
            removed = registrations.removeValue(forKey: key)
            if let removed {
                droppedInstance = removed.dropInstance()
                aliases = removeAliasesLocked(of: removed)
                tree.epoch &+= 1
            }
        }
        if let droppedInstance { DroppedInstance.tearDown([droppedInstance]) }
        guard let removed else {
            throw FailureReport.nothingToRemove(requested, key: key, in: self)
        }
        report(.removed, removed, message: "removed")
        reportRemovedAliases(aliases, of: removed)
    }

    /// Removes the registrations `.implements` made for `registration`: they serve its instances, so
    /// they go with it. In a copy they may be held by a descendant (see `copy(name:overrides:)`). The
    /// caller holds the tree lock and releases what is returned after unlocking.
    func removeAliasesLocked(of registration: AnyRegistration) -> [AnyRegistration] {
        var removed = hasAliases ? registrations.removeAll { $0.extras?.implementation === registration } : []
        if tree.aliasesInDescendants {
            for descendant in descendantsLocked() where descendant.hasAliases {
                removed += descendant.registrations.removeAll { $0.extras?.implementation === registration }
            }
        }
        return removed
    }

    /// Tells the trace hook which `.implements` registrations went with `registration`.
    func reportRemovedAliases(_ aliases: [AnyRegistration], of registration: AnyRegistration?) {
        guard let registration else { return }
        for alias in aliases {
            report(.removed, alias, message: "removed with \(registration.displayName), whose .implements made it")
        }
    }
}
