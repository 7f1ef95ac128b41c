// The container: its stored state, creating roots and children, its lifetime default, and what
// goes when it goes (teardown); with the weak child reference and the numbering of containers.

internal import HierResolverRuntime

/// A dependency-injection container: it holds registrations, resolves instances, and has a parent.
///
/// Containers form a tree. A resolve looks in the container it was called on, then in its
/// parent, up to the root; the first container that holds the key supplies the registration.
/// A parent never sees what a child registered, and siblings never see each other's.
///
/// ```swift
/// protocol Animal { var name: String { get } }
/// struct Cat: Animal { let name: String }
///
/// let app = DependencyResolver(name: "app")
/// app.register { Cat(name: "Mimi") as Animal }
///
/// let test = app.child(name: "test")
/// test.register { Cat(name: "Franky") as Animal }   // overrides for this child only
///
/// let mimi: Animal = app.resolve()
/// let franky: Animal = test.resolve()
/// ```
///
/// Every method is safe to call from any thread. No lock is held while a factory runs.
///
/// > Important: A child holds its parent strongly; a parent holds its children weakly. When the
/// > last reference to a child goes, the child and every instance it cached are released. To wait
/// > until their async teardown ends, and to collect what it throws, call ``shutdown()`` first.
public final class DependencyResolver: @unchecked Sendable, CustomStringConvertible {
    /// The name given at creation, shown in messages; `nil` if none was given.
    ///
    /// Messages write a name as a Swift string literal (`"checkout"`), with quotes, backslashes and
    /// control characters escaped. A container without a name (or with an empty one) is named after
    /// what it is a child of and the line that made it: `child of "app" made at MyApp/Feature.swift:42`,
    /// or `root made at MyApp/main.swift:10`.
    ///
    /// ```swift
    /// let feature = DependencyResolver(name: "checkout")
    /// print(feature.name ?? "")  // checkout
    /// ```
    public let name: String?

    /// The container that lookups continue in when this one lacks a key; `nil` for a root.
    ///
    /// ```swift
    /// let app = DependencyResolver()
    /// let feature = app.child(name: "checkout")
    /// print(feature.parent === app)  // true
    /// ```
    public let parent: DependencyResolver?

    let tree: ContainerTree
    /// What a resolve reads (see `Container/ContainerCore.inlined.swift`): the tree lock's mutex and the tree's
    /// flags, and the registrations and the view.
    @usableFromInline let handles: TreeHandles
    @usableFromInline @exclusivity(unchecked) var core = ContainerCore()
    /// A number that orders containers by when they were made (the bare wrappers' fallback search),
    /// taken from an atomic counter.
    let serialNumber: Int
    /// Where the container was made, for the name messages give it when it has none.
    let origin: ContainerOrigin

    // Guarded by `tree.lock`:
    /// The live children, made on the first one; set once, under `tree.lock`, before any child exists.
    var childSet: LiveContainers?
    /// This container's place among its parent's children (guarded by `tree.lock`), or among the
    /// roots (guarded by their set's lock); see ``LiveContainers``.
    @exclusivity(unchecked) var liveLinks = LiveContainers.Links()
    /// Whether this container is in its set (see ``LiveContainers``): written under that set's lock,
    /// by its own entering and leaving only, so that its `deinit` reads it without a lock; neighbours
    /// leaving meanwhile write `liveLinks`, never this.
    @exclusivity(unchecked) var isInLiveSet = false
    /// The default set on this container (or its parent when it was made); `nil` follows
    /// `Resolver.defaultScope`.
    var lifetimeDefault: Lifetime?
    /// The scope that gives registrations naming no lifetime `lifetimeDefault`, when a module over
    /// the core set one (Swinject's `Container(defaultObjectScope:)`): they are given that scope, so
    /// its resets reach them. Guarded by `tree.lock`; a child made afterwards starts with it.
    var scopeDefault: (any RegistrationScope)?
    /// Whether a registration of this container has a `.teardown` block; guarded by `tree.lock`
    /// while the container is shared.
    var hasTeardown = false
    /// Whether a graph recording holds a registration of this container; guarded by `tree.lock`.
    var isRecorded = false
    /// Whether a registration of this container was made by `.implements`; guarded by `tree.lock`.
    var hasAliases = false
    /// This container's contributions, per contributed type: its own, in order, and the ancestors' it
    /// drops (`Sources/HierResolver/Contributions/ContributionLists.swift`).
    var contributions: [ObjectIdentifier: ContributionList] = [:]
    /// Set when ``shutdown()`` reaches this container (see `Lifetimes/Shutdown.swift`); guarded by `tree.lock`.
    var shutdownProgress: ShutdownProgress?
    /// A link to the object a module over the core made this container for (Swinject's `Container`),
    /// an ``ObjectLink`` of it, for what has only the container to find it from; set once, before the
    /// container is shared.
    package var companion: AnyObject?
    /// Whether a registration of this container that keeps its instance (`.graph`, `.persistent`,
    /// `.transient`), met again while it is being built, is built once more rather than failing as a
    /// cycle, the first build to finish giving the instance every other one returns (Swinject's rule,
    /// for its `Container`); set once, before the container is shared.
    package let rebuildsCycles: Bool

    /// Makes a container: a root when `parent` is `nil`, otherwise a child of `parent`.
    ///
    /// ```swift
    /// let app = DependencyResolver(name: "app")
    /// let feature = DependencyResolver(parent: app, name: "checkout")  // same as app.child(name: "checkout")
    /// ```
    ///
    /// - Parameters:
    ///   - parent: The container to continue lookups in; it is held strongly.
    ///   - name: A name for messages, traces and graphs. Without one, they name the container after
    ///     its parent and the line that made it.
    ///   - file: The file that made the container, for its name in messages when it has none.
    ///   - line: The line that made the container, for its name in messages when it has none.
    public convenience init(
        parent: DependencyResolver? = nil, name: String? = nil, file: StaticString = #fileID, line: UInt = #line
    ) {
        self.init(parent: parent, name: name, origin: ContainerOrigin(file: file, line: line), listed: true)
    }

    /// Makes a container whose cycles are built again as Swinject's are (``rebuildsCycles``), for the
    /// Swinject module's `Container`.
    package convenience init(
        parent: DependencyResolver?, name: String?, file: StaticString, line: UInt, rebuildingCycles: Bool
    ) {
        self.init(
            parent: parent, name: name, origin: ContainerOrigin(file: file, line: line), listed: true,
            rebuildsCycles: rebuildingCycles)
    }

    /// Makes a container; a root that is not `listed` is left out of the bare wrappers' fallback search
    /// (the copies and overrides of `copy(name:overrides:)`, which belong to the code they are made for).
    init(
        parent: DependencyResolver?, name: String?, origin: ContainerOrigin, listed: Bool, rebuildsCycles: Bool = false
    ) {
        self.name = name
        self.parent = parent
        self.rebuildsCycles = rebuildsCycles
        self.origin = origin
        self.serialNumber = Int(hier_resolver_next_container_number())
        if let parent {
            tree = parent.tree
            handles = parent.handles
            // `lifetimeDefault`: the parent's, set as it adopts the child.
            parent.adopt(self)
        } else {
            tree = ContainerTree()
            handles = TreeHandles(mutex: MutexHandle(mutex: tree.lock.mutex), flags: tree.flags)
            LiveContainers.roots.enter(self, listed: listed)
            // Entered before reading whether `Resolver.decorate` is set: its setter, which sets the flag
            // before it walks the roots, either finds this root or was seen here.
            if DependencyResolver.isDecorating { tree.lock.withLock { tree.updateDiversion() } }
        }
    }

    /// Makes a child of `parent`: Resolver's spelling of ``child(name:file:line:)``.
    ///
    /// ```swift
    /// let mock = Resolver(child: .main)
    /// mock.register { FixedClock() as Clock }
    /// ```
    ///
    /// - Parameters:
    ///   - parent: The container to continue lookups in; it is held strongly.
    ///   - name: A name for messages, traces and graphs. Without one, they name the container after
    ///     its parent and the line that made it.
    ///   - file: The file that made the container, for its name in messages when it has none.
    ///   - line: The line that made the container, for its name in messages when it has none.
    public convenience init(
        child parent: DependencyResolver, name: String? = nil, file: StaticString = #fileID, line: UInt = #line
    ) {
        self.init(parent: parent, name: name, origin: ContainerOrigin(file: file, line: line), listed: true)
    }

    /// Makes a child container: it sees everything this container sees and can override any of it.
    ///
    /// ```swift
    /// let app = DependencyResolver(name: "app")
    /// let checkout = app.child(name: "checkout")
    /// checkout.register(lifetime: .persistent) { Cart() }  // checkout's own singleton
    /// ```
    ///
    /// - Parameters:
    ///   - name: A name for messages, traces and graphs. Without one, they name the child after this
    ///     container and the line that made it: `child of "app" made at MyApp/Feature.swift:42`.
    ///   - file: The file that made the child, for its name in messages when it has none.
    ///   - line: The line that made the child, for its name in messages when it has none.
    /// - Returns: A new container whose parent is this one.
    public func child(name: String? = nil, file: StaticString = #fileID, line: UInt = #line) -> DependencyResolver {
        DependencyResolver(parent: self, name: name, origin: ContainerOrigin(file: file, line: line), listed: true)
    }

    /// This container, as every ``Resolver`` exposes it.
    ///
    /// ```swift
    /// let app = DependencyResolver()
    /// print(app.container === app)  // true
    /// ```
    public var container: DependencyResolver { self }

    /// The lifetime of registrations that do not name one. Unless set, `.graph`, or the lifetime of
    /// the process-wide `Resolver.defaultScope` if an app set that (`import Resolver`); a new child
    /// starts with its parent's default, if the parent set one.
    ///
    /// ```swift
    /// let app = DependencyResolver()
    /// app.defaultLifetime = .persistent
    /// app.register { Session() }  // persistent
    /// ```
    ///
    /// Once set, it wins over `Resolver.defaultScope` for this container and the children made afterwards.
    public var defaultLifetime: Lifetime {
        get { tree.lock.withLock { effectiveLifetimeDefault } }
        set {
            tree.lock.withLock {
                lifetimeDefault = newValue
                scopeDefault = nil
            }
        }
    }

    /// The live children of this container, in the order they were made.
    ///
    /// ```swift
    /// let app = DependencyResolver()
    /// let feature = app.child(name: "checkout")
    /// print(app.children.count)  // 1
    /// ```
    public var children: [DependencyResolver] {
        tree.lock.withLock { childSet?.live() ?? [] }
    }

    /// Drops the persistent and transient instances this container owns; its children and parent
    /// keep theirs. The next resolve builds new ones.
    ///
    /// ```swift
    /// let app = DependencyResolver()
    /// app.register(lifetime: .persistent) { Session() }
    /// let first: Session = app.resolve()
    /// app.reset()
    /// let second: Session = app.resolve()  // a new Session
    /// ```
    ///
    /// An instance that is being built while `reset()` runs is handed to the resolve that asked
    /// for it but not cached.
    public func reset() {
        // Instances are torn down and released after the lock is let go: both may call back in.
        DroppedInstance.tearDown(tree.lock.withLock { dropInstancesLocked() })
    }

    deinit {
        // Nothing else can reach this container now, but its registrations' teardown blocks still run,
        // newest instance first, so a feature's resources close when the feature goes (async blocks in
        // a detached task: only `shutdown()` can await them); and a graph recording forgets its
        // registrations, so it keeps neither them nor their instances.
        // A child leaves its parent's children under the tree's lock, in the section that tears down
        // what it kept. A container that was shut down keeps nothing: `shutdown()` tore down what it
        // kept, and it built nothing since.
        if parent == nil { LiveContainers.roots.leave(self) }
        let leavesParent = parent != nil && isInLiveSet
        let tearsDown = hasTeardown && shutdownProgress == nil
        guard leavesParent || tearsDown || isRecorded else { return }
        let dropped: [DroppedInstance] = tree.lock.withLock(releasingAfterwards: [AnyRegistration].self) {
            forgotten in
            if leavesParent { parent?.childSet?.leave(self) }
            if isRecorded, let recording = tree.recording { forgotten = recording.forget(ownedBy: self) }
            guard tearsDown else { return [] }
            return dropInstancesLocked(withTeardownOnly: true)
        }
        DroppedInstance.tearDown(dropped)
    }

    /// The container as messages name it: its name as a string literal, or, without one, what it is a
    /// child of and where it was made.
    ///
    /// ```swift
    /// let checkout = app.child(name: "checkout")
    /// print("resolving from \(checkout)")  // resolving from DependencyResolver("checkout")
    /// let unnamed = app.child()
    /// print(unnamed)  // DependencyResolver(child of "app" made at MyApp/main.swift:12)
    /// ```
    public var description: String { "DependencyResolver(\(displayName))" }

    private func adopt(_ child: DependencyResolver) {
        tree.lock.withLock {
            child.lifetimeDefault = lifetimeDefault
            child.scopeDefault = scopeDefault
            // A child of a shut-down container is born shut down, with nothing to tear down; and one
            // made while a shutdown starts is either marked here or entered before the shutdown looks.
            if let initiator = shutDownByLocked {
                child.markShutDownLocked(ShutdownProgress(startedOn: initiator, report: ShutdownReport(failures: [])))
            }
            if childSet == nil { childSet = LiveContainers(ownLock: false) }
            childSet!.enter(child)
        }
    }
}
