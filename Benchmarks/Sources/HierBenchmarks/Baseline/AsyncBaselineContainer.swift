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
}
