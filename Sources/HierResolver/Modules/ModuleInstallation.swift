internal import HierResolverRuntime

// Installing `DependencyRegister` modules: once per container, recursively, safe from any thread.

extension Resolver {
    /// Installs `module`: runs its ``DependencyRegister/registerDependencies(container:)`` on this
    /// container, unless this container installed it already or is shut down.
    ///
    /// ```swift
    /// let app = DependencyResolver(name: "app")
    /// app.register(module: PetsModule())   // true: PetsModule registers its dependencies
    /// app.register(module: PetsModule())   // false: it ran in this container already
    /// ```
    ///
    /// A module is the same module as another when it has the same type and, if it is `Hashable`,
    /// an equal value: `FeatureModule(id: 1)` and `FeatureModule(id: 2)` both run.
    ///
    /// - Parameter module: The module to install.
    /// - Returns: `true` if the module ran now; `false` if this container had installed it before, or
    ///   is shut down (``DependencyResolver/isShutDown``).
    @discardableResult
    public func register(module: any DependencyRegister) -> Bool {
        container.install(module: module)
    }

    /// Installs each of `modules` in order, depth-first: a module's own modules run before the next one.
    ///
    /// ```swift
    /// app.register(modules: [NetworkModule(), PetsModule()])
    /// ```
    ///
    /// - Parameter modules: The modules to install; those this container installed before are skipped.
    public func register(modules: [any DependencyRegister]) {
        for module in modules { container.install(module: module) }
    }
}

extension DependencyResolver {
    /// Makes a child container and installs `modules` into it: a feature container with its own
    /// registrations and singletons, which go when the child goes.
    ///
    /// ```swift
    /// let app = DependencyResolver(name: "app")
    /// var checkout: DependencyResolver? = app.child(name: "checkout", modules: [CheckoutModule()])
    /// let cart: Cart? = checkout?.resolve()
    /// checkout = nil  // the feature's persistent instances are released with it
    /// ```
    ///
    /// - Parameters:
    ///   - name: A name for messages, traces and graphs. Without one, they name the child after this
    ///     container and the line that made it.
    ///   - modules: The modules to install into the child, in order.
    ///   - file: The file that made the child, for its name in messages when it has none.
    ///   - line: The line that made the child, for its name in messages when it has none.
    /// Of a shut-down container, it returns a shut-down child and installs no module: a request that
    /// arrives while the server stops gets a container that ``isShutDown``, not a stopped program.
    ///
    /// - Returns: A new container whose parent is this one.
    public func child(
        name: String? = nil, modules: [any DependencyRegister], file: StaticString = #fileID, line: UInt = #line
    ) -> DependencyResolver {
        let feature = child(name: name, file: file, line: line)
        feature.register(modules: modules)
        return feature
    }

    /// Runs `module` on this container unless it ran here before; the one way modules are installed.
    /// A thread that finds the module being installed by another waits until its registrations are in.
    @discardableResult
    func install(module: any DependencyRegister) -> Bool {
        let state = ThreadLocalState.current
        tree.lock.lock()
        // A shut-down container resolves nothing: a module installed now would only register in vain.
        if core.isShutDown {
            tree.lock.unlock()
            return false
        }
        let identity = identityLocked(of: module)
        let (run, isNew) = core.installedModules.claim(identity) { ModuleRun(type(of: module), installer: state) }
        // Done, or being installed by this thread: a module that (through others) installs itself stops there.
        if !isNew { waitLocked(for: run, state: state) }
        let trace = tree.trace
        tree.lock.unlock()
        if let trace { reportModule(module, installed: isNew, to: trace) }
        guard isNew else { return false }
        module.registerDependencies(container: self)
        finish(run)
        return true
    }

    /// Waits until another thread has finished `run`; returns at once when it is done or this thread
    /// runs it. The caller holds the tree lock. A wait that would never end stops the program with
    /// the loop (installing returns no error).
    func waitLocked(for run: ModuleRun, state: ResolutionState) {
        var deadlines: WaitDeadlines?
        while let installer = run.awaitedBuilder, !state.runsOnThread(of: installer) {
            run.wasAwaited = true
            switch WaitGraph.wait(state, for: run, builder: installer, in: self, deadlines: &deadlines) {
            case .woken: continue
            case .loop(let loop):
                tree.lock.unlock()
                trap(FailureReport.deadlock(waitingFor: run.awaitedName, loop: loop, chain: state.chainNames))
            case .timedOut(let seconds):
                tree.lock.unlock()
                trap(FailureReport.waitTimedOut(waitingFor: run.awaitedName, after: seconds, chain: state.chainNames))
            }
        }
    }

    /// Marks `run` done and wakes the threads waiting for it. A run nobody waited for is on no wait's
    /// path, so it is marked done under the tree lock alone, with nobody to wake.
    func finish(_ run: ModuleRun) {
        tree.lock.withLock {
            if run.wasAwaited {
                WaitGraph.finished(run)
                tree.lock.broadcast()
            } else {
                run.awaitedBuilder = nil
            }
        }
    }

    /// Installs `registration`, a module type's, and the module its factory makes: registering a module
    /// type, by any `register` form, registers its dependencies. The factory runs once, now, through a
    /// resolve of the new registration (so a `.persistent` module is cached). Other threads that
    /// register the same key meanwhile (their duplicate is ignored) return once the module is installed.
    func installModuleRegistration<T>(_ registration: Registration<T>, lifetime: Lifetime?, replacing: Bool) -> Bool {
        let run = ModuleRun(T.self, installer: ThreadLocalState.current)
        registration.extrasForUpdate.moduleRun = run  // not yet published: no lock needed
        defer { finish(run) }
        guard install(registration, lifetime: lifetime, replacing: replacing) else { return false }
        let made: T
        do { made = try resolveInstance(registration.key)! } catch {
            trap(moduleFactoryFailed(T.self, error: error))
        }
        if let module = made as? any DependencyRegister { install(module: module) }
        return true
    }
}

extension DependencyResolver {
    /// Tells the trace hook, if one is set, whether `module` ran or was skipped.
    private func reportModule(_ module: any DependencyRegister, installed: Bool, to handler: TraceHandler) {
        let message =
            installed
            ? "running its registerDependencies(container:)"
            : "skipped: this container installed it already (a module runs once per container)"
        let event = TraceEvent(
            kind: installed ? .moduleInstalled : .moduleSkipped, key: keyName(type(of: module), variant: nil),
            container: displayName, lifetime: nil, message: message)
        deliver(event, to: handler)
    }

    /// Registering a `DependencyRegister` type runs its factory to install it, and the factory failed.
    private func moduleFactoryFailed(_ module: Any.Type, error: any Error) -> DependencyError {
        let reason = (error as? DependencyError)?.message ?? "\(error)"
        let message =
            "Registering \(keyName(module, variant: nil)) in \(displayName) installs it as a module, "
            + "which needs an instance of it, but making one failed: \(reason)\n"
            + "Fix: make the module's factory succeed with what is registered before it, or install a ready-made "
            + "module with register(module:)."
        return DependencyError(.factoryFailed, message, underlyingError: error)
    }
}

/// A module installed in a container, or being installed: the resolution running its
/// `registerDependencies(container:)` while others may wait for it.
final class ModuleRun: AwaitedWork {
    /// The installing resolution until the module's registrations are in; written under both the tree
    /// lock and ``WaitGraph/lock`` once published.
    var awaitedBuilder: (any WaitingParty)?
    /// Whether a resolution waited for the run, and so may have entered the wait graph; guarded by the
    /// tree lock.
    var wasAwaited = false
    let module: Any.Type

    init(_ module: Any.Type, installer: ResolutionState) {
        awaitedBuilder = installer
        self.module = module
    }

    var awaitedName: String { "module \(typeName(module)) to be installed" }

    var awaitedSubject: AwaitedSubject {
        AwaitedSubject(key: keyName(module, variant: nil), lifetime: nil, purpose: awaitedName)
    }
}

/// What tells one installed module from another: its type, and its value when it is `Hashable`.
struct ModuleIdentity: Hashable {
    let type: ObjectIdentifier
    let value: AnyHashable?
}

extension DependencyResolver {
    /// Whether `type` conforms to ``DependencyRegister``: the runtime's answer, asked once per type and
    /// then read from a cache of 4,096 words (HierResolverRuntime). Every registration asks; the
    /// runtime's conformance look-up costs about 250 instructions each time, a sixth of a registration
    /// (W6).
    static func isModuleType(_ type: Any.Type) -> Bool {
        let address = UInt(bitPattern: ObjectIdentifier(type))
        switch hier_resolver_module_type_known(address) {
        case 2: return true
        case 1: return false
        default:
            let isModule = type is any DependencyRegister.Type
            hier_resolver_module_type_remember(address, isModule ? 1 : 0)
            return isModule
        }
    }

    /// What tells `module` from other modules. Whether its type is `Hashable` is the runtime's
    /// answer the first time the tree installs the type, and the tree's after that: asking the
    /// runtime costs a server's request container about a tenth of its time when the answer is no,
    /// which it is for most modules. The caller holds the tree lock; it is let go around the
    /// runtime's answer and a `Hashable` module's boxing.
    func identityLocked(of module: any DependencyRegister) -> ModuleIdentity {
        let type = ObjectIdentifier(Swift.type(of: module))
        let known = tree.moduleTypesHashable[type]
        if known == false { return ModuleIdentity(type: type, value: nil) }
        tree.lock.unlock()
        let value = (module as? any Hashable).map { AnyHashable($0) }
        tree.lock.lock()
        if known == nil { tree.moduleTypesHashable[type] = value != nil }
        return ModuleIdentity(type: type, value: value)
    }
}

/// The modules a container has installed (or is installing), by identity. Most containers install
/// one module or none, a server's request container among them, so the first is kept inline: no
/// dictionary is made, hashed or freed for it. (In three plain fields: one optional tuple of the
/// identity and the run costs a request container about 350 instructions more.)
struct InstalledModules {
    private var firstType: ObjectIdentifier?
    private var firstValue: AnyHashable?
    private var firstRun: ModuleRun?
    private var others: [ModuleIdentity: ModuleRun] = [:]

    subscript(identity: ModuleIdentity) -> ModuleRun? {
        guard firstType == identity.type, firstValue == identity.value else { return others[identity] }
        return firstRun
    }

    /// The installation of the module `identity` names, and whether it is new: the one recorded, or
    /// else `makeRun()`'s, recorded now.
    mutating func claim(_ identity: ModuleIdentity, _ makeRun: () -> ModuleRun) -> (run: ModuleRun, isNew: Bool) {
        if let run = self[identity] { return (run, false) }
        let run = makeRun()
        insert(run, for: identity)
        return (run, true)
    }

    /// Whether `state`'s resolution is running one of these modules' `registerDependencies` now.
    func isInstalling(by state: ResolutionState) -> Bool {
        all.contains { $0.1.awaitedBuilder === state }
    }

    /// Records `run` as the installation of the module `identity` names, which has none yet.
    mutating func insert(_ run: ModuleRun, for identity: ModuleIdentity) {
        guard firstRun == nil else {
            others[identity] = run
            return
        }
        (firstType, firstValue, firstRun) = (identity.type, identity.value, run)
    }

    /// The modules whose installation has finished: what a copy of the container has installed.
    var finished: InstalledModules {
        var finished = InstalledModules()
        for (identity, run) in all where run.awaitedBuilder == nil { finished.insert(run, for: identity) }
        return finished
    }

    /// Adds `modules`' entries, keeping this one's where both have a module.
    mutating func add(_ modules: InstalledModules) {
        for (identity, run) in modules.all where self[identity] == nil { insert(run, for: identity) }
    }

    private var all: [(ModuleIdentity, ModuleRun)] {
        let first = firstType.flatMap { type in firstRun.map { (ModuleIdentity(type: type, value: firstValue), $0) } }
        return (first.map { [$0] } ?? []) + others.map { ($0.key, $0.value) }
    }
}
