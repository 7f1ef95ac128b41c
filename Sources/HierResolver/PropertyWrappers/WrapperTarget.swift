/// Where a property wrapper resolves from, and how: the container (or `root` and the fallback), the
/// variant, the arguments, and the declaration's location for messages.
struct WrapperTarget: @unchecked Sendable {
    /// The container given to the wrapper; `nil` for a bare wrapper.
    var container: DependencyResolver?
    var variant: Variant?
    /// The Resolver-style arguments, when set.
    var args: Any?
    var hasArgs = false
    let file: StaticString
    let line: UInt

    /// The container to use: the one given; else the resolution in progress on this thread or
    /// `root`, when its chain has the key; else the oldest live container that registers it (see
    /// ``FallbackSearch``: inside a root scope, only in the scope container's line). `searchedEverywhere` is true when a bare wrapper found the key nowhere.
    func source<T>(for _: T.Type) -> (container: DependencyResolver, searchedEverywhere: Bool) {
        if let container { return (container, false) }
        let start = DependencyResolver.ambient
        let key = RegistrationKey(T.self, variant: variant)
        // A shut-down container's lookups find nothing, but its resolve says why: no fallback past it.
        if start.tree.lock.withLock({ start.core.isShutDown || start.lookupLocked(key) != nil }) {
            return (start, false)
        }
        if let found = FallbackSearch.oldestRegistering(key) { return (found, false) }
        return (start, true)  // fails with the start's message, widened to every live container
    }

    /// Resolves `T`, or stops the program with the message `tryResolve` would throw.
    func resolve<T>(_: T.Type) -> T {
        resolve(T.self, optional: false)!
    }

    /// Resolves `T`, or `nil` when nothing is registered for it; stops the program on any other failure.
    func optional<T>(_: T.Type) -> T? {
        resolve(T.self, optional: true)
    }

    /// Resolves `T` as `tryResolve` (or, when `optional`, `tryOptional`) does, with the arguments if set,
    /// or stops the program with the error; a miss of a bare wrapper that searched everywhere names what it searched.
    private func resolve<T>(_: T.Type, optional: Bool) -> T? {
        let (source, searchedEverywhere) = source(for: T.self)
        let key = RegistrationKey(T.self, variant: variant)
        do {
            guard hasArgs else { return try source.resolveInstance(key, optional: optional) }
            return try Arguments.with(args) { try source.resolveInstance(key, optional: optional, arguments: $0) }
        } catch let error as DependencyError where searchedEverywhere && !optional {
            trap(FallbackSearch.widened(error, requested: T.self, key: key), file: file, line: line)
        } catch {
            trap(error, file: file, line: line)
        }
    }

    /// Stores `value` where a read would resolve it from, or stops the program with `tryStore`'s message.
    func store<T>(_ value: T) {
        do {
            try source(for: T.self).container.tryStore(T.self, object: value, variant: variant)
        } catch {
            trap(error, file: file, line: line)
        }
    }
}
