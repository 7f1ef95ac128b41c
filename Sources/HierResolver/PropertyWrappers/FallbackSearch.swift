/// The fallback of a bare property wrapper: "the first container that registered this key" (seed
/// 003), looked for in every live tree.
///
/// Nothing here keeps a container: roots and children are reached through ``LiveContainers``, which
/// holds them without a reference count, and the search runs again on each fallback read. It runs only
/// when the chain of the resolution in progress (or `root`) lacks the key, so it costs nothing on a
/// container's resolve path.
enum FallbackSearch {
    /// The oldest live container that registers `key` itself: in any tree, or inside a root scope, among
    /// the scope container's ancestors and descendants only, so that tests running in parallel never
    /// find each other's containers (two tests' children of `main` are in one tree, but not in each
    /// other's line). Copies made by `copy(name:overrides:)` are found only from their own scopes.
    static func oldestRegistering(_ key: RegistrationKey) -> DependencyResolver? {
        var registering: [DependencyResolver] = []  // appended under a lock, released outside
        forEachSearched { container in
            if container.registrations[key] != nil { registering.append(container) }
        }
        return registering.min { $0.serialNumber < $1.serialNumber }
    }

    /// Calls `body` with every container the fallback searches, each tree under its lock: inside a root
    /// scope, the scope container, its ancestors and its live descendants; else every live container of
    /// every tree. Returns the scope's container. `body` must release no container (a deinit must not
    /// run under the lock); what it keeps outlives the search, and everything the search itself held is
    /// let go outside every lock.
    @discardableResult
    private static func forEachSearched(_ body: (DependencyResolver) -> Void) -> DependencyResolver? {
        let scope = RootScope.current
        for top in scope.map({ [$0] }) ?? LiveContainers.roots.live(unlisted: false) {
            var seen: [DependencyResolver] = []  // released after the tree's lock is let go
            top.tree.lock.withLock {
                seen = top.ancestry + top.descendantsLocked()  // a root's ancestry is itself
                seen.forEach(body)
            }
        }
        return scope
    }

    /// `error`, a bare wrapper's miss of `key`, with what the fallback searched: every live container
    /// (inside a root scope, the scope container's ancestors and descendants),
    /// and the registrations of the same type they hold under another variant or argument signature.
    static func widened(_ error: DependencyError, requested: Any.Type, key: RegistrationKey) -> DependencyError {
        guard error.kind == .notRegistered, error.resolutionChain.isEmpty else { return error }
        var elsewhere: [String] = []
        let scope = forEachSearched { container in
            for registration in container.registrations.values
            where registration.key.type == key.type && registration.key != key {
                elsewhere.append("\(registration.displayName) in \(container.displayName)")
            }
        }
        let searched =
            scope.map { "the ancestors and descendants of \($0.displayName), the root scope it runs in" }
            ?? "every live container"
        var message =
            error.message + "\nA bare property wrapper also searched \(searched): none registers "
            + "\(keyName(requested, variant: key.variant))."
        if !elsewhere.isEmpty {
            message +=
                "\nRegistered elsewhere under another variant or arguments (a variant never falls back):\n"
                + elsewhere.sorted().map { "  - " + $0 }.joined(separator: "\n")
        }
        return DependencyError(error.kind, message)
    }
}
