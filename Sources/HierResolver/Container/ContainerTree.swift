/// State shared by a root container and all of its descendants: one lock for the whole tree, and
/// the epoch that tells each container when its lookup view is stale (kept in ``TreeFlags``, which
/// every container points to, so a resolve reads it without going through the tree).
final class ContainerTree: @unchecked Sendable {
    enum Bootstrap {
        /// Nothing to run (not `main`'s tree, or no `ResolverRegistering` conformance).
        case none
        /// `registerAllServices()` runs before the first resolution.
        case pending
        /// Running now on the thread with this state.
        case running(ResolutionState)
    }

    let lock = Lock()
    /// The words every resolve reads, which every container of the tree points to.
    let flags = TreeFlags()

    /// Bumped by every registration and removal in the tree; guarded by `lock`.
    var epoch: UInt64 {
        get { flags.epoch }
        set { flags.epoch = newValue }
    }
    /// Whether resolves take the observed path: a bootstrap is due, a trace hook is set, the graph
    /// is being recorded, a verification runs, `Resolver.decorate` is set or the root was shut down. The one branch the resolve path pays for all of
    /// them; guarded by `lock`, kept up to date by ``updateDiversion()``.
    var divertsResolves: Bool {
        get { flags.divertsResolves }
        set { flags.divertsResolves = newValue }
    }
    /// Guarded by `lock`.
    var bootstrap: Bootstrap = .none
    /// Whether the root's ``DependencyResolver/shutdown()`` ran or runs: every container of the tree is
    /// shut down, and resolves take the observed path, which fails them. Guarded by `lock`.
    var isShutDown = false
    /// Counts kept instances with teardown blocks as they are kept, so teardown can run newest first;
    /// guarded by `lock`.
    var cacheCount: UInt64 = 0
    /// The trace hook; guarded by `lock`.
    var trace: TraceHandler?
    /// The dependencies seen while resolving, when recording is on; guarded by `lock`.
    var recording: DependencyRecording?
    /// Who hears of an observed resolve; read under `lock`, with the resolve's lookup.
    var observersLocked: Observers { Observers(trace: trace, recording: recording != nil) }
    /// How many `verify()` calls run on this tree now; guarded by `lock`.
    var verifications = 0
    /// How long a thread waits for work another thread does in this tree; guarded by `lock`.
    var waitLimit: Double?
    /// How long a thread waits for work another thread does in this tree before the wait is reported
    /// (see ``LongWaitReport``); guarded by `lock`.
    var longWaitReport: Double? = LongWaitReport.defaultDelay
    /// Where a long wait's report is written, besides the trace hook: standard error, unless a test
    /// collects it. Guarded by `lock`.
    var longWaitWriter: @Sendable (String) -> Void = LongWaitReport.writeToStandardError
    /// Whether an `.implements` registration may forward to a registration of an ancestor: only in a
    /// copy whose override took the place of what it forwards to. Guarded by `lock`.
    var aliasesInDescendants = false
    /// Whether a registration with a `@MainActor` factory was ever made in the tree: an `await`
    /// resolve off the main actor then builds there, since any build may reach one. Guarded by `lock`.
    var hasMainActorFactories = false
    /// Which module types installed in the tree are `Hashable` (see ``ModuleIdentity``); guarded by
    /// `lock`.
    @exclusivity(unchecked) var moduleTypesHashable: [ObjectIdentifier: Bool] = [:]
    /// The resolution running `registerAllServices()` while another waits for it (see ``WaitGraph``).
    var awaitedBuilder: (any WaitingParty)?

    /// Recomputes ``divertsResolves``; the caller holds `lock`.
    func updateDiversion() {
        let bootstrapDue = if case .none = bootstrap { false } else { true }
        divertsResolves =
            bootstrapDue || trace != nil || recording != nil || verifications > 0 || DependencyResolver.isDecorating
            || isShutDown
    }
}

extension ContainerTree: AwaitedWork {
    var awaitedName: String { "registerAllServices() to finish" }

    var awaitedSubject: AwaitedSubject {
        AwaitedSubject(key: "registerAllServices()", lifetime: nil, purpose: awaitedName)
    }
}
