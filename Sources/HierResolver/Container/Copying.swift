// Copies of a container and its ancestors, with overrides that every consumer sees (for tests).

extension DependencyResolver {
    /// A copy of this container and its ancestors, with every registration and none of the instances,
    /// in which `overrides` replace what they register: the container a test resolves from.
    ///
    /// ```swift
    /// let test = DependencyResolver.main.copy(name: "test") { fakes in
    ///     fakes.register { FakeDatabase() as Database }
    /// }
    /// let repository: PetRepository = test.resolve()  // built with the FakeDatabase, cached in `test`
    /// ```
    ///
    /// Every consumer sees a replacement, the app-wide singletons included: an override takes the
    /// place of its key's registration in the outermost container of the copy that registers the key,
    /// and the key's other registrations in the copy go, so a persistent instance of the app container
    /// is built, in the copy, with the fakes. A key nobody registered is added to the copy of this
    /// container. An override's own `.implements` registrations go with it, to the outermost container
    /// that registers any of their keys. The copy starts with empty caches, so nothing built in one
    /// test's copy is seen by another's, and this container, its ancestors and their cached instances
    /// are left as they are.
    ///
    /// `overrides` receives an empty container to register the replacements in, with any `register`
    /// form and modules. A replacement that names no lifetime takes the lifetime this container resolved
    /// its key with (through `.implements`, the lifetime of the registration serving it), so a fake
    /// database is as shared as the real one was. `.implements` registrations of a replaced
    /// registration serve the replacement, and go with it if it is replaced or removed later.
    ///
    /// What is copied: the registrations of this container and of each ancestor (the copy of each
    /// has the copy of its parent as parent), their lifetimes, `resolveProperties` and teardown blocks,
    /// the modules each container installed (installing one again is a no-op, as in the original),
    /// each container's default lifetime and the tree's ``waitLimit`` and ``longWaitReport``. The trace hook and children
    /// are not copied. For `main`, `registerAllServices()` runs first if it has not. A storer-backed
    /// registration reads and writes the same variable in the copy: its storage is the storer's.
    ///
    /// - Parameters:
    ///   - name: The name of the copy of this container; without one, it is named after this container
    ///     with " (copy)" after the name, as its ancestors' copies are. The copy of a container without a
    ///     name (and a copy named `""`) has no name either: messages call it a copy of the original, made
    ///     at the line that called `copy`.
    ///   - file: The file that made the copy, for its name in messages when it has none.
    ///   - line: The line that made the copy, for its name in messages when it has none.
    ///   - overrides: Registers the replacements.
    /// - Returns: The copy of this container: a new tree, which goes when the last reference to it goes.
    public func copy(
        name: String? = nil, file: StaticString = #fileID, line: UInt = #line,
        overrides: (DependencyResolver) throws -> Void
    ) rethrows -> DependencyResolver {
        let staging = try stageOverrides(file: file, line: line, overrides)
        return ContainerCopy(of: self, overrides: staging).make(name: name, file: file, line: line)
    }

    /// An empty root with what `overrides` registers in it, which records the registrations that named
    /// no lifetime; for `main`, `registerAllServices()` runs first.
    func stageOverrides(
        file: StaticString, line: UInt, _ overrides: (DependencyResolver) throws -> Void
    ) rethrows -> DependencyResolver {
        do { try ServiceLocatorBootstrap.runIfNeeded(for: tree) } catch { trap(error) }
        let staging = DependencyResolver(
            parent: nil, name: "overrides", origin: ContainerOrigin(file: file, line: line), listed: false)
        staging.unnamedLifetimes = []
        try overrides(staging)
        return staging
    }

    /// A copy of this container and its ancestors, with every registration and none of the instances:
    /// ``copy(name:file:line:overrides:)`` with nothing to replace.
    ///
    /// ```swift
    /// let fresh = DependencyResolver.main.copy(name: "test")
    /// let session: Session = fresh.resolve()  // a new Session, cached in `fresh` only
    /// ```
    ///
    /// - Parameters:
    ///   - name: The name of the copy of this container.
    ///   - file: The file that made the copy, for its name in messages when it has none.
    ///   - line: The line that made the copy, for its name in messages when it has none.
    /// - Returns: The copy of this container.
    public func copy(name: String? = nil, file: StaticString = #fileID, line: UInt = #line) -> DependencyResolver {
        copy(name: name, file: file, line: line) { _ in }
    }
}

/// How ``DependencyResolver/copy(name:file:line:overrides:)`` makes a copy: new containers first, then, under the
/// source tree's lock (nothing user-written runs there), every registration copied into them.
struct ContainerCopy {
    let source: DependencyResolver
    /// For a strict copy, what it lets through; `nil` for a copy that is not strict.
    let allowed: [DependencyResolver.Allowance]?
    /// The staged overrides: plain registrations, each with the `.implements` registrations it made.
    let overrides: [(registration: AnyRegistration, aliases: [AnyRegistration])]
    let overrideModules: InstalledModules
    let unnamedLifetimes: Set<RegistrationKey>
    let overrideContributions: [ObjectIdentifier: ContributionList]

    init(
        of source: DependencyResolver, overrides staging: DependencyResolver,
        allowing allowed: [DependencyResolver.Allowance]? = nil
    ) {
        self.source = source
        self.allowed = allowed
        let registrations: [AnyRegistration]
        (registrations, overrideModules, unnamedLifetimes, overrideContributions) = staging.tree.lock.withLock {
            (
                staging.registrations.values, staging.core.installedModules.finished,
                staging.unnamedLifetimes ?? [], staging.contributions
            )
        }
        overrides = registrations.filter { $0.extras?.implementation == nil }.map { plain in
            (plain, registrations.filter { $0.extras?.implementation === plain })
        }
    }

    func make(name: String?, file: StaticString, line: UInt) -> DependencyResolver {
        // The chain, root first, and a new container for each (made outside the source's lock).
        let chain = Array(source.ancestry.reversed())
        var copies: [DependencyResolver] = []
        for (index, original) in chain.enumerated() {
            // Named after the original, with " (copy)" after the name (none for a container without one),
            // unless it is the copy of this container and `name` is given.
            var copyName = original.name.flatMap { $0.isEmpty ? nil : "\($0) (copy)" }
            if index == chain.count - 1, let name { copyName = name }
            let origin = ContainerOrigin(copy: original.label, file: file, line: line)
            copies.append(DependencyResolver(parent: copies.last, name: copyName, origin: origin, listed: false))
        }
        source.tree.lock.withLock { fill(copies, from: chain) }
        let leaf = copies[copies.count - 1]
        leaf.tree.lock.withLock { leaf.core.installedModules.add(overrideModules) }
        return leaf
    }

    /// Copies the chain's registrations, settings and modules into `copies`, the overrides in their
    /// place. The caller holds the source tree's lock; `copies` are seen by no other thread yet.
    private func fill(_ copies: [DependencyResolver], from chain: [DependencyResolver]) {
        copies[0].tree.waitLimit = source.tree.waitLimit
        copies[0].tree.longWaitReport = source.tree.longWaitReport
        let overridden = Set(overrides.flatMap { [$0.registration.key] + $0.aliases.map(\.key) })
        let strictness = strictness(in: chain, failingIn: copies[copies.count - 1].label)
        for (index, original) in chain.enumerated() {
            let copy = copies[index]
            copy.lifetimeDefault = original.lifetimeDefault
            copy.scopeDefault = original.scopeDefault
            copy.core.installedModules = original.core.installedModules.finished
            copy.contributions = original.contributions
            for registration in original.registrations.values
            where registration.extras?.implementation == nil && !overridden.contains(registration.key) {
                insert(
                    registration.copy(owner: copy, implementation: nil, strictness: strictness(registration)),
                    into: copy)
            }
        }
        for (registration, aliases) in overrides {
            // Where the group goes: the outermost level that registers one of its keys (so an
            // `.implements` registration never sits above what it forwards to), else the copied container.
            let keys = [registration.key] + aliases.map(\.key)
            let levels = keys.compactMap { key in chain.firstIndex { $0.registrations[key] != nil } }
            let target = copies[levels.min() ?? chain.count - 1]
            let copy = registration.copy(owner: target, implementation: nil)
            if unnamedLifetimes.contains(registration.key) {
                // The lifetime of what the copied container resolved for the key, or for a key the
                // override serves with `.implements`.
                let replaced = ([registration] + aliases).lazy.compactMap { source.lookupLocked($0.key) }.first
                copy.lifetime = replaced?.lifetime ?? target.effectiveLifetimeDefault
            }
            insert(copy, into: target)
            for alias in aliases {
                insert(alias.copy(owner: target, implementation: copy), into: target)
            }
        }
        DependencyResolver.mergeContributions(overrideContributions, into: copies[chain.count - 1], chain: chain)
        // The chain's `.implements` registrations forward to whatever serves their implementation's key
        // in the copy: the copied implementation, or an override in its place (then maybe an ancestor's).
        for (index, original) in chain.enumerated() {
            let copy = copies[index]
            for registration in original.registrations.values
            where registration.extras?.implementation != nil && !overridden.contains(registration.key) {
                guard let key = registration.extras?.implementation?.key, let serving = copy.lookupLocked(key)
                else { continue }
                if serving.owner !== copy { copy.tree.aliasesInDescendants = true }
                // It fails where what it forwards to fails, so that the message names the key resolved.
                let strictness = serving.unreplacedIn.map(CopyStrictness.unreplaced) ?? .asIs
                insert(registration.copy(owner: copy, implementation: serving, strictness: strictness), into: copy)
            }
        }
    }

    /// What the copy does with the factory of each of the chain's registrations that is not an
    /// `.implements` one: keeps it, unless this is a strict copy, which fails it in the copy labelled
    /// `strictCopy` or, when an allowance names its key or a key it serves through `.implements`, runs
    /// it. The caller holds the source tree's lock.
    private func strictness(in chain: [DependencyResolver], failingIn strictCopy: ContainerLabel)
        -> (AnyRegistration) -> CopyStrictness
    {
        guard let allowed else { return { _ in .asIs } }
        var allowedRegistrations: Set<ObjectIdentifier> = []
        for container in chain {
            for registration in container.registrations.values
            where allowed.contains(where: { $0.allows(registration.key) }) {
                allowedRegistrations.insert(ObjectIdentifier(registration.extras?.implementation ?? registration))
            }
        }
        return { allowedRegistrations.contains(ObjectIdentifier($0)) ? .allowed : .unreplaced(strictCopy) }
    }

    /// Adds `registration` to `container`, a copy no other thread can see yet.
    private func insert(_ registration: AnyRegistration, into container: DependencyResolver) {
        _ = container.registrations.insertIfAbsent(registration)
        if registration.extras?.implementation != nil {
            container.hasAliases = true
            registration.linkToImplementation()
        }
        if registration.extras?.teardown != nil { container.hasTeardown = true }
        if registration.extras?.runsOnMainActor == true { container.tree.hasMainActorFactories = true }
        container.tree.epoch &+= 1
    }
}
