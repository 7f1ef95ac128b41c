// The static API: `main`, `root`, and resolving through `root`.

extension DependencyResolver {
    private static let mainContainer: DependencyResolver = {
        let main = DependencyResolver(name: "main")
        ServiceLocatorBootstrap.arm(main.tree)
        return main
    }()

    /// The application's container: where the static `register(_:variant:lifetime:factory:)`
    /// registers and where `registerAllServices()` runs.
    ///
    /// ```swift
    /// DependencyResolver.main.register { Session() }
    /// let feature = DependencyResolver.main.child(name: "checkout")
    /// ```
    public static var main: DependencyResolver { mainContainer }

    /// The container the static API and bare property wrappers resolve through: ``main`` unless set,
    /// or the container of the ``withRoot(_:_:)`` scope the caller runs in.
    ///
    /// Setting it is safe from any thread and changes it for the whole process; a test that overrides
    /// dependencies should use a scope instead, which tests running in parallel do not see.
    ///
    /// When the app conforms to ``ResolverRegistering``, reading or setting `root` runs
    /// `registerAllServices()` first if it has not run, as a resolution does: a `root` that it sets
    /// (Resolver's mock set-up, `root = mock`) is the one read, and a `root` that the app sets
    /// later is not overwritten by it. Reading ``main`` does not run it, so that the app can register
    /// into `main` before it runs, and keep those registrations.
    ///
    /// ```swift
    /// let test = DependencyResolver.main.child(name: "test")
    /// test.register { FixedClock() as Clock }
    /// DependencyResolver.root = test
    /// defer { DependencyResolver.root = .main }
    /// ```
    public static var root: DependencyResolver {
        get {
            bootstrapBeforeRoot()
            return RootScope.current ?? RootScope.processRoot ?? mainContainer
        }
        // The previous root is released after the lock is let go: if this was its last reference, its
        // teardown blocks run, and they may read `root`.
        set {
            bootstrapBeforeRoot()
            RootScope.processRoot = newValue
        }
    }

    // spelling[name]: let updater: XYZUpdating = DependencyResolver.resolve(name: "edit")
    /// Resolves through ``root`` (or, inside a factory, through the resolution's context).
    ///
    /// ```swift
    /// let session: Session = DependencyResolver.resolve()
    /// ```
    @inlinable
    public static func resolve<T>(
        _ type: T.Type = T.self, variant: Variant? = nil, file: StaticString = #fileID, line: UInt = #line
    ) -> sending T {
        do { return try ambient.resolveInstance(RegistrationKey(T.self, variant: variant))! } catch {
            trap(error, file: file, line: line)
        }
    }

    // spelling[name]: let updater: XYZUpdating = try DependencyResolver.tryResolve(name: "edit")
    /// Resolves through ``root``, or throws a ``DependencyError``.
    ///
    /// ```swift
    /// let session: Session = try DependencyResolver.tryResolve()
    /// ```
    @inlinable
    public static func tryResolve<T>(_ type: T.Type = T.self, variant: Variant? = nil) throws -> sending T {
        try ambient.resolveInstance(RegistrationKey(T.self, variant: variant))!
    }

    // spelling[name]: let updater: XYZUpdating? = try DependencyResolver.tryOptional(name: "edit")
    /// Resolves through ``root``, `nil` when nothing is registered, or throws any other failure.
    ///
    /// ```swift
    /// let session: Session? = try DependencyResolver.tryOptional()
    /// ```
    @inlinable
    public static func tryOptional<T>(_ type: T.Type = T.self, variant: Variant? = nil) throws -> sending T? {
        try ambient.resolveInstance(RegistrationKey(T.self, variant: variant), optional: true)
    }

    // spelling[name]: let updater: XYZUpdating? = DependencyResolver.optional(name: "edit")
    /// Resolves through ``root``, or `nil` when nothing is registered.
    ///
    /// ```swift
    /// let session: Session? = DependencyResolver.optional()
    /// ```
    @inlinable
    public static func optional<T>(
        _ type: T.Type = T.self, variant: Variant? = nil, file: StaticString = #fileID, line: UInt = #line
    ) -> sending T? {
        do { return try ambient.resolveInstance(RegistrationKey(T.self, variant: variant), optional: true) } catch {
            trap(error, file: file, line: line)
        }
    }
}
