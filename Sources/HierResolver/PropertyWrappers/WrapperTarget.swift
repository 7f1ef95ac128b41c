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

    init(container: DependencyResolver?, variant: Variant?, file: StaticString, line: UInt) {
        self.container = container
        self.variant = variant
        self.file = file
        self.line = line
    }

    /// The container to use: the one given; else the resolution in progress on this thread or
    /// `root`, when its chain has the key; else the oldest live container that registers it (see
    /// ``FallbackSearch``: inside a root scope, only in the scope container's line). `searchedEverywhere` is true when a bare wrapper found the key nowhere.
    func source<T>(for _: T.Type) -> (container: DependencyResolver, searchedEverywhere: Bool) {
        if let container { return (container, false) }
        let start = DependencyResolver.ambient
        let key = RegistrationKey(T.self, variant: variant)
        if start.holds(key) { return (start, false) }
        if let found = FallbackSearch.oldestRegistering(key) { return (found, false) }
        return (start, true)  // fails with the start's message, widened to every live container
    }

    /// Resolves `T`, or stops the program with the message `tryResolve` would throw.
    func resolve<T>(_: T.Type) -> T {
        do { return try tryResolve(T.self) } catch { trap(error, file: file, line: line) }
    }

    func tryResolve<T>(_: T.Type) throws -> T {
        let (source, searchedEverywhere) = source(for: T.self)
        do {
            if hasArgs { return try source.tryResolve(T.self, variant: variant, args: args) }
            return try source.tryResolve(T.self, variant: variant)
        } catch let error as DependencyError where searchedEverywhere {
            throw FallbackSearch.widened(error, requested: T.self, key: RegistrationKey(T.self, variant: variant))
        }
    }

    /// Resolves `T`, or `nil` when nothing is registered for it; stops the program on any other failure.
    func optional<T>(_: T.Type) -> T? {
        let source = source(for: T.self).container
        do {
            if hasArgs { return try source.tryOptional(T.self, variant: variant, args: args) }
            return try source.tryOptional(T.self, variant: variant)
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

extension DependencyResolver {
    /// Whether this container's chain has a registration for `key`.
    func holds(_ key: RegistrationKey) -> Bool {
        tree.lock.withLock { lookupLocked(key) != nil }
    }
}
