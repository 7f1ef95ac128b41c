// Swinject's `synchronize()`: a view of a container whose resolves run one at a time across the
// container's tree, factories included, under one recursive lock, as Swinject's synchronized
// container runs them. Every `Container` is thread-safe without it; the view is for code that counts
// on factories that run one at a time (a factory that records what it sees in a plain `Set`).

import HierResolver

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A recursive lock: the one under which a container tree's synchronized views resolve.
@usableFromInline
final class ResolveLock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    init() {
        mutex.initialize(to: pthread_mutex_t())
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` holding the lock, which the thread may already hold.
    func withLock<R>(_ body: () throws -> R) rethrows -> R {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// Guards every root container's ``Container/treeLock`` while it is made, and the graphs restored
    /// for containers.
    static let making = ResolveLock()
}

extension Container {
    /// A view of this container whose resolves run one at a time, factories included, with those of
    /// every other synchronized view of its tree: Swinject's `synchronize()`.
    ///
    /// ```swift
    /// let container = Container()
    /// container.register(Animal.self) { _ in Cat(name: "Mimi") }
    /// let resolver = container.synchronize()
    /// let animal = resolver.resolve(Animal.self)  // one resolve at a time through the view
    /// ```
    ///
    /// Every `Container` is safe to use from any thread without it, and resolves through it on many
    /// threads at once; the view is for factories that count on running one at a time, as Swinject's
    /// synchronized container runs them. It resolves and registers in this container's registrations
    /// (Swinject's view is a child container). A factory run through it is handed the view (the
    /// factory of a parent's `.container` or `.weak` registration is handed the parent, as through
    /// any `Container`, and runs under the lock all the same); a resolve from a factory through the
    /// view takes the lock again, which its thread holds already. `withObjectGraph` on the view holds
    /// the lock for its whole closure.
    ///
    /// Use the view for every resolve that needs it, not beside resolves through the container
    /// itself that build the same shared instances: a resolve through the container builds a
    /// `.container` instance without the lock, so a factory of it that resolves through the view
    /// waits for the lock, while a resolve through the view that holds the lock waits for that
    /// instance. The container sees the second wait only: it is reported after `longWaitReport`
    /// (10 seconds by default) and fails at `waitLimit`, which is unset, so without one it goes on.
    ///
    /// - Returns: The synchronized view.
    public func synchronize() -> Resolver {
        Container(core: dependencyResolver, parent: parent, serialLock: resolveLock())
    }

    /// The lock of this container's tree: this view's, the nearest synchronized ancestor's, or the
    /// root's, made the first time it is asked for.
    private func resolveLock() -> ResolveLock {
        var container = self
        while true {
            if let lock = container.serialLock { return lock }
            guard let parent = container.parent else { break }
            container = parent
        }
        let root = container
        return ResolveLock.making.withLock {
            if let lock = root.treeLock { return lock }
            let lock = ResolveLock()
            root.treeLock = lock
            return lock
        }
    }

    /// Resolves `serviceType` under `name` through `container`, whose resolves detour.
    @usableFromInline @inline(never)
    static func resolveDetoured<Service>(_ serviceType: Service.Type, name: String?, through container: Container)
        -> Service?
    {
        container.detoured(keepingGraph: serviceType == GraphIdentifier.self) {
            resolve(
                serviceType, name: name, in: container.dependencyResolver,
                through: Unmanaged<AnyObject>.passUnretained(container))
        }
    }

    /// Resolves `serviceType` for `request` through `container`, whose resolves detour.
    @usableFromInline @inline(never)
    static func resolveDetoured<Service, First, each Rest>(
        _ serviceType: Service.Type, _ request: ArgumentsRequest<First, repeat each Rest>, through container: Container
    ) -> Service? {
        container.detoured {
            resolve(
                serviceType, request, in: container.dependencyResolver,
                through: Unmanaged<AnyObject>.passUnretained(container))
        }
    }

    /// Runs `resolve`, a resolve through this container, as ``detours`` has it: under the lock of a
    /// synchronized view, and in the graph restored for the container, if any, which it takes
    /// (unless `keepingGraph`: a resolve of the graph's identifier reads it and leaves it).
    func detoured<T>(keepingGraph: Bool = false, _ resolve: () -> T) -> T {
        guard detours else { return resolve() }
        guard let serialLock else { return inRestoredGraph(keepingGraph: keepingGraph, resolve) }
        return serialLock.withLock { inRestoredGraph(keepingGraph: keepingGraph, resolve) }
    }

    /// Runs `resolve` in the graph restored for this container, taken, if any and not `keepingGraph`,
    /// when it is a top-level resolve outside any graph: a resolve nested in a running one, or in a
    /// `withObjectGraph` call (a `Lazy`'s own graph), leaves it for the next.
    private func inRestoredGraph<T>(keepingGraph: Bool, _ resolve: () -> T) -> T {
        guard !keepingGraph, hasRestored, !DependencyResolver.threadIsInGraph, let graph = takeRestoredGraph() else {
            return resolve()
        }
        return DependencyResolver.withResolutionGraph(graph.graph, resolve)
    }

    /// The graph restored for the next resolve through this container, taken.
    private func takeRestoredGraph() -> GraphIdentifier? {
        ResolveLock.making.withLock {
            defer { restoredGraph = nil }
            return restoredGraph
        }
    }

    /// The graph restored for the next resolve through this container, left in place.
    func pendingGraph() -> GraphIdentifier? {
        guard hasRestored else { return nil }
        return ResolveLock.making.withLock { restoredGraph }
    }

    /// Gives `graph` to the next resolve through this container.
    func restore(_ graph: GraphIdentifier) {
        let replaced = ResolveLock.making.withLock {
            defer {
                restoredGraph = graph
                hasRestored = true
                detours = true
            }
            return restoredGraph
        }
        // Released after the lock: it may be the last reference to a graph and what it holds.
        _ = replaced
    }
}
