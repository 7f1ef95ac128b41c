/// The resolution in progress on one thread: the chain being built (for cycles and messages),
/// the graph instances of this top-level resolution, and the transient instances it keeps alive.
///
/// One state per thread, reused from one top-level resolution to the next so that resolving
/// allocates nothing of its own once the arrays have grown.
final class ResolutionState {
    struct Frame {
        unowned(unsafe) let registration: AnyRegistration
        unowned(unsafe) let context: DependencyResolver
    }

    struct GraphEntry {
        let registration: ObjectIdentifier
        let context: ObjectIdentifier
        let instance: Any
    }

    /// The registrations being built, outermost first.
    var frames: [Frame] = []
    /// Graph instances shared within this top-level resolution, per (registration, context).
    var graph: [GraphEntry] = []
    /// Transient instances held until the top-level resolution returns, so the cycle shares them.
    var held: [AnyObject] = []
    /// The container the top-level resolve was called on.
    var requester: DependencyResolver?
    /// The shared registration this thread waits for (guarded by that tree's lock), for deadlock checks.
    var waitingFor: AnyRegistration?

    /// Whether no resolution is in progress on this thread.
    @inline(__always)
    var isIdle: Bool { requester == nil }

    /// The container nested resolves through the static API start from, if a resolution is in progress.
    var currentContext: DependencyResolver? { frames.last?.context }

    func begin(requester: DependencyResolver) {
        self.requester = requester
    }

    /// Ends the top-level resolution: forgets its graph instances and releases transient holds.
    func end() {
        requester = nil
        frames.removeAll(keepingCapacity: true)
        if !graph.isEmpty { graph.removeAll(keepingCapacity: true) }
        if !held.isEmpty { held.removeAll(keepingCapacity: true) }
    }

    func isBuilding(_ registration: AnyRegistration, in context: DependencyResolver) -> Bool {
        for frame in frames where frame.registration === registration && frame.context === context {
            return true
        }
        return false
    }

    func graphInstance(of registration: AnyRegistration, in context: DependencyResolver) -> Any? {
        let registrationID = ObjectIdentifier(registration)
        let contextID = ObjectIdentifier(context)
        for entry in graph where entry.registration == registrationID && entry.context == contextID {
            return entry.instance
        }
        return nil
    }

    func keepGraphInstance(_ instance: Any, of registration: AnyRegistration, in context: DependencyResolver) {
        graph.append(
            GraphEntry(
                registration: ObjectIdentifier(registration),
                context: ObjectIdentifier(context),
                instance: instance
            )
        )
    }
}
