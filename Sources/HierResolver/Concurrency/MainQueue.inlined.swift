// The main queue where it is not the main thread's alone: on Linux, the main actor's executor is the
// main dispatch queue, which may be drained by another thread, so whether code runs on the main actor
// is whether it runs on that queue, or runs a main-actor job (a main-actor job that runs another
// queue's block synchronously is on no queue of the main queue's).
// It lives in an inlined file for the `unsafeBitCast` that reads the main actor's executor.

#if !canImport(Darwin)
    import Dispatch
    internal import HierResolverRuntime
    /// The main queue, tagged once so that code can tell it runs there: a main-actor job (the main
    /// actor's executor enqueues its jobs there), a `DispatchQueue.main.async` block, or the main
    /// thread outside any queue (libdispatch makes the main queue the main thread's own). On Linux
    /// the queue may be drained by a thread that is not the main thread, so the thread's identity
    /// does not tell.
    enum MainQueue {
        private static let key = DispatchSpecificKey<Bool>()
        private static let tagged: Bool = {
            DispatchQueue.main.setSpecific(key: key, value: true)
            return true
        }()

        /// Whether the calling code runs on the main queue.
        static var isCurrent: Bool {
            _ = tagged
            return DispatchQueue.getSpecific(key: key) == true
        }

        /// Whether the job the calling thread runs is the main actor's: true in main-actor code, also
        /// where it runs a block of another queue synchronously, which the main queue's tag does not see.
        static var runsMainActorJob: Bool {
            let main = unsafeBitCast(MainActor.sharedUnownedExecutor, to: (UnsafeRawPointer?, UInt).self).0
            return main != nil && UnsafeRawPointer(hier_resolver_current_executor_identity()) == main
        }
    }
#endif
