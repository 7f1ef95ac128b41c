// Making a registration with the caller's concrete type and installing it: every `register` form
// ends in `add`, which is inlined into the caller so that `Registration<T>` is made without a generic
// metadata look-up, then calls `install` (out of line), which for a module type calls
// `installModuleRegistration` (Modules/ModuleInstallation.swift).

extension DependencyResolver {
    /// Makes a registration and installs it in this container; every `register` form ends here.
    /// Inlined so that the registration is made with the caller's concrete type. When the key is
    /// taken in this container, the earlier registration wins, unless `replacing`: then the new one
    /// replaces it and drops its cached instance. A `mainActor` factory is wrapped in the check that
    /// it builds on the main actor, and the registration says it is `@MainActor`.
    @inlinable
    func add<T>(
        _ type: T.Type, variant: Variant?, lifetime: Lifetime?, replacing: Bool = false, factory: Factory<T>,
        arguments: ObjectIdentifier? = nil, argumentTypes: Any.Type? = nil, implementation: AnyRegistration? = nil,
        storer: ((Any) -> Void)? = nil, mainActor: Bool = false, dependencies: [RegistrationKey]? = nil
    ) -> RegistrationOptions<T> {
        let key = RegistrationKey(T.self, variant: variant, arguments: arguments)
        let registration = Registration(
            key: key, owner: self, factory: mainActor ? factory.requiringMainActor() : factory,
            argumentTypes: argumentTypes)
        // All four are unset in every form but `.implements`, a storer's, a `@MainActor` one and an
        // initializer's, so this folds away in the others.
        if implementation != nil || storer != nil || mainActor || dependencies != nil {
            registration.setExtras(
                implementation: implementation, storer: storer, mainActor: mainActor, dependencies: dependencies)
        }
        // Registering a module type installs the module it makes (not for `.implements` forwarding,
        // nor for typed arguments, which no registration-time resolve could pass): asked out of line.
        let installed = install(
            registration, lifetime: lifetime, replacing: replacing,
            mayBeModule: arguments == nil && implementation == nil)
        return RegistrationOptions(registration: registration, container: self, isInstalled: installed)
    }

    /// Makes and installs a registration keyed by the signature of its typed arguments; or, when the
    /// factory turned out to receive the container (`receivingContainer`, see
    /// ``Factory/receivingContainer(_:)``), a registration of that factory, without arguments.
    @inlinable
    func addTyped<T, First, each Rest>(
        _ type: T.Type, variant: Variant?, lifetime: Lifetime?, factory: Factory<T>,
        receivingContainer: Factory<T>? = nil, arguments first: First.Type, _ rest: repeat (each Rest).Type,
        mainActor: Bool = false, replacing: Bool = false
    ) -> RegistrationOptions<T> {
        if let receivingContainer {
            return add(
                type, variant: variant, lifetime: lifetime, replacing: replacing, factory: receivingContainer,
                mainActor: mainActor)
        }
        return add(
            type, variant: variant, lifetime: lifetime, replacing: replacing, factory: factory,
            arguments: argumentSignature(First.self, repeat (each Rest).self),
            argumentTypes: (First, repeat each Rest).self, mainActor: mainActor)
    }

    /// The keys of an initializer's parameter types, each without a variant: the dependencies a
    /// registration made from the initializer declares.
    @inlinable
    func dependencyKeys<each D>(_ types: repeat (each D).Type) -> [RegistrationKey] {
        var keys: [RegistrationKey] = []
        for type in repeat each types { keys.append(RegistrationKey(type, variant: nil)) }
        return keys
    }

    /// Installs `registration` as ``install(_:lifetime:replacing:)`` does, or, when it `mayBeModule` and
    /// its type is a module type (``DependencyRegister``), with the module its factory makes.
    @usableFromInline
    func install(_ registration: AnyRegistration, lifetime: Lifetime?, replacing: Bool, mayBeModule: Bool) -> Bool {
        guard mayBeModule, Self.isModuleType(registration.registeredType) else {
            return install(registration, lifetime: lifetime, replacing: replacing)
        }
        return registration.installAsModule(lifetime: lifetime, replacing: replacing)
    }

    /// Installs `registration` unless the key is taken and it is not `replacing`; reports to the trace.
    @usableFromInline
    func install(_ registration: AnyRegistration, lifetime: Lifetime?, replacing: Bool) -> Bool {
        // What an ordinary registration (a new key, no trace, no shutdown) leaves nothing in: one
        // optional, so that it pays for no locals of the rare cases.
        var rare: RareInstallOutcome?
        // The tree lock through the container's handle: `tree.lock.withLock` would retain the lock.
        // Nothing is released inside: a replaced registration goes after, with `rare`.
        let lock = handles.mutex
        lock.lock()
        let installed = installLocked(registration, lifetime: lifetime, replacing: replacing, rare: &rare)
        lock.unlock()
        if let rare { finishRareInstall(registration, rare, installed: installed) }
        return installed
    }

    /// `install`'s part under the tree lock: places the registration (or finds the key taken), and
    /// fills `rare` when there is more to do after the lock is let go.
    private func installLocked(
        _ registration: AnyRegistration, lifetime: Lifetime?, replacing: Bool, rare: inout RareInstallOutcome?
    ) -> Bool {
        if let shutDownBy = shutDownByLocked {
            rare = RareInstallOutcome(shutDownBy: shutDownBy)
            return false
        }
        if let lifetime { registration.lifetime = lifetime } else { applyDefaultLifetime(to: registration) }
        if let extras = registration.extras {
            if extras.runsOnMainActor { tree.hasMainActorFactories = true }
            if extras.implementation != nil {
                hasAliases = true
                // Linked even if a duplicate is ignored: the link is weak, and the registration goes.
                registration.linkToImplementation()
            }
        }
        if let trace = tree.trace { rare = RareInstallOutcome(trace: trace) }
        // One probe: insert unless the key is taken (the first registration wins), or replace.
        let existing =
            replacing
            ? core.registrations.replace(with: registration) : core.registrations.insertIfAbsent(registration)
        if let existing {
            guard replacing else {
                // A module type's registration that another thread is installing: wait for its module.
                if let run = existing.extras?.moduleRun { waitLocked(for: run, state: ThreadLocalState.current) }
                return false
            }
            if rare == nil { rare = RareInstallOutcome() }
            rare?.droppedInstance = existing.dropInstance()
            rare?.replaced = existing
            rare?.aliases = removeAliasesLocked(of: existing)
        }
        if lifetime == nil, core.unnamedLifetimes != nil { core.unnamedLifetimes?.insert(registration.key) }
        tree.epoch &+= 1
        return true
    }

    /// What `install` does after the lock for a registration that met a shutdown, replaced another or
    /// is traced: stops or ignores, tears the replaced instance down, reports.
    private func finishRareInstall(_ registration: AnyRegistration, _ rare: RareInstallOutcome, installed: Bool) {
        if let shutDownBy = rare.shutDownBy {
            // A module that began before the shutdown goes on registering in vain: ignored, not a stop.
            let installing = tree.lock.withLock { core.installedModules.isInstalling(by: ThreadLocalState.current) }
            if installing { return }
            trap(FailureReport.shutDown(registration.displayName, in: self, shutDownBy: shutDownBy, doing: .register))
        }
        if let droppedInstance = rare.droppedInstance { DroppedInstance.tearDown([droppedInstance]) }
        if let replaced = rare.replaced { reportRemovedAliases(rare.aliases, of: replaced) }
        if let trace = rare.trace {
            let kind: TraceEvent.Kind = !installed ? .duplicateIgnored : rare.replaced == nil ? .registered : .replaced
            let message =
                installed
                ? registration.extras?.implementation.map { "implemented by \($0.displayName) (\($0.lifetime))" }
                    ?? "\(registration.lifetime)"
                : "ignored: this container already registers the key and the first registration wins; "
                    + "use replace(...) to replace it"
            deliver(event(kind, registration, message: message), to: trace)
        }
    }
}

/// What `install` carries out of the lock when a registration is not ordinary: the container whose
/// shutdown stops it, the trace to report it to, the registration it replaced (released after the
/// lock is let go) with that one's instance and `.implements` registrations. A class, so that an
/// ordinary registration's `nil` costs one reference, not a destroy of five fields.
private final class RareInstallOutcome {
    var shutDownBy: DependencyResolver?
    var trace: TraceHandler?
    var replaced: AnyRegistration?
    var droppedInstance: DroppedInstance?
    var aliases: [AnyRegistration] = []

    init(shutDownBy: DependencyResolver? = nil, trace: TraceHandler? = nil) {
        self.shutDownBy = shutDownBy
        self.trace = trace
    }
}
