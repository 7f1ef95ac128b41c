// `.implements`: one registration served under other types too, and the instance it keeps for them.

extension RegistrationOptions {
    /// Serves this registration under another type as well, with its variant: one registration,
    /// one lifetime, several types.
    ///
    /// ```swift
    /// app.register { XYZCombinedService() }
    ///     .implements(XYZFetching.self)
    ///     .implements(XYZUpdating.self)
    /// // In one resolution, the view model's fetcher and updater are the same XYZCombinedService.
    /// ```
    ///
    /// Resolving `P` resolves this registration, so it shares this registration's instances: one
    /// per resolution for `.graph`, one per owning container for `.persistent`. `P` takes this
    /// registration's lifetime and keeps the instance where this registration keeps it, so a later
    /// resolve of `P` finds it as any resolve does. A `store` of a `P` is refused: store a `T`, which
    /// replaces the instance under both types. Arguments passed to
    /// the resolve of `P` reach this registration's factory, and `P` is keyed by the same typed
    /// argument signature.
    ///
    /// `P` is registered in the same container, under this registration's variant (use
    /// ``implements(_:variant:)`` for another; a contribution's `P` has none, since its id is no
    /// variant), and the first registration of a key wins as
    /// always: if the container registers `P` already, that registration is kept. Nothing is
    /// added when this registration itself was ignored as a duplicate. `P` goes with this
    /// registration: `replace` or `removeResolver` of this registration removes `P` too.
    ///
    /// > Important: Swift cannot check at compile time that `T` conforms to `P`. If it does not,
    /// > resolving `P` fails with an error that says so.
    ///
    /// - Parameter type: The other type to serve this registration under, usually a protocol.
    /// - Returns: These options, to chain more configuration.
    @discardableResult
    public func implements<P>(_ type: P.Type) -> RegistrationOptions<T> {
        implements(type, variant: registration.extras?.contribution == nil ? registration.key.variant : nil)
    }

    // spelling[name]: app.register { XYZCombinedService() }
    // spelling[name]:     .implements(XYZUpdating.self, name: "edit")
    /// Serves this registration under another type as well, with `variant` (`nil` for none).
    ///
    /// ```swift
    /// app.register { XYZCombinedService() }
    ///     .implements(XYZUpdating.self, variant: "edit")
    /// let updater: XYZUpdating = app.resolve(variant: "edit")
    /// ```
    ///
    /// - Parameters:
    ///   - type: The other type to serve this registration under, usually a protocol.
    ///   - variant: The variant to register `type` under; `nil` for none.
    /// - Returns: These options, to chain more configuration.
    @discardableResult
    public func implements<P>(_ type: P.Type, variant: Variant?) -> RegistrationOptions<T> {
        guard isInstalled else { return self }
        let target = registration
        // The implementation's lifetime: `P` keeps its instance as a `P` where the implementation
        // keeps it, so a resolve of `P` shares it the same way (a persistent one is a cache hit).
        _ = container.add(
            P.self, variant: variant, lifetime: target.lifetime, factory: target.forwardingFactory(as: P.self),
            arguments: target.key.arguments, argumentTypes: target.argumentTypes, implementation: target)
        return self
    }

}

extension DependencyResolver {
    /// Resolves `target` in this context for a resolve of `P` through its `.implements` registration,
    /// passing the arguments on.
    ///
    /// The `.implements` registration has `target`'s lifetime, so it keeps the instance as a `P` where
    /// `target` keeps it (a persistent one, say), and the next resolve of `P` finds it as any resolve
    /// finds a kept instance: a persistent one is a cache hit (one lock, no cast). It goes when
    /// `target`'s goes.
    func forward<T, P>(to target: Registration<T>, as: P.Type, arguments: Arguments) throws -> P {
        let tree = target.owner.tree
        let (properties, observers) = tree.lock.withLock { (target.properties, tree.observersLocked) }
        let state = ThreadLocalState.current
        let instance = try observed(target, observers: observers, state: state) {
            try produceNested(target, state: state, arguments: arguments, properties: properties)
        }
        guard let converted = instance as? P else {
            throw FailureReport.notImplementing(target, as: P.self, chain: ThreadLocalState.current.chainNames)
        }
        return converted
    }
}
