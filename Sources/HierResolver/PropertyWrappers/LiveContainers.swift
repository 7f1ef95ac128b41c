/// The live root containers of the process, held weakly, for the fallback of a bare `@Resolve`:
/// "the first container that registered this key". Holding them weakly keeps no container alive.
enum LiveContainers {
    private static let roots = Locked<[WeakContainer]>([])
    private static let pruneThreshold = Locked(64)

    /// Records a new root container.
    static func add(root: DependencyResolver) {
        var live: [DependencyResolver] = []  // strong references made while pruning, released after unlocking
        roots.withValue { roots in
            if roots.count >= pruneThreshold.withValue({ $0 }) {
                roots.removeAll { reference in
                    guard let container = reference.container else { return true }
                    live.append(container)
                    return false
                }
                let next = max(64, roots.count * 2)
                pruneThreshold.withValue { $0 = next }
            }
            roots.append(WeakContainer(root))
        }
        _ = live
    }

    /// The oldest live container, in any tree, that registers `key` itself.
    static func oldestRegistering(_ key: RegistrationKey) -> DependencyResolver? {
        let trees: [DependencyResolver] = roots.withValue { $0.compactMap(\.container) }
        var best: DependencyResolver?
        for root in trees {
            var candidates: [DependencyResolver] = []  // released after the tree's lock is let go
            root.tree.lock.withLock {
                candidates = [root] + root.descendantsLocked()
                candidates.removeAll { $0.registrations[key] == nil }
            }
            for candidate in candidates where candidate.serialNumber < (best?.serialNumber ?? .max) {
                best = candidate
            }
        }
        return best
    }
}
