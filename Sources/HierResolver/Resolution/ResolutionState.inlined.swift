internal import HierResolverRuntime

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The object a module's resolve was made through (Swinject's `Container`), unretained: the caller
/// of that resolve keeps it alive while it runs. The core keeps it only for the factories that
/// resolve runs to find (``DependencyResolver/resolutionCompanion``).
@usableFromInline
package typealias Companion = Unmanaged<AnyObject>

/// The resolution in progress on one thread: the chain being built (for cycles and messages),
/// the graph instances of this top-level resolution, and the transient instances it keeps alive.
///
/// One state per thread, reused from one top-level resolution to the next so that resolving
/// allocates nothing of its own once the arrays have grown. Only its own thread touches it
/// (`waitingFor` excepted, which is guarded by the tree lock), so its fields skip exclusivity checks.
@usableFromInline
final class ResolutionState {
    @usableFromInline
    struct Frame {
        @usableFromInline unowned(unsafe) let registration: AnyRegistration
        @usableFromInline unowned(unsafe) let context: DependencyResolver
        /// The typed arguments the registration is being built with, if any: a factory may resolve
        /// its own registration with other arguments (recursion), not with the same ones (a cycle).
        @usableFromInline let typedArguments: UnsafeRawPointer?

        @inlinable
        init(registration: AnyRegistration, context: DependencyResolver, typedArguments: UnsafeRawPointer? = nil) {
            self.registration = registration
            self.context = context
            self.typedArguments = typedArguments
        }
    }

    /// The registrations being built, outermost first.
    @usableFromInline @exclusivity(unchecked) var frames: [Frame] = []
    /// Graph instances shared within this top-level resolution, per (registration, context).
    @exclusivity(unchecked) var graph = GraphInstances<Any>()
    /// Instances held until the top-level resolution returns: transient ones, so the cycle shares
    /// them, and dropped graph entries, whose release may run user code.
    @exclusivity(unchecked) var held: [AnyObject] = []
    /// The container the top-level resolve was called on; the caller keeps it alive meanwhile.
    @usableFromInline @exclusivity(unchecked) unowned(unsafe) var requester: DependencyResolver?
    /// The object the innermost module resolve running on this thread was made through (Swinject's
    /// `Container`): set for that resolve's call only, which keeps the object alive.
    @usableFromInline @exclusivity(unchecked) var companion: Companion?
    /// The work this resolution waits for, for deadlock checks; guarded by ``WaitGraph/lock``.
    /// (A thread waits for one thing at a time.)
    @exclusivity(unchecked) var waitingFor: (any AwaitedWork)?
    /// For the resolution state of a trace hook: the state of the resolution it interrupted, on the same thread.
    @exclusivity(unchecked) var outer: ResolutionState?
    /// Whether a trace hook runs on this state now: the events its own work causes are not delivered.
    @exclusivity(unchecked) var runsTraceHook = false
    /// Counts the frames ever pushed on this thread, so an observed resolve can tell whether it
    /// built anything (a cache miss) or built nothing (a hit).
    @usableFromInline @exclusivity(unchecked) var pushCount: UInt = 0
    /// How many instances are being completed by their `resolveProperties` blocks on this thread
    /// while the rest of the resolution can see them (nested completions count each).
    @exclusivity(unchecked) var openCompletions = 0
    /// Shared instances cached while an instance was open: they may hold it, so if its completion
    /// fails they are dropped with it rather than left cached holding a half-made instance.
    @exclusivity(unchecked) var tentative: [AnyRegistration] = []
    /// Set while `verify()` runs on this thread: shared instances are then built fresh, shared
    /// within the one resolution only, and never cached.
    @exclusivity(unchecked) var verification: VerificationCollector?
    /// Set on a thread that builds registrations for `verify()` (or, for `await async.verify()`, runs
    /// the jobs of their builds): a trapping resolve that fails there records its failure and parks
    /// the thread instead of stopping the process.
    @exclusivity(unchecked) var verificationThreads: (any VerificationBuilder)?

    /// The async resolution this top-level resolution joined, when it runs inside an async factory
    /// (or a task a factory started): its graph instances are this one's, so `r.resolve()` and
    /// `await r.async.resolve()` of one `.graph` registration share an instance. Found at the first
    /// graph instance the resolution asks for, and forgotten when it ends.
    @exclusivity(unchecked) var join: Join = .unknown

    enum Join {
        case unknown
        case alone
        /// The async resolution, and the frame of the build this synchronous resolution runs in.
        case joined(AsyncResolution, AsyncFrame)
    }

    /// The graph identity of this top-level resolution, once a module asked for it
    /// (``DependencyResolver/currentResolutionGraph``): the resolution's end remembers its objects there.
    @exclusivity(unchecked) var graphIdentity: ResolutionGraph?
    /// The graph every top-level resolution on this thread runs in, while one is pinned
    /// (``DependencyResolver/withResolutionGraph(_:_:)``).
    @exclusivity(unchecked) var pinnedGraph: ResolutionGraph?
    /// Whether this resolution's graph instances outlive it, in a graph identity: then even the
    /// outermost one is kept in ``graph``.
    var remembersGraph: Bool { graphIdentity != nil || pinnedGraph != nil }

    /// The lowest address of this thread's stack, and how much of it above that is kept free: a
    /// nested build that would start in that reserve fails with ``DependencyError/Kind/tooDeep``
    /// rather than run off the end of the stack. Zeros where the platform does not say.
    var stackLow: UInt = 0
    var stackReserve: UInt = 0
    /// The size of this thread's stack, for messages.
    var stackSize: UInt = 0

    /// The state of the calling thread.
    @usableFromInline init() {
        (stackLow, stackSize, stackReserve) = ThreadStack.bounds()
    }

    /// The state of a trace hook that interrupted `outer`, on the same thread.
    init(outer: ResolutionState) {
        self.outer = outer
        (stackLow, stackSize, stackReserve) = (outer.stackLow, outer.stackSize, outer.stackReserve)
    }

    /// Whether this thread's stack is nearly used up: a build that starts here might not finish.
    /// (One comparison: an address below the stack, such as another stack's, wraps round to a large
    /// difference and does not count.) Inlined, so that the frame address it reads is the caller's.
    @inline(__always)
    var stackIsLow: Bool {
        UInt(hier_resolver_frame_address()) &- stackLow < stackReserve
    }

    /// Whether no resolution is in progress on this thread.
    @inlinable
    var isIdle: Bool { requester == nil }

    /// Whether `other` is this state, or the state of a resolution that a trace hook running on this
    /// state interrupted: the same thread, further out.
    func runsOnThread(of other: any WaitingParty) -> Bool {
        var current: ResolutionState? = self
        while let state = current {
            if state === other { return true }
            current = state.outer
        }
        return false
    }

    @inlinable
    func begin(requester: DependencyResolver) {
        self.requester = requester
    }

    /// Ends the top-level resolution: forgets its graph instances and releases transient holds.
    @inlinable
    func end() {
        requester = nil
        if !frames.isEmpty { frames.removeAll(keepingCapacity: true) }
        if hasCycleState { clearCycleState() }
    }

    @usableFromInline
    var hasCycleState: Bool {
        if case .unknown = join { return !graph.isEmpty || !held.isEmpty }
        return true
    }

    /// Releases this resolution's graph and transient instances, and forgets the async resolution it
    /// joined. Their deinit may resolve again on this thread, so the arrays are moved out before
    /// anything is released; their buffers are put back for reuse when nothing else used them meanwhile.
    @usableFromInline
    func clearCycleState() {
        join = .unknown
        guard !graph.isEmpty || !held.isEmpty else { return }
        let identity = graphIdentity ?? pinnedGraph
        if let identity {
            graphIdentity = nil
            identity.remember(graph)
        }
        defer { identity?.resolutionEnded() }
        var oldGraph = GraphInstances<Any>()
        var oldHeld: [AnyObject] = []
        swap(&oldGraph, &graph)
        swap(&oldHeld, &held)
        oldGraph.removeAll(keepingCapacity: true)
        oldHeld.removeAll(keepingCapacity: true)
        if graph.capacity < oldGraph.capacity, graph.isEmpty { graph = oldGraph }
        if held.capacity < oldHeld.capacity, held.isEmpty { held = oldHeld }
    }

    @inlinable
    func push(_ registration: AnyRegistration, context: DependencyResolver, typedArguments: UnsafeRawPointer? = nil) {
        pushCount &+= 1
        frames.append(Frame(registration: registration, context: context, typedArguments: typedArguments))
    }

    /// Whether `registration` is being built in `context` on this thread: a cycle if it is asked again.
    /// (An index loop over identities: iterating the array would retain its buffer on every build.)
    @inlinable
    func isBuilding(_ registration: AnyRegistration, in context: DependencyResolver) -> Bool {
        let target = ObjectIdentifier(registration)
        let place = ObjectIdentifier(context)
        var index = frames.count
        while index > 0 {
            index &-= 1
            let frame = frames[index]
            if ObjectIdentifier(frame.registration) == target && ObjectIdentifier(frame.context) == place {
                return true
            }
        }
        return false
    }

    /// Whether `registration`, being built in `context`, may be built once more there instead of
    /// failing as a cycle: a kept (not `.ephemeral`) registration of a container that rebuilds cycles
    /// (``DependencyResolver/rebuildsCycles``, Swinject's rule), built fewer than
    /// ``rebuildLimit`` times in the chain so far. The build that finishes first is the graph's
    /// instance, and the outer ones return it; a cycle of initializers alone, which no build
    /// finishes, fails as a cycle once the limit is reached.
    @inline(never)
    func mayRebuild(_ registration: AnyRegistration, in context: DependencyResolver) -> Bool {
        guard registration.lifetime != .ephemeral, registration.owner.rebuildsCycles else { return false }
        let target = ObjectIdentifier(registration)
        let place = ObjectIdentifier(context)
        var count = 0
        for frame in frames
        where ObjectIdentifier(frame.registration) == target && ObjectIdentifier(frame.context) == place {
            count += 1
        }
        return count < Self.rebuildLimit
    }

    /// How many times one registration may be in a chain of builds where cycles are built again: a
    /// cycle through `k` registrations closed by `initCompleted` blocks needs up to about `k`.
    static var rebuildLimit: Int { 10 }

    /// Whether building `registration` in `context` with `arguments`, which is being built, would
    /// repeat a build in progress: a cycle, by the rule both drivers share
    /// (``AnyRegistration/repeatsBuild(argumentsPresent:typedPresent:repeatsTyped:)``). The caller
    /// found that ``isBuilding(_:in:)``.
    @inline(never)
    func repeatsBuild(_ registration: AnyRegistration, in context: DependencyResolver, arguments: Arguments) -> Bool {
        registration.repeatsBuild(argumentsPresent: arguments.isPresent, typedPresent: arguments.typed != nil) {
            let (typed, size) = (arguments.typed!, registration.argumentSize!)
            let target = ObjectIdentifier(registration)
            let place = ObjectIdentifier(context)
            return frames.contains { frame in
                guard ObjectIdentifier(frame.registration) == target, ObjectIdentifier(frame.context) == place,
                    let earlier = frame.typedArguments
                else { return false }
                return memcmp(earlier, typed, size) == 0
            }
        }
    }

    /// The graph instance of `registration` in `context` in this resolution, if built, or in the
    /// async resolution it joined (the lookup is the one both drivers share, ``GraphInstances``).
    func graphInstance(of registration: AnyRegistration, in context: DependencyResolver) -> Any? {
        if let instance = graph[registration, context] { return instance }
        if let identity = graphIdentity ?? pinnedGraph, let instance = identity.instance(of: registration, in: context)
        {
            // Found in the graph of an earlier resolution: this one's now too.
            graph.append(instance, of: registration, in: context)
            return instance
        }
        guard joined != nil, case .joined(let resolution, let frame) = join else { return nil }
        return resolution.instance(of: registration, in: context, seenFrom: frame)
    }

    /// Whether graph instances may be shared with an async resolution: this one joined one.
    var sharesGraph: Bool { !graph.isEmpty || joined != nil }

    /// The async resolution this top-level resolution joined, if it runs inside one; asked once.
    var joined: AsyncResolution? {
        switch join {
        case .joined(let resolution, _): return resolution
        case .alone: return nil
        case .unknown:
            // Only a process that ever built an async factory can be inside an async resolution (and
            // one that never did keeps no answer, which the resolution's end would have to forget).
            guard hier_resolver_async_builds_used() != 0 else { return nil }
            guard !isIdle, let frame = AsyncFrames.slot.get() else {
                join = .alone
                return nil
            }
            let resolution = frame.resolution
            join = .joined(resolution, frame)
            return resolution
        }
    }

    /// Keeps `instance` as this resolution's graph instance of `registration` in `context`, boxed out of line.
    /// (A complete graph instance: shared with the async resolution this one joined, if any.)
    @inline(never)
    func keepGraphInstance<T>(_ instance: T, of registration: AnyRegistration, in context: DependencyResolver) {
        keepOpenInstance(instance, of: registration, in: context)
        if case .joined(let resolution, _) = join { resolution.publish(instance, of: registration, in: context) }
    }

    /// Keeps `instance`, whose `resolveProperties` blocks are about to run, as this resolution's
    /// graph instance of `registration` in `context`: visible to this thread's resolution only.
    func keepOpenInstance<T>(_ instance: T, of registration: AnyRegistration, in context: DependencyResolver) {
        graph.append(instance, of: registration, in: context)
    }

    func replaceGraphInstance(_ instance: Any, of registration: AnyRegistration, in context: DependencyResolver) {
        if let position = graph.position(of: registration, in: context) { graph.set(instance, at: position) }
    }

    /// Shares `instance`, complete now, with the async resolution this one joined, if any.
    func publishGraphInstance(_ instance: Any, of registration: AnyRegistration, in context: DependencyResolver) {
        if case .joined(let resolution, _) = join { resolution.publish(instance, of: registration, in: context) }
    }

    /// Forgets a graph instance; what it held is released when this resolution ends.
    func dropGraphInstance(of registration: AnyRegistration, in context: DependencyResolver) {
        if let position = graph.position(of: registration, in: context) {
            held.append(graph.remove(at: position) as AnyObject)
        }
    }
}
