// The async baseline, for W10: `baseline+lock` with async factories. A resolve looks the factory up
// under a heap `pthread_mutex_t`, releases the lock, awaits the factory and casts the result with
// `as!`: the least an async type-keyed container can do, with no resolution state, no cycle check
// and no sharing. The entry point is `@inline(never)`, as a library's would be.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

final class AsyncBaselineContainer: @unchecked Sendable {
    private var factories: [ObjectIdentifier: () async throws -> Any] = [:]
    private let mutex = HeapMutex()

    func register<T>(_ type: T.Type, _ factory: @escaping () async throws -> Any) {
        mutex.lock()
        factories[ObjectIdentifier(type)] = factory
        mutex.unlock()
    }

    @inline(never)
    func resolve<T>(_ type: T.Type = T.self) async throws -> T {
        mutex.lock()
        let factory = factories[ObjectIdentifier(type)]!
        mutex.unlock()
        return try await factory() as! T
    }

    /// ``resolve(_:)`` with what an async container that finds cycles across `await`s and keeps the
    /// resolution's context must add at the least: a frame per build, pushed in a task-local around
    /// the factory, as a child task the factory starts must see the chain as it was then.
    @inline(never)
    func resolveFramed<T>(_ type: T.Type = T.self) async throws -> T {
        mutex.lock()
        let factory = factories[ObjectIdentifier(type)]!
        mutex.unlock()
        let frame = BaselineFrame(parent: BaselineFrame.current)
        return try await BaselineFrame.$current.withValue(frame) { try await factory() } as! T
    }
}

/// A build's frame in ``AsyncBaselineContainer/resolveFramed(_:)``: its parent, nothing else.
final class BaselineFrame: Sendable {
    @TaskLocal static var current: BaselineFrame?
    let parent: BaselineFrame?

    init(parent: BaselineFrame?) { self.parent = parent }
}
