// `resolveAll` and `tryResolveAll`: every contribution to a type, in order, each resolved as any
// registration is (the same lookup, lifetimes, cache hits and checks), within one resolution.

extension Resolver {
    /// Resolves every contribution to `T`, in the order they were contributed, and stops the program
    /// with the reason if one cannot be built.
    ///
    /// ```swift
    /// let app = DependencyResolver(name: "app")
    /// app.contribute(lifetime: .persistent) { LoggingInterceptor() as Interceptor }
    /// app.contribute { AuthInterceptor() as Interceptor }
    ///
    /// let interceptors: [Interceptor] = app.resolveAll()
    /// let same = app.resolveAll(Interceptor.self)  // the same LoggingInterceptor, a new AuthInterceptor
    /// ```
    ///
    /// The contributions are those of this container and of its ancestors, the root's first, each
    /// container's in the order they were made, less those a container of the chain dropped with
    /// ``removeContribution(_:id:)``. Each is resolved as a registration of its own, by its lifetime,
    /// and all of them within one resolution: `.graph` instances are shared between them, and the
    /// factories' resolves start from the container of the context rule. A type nothing contributed
    /// to gives an empty array, not an error: a collection of plugins may be empty. Registrations made
    /// with `register` are not contributions, and are not among them. A contribution removed on
    /// another thread (or by a factory) while `resolveAll` runs is either among them or left out,
    /// never a failure.
    ///
    /// - Parameters:
    ///   - type: The type contributed to; inferred when omitted.
    ///   - file: The file a failure is reported in; the caller's, by default.
    ///   - line: The line a failure is reported at; the caller's, by default.
    /// - Returns: One instance per contribution, in order.
    /// > Important: Use ``tryResolveAll(_:)`` where a failure should be handled rather than trap.
    @inlinable
    public func resolveAll<T>(_ type: T.Type = T.self, file: StaticString = #fileID, line: UInt = #line) -> [T] {
        do { return try tryResolveAll(type) } catch { trap(error, file: file, line: line) }
    }

    /// Resolves every contribution to `T`, in the order they were contributed, or throws a
    /// ``DependencyError`` saying which one failed and why.
    ///
    /// ```swift
    /// do {
    ///     let interceptors = try app.tryResolveAll(Interceptor.self)
    ///     print(interceptors.count)
    /// } catch {
    ///     print(error)  // the chain names the contribution that failed
    /// }
    /// ```
    ///
    /// What it returns is what ``resolveAll(_:file:line:)`` returns; a failure of any contribution
    /// fails the whole, and leaves nothing behind that a failed resolve would not.
    @inlinable
    public func tryResolveAll<T>(_ type: T.Type = T.self) throws -> [T] {
        let (keys, diverted) = try contributionKeys(of: T.self)
        if keys.isEmpty { return [] }
        let resolution = beginResolvingAll(diverted: diverted)
        var all: [T] = []
        all.reserveCapacity(keys.count)
        do {
            // A contribution removed since the keys were read is left out: it is absent, not a failure.
            for key in keys {
                if let instance: T = try resolveInstance(key, optional: true) { all.append(instance) }
            }
        } catch {
            throw endResolvingAll(resolution, failure: error, of: T.self)
        }
        endResolvingAll(resolution)
        return all
    }
}

extension AsyncResolver {
    /// Resolves every contribution to `T`, in order, building those whose factory is async, and stops
    /// the program with the reason if one cannot be built.
    ///
    /// ```swift
    /// let interceptors: [Interceptor] = await app.async.resolveAll()
    /// ```
    ///
    /// - Parameters:
    ///   - type: The type contributed to; inferred when omitted.
    ///   - file: The file a failure is reported in; the caller's, by default.
    ///   - line: The line a failure is reported at; the caller's, by default.
    /// - Returns: One instance per contribution, in order.
    @inlinable
    public nonisolated(nonsending) func resolveAll<T>(
        _ type: T.Type = T.self, file: StaticString = #fileID, line: UInt = #line
    ) async -> [T] {
        do { return try await tryResolveAll(type) } catch { trap(error, file: file, line: line) }
    }

    /// Resolves every contribution to `T`, in order, building those whose factory is async, or
    /// throws a ``DependencyError`` whose chain names the contribution that failed.
    ///
    /// ```swift
    /// let interceptors = try await app.async.tryResolveAll(Interceptor.self)
    /// ```
    ///
    /// The contributions are those ``DependencyResolver/resolveAll(_:file:line:)`` returns, each
    /// resolved as an `await` resolve of it is: kept instances are returned at once, an async factory
    /// is awaited, and a synchronous one is built where it can build. Inside a factory, they belong to
    /// that factory's resolution; called from elsewhere, each is a resolution of its own, so `.graph`
    /// instances are not shared between them as the synchronous form shares them.
    @inlinable
    public nonisolated(nonsending) func tryResolveAll<T>(_ type: T.Type = T.self) async throws -> [T] {
        let container = self.container
        let keys = try container.contributionKeys(of: T.self).keys
        var all: [T] = []
        all.reserveCapacity(keys.count)
        for key in keys {
            // A contribution removed since the keys were read is left out: it is absent, not a failure.
            let instance: T? = try await container.awaitResolve(key, arguments: .none, isolation: #isolation) {
                try container.resolveInstance(key, optional: true)
            }
            if let instance { all.append(instance) }
        }
        return all
    }
}

extension DependencyResolver {
    /// Starts a resolution on this thread for the contributions a `resolveAll` resolves, unless one is
    /// in progress (a factory's `resolveAll`), so that they share it: its graph instances and the
    /// requester that the context rule and messages read. Returns the state it started, if it did.
    ///
    /// Inside an async factory that `await async.verify()` runs (the tree then diverts resolves), none
    /// is started: each contribution is resolved as any synchronous resolve there is, which joins
    /// verify's mode itself. (Asked only when `diverted`: reading the task's frames costs more than the
    /// rest of this.)
    @usableFromInline
    func beginResolvingAll(diverted: Bool) -> ResolutionState? {
        let state = ThreadLocalState.current
        guard state.isIdle else { return nil }
        if diverted, AsyncFrames.slot.get() != nil { return nil }
        state.begin(requester: self)
        return state
    }

    /// Ends the resolution ``beginResolvingAll(diverted:)`` started, if it did.
    @usableFromInline
    func endResolvingAll(_ resolution: ResolutionState?) {
        resolution?.end()
    }

    /// Ends the resolution ``beginResolvingAll(diverted:)`` started, if it did, after a contribution failed,
    /// and tells the trace hook, as a failed top-level resolve does; returns the error to throw.
    @usableFromInline
    func endResolvingAll<T>(_ resolution: ResolutionState?, failure: any Error, of _: T.Type) -> any Error {
        guard let resolution else { return failure }
        resolution.end()
        reportFailure(failure, key: "every contribution to `\(typeName(T.self))`", lifetime: nil)
        return failure
    }
}
