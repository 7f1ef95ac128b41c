/// The fallback of a bare property wrapper: "the first container that registered this key" (seed
/// 003), looked for in every live tree.
///
/// Nothing here keeps a container: roots are reached through ``RootRegistry``, children through
/// their parents' weak references, and the search runs again on each fallback read. It runs only
/// when the chain of the resolution in progress (or `root`) lacks the key, so it costs nothing on a
/// container's resolve path.
enum FallbackSearch {
    /// The oldest live container, in any tree, that registers `key` itself.
    static func oldestRegistering(_ key: RegistrationKey) -> DependencyResolver? {
        let roots = RootRegistry.liveRoots()  // held until the search ends, outside every lock
        var best: DependencyResolver?
        for top in roots {
            var seen: [DependencyResolver] = []  // released after the tree's lock is let go
            let candidates: [DependencyResolver] = top.tree.lock.withLock {
                seen = [top] + top.descendantsLocked()
                return seen.filter { $0.registrations[key] != nil }
            }
            for candidate in candidates where candidate.serialNumber < (best?.serialNumber ?? .max) {
                best = candidate
            }
        }
        return best
    }
}
