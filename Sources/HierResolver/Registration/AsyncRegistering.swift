// The `register` and `replace` forms that take an async factory; their `name:` spellings are
// generated. Only an `await` resolve (`container.async`) builds such a registration.

extension Resolver {
    // spelling[name]: app.register(name: "clinic") { () async throws -> Database in try await Database.open() }
    /// Registers an async factory for `T`, which an `await` resolve builds.
    ///
    /// ```swift
    /// app.register(lifetime: .persistent) { () async throws -> Database in try await Database.open() }
    ///
    /// func start() async throws {
    ///     let database: Database = try await app.async.tryResolve()  // opened once
    ///     _ = database
    /// }
    /// ```
    ///
    /// `try await container.async.tryResolve()` (and the other `await` forms) builds it. A
    /// persistent or transient instance is built once however many tasks ask at once: the others
    /// suspend until it is ready, without blocking a thread. The build runs in a task of its own, so
    /// cancelling a task that waits for it (or the one that started it) cancels nothing, and a
    /// factory that fails leaves nothing kept: the next resolve builds again.
    ///
    /// A synchronous resolve cannot run an async factory: it fails with a ``DependencyError`` of
    /// kind ``DependencyError/Kind/isolation`` naming the registration, unless the instance is kept
    /// already (persistent, or transient and alive), which any resolve returns.
    ///
    /// - Parameters:
    ///   - type: The type to register under; inferred when omitted.
    ///   - variant: A variant to tell several registrations of one type apart.
    ///   - lifetime: How long instances live; the container's ``DependencyResolver/defaultLifetime`` when `nil`.
    ///   - factory: Makes an instance. It may suspend and throw; the error reaches the resolve that asked.
    /// - Returns: The registration, for further configuration.
    @inlinable @discardableResult
    public func register<T>(
        _ type: T.Type = T.self,
        variant: Variant? = nil,
        lifetime: Lifetime? = nil,
        factory: @escaping () async throws -> T
    ) -> RegistrationOptions<T> {
        container.add(type, variant: variant, lifetime: lifetime, factory: .async { _, _ in try await factory() })
    }

    // spelling[name]: app.register(name: "clinic") { r async throws -> PetRecords in PetRecords(database: try await r.async.tryResolve()) }
    /// Registers an async factory for `T` that resolves its own dependencies through the container
    /// it receives, with `await` or without.
    ///
    /// ```swift
    /// app.register { r async throws -> PetRecords in
    ///     PetRecords(database: try await r.async.tryResolve())
    /// }
    /// ```
    ///
    /// The resolves it makes with `await` belong to the same resolution, whichever thread it resumes
    /// on: `.graph` instances are shared with them, and a cycle through them fails with the whole
    /// chain. The container it receives follows the context rule, as for a synchronous factory.
    @inlinable @discardableResult
    public func register<T>(
        _ type: T.Type = T.self,
        variant: Variant? = nil,
        lifetime: Lifetime? = nil,
        factory: @escaping (DependencyResolver) async throws -> T
    ) -> RegistrationOptions<T> {
        container.add(
            type, variant: variant, lifetime: lifetime, factory: .async { context, _ in try await factory(context) })
    }

    // spelling[name]: test.replace(name: "clinic") { () async throws -> Database in InMemoryDatabase() }
    /// Registers an async factory for `T`, replacing this container's registration of the same key
    /// and dropping its cached instance.
    ///
    /// ```swift
    /// let test = app.child(name: "test")
    /// test.replace { () async throws -> Database in InMemoryDatabase() }
    /// ```
    @inlinable @discardableResult
    public func replace<T>(
        _ type: T.Type = T.self,
        variant: Variant? = nil,
        lifetime: Lifetime? = nil,
        factory: @escaping () async throws -> T
    ) -> RegistrationOptions<T> {
        container.add(
            type, variant: variant, lifetime: lifetime, replacing: true,
            factory: .async { _, _ in try await factory() })
    }

    // spelling[name]: test.replace(name: "clinic") { r async throws -> PetRecords in PetRecords(database: try await r.async.tryResolve()) }
    /// Registers an async factory that receives the container, replacing this container's
    /// registration of the same key.
    ///
    /// ```swift
    /// test.replace { r async throws -> PetRecords in PetRecords(database: try await r.async.tryResolve()) }
    /// ```
    @inlinable @discardableResult
    public func replace<T>(
        _ type: T.Type = T.self,
        variant: Variant? = nil,
        lifetime: Lifetime? = nil,
        factory: @escaping (DependencyResolver) async throws -> T
    ) -> RegistrationOptions<T> {
        container.add(
            type, variant: variant, lifetime: lifetime, replacing: true,
            factory: .async { context, _ in try await factory(context) })
    }
}
