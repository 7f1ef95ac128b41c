// Waiting for work another thread does (a shared build, a module, `registerAllServices()`), and
// the graph of those waits, which fails a wait that would close a loop.

/// The waits between resolutions, across every container tree: which resolution waits for which
/// piece of work, and which resolution does that work. A thread checks it before it waits, so a
/// wait that would close a loop fails at once, naming every resolution in the loop.
///
/// There are three kinds of wait: for a shared instance another thread is building, for
/// `registerAllServices()` while another thread runs it, and for a module another thread is
/// installing. A trace hook's resolves count too: the resolution the hook interrupted waits, on the
/// same thread, for the hook to return.
///
/// Design. The edges live in two kinds of field, both guarded by ``lock``, one leaf lock for the
/// process, taken only by a thread about to wait or by one finishing work somebody waits for:
/// a resolution's ``ResolutionState/waitingFor`` (the work it waits for) and a piece of work's
/// ``AwaitedWork/awaitedBuilder`` (the resolution doing it, recorded by its first waiter). A waiter
/// holds the lock of the work it waits for (its tree's lock), takes ``lock``, records both edges and
/// follows them from the builder: reaching itself is a loop. Since every wait is checked as it
/// starts, under the one lock, the wait that would close a loop always sees the rest of it, whichever
/// trees the loop spans. A finished piece of work drops its builder edge under ``lock`` before its
/// waiters are woken, so no loop is ever found through work that is already done. The builder only
/// takes ``lock`` when somebody waited: an uncontended build pays one branch.
///
/// A wait the library cannot see (a factory that blocks on a semaphore until another thread has
/// resolved) can still close a loop. Those waits end after the tree's ``DependencyResolver/waitLimit``,
/// and one that lasts longer than the tree's ``DependencyResolver/longWaitReport`` is reported once.
enum WaitGraph {
    /// Guards every ``WaitingParty``'s waits and ``AwaitedWork/awaitedBuilder``. Taken while
    /// holding a tree lock, never the other way round, and nothing is called under it.
    static let lock = Lock()

    /// Records that `party` is about to wait for `work`, which `builder` is doing, unless that wait
    /// would never end: then returns the resolutions in the loop, this one first. The caller holds
    /// the lock that guards `work` and waits right after; it calls ``leave(_:from:)`` once woken.
    ///
    /// `within` is the async build a thread's resolution runs for, when a synchronous resolve started
    /// inside an async factory: the wait is that build's too, so a loop through threads and tasks
    /// closes on either.
    static func enter(
        _ party: any WaitingParty, waitingFor work: any AwaitedWork, builder: any WaitingParty,
        within outer: (any WaitingParty)? = nil
    ) -> [WaitingResolution]? {
        lock.withLock {
            work.awaitedBuilder = builder
            if let path = path(from: builder, to: party, or: outer) {
                return [WaitingResolution(chain: party.waitChain, awaited: work.awaitedName)] + path
            }
            party.addWait(work)
            outer?.addWait(work)
            return nil
        }
    }

    /// The waits from `start` on that reach `target`, each party with what it waits for, if any do (a
    /// depth-first search: an async build may wait for several builds at once). The caller holds ``lock``.
    private static func path(
        from start: any WaitingParty, to target: any WaitingParty, or other: (any WaitingParty)? = nil
    ) -> [WaitingResolution]? {
        var seen: Set<ObjectIdentifier> = []
        // Bounded by the parties waiting: every loop is refused as it closes.
        func search(_ party: any WaitingParty) -> [WaitingResolution]? {
            if party === target || party === other { return [] }
            guard seen.insert(ObjectIdentifier(party)).inserted, seen.count < 100_000 else { return nil }
            for work in party.waits {
                guard let next = work.awaitedBuilder, let rest = search(next) else { continue }
                return [WaitingResolution(chain: party.waitChain, awaited: work.awaitedName)] + rest
            }
            return nil
        }
        return search(start)
    }

    /// Waits once, on the tree lock of `container` (the container that guards `work`; the caller
    /// holds its lock), for `work`, which `builder` is doing: returns when woken, for the caller to
    /// look again, unless the wait would never end or the tree's `waitLimit` has passed with the same
    /// builder still at it. `deadlines` are set on the first wait of the caller's loop; when the tree's
    /// `longWaitReport` passes first, the wait is reported once (see ``LongWaitReport``), with the lock
    /// let go meanwhile, and the caller is told to look again.
    static func wait(
        _ state: ResolutionState, for work: any AwaitedWork, builder: any WaitingParty,
        in container: DependencyResolver, deadlines: inout WaitDeadlines?
    ) -> WaitOutcome {
        // Read only here, on the way to waiting: a resolve that never waits never asks.
        let outer = state.isIdle ? nil : AsyncFrames.slot.get()?.party
        if let loop = enter(state, waitingFor: work, builder: builder, within: outer) { return .loop(loop) }
        let tree = container.tree
        let set = deadlines ?? WaitDeadlines(limit: tree.waitLimit, report: tree.longWaitReport)
        deadlines = set
        let inTime = tree.lock.wait(until: set.next)
        leave(state, from: work, within: outer)
        if inTime || work.awaitedBuilder !== builder { return .woken }
        if set.limitHasPassed { return .timedOut(after: set.limit ?? 0) }
        deadlines?.reported()
        LongWaitReport.report(
            waiting: state.waitChain, depth: state.frames.count, for: work, builder: builder, in: container,
            after: set.report ?? 0)
        return .woken
    }

    /// The resolutions the container sees from `builder` on: each one that waits, with what it waits
    /// for, until one that does not (it runs its factory, or waits for something the container cannot
    /// see). The caller holds the lock that guards the work `builder` does, so `builder` is still at it.
    static func waitsSeen(from builder: any WaitingParty) -> [WaitingResolution] {
        lock.withLock {
            var waits: [WaitingResolution] = []
            var current = builder
            // A waiting resolution's frames stay as they are until it leaves, which takes this lock.
            while let next = current.waits.first, let nextBuilder = next.awaitedBuilder, waits.count < 100 {
                waits.append(WaitingResolution(chain: current.waitChain, awaited: next.awaitedName))
                current = nextBuilder
            }
            return waits
        }
    }

    /// Records that `party` (and the async build it runs within) no longer waits for `work`.
    static func leave(_ party: any WaitingParty, from work: any AwaitedWork, within outer: (any WaitingParty)? = nil) {
        lock.withLock {
            party.removeWait(work)
            outer?.removeWait(work)
        }
    }

    /// Records that `work` is done, before its waiters are woken; the caller holds `work`'s own lock.
    static func finished(_ work: any AwaitedWork) {
        // Written under both locks, so the caller's lock is enough to read it.
        guard work.awaitedBuilder != nil else { return }
        lock.withLock { work.awaitedBuilder = nil }
    }
}

/// Who may wait for work and do work others wait for: a thread's resolution (``ResolutionState``),
/// or a build an async resolution runs (``AsyncBuild``), which may wait for several builds at once
/// (`async let`). One detector sees both, so a loop through threads and tasks alike fails as it closes.
protocol WaitingParty: AnyObject {
    /// What this party waits for now; guarded by ``WaitGraph/lock``.
    var waits: [any AwaitedWork] { get }
    /// Records a wait; the caller holds ``WaitGraph/lock``.
    func addWait(_ work: any AwaitedWork)
    /// Records that one wait for `work` ended; the caller holds ``WaitGraph/lock``.
    func removeWait(_ work: any AwaitedWork)
    /// The registrations this party is building, outermost first, for messages.
    var waitChain: [String] { get }
}

/// When one wait for another thread's work gives up, and when it is reported as long: instants of
/// ``MonotonicClock``, set when the wait starts, from the tree's settings then.
struct WaitDeadlines {
    /// The tree's `waitLimit` and `longWaitReport`, in seconds, when the wait started.
    let limit: Double?
    let report: Double?
    private let limitInstant: UInt64
    private var reportInstant: UInt64

    init(limit: Double?, report: Double?) {
        self.limit = limit
        self.report = report
        limitInstant = MonotonicClock.deadline(after: limit)
        // Nothing to report after the wait has failed: the error says more.
        let reportAt = MonotonicClock.deadline(after: report)
        reportInstant = reportAt < limitInstant ? reportAt : .max
    }

    /// The next instant to wake at, if nothing wakes the wait earlier.
    var next: UInt64 { min(limitInstant, reportInstant) }

    /// Whether the wait has outlasted its limit.
    var limitHasPassed: Bool { limitInstant != .max && MonotonicClock.now >= limitInstant }

    /// Records that the wait was reported: it is not reported again.
    mutating func reported() { reportInstant = .max }
}

/// How one ``WaitGraph/wait(_:for:builder:in:deadlines:)`` ended.
enum WaitOutcome {
    /// Woken: look again.
    case woken
    /// Waiting would never end: the resolutions in the loop, the waiting one first.
    case loop([WaitingResolution])
    /// The same builder was still at it after the limit, in seconds.
    case timedOut(after: Double)
}

/// Work a resolution does while others may wait for it.
protocol AwaitedWork: AnyObject {
    /// The resolution doing this work, while somebody waits for it; written under both the work's
    /// own lock and ``WaitGraph/lock``, so either is enough to read it.
    var awaitedBuilder: (any WaitingParty)? { get set }
    /// The work, as a message names it.
    var awaitedName: String { get }
    /// The work, as the report of a long wait for it names it.
    var awaitedSubject: AwaitedSubject { get }
}

/// One resolution in a loop of waits: what it was building, and what it waits for.
struct WaitingResolution {
    let chain: [String]
    let awaited: String

    /// "`A` -> `B`, waiting for `C`".
    var description: String {
        let building = chain.isEmpty ? "resolving nothing yet" : chain.joined(separator: " -> ")
        return building + ", waiting for " + awaited
    }
}

extension AnyRegistration: AwaitedWork {
    var awaitedBuilder: (any WaitingParty)? {
        get { storage.awaitedBuilder }
        set { storage.awaitedBuilder = newValue }
    }

    var awaitedName: String { displayName }

    var awaitedSubject: AwaitedSubject {
        AwaitedSubject(
            key: displayName, lifetime: lifetime,
            purpose: "\(displayName) (\(lifetime), in \(owner.displayName)) to be built")
    }
}

extension ResolutionState: AwaitedWork, WaitingParty {
    var waits: [any AwaitedWork] { waitingFor.map { [$0] } ?? [] }
    func addWait(_ work: any AwaitedWork) { waitingFor = work }
    func removeWait(_ work: any AwaitedWork) { waitingFor = nil }
    var waitChain: [String] { chainNames }

    /// A trace hook's resolution is work the resolution it interrupted waits for, on the same thread.
    var awaitedBuilder: (any WaitingParty)? {
        get { self }
        set {}
    }

    var awaitedName: String { Self.hookWaitName }

    /// Never reported: nothing waits on a lock for a trace hook.
    var awaitedSubject: AwaitedSubject { AwaitedSubject(key: "", lifetime: nil, purpose: Self.hookWaitName) }

    static let hookWaitName = "the trace hook to return"
}
