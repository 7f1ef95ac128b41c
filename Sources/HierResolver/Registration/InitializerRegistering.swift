// Registering a type from its initializer, of any arity: each parameter is resolved from the context
// container, and the parameters' types are the registration's dependencies, known without running it.
// Its `name:` and static spellings are generated; the lifetime-named ones (`persistent { ... }`)
// are left out, since those names take closures of every shape.

extension Resolver {
    // spelling[name]: app.autoregister(XYZUpdating.self, name: "edit", initializer: XYZUpdateEdit.init(session:))
    // spelling[static(main)]: DependencyResolver.autoregister(initializer: PetRecords.init)
    // spelling[static(main) name]: DependencyResolver.autoregister(name: "main", initializer: Session.init)
    /// Registers `T` from an initializer, or any function, whose parameters are resolved from the container.
    ///
    /// Each parameter is resolved by its type, without a variant, from the container a factory's
    /// resolves start from (the context: the container the top-level resolve was called on for
    /// `.ephemeral` and `.graph`, the owner for `.persistent` and `.transient`), so a child's
    /// override of a dependency reaches it as it reaches a closure's `r.resolve()`. A dependency
    /// that cannot be resolved fails the resolve with the chain that leads to it, as
    /// `try r.tryResolve()` in a closure would, and the initializer does not run.
    ///
    /// Because the parameters' types are known without running the initializer, ``verify(arguments:)``
    /// reports a missing one without calling it, and ``dependencyGraph()`` draws the registration's
    /// edges before anything was resolved.
    ///
    /// ```swift
    /// let app = DependencyResolver()
    /// app.autoregister(initializer: Database.init)                  // T is Database
    /// app.autoregister(lifetime: .persistent, initializer: Session.init)
    /// app.autoregister(initializer: PetRecords.init)                // resolves its Database
    /// app.autoregister(Service.self, initializer: MockService.init)  // served as a Service
    /// app.autoregister(XYZUpdating.self, variant: "edit", initializer: XYZUpdateEdit.init(session:))
    /// ```
    ///
    /// Its name keeps it apart from the `register` forms: a closure literal given to `register`, such
    /// as `{ Session() }`, `{ r in Service(session: r.resolve()) }` or `{ (url: String) in ... }`, is
    /// always a factory as before, never an initializer whose parameters are resolved. An initializer that has several overloads is named with its labels
    /// (`Request.init(session:)`). To serve `T` as a protocol or a superclass, name the type: the
    /// initializer converts to a function that returns it.
    ///
    /// - Parameters:
    ///   - type: The type to register under; the initializer's result when omitted.
    ///   - variant: A variant to tell several registrations of one type apart.
    ///   - lifetime: How long instances live; the container's ``DependencyResolver/defaultLifetime`` when `nil`.
    ///   - initializer: Makes an instance from its dependencies. It may throw; the error reaches the
    ///     resolve that asked.
    /// - Returns: The registration, for further configuration.
    @inlinable @discardableResult
    public func autoregister<T, each D>(
        _ type: T.Type = T.self,
        variant: Variant? = nil,
        lifetime: Lifetime? = nil,
        initializer: @escaping (repeat each D) throws -> T
    ) -> RegistrationOptions<T> {
        add(
            type, variant: variant, lifetime: lifetime,
            factory: .resolving { context in try initializer(repeat try context.tryResolve((each D).self)) },
            dependencies: dependencyKeys(repeat (each D).self))
    }
}

extension Resolver {
    // spelling[name]: app.autoregister(PetListModel.self, name: "pets", initializer: PetListViewModel.init)
    // spelling[static(main)]: DependencyResolver.autoregister(initializer: ProfileViewModel.init(session:))
    // spelling[static(main) name]: DependencyResolver.autoregister(name: "profile", initializer: ProfileViewModel.init(session:))
    /// Registers `T` from a `@MainActor` initializer whose parameters are resolved from the container;
    /// it builds only on the main actor.
    ///
    /// The parameters are resolved as `autoregister(_:variant:lifetime:initializer:)`
    /// resolves them, on the main actor, and the registration is a `@MainActor` one, as
    /// `register { @MainActor r in ... }` makes: a synchronous resolve off the main actor fails with
    /// an error of kind ``DependencyError/Kind/isolation`` instead of running the initializer there,
    /// and `try await container.async.resolve()` goes to the main actor to build it.
    ///
    /// ```swift
    /// @MainActor final class ProfileViewModel {
    ///     let session: Session
    ///     init(session: Session) { self.session = session }
    /// }
    ///
    /// app.autoregister(initializer: ProfileViewModel.init(session:))  // from any code
    /// ```
    ///
    /// - Parameters:
    ///   - type: The type to register under; the initializer's result when omitted.
    ///   - variant: A variant to tell several registrations of one type apart.
    ///   - lifetime: How long instances live; the container's ``DependencyResolver/defaultLifetime`` when `nil`.
    ///   - initializer: Makes an instance from its dependencies, on the main actor. It may throw; the
    ///     error reaches the resolve that asked.
    /// - Returns: The registration, for further configuration.
    @inlinable @discardableResult
    public func autoregister<T, each D>(
        _ type: T.Type = T.self,
        variant: Variant? = nil,
        lifetime: Lifetime? = nil,
        initializer: @escaping @MainActor (repeat each D) throws -> T
    ) -> RegistrationOptions<T> {
        let onMainActor: @MainActor (DependencyResolver) throws -> T = { context in
            try initializer(repeat try context.tryResolve((each D).self))
        }
        return add(
            type, variant: variant, lifetime: lifetime, factory: .resolving(MainActorIsolation.unchecked(onMainActor)),
            mainActor: true, dependencies: dependencyKeys(repeat (each D).self))
    }
}
