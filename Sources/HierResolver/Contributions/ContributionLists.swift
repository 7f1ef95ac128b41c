// What a container keeps of its contributions: the keys of its own, in the order they were made, and
// the ancestors' it drops; how `resolveAll` finds the keys up the chain, and how a copy keeps them.
//
// A contribution is an ordinary registration under a key of its own: the key's type is
// `NamedContribution<T>` (with the id as the variant) or `UnnamedContribution<T>` (told apart by the
// identity of a token object that its registration keeps alive), so it never meets `T`'s own
// registrations, and the engine builds and keeps it by its lifetime like any other. Only the order
// lives here.

/// The key type of a contribution to `T` with an id; the id is the key's variant.
enum NamedContribution<T> {}

/// The key type of a contribution to `T` without an id. Such keys are told apart by the identity of a
/// ``ContributionToken`` (in the key's `arguments`, which hashes faster than a variant's string), so
/// that a child's contribution never takes the place of an ancestor's.
enum UnnamedContribution<T> {}

/// What makes the key of a contribution without an id unique: an object whose identity is in the key,
/// kept alive by every registration of that key (its ``ContributionMark``, which copies share), so no
/// other object takes its address while the key is in use.
final class ContributionToken: Sendable {}

/// One container's contributions to one type.
struct ContributionList {
    /// The keys of this container's own contributions, in the order they were made.
    var keys: [RegistrationKey] = []
    /// The keys of contributions this container drops (`removeContribution`): its ancestors' are
    /// left out of what it and its descendants resolve.
    var dropped: [RegistrationKey] = []
}

/// What a contribution's registration says of itself in messages: its id, or where it was made.
struct ContributionMark {
    let id: Variant?
    /// `file:line` of the `contribute` call.
    let origin: String
    /// For a contribution without an id, what its key's identity is taken from.
    let token: ContributionToken?

    /// How messages name the contribution: `` `Interceptor` (contribution "logging") `` or
    /// `` `Interceptor` (contribution at MyApp/Plugins.swift:12) ``.
    func name(of type: Any.Type) -> String {
        if let id { return "`\(typeName(type))` (contribution \(id))" }
        return "`\(typeName(type))` (contribution at \(origin))"
    }
}

extension DependencyResolver {
    /// The key of a contribution to `T` with `id`, or, without one, the key `token` makes unique.
    static func contributionKey<T>(_: T.Type, id: Variant?, token: ContributionToken? = nil) -> RegistrationKey {
        if let id { return RegistrationKey(NamedContribution<T>.self, variant: id) }
        return RegistrationKey(
            UnnamedContribution<T>.self, variant: nil, arguments: token.map { ObjectIdentifier($0) })
    }

    /// The keys of the contributions to `T` that a resolve from this container sees, in order: the
    /// root's first, each container's in the order they were made, less those a container of the
    /// chain drops; a contribution whose id an ancestor's has too keeps the ancestor's place (a lookup
    /// from here finds the nearest registration of the key, so the descendant's is built there).
    ///
    /// When the tree diverts resolves, `registerAllServices()` may be due (in `main`'s tree): it runs
    /// first, as before any resolve, so that what it contributes is there. Returns too whether the tree
    /// diverted resolves (a `verify()` may be running, say).
    @usableFromInline
    func contributionKeys<T>(of _: T.Type) throws -> (keys: [RegistrationKey], diverted: Bool) {
        let type = ObjectIdentifier(T.self)
        let (keys, diverts, shutDownBy) = tree.lock.withLock {
            // A shut-down container resolves nothing, an empty collection included.
            (contributionKeysLocked(of: type), handles.flags.divertsResolves, core.isShutDown ? shutDownByLocked : nil)
        }
        if let shutDownBy {
            throw FailureReport.shutDown(
                "the contributions to \(keyName(T.self, variant: nil))", in: self, shutDownBy: shutDownBy,
                doing: .resolve)
        }
        guard diverts else { return (keys, false) }
        try ServiceLocatorBootstrap.runIfNeeded(for: tree)
        return (tree.lock.withLock { contributionKeysLocked(of: type) }, true)
    }

    /// ``contributionKeys(of:)``; the caller holds the tree lock.
    func contributionKeysLocked(of type: ObjectIdentifier) -> [RegistrationKey] {
        // The common case, one container of the chain with contributions and no drops, allocates nothing.
        var lists: [ContributionList] = []
        var only: ContributionList?
        var drops = false
        var next: DependencyResolver? = self
        while let container = next {
            if let list = container.contributions[type] {
                if let only { lists.append(only) }
                only = list
                drops = drops || !list.dropped.isEmpty
            }
            next = container.parent
        }
        guard let outermost = only else { return [] }
        if lists.isEmpty, !drops { return outermost.keys }
        lists.append(outermost)
        var keys: [RegistrationKey] = []
        for list in lists.reversed() {
            if !list.dropped.isEmpty { keys.removeAll { list.dropped.contains($0) } }
            for key in list.keys where !keys.contains(key) { keys.append(key) }
        }
        return keys
    }

    /// Adds the contributions a copy's overrides (`staging`) made to `leaf`, the copy of the container
    /// copied, and the drops (which take the copied container's own contribution out of the order, and
    /// its ancestors' out of what the copy sees): an override whose key the copied chain has took that registration's
    /// place, and keeps its place in the order. The caller holds the source tree's lock; `leaf` is seen
    /// by no other thread yet.
    static func mergeContributions(
        _ overrides: [ObjectIdentifier: ContributionList], into leaf: DependencyResolver,
        chain: [DependencyResolver]
    ) {
        for (type, list) in overrides {
            var merged = leaf.contributions[type] ?? ContributionList()
            for key in list.dropped where !merged.dropped.contains(key) {
                merged.dropped.append(key)
                merged.keys.removeAll { $0 == key }  // the copied container's own, dropped by the overrides
            }
            for key in list.keys where !chain.contains(where: { $0.registrations[key] != nil }) {
                merged.keys.append(key)
            }
            leaf.contributions[type] = merged
        }
    }
}
