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
    /// container. The copy starts with empty caches, so nothing built in one test's copy is seen by
    /// another's, and this container, its ancestors and their cached instances are left as they are.
    ///
    /// `overrides` receives an empty container to register the replacements in, with any `register`
    /// form and modules. A replacement that names no lifetime takes the lifetime of the registration it
    /// replaces, so a fake database is as shared as the real one was. `.implements` registrations of a
    /// replaced registration serve the replacement.
    ///
    /// What is copied: the registrations of this container and of each ancestor (the copy of each
    /// has the copy of its parent as parent), their lifetimes, `resolveProperties` and teardown blocks,
    /// the modules each container installed (installing one again is a no-op, as in the original),
    /// each container's default lifetime and the tree's ``waitLimit``. The trace hook and children
    /// are not copied. For `main`, `registerAllServices()` runs first if it has not. A storer-backed
    /// registration reads and writes the same variable in the copy: its storage is the storer's.
    ///
    /// - Parameters:
    ///   - name: The name of the copy of this container; without one, it is named after this container
    ///     with " (copy)" after the name, as its ancestors' copies are.
    ///   - overrides: Registers the replacements.
    /// - Returns: The copy of this container: a new tree, which goes when the last reference to it goes.
    public func copy(name: String? = nil, overrides: (DependencyResolver) throws -> Void) rethrows
        -> DependencyResolver
    {
        do { try ServiceLocatorBootstrap.runIfNeeded(for: tree) } catch { trap(error) }
        let staging = DependencyResolver(staging: ())
        try overrides(staging)
        return ContainerCopy(of: self, overrides: staging).make(name: name)
    }

    /// A copy of this container and its ancestors, with every registration and none of the instances:
    /// ``copy(name:overrides:)`` with nothing to replace.
    ///
    /// ```swift
    /// let fresh = DependencyResolver.main.copy(name: "test")
    /// let session: Session = fresh.resolve()  // a new Session, cached in `fresh` only
    /// ```
    ///
    /// - Parameter name: The name of the copy of this container.
    /// - Returns: The copy of this container.
    public func copy(name: String? = nil) -> DependencyResolver {
        copy(name: name) { _ in }
    }

    /// An empty root that records which of its registrations named no lifetime: the overrides of a copy.
    convenience init(staging: Void) {
        self.init(name: "overrides")
        unnamedLifetimes = []
    }
}

/// What ``DependencyResolver/copy(name:overrides:)`` copies, read under the source tree's lock.
private struct ContainerCopy {
    struct Level {
        let source: DependencyResolver
        let registrations: [AnyRegistration]
        let modules: [ModuleIdentity: ModuleRun]
        let defaultLifetime: Lifetime
    }

    /// The chain, root first.
    let levels: [Level]
    let waitLimit: Double?
    let overrides: [AnyRegistration]
    let overrideModules: [ModuleIdentity: ModuleRun]
    let unnamedLifetimes: Set<RegistrationKey>

    init(of source: DependencyResolver, overrides staging: DependencyResolver) {
        (levels, waitLimit) = source.tree.lock.withLock {
            let levels = source.ancestry.reversed().map { container in
                Level(
                    source: container, registrations: container.registrations.values,
                    modules: container.installedModules.filter { $0.value.awaitedBuilder == nil },
                    defaultLifetime: container.lifetimeDefault)
            }
            return (levels, source.tree.waitLimit)
        }
        (overrides, overrideModules, unnamedLifetimes) = staging.tree.lock.withLock {
            (
                staging.registrations.values, staging.installedModules.filter { $0.value.awaitedBuilder == nil },
                staging.unnamedLifetimes ?? []
            )
        }
    }

    func make(name: String?) -> DependencyResolver {
        var copies: [DependencyResolver] = []
        for (index, level) in levels.enumerated() {
            let isLast = index == levels.count - 1
            let copyName = isLast ? name ?? Self.copyName(of: level.source) : Self.copyName(of: level.source)
            let copy = DependencyResolver(parent: copies.last, name: copyName)
            copy.defaultLifetime = level.defaultLifetime
            copies.append(copy)
        }
        copies[0].waitLimit = waitLimit
        // Where each override goes: the outermost level that registers its key, else the last.
        let overridden = Set(overrides.map(\.key))
        var home: [RegistrationKey: Int] = [:]
        for (index, level) in levels.enumerated() {
            for registration in level.registrations where overridden.contains(registration.key) {
                if home[registration.key] == nil { home[registration.key] = index }
            }
        }
        var replaced: [RegistrationKey: AnyRegistration] = [:]  // the registration each override replaces
        for level in levels {
            for registration in level.registrations where overridden.contains(registration.key) {
                if replaced[registration.key] == nil { replaced[registration.key] = registration }
            }
        }
        // Plain registrations first, so that `.implements` ones can find what they forward to.
        var placed: [ObjectIdentifier: AnyRegistration] = [:]  // overrides' copies, by original
        for (index, level) in levels.enumerated() {
            for registration in level.registrations
            where registration.extras?.implementation == nil && !overridden.contains(registration.key) {
                insert(registration.copy(owner: copies[index], implementation: nil), into: copies[index])
            }
        }
        for override in overrides where override.extras?.implementation == nil {
            let target = copies[home[override.key] ?? copies.count - 1]
            let copy = override.copy(owner: target, implementation: nil)
            if unnamedLifetimes.contains(override.key) {
                copy.lifetime = replaced[override.key]?.lifetime ?? target.lifetimeDefault
            }
            placed[ObjectIdentifier(override)] = copy
            insert(copy, into: target)
        }
        // `.implements` registrations forward to whatever serves their implementation's key in the copy.
        for (index, level) in levels.enumerated() {
            for registration in level.registrations
            where registration.extras?.implementation != nil && !overridden.contains(registration.key) {
                // (Something always serves it: a key is replaced, never removed, in a copy.)
                guard let serving = serving(registration, in: copies[index]) else { continue }
                insert(registration.copy(owner: copies[index], implementation: serving), into: copies[index])
            }
        }
        for override in overrides where override.extras?.implementation != nil {
            let target = copies[home[override.key] ?? copies.count - 1]
            guard let implementation = override.extras?.implementation.flatMap({ placed[ObjectIdentifier($0)] })
            else { continue }
            insert(override.copy(owner: target, implementation: implementation), into: target)
        }
        for (index, level) in levels.enumerated() {
            copies[index].tree.lock.withLock { copies[index].installedModules = level.modules }
        }
        let leaf = copies[copies.count - 1]
        leaf.tree.lock.withLock { leaf.installedModules.merge(overrideModules) { original, _ in original } }
        return leaf
    }

    /// The registration that serves the key `alias` forwards to, seen from `container` in the copy.
    private func serving(_ alias: AnyRegistration, in container: DependencyResolver) -> AnyRegistration? {
        guard let implementation = alias.extras?.implementation else { return nil }
        return container.tree.lock.withLock { container.lookupLocked(implementation.key) }
    }

    /// Adds `registration` to `container`, a copy no other thread can see yet.
    private func insert(_ registration: AnyRegistration, into container: DependencyResolver) {
        container.tree.lock.withLock {
            _ = container.registrations.insertIfAbsent(registration)
            if registration.extras?.implementation != nil { container.hasAliases = true }
            if registration.extras?.teardown != nil { container.hasTeardown = true }
            container.tree.epoch &+= 1
        }
    }

    private static func copyName(of container: DependencyResolver) -> String {
        "\(container.name ?? "#\(container.serialNumber)") (copy)"
    }
}
