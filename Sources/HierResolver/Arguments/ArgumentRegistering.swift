// Registering factories that take runtime arguments: typed parameters, or Resolver-style `Args`.

extension Resolver {
    // spelling[name]: app.register(name: "edit") { (_, args) in XYZViewModel(editMode: args("mode"), name: args("name")) }
    // spelling[static(main)]: Resolver.register { (_, args) in XYZViewModel(editMode: args()) }
    // spelling[static(main)]: let model: XYZViewModel = Resolver.resolve(args: true)
    // spelling[static(main) name]: Resolver.register(name: "edit") { (_, args) in XYZViewModel(editMode: args("mode"), name: args("name")) }
    /// Registers a factory that receives the resolver and the resolve's ``Args`` (Resolver-style arguments).
    ///
    /// ```swift
    /// app.register { (_, args) in XYZViewModel(editMode: args()) }
    /// let model: XYZViewModel = app.resolve(args: true)
    /// ```
    ///
    /// The arguments reach this factory only; nested resolves get none unless the factory passes them on.
    @inlinable @discardableResult
    public func register<T>(
        _ type: T.Type = T.self,
        variant: Variant? = nil,
        lifetime: Lifetime? = nil,
        factory: @escaping (DependencyResolver, Args) throws -> T
    ) -> RegistrationOptions<T> {
        container.add(type, variant: variant, lifetime: lifetime, factory: .resolvingWithArgs(factory))
    }

    // spelling[name]: app.register(name: "staging") { (url: String) in URLSessionNetworkLayer(baseURL: url) as NetworkLayer }
    /// Registers a factory that takes typed runtime arguments; the registration is keyed by their
    /// types, count and order, and `resolve(arguments:)` with values of those types selects it.
    ///
    /// ```swift
    /// app.register { (url: String) in URLSessionNetworkLayer(baseURL: url) as NetworkLayer }
    /// app.register { (url: String, port: Int) in URLSessionNetworkLayer(baseURL: "\(url):\(port)") as NetworkLayer }
    /// let network: NetworkLayer = app.resolve(arguments: "http://prod.myapi.com/api/")
    /// ```
    ///
    /// > Important: Give the closure's parameters their types. A parameter left to inference may be
    /// > inferred as an Optional (`String?`), and then only `resolve(arguments: Optional("..."))` finds it;
    /// > the error for a miss lists the registered signatures.
    @inlinable @discardableResult
    public func register<T, First, each Rest>(
        _ type: T.Type = T.self,
        variant: Variant? = nil,
        lifetime: Lifetime? = nil,
        factory: @escaping (First, repeat each Rest) throws -> T
    ) -> RegistrationOptions<T> {
        // `{ (r: Resolver) in ... }` and `{ (r: Resolver, args: Args) in ... }` match this overload
        // exactly; they mean a factory that receives the container, not typed arguments.
        container.addTyped(
            type, variant: variant, lifetime: lifetime, factory: .typed(factory),
            receivingContainer: .receivingContainer(factory), arguments: First.self, repeat (each Rest).self)
    }

    // spelling[name]: app.register(name: "staging", arguments: String.self) { r, url in
    // spelling[name]:     URLSessionNetworkLayer(baseURL: url, session: r.resolve()) as NetworkLayer
    // spelling[name]: }
    /// Registers a factory that takes typed runtime arguments of the types listed in `arguments`, and
    /// receives the resolver first so it can resolve its other dependencies.
    ///
    /// ```swift
    /// app.register(arguments: String.self) { r, url in
    ///     URLSessionNetworkLayer(baseURL: url, session: r.resolve()) as NetworkLayer
    /// }
    /// let network: NetworkLayer = app.resolve(arguments: "http://prod.myapi.com/api/")
    /// ```
    @inlinable @discardableResult
    public func register<T, First, each Rest>(
        _ type: T.Type = T.self,
        variant: Variant? = nil,
        lifetime: Lifetime? = nil,
        arguments first: First.Type,
        _ rest: repeat (each Rest).Type,
        factory: @escaping (DependencyResolver, First, repeat each Rest) throws -> T
    ) -> RegistrationOptions<T> {
        container.addTyped(
            type, variant: variant, lifetime: lifetime, factory: .typedReceivingContainer(factory), arguments: first,
            repeat each rest)
    }

}
