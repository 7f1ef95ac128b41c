extension DependencyResolver {
    /// What happens when the key is already registered in this container.
    enum DuplicatePolicy {
        /// The earlier registration wins; the new one is ignored.
        case keepFirst
        /// The new registration replaces the earlier one and drops its cached instance.
        case replace
    }

    /// Installs a registration in this container; every `register` form ends here.
    func add<T>(
        _ type: T.Type,
        variant: Variant?,
        lifetime: Lifetime?,
        policy: DuplicatePolicy,
        factory: @escaping (DependencyResolver) throws -> T
    ) -> RegistrationOptions<T> {
        let key = RegistrationKey(T.self, variant: variant)
        var replaced: AnyRegistration?  // released after the lock is let go
        var droppedInstance: Any?
        var trace: TraceHandler?
        let (registration, installed): (Registration<T>, Bool) = tree.lock.withLock {
            trace = tree.trace
            let registration = Registration(
                key: key,
                lifetime: lifetime ?? lifetimeDefault,
                owner: self,
                factory: factory
            )
            if let existing = registrations[key] {
                guard policy == .replace else { return (registration, false) }
                droppedInstance = existing.dropInstance()
                replaced = existing
            }
            registrations[key] = registration
            tree.epoch &+= 1
            return (registration, true)
        }
        _ = droppedInstance
        if let trace {
            let kind: TraceEvent.Kind = !installed ? .duplicateIgnored : replaced == nil ? .registered : .replaced
            let message =
                installed
                ? "\(registration.lifetime)"
                : "ignored: this container already registers the key and the first registration wins; "
                    + "use replace(...) to replace it"
            trace(event(kind, registration, message: message))
        }
        return RegistrationOptions(registration: registration, isInstalled: installed)
    }

    /// Removes this container's registration for `key` and drops its cached instance.
    func remove(_ key: RegistrationKey, requested: Any.Type) throws {
        var removed: AnyRegistration?  // released after the lock is let go
        var droppedInstance: Any?
        tree.lock.withLock {
            removed = registrations.removeValue(forKey: key)
            if let removed {
                droppedInstance = removed.dropInstance()
                tree.epoch &+= 1
            }
        }
        _ = droppedInstance
        guard let removed else {
            throw FailureReport.nothingToRemove(requested, key: key, in: self)
        }
        report(.removed, removed, message: "removed")
    }
}
