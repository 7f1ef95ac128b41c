// What a container does with an instance it lets go of: runs its teardown blocks, newest instance
// first, then releases it. Every way an instance goes comes here: `reset()`, `removeResolver`,
// `replace`, `store`, a rescope, a container's deinit, and `shutdown()`, the one that can wait for
// async blocks and hand back what they threw.

/// An instance a container let go of: released, after its teardown blocks (if any) ran, once the
/// lock is let go.
struct DroppedInstance {
    /// The instance as its registration kept it.
    let instance: InstanceStorage.Kept
    let teardown: TeardownBlocks?
    /// When the instance was kept, in the tree's order (see `numberForTeardown()`).
    let order: UInt64
    /// The registration that kept it, to name it when a block throws.
    let registration: AnyRegistration

    /// The instance, when it was kept as `.transient` (the object itself).
    var transientObject: AnyObject? {
        if case .transient(let object) = instance { return object }
        return nil
    }

    /// This instance, released without teardown.
    var withoutTeardown: DroppedInstance {
        DroppedInstance(instance: instance, teardown: nil, order: order, registration: registration)
    }

    /// Runs the teardown blocks of `dropped`, newest instance first, on this thread; the caller holds
    /// no lock. From the first async block on, the rest (that block, and every later block of every
    /// instance, in the same order) runs in a detached task, which nobody awaits: what its blocks
    /// throw is written to standard error.
    static func tearDown(_ dropped: [DroppedInstance]) {
        let steps = inOrder(dropped)
        let firstAsync = steps.firstIndex(where: \.isAsync) ?? steps.endIndex
        for step in steps[..<firstAsync] { step.runSynchronously() }
        guard firstAsync < steps.endIndex else { return }
        // Named now: the task may outlive the container, which each name reads.
        let rest = UncheckedTransfer(value: steps[firstAsync...].map { ($0, $0.names) })
        Task.detached {
            for (step, (registration, container)) in rest.value {
                guard let error = await step.run(underShutdown: false) else { continue }
                LongWaitReport.writeToStandardError(
                    "HierResolver: "
                        + ShutdownReport.Failure(registration: registration, container: container, error: error)
                        .description
                        + "\nIt was torn down without shutdown(), which nobody awaits; "
                        + "call `await container.shutdown()` to wait for async teardown and collect its errors.")
            }
        }
    }

    /// Runs the teardown blocks of `dropped`, newest instance first, awaiting the async ones; the caller
    /// holds no lock. Returns what the blocks threw; a block that throws stops none of the others.
    nonisolated(nonsending) static func tearDown(collecting dropped: [DroppedInstance]) async
        -> [ShutdownReport.Failure]
    {
        var failures: [ShutdownReport.Failure] = []
        for step in inOrder(dropped) {
            guard let error = await step.run(underShutdown: true) else { continue }
            let (registration, container) = step.names
            failures.append(ShutdownReport.Failure(registration: registration, container: container, error: error))
        }
        return failures
    }

    /// Every block of every instance in `dropped`: the newest instance first, each instance's blocks
    /// in the order they were added.
    private static func inOrder(_ dropped: [DroppedInstance]) -> [TeardownStep] {
        dropped.sorted(by: { $0.order > $1.order }).flatMap { instance in
            (instance.teardown?.blocks ?? []).map { TeardownStep(block: $0, instance: instance) }
        }
    }
}

/// One teardown block of one dropped instance.
private struct TeardownStep {
    let block: TeardownBlocks.Block
    let instance: DroppedInstance

    var isAsync: Bool {
        if case .awaited = block { return true }
        return false
    }

    /// The registration and its container, as messages name them.
    var names: (registration: String, container: String) {
        (instance.registration.displayName, instance.registration.owner.displayName)
    }

    /// Runs a synchronous block.
    func runSynchronously() {
        if case .immediate(let block) = block { block(instance.instance) }
    }

    /// Runs the block, awaiting it if it is async; returns what it threw. `underShutdown`: a
    /// `shutdown()` awaits it, which holds the container (a block run where nobody awaits it may
    /// outlive its container, so it reads nothing of it): an async block is then watched for running
    /// long (``TeardownWatch``), and the `shutdown()` calls it makes know it.
    nonisolated(nonsending) func run(underShutdown: Bool) async -> (any Error)? {
        switch block {
        case .immediate(let block):
            block(instance.instance)
        case .awaited(let block):
            // The container let go of the instance: nothing of the library touches it meanwhile.
            let kept = UncheckedTransfer(value: instance.instance)
            guard underShutdown else {
                do { try await block(kept.value) } catch { return error }
                return nil
            }
            let registration = instance.registration
            let ticket = TeardownWatch.shared.begin(registration)
            defer { TeardownWatch.shared.end(ticket) }
            do {
                // The block may await `shutdown()` of its own container or an ancestor: it returns at once.
                try await RunningTeardown.container.withValue(registration.owner) { try await block(kept.value) }
            } catch {
                return error
            }
        }
        return nil
    }
}

/// The teardown blocks of a registration, in the order they were added. Replaced whole when a block
/// is added, so blocks read under the lock run after it is let go. A value, with its first block in
/// place: most registrations that have teardown have one block, which then costs no allocation of its
/// own (a server's request container adds one on every request).
struct TeardownBlocks {
    /// A block, given the instance as its registration kept it.
    enum Block {
        /// A synchronous block: it runs on the thread that dropped the instance.
        case immediate((InstanceStorage.Kept) -> Void)
        /// An async block: `shutdown()` awaits it; elsewhere it runs in a detached task.
        case awaited((InstanceStorage.Kept) async throws -> Void)
    }

    private let first: Block
    private let rest: [Block]

    init(_ first: Block) {
        self.first = first
        rest = []
    }

    private init(first: Block, rest: [Block]) {
        self.first = first
        self.rest = rest
    }

    /// Every block, in the order they were added.
    var blocks: [Block] { [first] + rest }

    /// These blocks and `block` after them.
    func adding(_ block: Block) -> TeardownBlocks { TeardownBlocks(first: first, rest: rest + [block]) }
}
