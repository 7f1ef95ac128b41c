// Storing an instance into a container: the storer, else the owner's kept instance.

extension Resolver {
    // spelling[name]: app.store(object: otherFormatter, name: "long_date")
    /// Stores `object` as the value of `T`: through the registration's storer if it has one, else as
    /// the cached instance of a `.persistent` or `.transient` registration. Stops the program if
    /// neither is possible.
    ///
    /// ```swift
    /// app.register(variant: "long_date", resolver: { dateFormatter }, storer: { dateFormatter = $0 })
    /// app.store(object: otherFormatter, variant: "long_date")    // calls the storer
    ///
    /// app.transient(variant: "Mimi") { Cat(name: "Mimi") as Animal }
    /// let franky: Animal = Cat(name: "Franky")
    /// app.store(Animal.self, object: franky, variant: "Mimi")     // replaces the transient instance
    /// ```
    ///
    /// `store` finds the registration the way `resolve` does: in this container, then up the
    /// chain. A replaced instance belongs to the registration's owning container, as the built
    /// one would, and its `.teardown` block runs for the instance it replaces.
    ///
    /// > Important: `T` is inferred from `object`. To store a `Cat` as the `Animal` registration,
    /// > name the registered type: `store(Animal.self, object: cat)`, or write `cat as Animal`.
    ///
    /// > Important: A `.transient` registration holds its instance weakly: the stored object stays
    /// > while someone else holds it. An `@Resolve` property that was assigned holds it.
    ///
    /// - Parameters:
    ///   - type: The registered type to store under; inferred from `object` when omitted.
    ///   - object: The new value.
    ///   - variant: The registration's variant, if it has one.
    ///   - file: The file a failure is reported in; the caller's by default.
    ///   - line: The line a failure is reported at; the caller's by default.
    public func store<T>(
        _ type: T.Type = T.self,
        object: T,
        variant: Variant? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) {
        do { try tryStore(type, object: object, variant: variant) } catch { trap(error, file: file, line: line) }
    }

    // spelling[name]: try app.tryStore(object: otherFormatter, name: "long_date")
    /// Stores `object` as the value of `T`, or throws a ``DependencyError`` that says why it cannot.
    ///
    /// ```swift
    /// do {
    ///     try app.tryStore(object: otherFormatter, variant: "long_date")
    /// } catch {
    ///     print(error)  // e.g. the registration is .graph and has no storer
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - type: The registered type to store under; inferred from `object` when omitted.
    ///   - object: The new value.
    ///   - variant: The registration's variant, if it has one.
    public func tryStore<T>(_ type: T.Type = T.self, object: T, variant: Variant? = nil) throws {
        // The one way every store goes: the storer, else the owning container's cached instance.
        let key = RegistrationKey(T.self, variant: variant)
        try ServiceLocatorBootstrap.runIfNeeded(for: tree)
        var storer: ((Any) -> Void)?
        var replaced: DroppedInstance?  // torn down and released after the lock is let go
        var replacedValue: T?
        let stored: AnyRegistration? = try tree.lock.withLock {
            if let initiator = shutDownByLocked {
                throw FailureReport.shutDown(
                    keyName(T.self, variant: key.variant), in: self, shutDownBy: initiator, doing: .store)
            }
            guard let found = lookupLocked(key) else { return nil }
            let registration = found.typed(T.self)
            if let implementation = registration.extras?.implementation {
                throw FailureReport.cannotStore(registration, reason: .servedBy(implementation))
            }
            storer = registration.extras?.storer
            if storer != nil {
                replaced = registration.dropInstance()  // the next resolve reads the storage again
            } else {
                (replaced, replacedValue) = try LifetimeBehaviour.store(object, into: registration)
            }
            return registration
        }
        // The message looks at the container tree under its lock, so it is made after unlocking.
        guard let registration = stored else { throw FailureReport.nothingToStore(T.self, key: key, in: self) }
        storer?(object)
        if var dropped = replaced {
            // Storing the same object again must not tear it down.
            if let old = replacedValue.flatMap(classInstance) ?? dropped.transientObject, old === classInstance(object)
            {
                dropped = dropped.withoutTeardown
            }
            DroppedInstance.tearDown([dropped])
        }
        report(.stored, registration, message: storer == nil ? "replaced the cached instance" : "called the storer")
    }
}
