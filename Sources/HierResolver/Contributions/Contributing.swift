// `contribute` and `removeContribution`: many registrations of one type, which `resolveAll` returns
// together. Each is an ordinary registration under a key of its own (see ContributionLists.swift).

extension Resolver {
    /// Adds one implementation of `T` to the many that ``resolveAll(_:file:line:)`` returns: a plugin,
    /// an interceptor, a feature's handler.
    ///
    /// Each contribution is a registration of its own, with its own lifetime: a `.persistent` one is
    /// built once and kept by this container, an `.ephemeral` one is built on every `resolveAll`, and
    /// a `.graph` one (the default) once per resolution. `resolveAll` returns them in the order they
    /// were contributed, the root's first, then each child's.
    ///
    /// ```swift
    /// let app = DependencyResolver(name: "app")
    /// app.contribute(lifetime: .persistent) { LoggingInterceptor() as Interceptor }
    /// app.contribute(id: "auth") { AuthInterceptor() as Interceptor }
    /// app.register { r in HTTPClient(interceptors: r.resolveAll()) }
    ///
    /// let interceptors: [Interceptor] = app.resolveAll()  // LoggingInterceptor, AuthInterceptor
    /// ```
    ///
    /// A contribution never becomes the registration of `T` that `resolve(T.self)` finds: that one is
    /// registered with `register`, and is not among those `resolveAll` returns.
    ///
    /// Give a contribution an `id` to reach it again: a child drops it with
    /// ``removeContribution(_:id:)``, and a child's contribution with the same id (or a test copy's
    /// override, in ``copy(name:file:line:overrides:)``) takes its place in the order. In one container
    /// the first contribution of an id wins, as the first registration of a key does. Without an `id`
    /// each call adds one more, which messages name by the line that made it.
    ///
    /// > Important: Contributions are collected per type, not per variant: to keep two collections of
    /// > one protocol apart, contribute them as two types (`NetworkInterceptor`, `DatabaseInterceptor`).
    ///
    /// - Parameters:
    ///   - type: The type to contribute to; inferred when omitted.
    ///   - id: The contribution's identity, to drop or override it in a child; `nil` for none.
    ///   - lifetime: How long instances live; the container's ``DependencyResolver/defaultLifetime`` when `nil`.
    ///   - file: The file that contributes, which messages name a contribution without an id by.
    ///   - line: The line that contributes, which messages name a contribution without an id by.
    ///   - factory: Makes the instance. It may throw; the error fails the `resolveAll` that asked.
    /// - Returns: The registration, for further configuration (`.teardown`, `.decorator`, ...).
    @discardableResult
    public func contribute<T>(
        _ type: T.Type = T.self, id: Variant? = nil, lifetime: Lifetime? = nil,
        file: StaticString = #fileID, line: UInt = #line,
        factory: @escaping () throws -> T
    ) -> RegistrationOptions<T> {
        container.addContribution(id: id, lifetime: lifetime, file: file, line: line, factory: .plain(factory))
    }

    /// Adds one implementation of `T` to those ``resolveAll(_:file:line:)`` returns, with a factory that
    /// resolves its own dependencies through the `Resolver` it receives.
    ///
    /// ```swift
    /// app.contribute { r in MetricsInterceptor(session: r.resolve()) as Interceptor }
    /// ```
    ///
    /// The factory receives the container its resolves start from, by the context rule of every
    /// factory: for `.ephemeral` and `.graph`, the container `resolveAll` was called on, so a child's
    /// override reaches the dependencies of an ancestor's contribution; for `.persistent` and
    /// `.transient`, the container that holds the contribution.
    ///
    /// - Parameters:
    ///   - type: The type to contribute to; inferred when omitted.
    ///   - id: The contribution's identity, to drop or override it in a child; `nil` for none.
    ///   - lifetime: How long instances live; the container's ``DependencyResolver/defaultLifetime`` when `nil`.
    ///   - file: The file that contributes, which messages name a contribution without an id by.
    ///   - line: The line that contributes, which messages name a contribution without an id by.
    ///   - factory: Makes the instance from the container it receives.
    /// - Returns: The registration, for further configuration.
    @discardableResult
    public func contribute<T>(
        _ type: T.Type = T.self, id: Variant? = nil, lifetime: Lifetime? = nil,
        file: StaticString = #fileID, line: UInt = #line,
        factory: @escaping (DependencyResolver) throws -> T
    ) -> RegistrationOptions<T> {
        container.addContribution(id: id, lifetime: lifetime, file: file, line: line, factory: .resolving(factory))
    }

    /// Adds one implementation of `T`, made by an async factory, to those that
    /// ``AsyncResolver/resolveAll(_:file:line:)`` returns.
    ///
    /// ```swift
    /// app.contribute { r async throws -> Interceptor in MetricsInterceptor(session: try await r.async.tryResolve()) }
    ///
    /// func start() async throws {
    ///     let interceptors: [Interceptor] = try await app.async.tryResolveAll()
    ///     _ = interceptors
    /// }
    /// ```
    ///
    /// Only the `await` forms (`container.async`) build an async factory, as for `register`: a
    /// synchronous `resolveAll` that meets one fails with an error of kind
    /// ``DependencyError/Kind/isolation`` naming the contribution, unless its instance is kept.
    ///
    /// - Parameters:
    ///   - type: The type to contribute to; inferred when omitted.
    ///   - id: The contribution's identity, to drop or override it in a child; `nil` for none.
    ///   - lifetime: How long instances live; the container's ``DependencyResolver/defaultLifetime`` when `nil`.
    ///   - file: The file that contributes, which messages name a contribution without an id by.
    ///   - line: The line that contributes, which messages name a contribution without an id by.
    ///   - factory: Makes the instance from the container it receives; it may suspend and throw.
    /// - Returns: The registration, for further configuration.
    @discardableResult
    public func contribute<T>(
        _ type: T.Type = T.self, id: Variant? = nil, lifetime: Lifetime? = nil,
        file: StaticString = #fileID, line: UInt = #line,
        factory: @escaping (DependencyResolver) async throws -> T
    ) -> RegistrationOptions<T> {
        container.addContribution(
            id: id, lifetime: lifetime, file: file, line: line,
            factory: .async { context, _ in try await factory(context) })
    }

    /// Drops the contribution to `T` with `id` from what this container and its descendants resolve:
    /// an ancestor's, or this container's own (which is removed, with its kept instance).
    ///
    /// ```swift
    /// let app = DependencyResolver(name: "app")
    /// app.contribute(id: "logging") { LoggingInterceptor() as Interceptor }
    /// app.contribute(id: "auth") { AuthInterceptor() as Interceptor }
    ///
    /// let checkout = app.child(name: "checkout")
    /// checkout.removeContribution(Interceptor.self, id: "logging")
    /// let interceptors: [Interceptor] = checkout.resolveAll()  // AuthInterceptor only
    /// ```
    ///
    /// The ancestor keeps its contribution, and its other descendants see it. The drop holds for
    /// contributions of that id made later by an ancestor too; a contribution of that id made later
    /// by this container or a descendant is seen, at the end of its container's contributions. Dropping
    /// an id nothing contributes does nothing else.
    ///
    /// - Parameters:
    ///   - type: The type contributed to.
    ///   - id: The id the contribution was made with.
    public func removeContribution<T>(_ type: T.Type, id: Variant) {
        // Dropped from this container's own, and from what it and its descendants see of its ancestors'.
        let key = Self.contributionKey(T.self, id: id)
        let own: Bool = tree.lock.withLock {
            var list = contributions[ObjectIdentifier(T.self)] ?? ContributionList()
            list.keys.removeAll { $0 == key }
            if !list.dropped.contains(key) { list.dropped.append(key) }
            contributions[ObjectIdentifier(T.self)] = list
            return registrations[key] != nil
        }
        // Out of the order first, so no `resolveAll` asks for it once it is gone.
        if own { remove(key, requested: T.self) }
    }
}

extension DependencyResolver {
    /// Makes a contribution's registration and installs it, as `add` does a registration, then puts
    /// its key at the end of this container's contributions to `T`.
    func addContribution<T>(
        id: Variant?, lifetime: Lifetime?, file: StaticString, line: UInt, factory: Factory<T>
    ) -> RegistrationOptions<T> {
        let token = id == nil ? ContributionToken() : nil
        let key = Self.contributionKey(T.self, id: id, token: token)
        let registration = Registration(key: key, owner: self, factory: factory)
        registration.extrasForUpdate.contribution = ContributionMark(id: id, origin: "\(file):\(line)", token: token)
        let installed =
            install(registration, lifetime: lifetime, replacing: false)
            && tree.lock.withLock {
                // Unless another thread removed it meanwhile.
                guard registrations[key] === registration else { return false }
                contributions[ObjectIdentifier(T.self), default: ContributionList()].keys.append(key)
                return true
            }
        return RegistrationOptions(registration: registration, container: self, isInstalled: installed)
    }
}
