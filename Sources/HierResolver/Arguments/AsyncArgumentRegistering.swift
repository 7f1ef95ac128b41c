// Registering async factories that take runtime arguments: typed parameters, or Resolver-style
// `Args`. Only an `await` resolve with those arguments builds them.

extension Resolver {
    // spelling[name]: app.register(name: "visit") { (r, args) async throws -> Visit in Visit(pet: args(), records: try await r.async.tryResolve()) }
    /// Registers an async factory that receives the container and the resolve's ``Args``.
    ///
    /// ```swift
    /// app.register { (r, args) async throws -> Visit in
    ///     Visit(pet: args(), records: try await r.async.tryResolve())
    /// }
    ///
    /// func book() async throws {
    ///     let visit: Visit = try await app.async.tryResolve(args: "Rex")
    ///     _ = visit
    /// }
    /// ```
    @inlinable @discardableResult
    public func register<T>(
        _ type: T.Type = T.self,
        variant: Variant? = nil,
        lifetime: Lifetime? = nil,
        factory: @escaping (DependencyResolver, Args) async throws -> T
    ) -> RegistrationOptions<T> {
        container.add(
            type, variant: variant, lifetime: lifetime,
            factory: .async(takesArgs: true) { context, arguments in try await factory(context, arguments.args) })
    }

    // spelling[name]: app.register(name: "history") { (pet: String) async throws -> History in try await History.load(for: pet) }
    /// Registers an async factory that takes typed runtime arguments.
    ///
    /// ```swift
    /// app.register { (pet: String) async throws -> History in try await History.load(for: pet) }
    ///
    /// func show() async throws {
    ///     let history: History = try await app.async.tryResolve(arguments: "Rex")
    ///     _ = history
    /// }
    /// ```
    @inlinable @discardableResult
    public func register<T, First, each Rest>(
        _ type: T.Type = T.self,
        variant: Variant? = nil,
        lifetime: Lifetime? = nil,
        factory: @escaping (First, repeat each Rest) async throws -> T
    ) -> RegistrationOptions<T> {
        // `{ (r: Resolver) async in ... }` and `{ (r: Resolver, args: Args) async in ... }` match this
        // overload exactly; they mean a factory that receives the container, not typed arguments.
        container.addTyped(
            type, variant: variant, lifetime: lifetime, factory: .awaitingTyped(factory),
            receivingContainer: .awaitingReceivingContainer(factory), arguments: First.self, repeat (each Rest).self)
    }
}
