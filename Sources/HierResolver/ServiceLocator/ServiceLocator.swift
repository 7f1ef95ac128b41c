internal import HierResolverRuntime

extension DependencyResolver {
    private static let mainContainer: DependencyResolver = {
        let main = DependencyResolver(name: "main")
        ServiceLocatorBootstrap.arm(main.tree)
        return main
    }()

    private static let rootContainer = Locked<DependencyResolver?>(nil)

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
    /// ```swift
    /// let test = DependencyResolver.main.child(name: "test")
    /// test.register { FixedClock() as Clock }
    /// DependencyResolver.root = test
    /// defer { DependencyResolver.root = .main }
    /// ```
    public static var root: DependencyResolver {
        get { RootScope.current ?? rootContainer.withValue { $0 } ?? mainContainer }
        set { rootContainer.withValue { $0 = newValue } }
    }

    /// The container a static resolve starts from: the context of the resolution in progress on this
    /// thread (so a factory's static resolves see the same overrides as its `Resolver`), else ``root``.
    @usableFromInline
    static var ambient: DependencyResolver {
        let state = ThreadLocalState.current
        if let context = state.currentContext { return context }
        let start = hier_resolver_static_start()
        if start.pointee.bootstrap_done == 0 {
            // A bootstrap that cannot run from here (this thread is one it waits for) fails the resolve
            // that follows on main's tree, with the whole loop; another root does not need it.
            try? ServiceLocatorBootstrap.runIfNeeded()
            if ServiceLocatorBootstrap.hasRun { start.pointee.bootstrap_done = 1 }
        }
        return root
    }

    /// Registers a factory in ``main``.
    ///
    /// ```swift
    /// DependencyResolver.register { Session() }
    /// ```
    @inlinable @discardableResult
    public static func register<T>(
        _ type: T.Type = T.self,
        variant: Variant? = nil,
        lifetime: Lifetime? = nil,
        factory: @escaping () throws -> T
    ) -> RegistrationOptions<T> {
        main.register(type, variant: variant, lifetime: lifetime, factory: factory)
    }

    /// Registers a factory that receives a `Resolver` in ``main``.
    ///
    /// ```swift
    /// DependencyResolver.register { r in XYZService(r.resolve()) }
    /// ```
    @inlinable @discardableResult
    public static func register<T>(
        _ type: T.Type = T.self,
        variant: Variant? = nil,
        lifetime: Lifetime? = nil,
        factory: @escaping (DependencyResolver) throws -> T
    ) -> RegistrationOptions<T> {
        main.register(type, variant: variant, lifetime: lifetime, factory: factory)
    }

    /// Registers a factory in ``main`` under `name`.
    ///
    /// ```swift
    /// DependencyResolver.register(name: "edit") { XYZUpdateEdit() as XYZUpdating }
    /// ```
    @inlinable @discardableResult
    public static func register<T>(
        _ type: T.Type = T.self,
        name: Variant,
        lifetime: Lifetime? = nil,
        factory: @escaping () throws -> T
    ) -> RegistrationOptions<T> {
        main.register(type, variant: name, lifetime: lifetime, factory: factory)
    }

    /// Registers a factory that receives a `Resolver` in ``main`` under `name`.
    ///
    /// ```swift
    /// DependencyResolver.register(name: "edit") { r in XYZUpdateEdit(session: r.resolve()) as XYZUpdating }
    /// ```
    @inlinable @discardableResult
    public static func register<T>(
        _ type: T.Type = T.self,
        name: Variant,
        lifetime: Lifetime? = nil,
        factory: @escaping (DependencyResolver) throws -> T
    ) -> RegistrationOptions<T> {
        main.register(type, variant: name, lifetime: lifetime, factory: factory)
    }

    /// Resolves through ``root`` (or, inside a factory, through the resolution's context).
    ///
    /// ```swift
    /// let session: Session = DependencyResolver.resolve()
    /// ```
    @inlinable
    public static func resolve<T>(
        _ type: T.Type = T.self, variant: Variant? = nil, file: StaticString = #fileID, line: UInt = #line
    ) -> T {
        do { return try resolveStatically(RegistrationKey(T.self, variant: variant))! } catch {
            trap(error, file: file, line: line)
        }
    }

    /// Resolves the registration named `name` through ``root``.
    ///
    /// ```swift
    /// let updater: XYZUpdating = DependencyResolver.resolve(name: "edit")
    /// ```
    @inlinable
    public static func resolve<T>(
        _ type: T.Type = T.self, name: Variant, file: StaticString = #fileID, line: UInt = #line
    ) -> T {
        do { return try resolveStatically(RegistrationKey(T.self, variant: name))! } catch {
            trap(error, file: file, line: line)
        }
    }

    /// Resolves through ``root``, or throws a ``DependencyError``.
    ///
    /// ```swift
    /// let session: Session = try DependencyResolver.tryResolve()
    /// ```
    @inlinable
    public static func tryResolve<T>(_ type: T.Type = T.self, variant: Variant? = nil) throws -> T {
        try resolveStatically(RegistrationKey(T.self, variant: variant))!
    }

    /// Resolves the registration named `name` through ``root``, or throws a ``DependencyError``.
    ///
    /// ```swift
    /// let updater: XYZUpdating = try DependencyResolver.tryResolve(name: "edit")
    /// ```
    @inlinable
    public static func tryResolve<T>(_ type: T.Type = T.self, name: Variant) throws -> T {
        try resolveStatically(RegistrationKey(T.self, variant: name))!
    }

    /// Resolves through ``root``, `nil` when nothing is registered, or throws any other failure.
    ///
    /// ```swift
    /// let session: Session? = try DependencyResolver.tryOptional()
    /// ```
    @inlinable
    public static func tryOptional<T>(_ type: T.Type = T.self, variant: Variant? = nil) throws -> T? {
        try resolveStatically(RegistrationKey(T.self, variant: variant), optional: true)
    }

    /// Resolves the registration named `name` through ``root``, `nil` when there is none, or throws.
    ///
    /// ```swift
    /// let updater: XYZUpdating? = try DependencyResolver.tryOptional(name: "edit")
    /// ```
    @inlinable
    public static func tryOptional<T>(_ type: T.Type = T.self, name: Variant) throws -> T? {
        try resolveStatically(RegistrationKey(T.self, variant: name), optional: true)
    }

    /// Resolves through ``root``, or `nil` when nothing is registered.
    ///
    /// ```swift
    /// let session: Session? = DependencyResolver.optional()
    /// ```
    @inlinable
    public static func optional<T>(
        _ type: T.Type = T.self, variant: Variant? = nil, file: StaticString = #fileID, line: UInt = #line
    ) -> T? {
        do { return try resolveStatically(RegistrationKey(T.self, variant: variant), optional: true) } catch {
            trap(error, file: file, line: line)
        }
    }

    /// Resolves the registration named `name` through ``root``, or `nil` when there is none.
    ///
    /// ```swift
    /// let updater: XYZUpdating? = DependencyResolver.optional(name: "edit")
    /// ```
    @inlinable
    public static func optional<T>(
        _ type: T.Type = T.self, name: Variant, file: StaticString = #fileID, line: UInt = #line
    ) -> T? {
        do { return try resolveStatically(RegistrationKey(T.self, variant: name), optional: true) } catch {
            trap(error, file: file, line: line)
        }
    }
}

extension DependencyResolver {
    /// Registers a factory in ``main``, replacing `main`'s registration of the same key and dropping
    /// its cached instance.
    ///
    /// ```swift
    /// Resolver.replace { FixedClock() as Clock }
    /// ```
    @inlinable @discardableResult
    public static func replace<T>(
        _ type: T.Type = T.self,
        variant: Variant? = nil,
        lifetime: Lifetime? = nil,
        factory: @escaping () throws -> T
    ) -> RegistrationOptions<T> {
        main.replace(type, variant: variant, lifetime: lifetime, factory: factory)
    }

    /// Registers a factory that receives a `Resolver` in ``main``, replacing `main`'s registration of the key.
    ///
    /// ```swift
    /// Resolver.replace { r in MockService(session: r.resolve()) as Service }
    /// ```
    @inlinable @discardableResult
    public static func replace<T>(
        _ type: T.Type = T.self,
        variant: Variant? = nil,
        lifetime: Lifetime? = nil,
        factory: @escaping (DependencyResolver) throws -> T
    ) -> RegistrationOptions<T> {
        main.replace(type, variant: variant, lifetime: lifetime, factory: factory)
    }

    /// Registers a factory in ``main`` under `name`, replacing `main`'s registration of that key.
    ///
    /// ```swift
    /// Resolver.replace(name: "edit") { MockUpdater() as XYZUpdating }
    /// ```
    @inlinable @discardableResult
    public static func replace<T>(
        _ type: T.Type = T.self,
        name: Variant,
        lifetime: Lifetime? = nil,
        factory: @escaping () throws -> T
    ) -> RegistrationOptions<T> {
        main.replace(type, variant: name, lifetime: lifetime, factory: factory)
    }

    /// Registers a factory that receives a `Resolver` in ``main`` under `name`, replacing that key.
    ///
    /// ```swift
    /// Resolver.replace(name: "edit") { r in MockUpdater(r.resolve()) as XYZUpdating }
    /// ```
    @inlinable @discardableResult
    public static func replace<T>(
        _ type: T.Type = T.self,
        name: Variant,
        lifetime: Lifetime? = nil,
        factory: @escaping (DependencyResolver) throws -> T
    ) -> RegistrationOptions<T> {
        main.replace(type, variant: name, lifetime: lifetime, factory: factory)
    }
}
