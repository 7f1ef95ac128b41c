// The lifetime component: what each lifetime does when a resolve reaches its registration.
// `produceNested` (Resolution/Build.inlined.swift), inlined into every resolve, builds an `.ephemeral`
// registration itself (it keeps nothing: the same steps as here) and hands every other one to this type.

/// What each lifetime does, in one type: where the instance is kept (in the
/// resolution, or in the owner's ``InstanceStorage``), in which container the factory runs (the
/// context rule), how threads share one build (single-flight), how `verify()` builds a shared
/// registration without keeping anything (as a graph instance of its owner), and what a `store`
/// replaces.
///
/// One value per resolve that reaches such a registration: the container the resolve is in (the
/// context) and the resolution in progress on this thread.
struct LifetimeBehaviour {
    /// The container whose factories' nested resolves start here: the top-level resolve's container
    /// for `.graph`, the owner for a shared lifetime.
    let context: DependencyResolver
    let state: ResolutionState

    /// The instance of `registration` as its lifetime shares it. `properties` are its
    /// `resolveProperties` blocks, read under the lock at lookup.
    // Inlined, with the two below, into its one caller: each level of a deep chain is one frame.
    @inline(__always)
    func instance<T>(of registration: Registration<T>, arguments: Arguments, properties: PropertySteps<T>?)
        throws -> T
    {
        switch registration.plan(verifying: state.verification != nil) {
        case .eachTime, .oncePerResolution:
            // (`produceNested` builds an `.ephemeral` registration itself, inline: it is kept nowhere.)
            return try graphInstance(registration, arguments: arguments, properties: properties)
        case .verifiedInOwner:
            return try verifiedInstance(registration, arguments: arguments, properties: properties)
        case .shared:
            return try sharedInstance(registration, arguments: arguments, properties: properties)
        }
    }

    /// The graph instance of `registration` in this context: built once per top-level resolution.
    @inline(__always)
    private func graphInstance<T>(
        _ registration: Registration<T>, arguments: Arguments, properties: PropertySteps<T>?
    ) throws -> T {
        if let instance = state.graphInstance(of: registration, in: context) {
            if arguments.isPresent { context.reportIgnoredArguments(of: registration) }
            return instance as! T
        }
        let instance = try context.build(registration, context: context, state: state, arguments: arguments)
        // A container that rebuilds cycles: a build of this registration nested in this one (a cycle
        // built again) finished first, and its instance is the graph's.
        if registration.owner.rebuildsCycles, let nested = state.graphInstance(of: registration, in: context) {
            return nested as! T
        }
        guard let properties else {
            // The outermost build's instance is never asked for again, the resolution ends with it,
            // unless the async resolution it joined goes on.
            if !state.frames.isEmpty || state.joined != nil || state.remembersGraph {
                state.keepGraphInstance(instance, of: registration, in: context)
            }
            return instance
        }
        let completed = try context.completeInCycle(
            instance, properties, of: registration, context: context, state: state, arguments: arguments)
        state.publishGraphInstance(completed, of: registration, in: context)
        return completed
    }

    /// The persistent or transient instance of `registration`'s owner: built once, in the owner's
    /// context, by one thread at a time (others wait for it), and never kept if the factory fails.
    ///
    /// Only the build itself is generic: finding a kept instance, waiting for another thread and
    /// keeping the result happen in ``claim(_:arguments:)`` and ``settle(_:epoch:box:object:)``, so
    /// each level of a deep chain of shared instances costs one small stack frame here.
    @inline(__always)
    private func sharedInstance<T>(
        _ registration: Registration<T>, arguments: Arguments, properties: PropertySteps<T>?
    ) throws -> T {
        let epoch: UInt64
        switch try claim(registration, arguments: arguments) {
        case .persistent(let box): return InstanceBox<T>.value(in: box)
        case .object(let object): return object as! T
        case .build(let claimed): epoch = claimed
        case .rebuild:
            return try LifetimeBehaviour(context: registration.owner, state: state)
                .graphInstance(registration, arguments: arguments, properties: properties)
        }
        let owner = registration.owner
        var instance: T
        do {
            instance = try owner.build(registration, context: owner, state: state, arguments: arguments)
            if owner.rebuildsCycles, let nested = state.graphInstance(of: registration, in: owner) {
                // A build of this registration nested in this one (a cycle built again) finished
                // first: its instance, complete, is the one kept.
                instance = nested as! T
                state.dropGraphInstance(of: registration, in: owner)
            } else if let properties {
                instance = try owner.completeInCycle(
                    instance, properties, of: registration, context: owner, state: state, arguments: arguments)
                state.dropGraphInstance(of: registration, in: owner)
            }
        } catch {
            Self.abandon(registration, by: state)
            throw error
        }
        // Boxed before the lock is taken, so the critical section allocates nothing.
        let box = registration.lifetime.keepsStrongly ? InstanceBox(instance) : nil
        settle(registration, epoch: epoch, box: box, object: box == nil ? classInstance(instance) : nil)
        return instance
    }

    /// A shared instance during `verify()`, which keeps nothing: built in its owner's context and
    /// shared within the one resolution, as a graph instance of the owner is. A transient
    /// registration of a value type is noted: it cannot do what it says.
    private func verifiedInstance<T>(
        _ registration: Registration<T>, arguments: Arguments, properties: PropertySteps<T>?
    ) throws -> T {
        let owner = registration.owner
        if state.graphInstance(of: registration, in: owner) == nil, state.isBuilding(registration, in: owner) {
            throw FailureReport.cycle(state.chainNames, repeating: registration)
        }
        let instance = try LifetimeBehaviour(context: owner, state: state)
            .graphInstance(registration, arguments: arguments, properties: properties)
        if registration.lifetime.keepsWeakly, classInstance(instance) == nil {
            state.verification?.merge(transientValueTypes: [registration])
        }
        return instance
    }

    /// What ``claim(_:arguments:)`` found.
    private enum Claim {
        /// The kept persistent instance's `InstanceBox<T>`.
        case persistent(AnyObject)
        /// A shared instance to hand out as it is: a live transient instance, or the instance this
        /// resolution is completing.
        case object(Any)
        /// Nothing kept: this thread builds it now, and settles the build with this epoch.
        case build(UInt64)
        /// This thread is building it already, and its container rebuilds cycles: a build nested in
        /// that one, kept as a graph instance until the outer build settles it.
        case rebuild
    }

    /// Finds `registration`'s kept instance, or waits while another thread builds it, or claims the
    /// build for this thread. Throws on a cycle, on a wait that would never end, and on one that
    /// outlasts the tree's `waitLimit`.
    @inline(never)
    private func claim(_ registration: AnyRegistration, arguments: Arguments) throws -> Claim {
        let owner = registration.owner
        let lock = owner.tree.lock
        // While its `resolveProperties` blocks run, the instance is this resolution's to share.
        if state.sharesGraph, let instance = state.graphInstance(of: registration, in: owner) {
            return .object(instance)
        }
        if state.isBuilding(registration, in: owner) {
            if state.mayRebuild(registration, in: owner) { return .rebuild }
            throw FailureReport.cycle(state.chainNames, repeating: registration)
        }
        lock.lock()
        var deadlines: WaitDeadlines?
        while true {
            switch registration.stepLocked(claimingFor: { state }) {
            case .kept(let kept):
                lock.unlock()
                if arguments.isPresent { context.reportIgnoredArguments(of: registration) }
                switch kept {
                case .persistent(let box):
                    return .persistent(box)
                case .transient(let object):
                    state.held.append(object)
                    return .object(object)
                }
            case .build(let epoch):
                lock.unlock()
                return .build(epoch)
            case .refused(let error):
                lock.unlock()
                throw error.adding(chain: state.chainNames + [registration.displayName])
            case .wait(let builder):
                switch WaitGraph.wait(state, for: registration, builder: builder, in: owner, deadlines: &deadlines) {
                case .woken: continue
                case .loop(let loop):
                    lock.unlock()
                    throw FailureReport.deadlock(
                        waitingFor: registration.described("in"), loop: loop, chain: state.chainNames)
                case .timedOut(let seconds):
                    lock.unlock()
                    throw FailureReport.waitTimedOut(for: registration, after: seconds, chain: state.chainNames)
                }
            }
        }
    }

    /// Gives up `party`'s build of `registration`: another resolution may try. Threads waiting are
    /// woken (tasks waiting are woken by their build's end). Both drivers end a failed build here.
    @inline(never)
    static func abandon(_ registration: AnyRegistration, by party: any WaitingParty) {
        let lock = registration.owner.tree.lock
        lock.withLock {
            registration.storage.abandon(by: party)
            WaitGraph.finished(registration)
            lock.broadcast()
        }
    }

    /// Keeps what this thread built for `registration` (the persistent instance's `box`, or the
    /// transient instance's `object`) unless a `reset()` ran meanwhile, and wakes the threads waiting.
    @inline(never)
    private func settle(_ registration: AnyRegistration, epoch: UInt64, box: AnyObject?, object: AnyObject?) {
        Self.settle(registration, by: state, epoch: epoch, box: box, object: object, reportingTo: context)
        if state.openCompletions > 0 { state.tentative.append(registration) }
        if let object { state.held.append(object) }
    }

    /// Keeps what `party` built for `registration` (the persistent instance's `box`, or the transient
    /// instance's `object`) unless a `reset()` ran meanwhile, wakes the threads waiting, and tells
    /// `context`'s trace hook when a transient registration built a value type. Both drivers end a
    /// build here.
    static func settle(
        _ registration: AnyRegistration, by party: any WaitingParty, epoch: UInt64, box: AnyObject?,
        object: AnyObject?, reportingTo context: DependencyResolver
    ) {
        let lock = registration.owner.tree.lock
        lock.withLock {
            if registration.storage.settle(epoch: epoch, by: party, box: box, object: object) {
                registration.numberForTeardown()
            }
            WaitGraph.finished(registration)
            lock.broadcast()
        }
        if object == nil, registration.lifetime.keepsWeakly {
            context.report(
                .transientValueType,
                registration,
                message: "a value type cannot be held weakly, so this transient registration behaves as ephemeral"
            )
        }
    }

    /// Keeps `object` as `registration`'s instance, as its lifetime keeps one, for `store`: returns
    /// what it replaced (to tear down and release after unlocking) and the value replaced. Throws when
    /// the lifetime keeps nothing, or keeps weakly and `object` is a value. The caller holds the lock.
    static func store<T>(_ object: T, into registration: Registration<T>) throws -> (DroppedInstance?, T?) {
        switch registration.lifetime {
        case .persistent:
            let replacedValue = registration.persistentInstance
            let replaced = registration.dropInstance()  // also keeps an instance being built from being cached
            registration.storage.persistentBox = InstanceBox(object)
            registration.numberForTeardown()
            return (replaced, replacedValue)
        case .transient:
            guard let instance = classInstance(object) else {
                throw FailureReport.cannotStore(registration, reason: .transientValueType)
            }
            let replaced = registration.dropInstance()
            registration.storage.weakInstance = WeakObject(object: instance)
            registration.numberForTeardown()
            return (replaced, nil)
        case .graph, .ephemeral:
            throw FailureReport.cannotStore(registration, reason: .notKept)
        }
    }
}
