/// The fallback of a bare property wrapper: "the first container that registered this key", looked
/// for in the trees of ``DependencyResolver/main`` and ``DependencyResolver/root``.
///
/// Nothing here holds a container: a child is reachable only while something else holds it, and
/// the search runs again on each fallback read.
enum FallbackSearch {
    /// The oldest live container in the trees of `main` and `root` that registers `key` itself.
    static func oldestRegistering(_ key: RegistrationKey) -> DependencyResolver? {
        var tops: [DependencyResolver] = [DependencyResolver.main]
        var top = DependencyResolver.root
        while let parent = top.parent { top = parent }
        if top !== DependencyResolver.main { tops.append(top) }
        var best: DependencyResolver?
        for top in tops {
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
