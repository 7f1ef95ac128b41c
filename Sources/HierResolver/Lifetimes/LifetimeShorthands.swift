extension Resolver {
    /// Registers a factory with the `.persistent` lifetime. One instance per owning container, kept until `reset()` or the container goes.
    ///
    /// ```swift
    /// let app = DependencyResolver()
    /// app.persistent { Session() }
    /// app.persistent(variant: "main") { Session() }
    /// ```
    @inlinable @discardableResult
    public func persistent<T>(
        _ type: T.Type = T.self,
        variant: Variant? = nil,
        factory: @escaping () throws -> T
    ) -> RegistrationOptions<T> {
        register(type, variant: variant, lifetime: .persistent, factory: factory)
    }

    /// Registers a factory that receives a `Resolver`, with the `.persistent` lifetime.
    ///
    /// ```swift
    /// app.persistent { r in Service(session: r.resolve()) }
    /// ```
    @inlinable @discardableResult
    public func persistent<T>(
        _ type: T.Type = T.self,
        variant: Variant? = nil,
        factory: @escaping (DependencyResolver) throws -> T
    ) -> RegistrationOptions<T> {
        register(type, variant: variant, lifetime: .persistent, factory: factory)
    }

    /// Registers a factory under `name` with the `.persistent` lifetime.
    ///
    /// ```swift
    /// app.persistent(name: "main") { Session() }
    /// ```
    @inlinable @discardableResult
    public func persistent<T>(
        _ type: T.Type = T.self,
        name: Variant,
        factory: @escaping () throws -> T
    ) -> RegistrationOptions<T> {
        register(type, variant: name, lifetime: .persistent, factory: factory)
    }

    /// Registers a factory that receives a `Resolver`, under `name`, with the `.persistent` lifetime.
    ///
    /// ```swift
    /// app.persistent(name: "main") { r in Service(session: r.resolve()) }
    /// ```
    @inlinable @discardableResult
    public func persistent<T>(
        _ type: T.Type = T.self,
        name: Variant,
        factory: @escaping (DependencyResolver) throws -> T
    ) -> RegistrationOptions<T> {
        register(type, variant: name, lifetime: .persistent, factory: factory)
    }

    /// Registers a factory with the `.transient` lifetime. One instance per owning container while something else holds it strongly.
    ///
    /// ```swift
    /// let app = DependencyResolver()
    /// app.transient { Document() }
    /// app.transient(variant: "main") { Document() }
    /// ```
    @inlinable @discardableResult
    public func transient<T>(
        _ type: T.Type = T.self,
        variant: Variant? = nil,
        factory: @escaping () throws -> T
    ) -> RegistrationOptions<T> {
        register(type, variant: variant, lifetime: .transient, factory: factory)
    }

    /// Registers a factory that receives a `Resolver`, with the `.transient` lifetime.
    ///
    /// ```swift
    /// app.transient { r in Service(session: r.resolve()) }
    /// ```
    @inlinable @discardableResult
    public func transient<T>(
        _ type: T.Type = T.self,
        variant: Variant? = nil,
        factory: @escaping (DependencyResolver) throws -> T
    ) -> RegistrationOptions<T> {
        register(type, variant: variant, lifetime: .transient, factory: factory)
    }

    /// Registers a factory under `name` with the `.transient` lifetime.
    ///
    /// ```swift
    /// app.transient(name: "main") { Document() }
    /// ```
    @inlinable @discardableResult
    public func transient<T>(
        _ type: T.Type = T.self,
        name: Variant,
        factory: @escaping () throws -> T
    ) -> RegistrationOptions<T> {
        register(type, variant: name, lifetime: .transient, factory: factory)
    }

    /// Registers a factory that receives a `Resolver`, under `name`, with the `.transient` lifetime.
    ///
    /// ```swift
    /// app.transient(name: "main") { r in Service(session: r.resolve()) }
    /// ```
    @inlinable @discardableResult
    public func transient<T>(
        _ type: T.Type = T.self,
        name: Variant,
        factory: @escaping (DependencyResolver) throws -> T
    ) -> RegistrationOptions<T> {
        register(type, variant: name, lifetime: .transient, factory: factory)
    }

    /// Registers a factory with the `.ephemeral` lifetime. A new instance for every resolve.
    ///
    /// ```swift
    /// let app = DependencyResolver()
    /// app.ephemeral { Request() }
    /// app.ephemeral(variant: "main") { Request() }
    /// ```
    @inlinable @discardableResult
    public func ephemeral<T>(
        _ type: T.Type = T.self,
        variant: Variant? = nil,
        factory: @escaping () throws -> T
    ) -> RegistrationOptions<T> {
        register(type, variant: variant, lifetime: .ephemeral, factory: factory)
    }

    /// Registers a factory that receives a `Resolver`, with the `.ephemeral` lifetime.
    ///
    /// ```swift
    /// app.ephemeral { r in Service(session: r.resolve()) }
    /// ```
    @inlinable @discardableResult
    public func ephemeral<T>(
        _ type: T.Type = T.self,
        variant: Variant? = nil,
        factory: @escaping (DependencyResolver) throws -> T
    ) -> RegistrationOptions<T> {
        register(type, variant: variant, lifetime: .ephemeral, factory: factory)
    }

    /// Registers a factory under `name` with the `.ephemeral` lifetime.
    ///
    /// ```swift
    /// app.ephemeral(name: "main") { Request() }
    /// ```
    @inlinable @discardableResult
    public func ephemeral<T>(
        _ type: T.Type = T.self,
        name: Variant,
        factory: @escaping () throws -> T
    ) -> RegistrationOptions<T> {
        register(type, variant: name, lifetime: .ephemeral, factory: factory)
    }

    /// Registers a factory that receives a `Resolver`, under `name`, with the `.ephemeral` lifetime.
    ///
    /// ```swift
    /// app.ephemeral(name: "main") { r in Service(session: r.resolve()) }
    /// ```
    @inlinable @discardableResult
    public func ephemeral<T>(
        _ type: T.Type = T.self,
        name: Variant,
        factory: @escaping (DependencyResolver) throws -> T
    ) -> RegistrationOptions<T> {
        register(type, variant: name, lifetime: .ephemeral, factory: factory)
    }

}
