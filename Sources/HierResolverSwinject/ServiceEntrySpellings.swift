// Swinject's spellings of what a registration is given after it is made (`initCompleted`, several
// types in one `implements`), and of `synchronize()`: each forwards to the core's own form.

extension RegistrationOptions {
    /// Runs `completed` on every new instance, with the container, before it is handed out:
    /// Swinject's `initCompleted`, the core's `resolveProperties`.
    ///
    /// ```swift
    /// container.register(Station.self) { _ in Station() }
    ///     .initCompleted { r, station in station.sensor = r.resolve(Sensor.self) }
    /// ```
    ///
    /// Within one resolution, a resolve in `completed` of the registration being completed gets this
    /// same instance, so two objects can point at each other as in Swinject.
    ///
    /// - Parameter completed: Sets the instance's properties; it may resolve through the container it receives.
    /// - Returns: These options, to chain more configuration.
    @discardableResult
    public func initCompleted(_ completed: @escaping (Resolver, T) -> Void) -> RegistrationOptions<T> {
        resolveProperties { (resolver: DependencyResolver, instance: inout T) in completed(resolver, instance) }
    }

    /// Serves the instance as each of the given types too: Swinject's `implements` of several types,
    /// the core's ``RegistrationOptions/implements(_:)`` once per type.
    ///
    /// ```swift
    /// container.register(XYZCombinedService.self) { _ in XYZCombinedService() }
    ///     .implements(XYZFetching.self, XYZUpdating.self)
    /// ```
    ///
    /// - Parameters:
    ///   - first: The first type to serve the instance as.
    ///   - second: The second type to serve the instance as.
    ///   - rest: More types to serve the instance as.
    /// - Returns: These options, to chain more configuration.
    @discardableResult
    public func implements<First, Second, each Rest>(
        _ first: First.Type, _ second: Second.Type, _ rest: repeat (each Rest).Type
    ) -> RegistrationOptions<T> {
        implements(first)
        implements(second)
        for type in repeat each rest { implements(type) }
        return self
    }
}

extension DependencyResolver {
    /// This container: every container is safe to use from any thread, so Swinject's thread-safe
    /// view of a container is the container itself.
    ///
    /// ```swift
    /// let resolver = Container().synchronize()
    /// ```
    ///
    /// - Returns: This container.
    public func synchronize() -> Resolver { self }
}
