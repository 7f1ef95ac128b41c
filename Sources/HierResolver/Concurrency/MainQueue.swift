// The main queue where it is not the main thread's alone: on Linux, the main actor's queue may be
// drained by another thread, and code on it (a `DispatchQueue.main.async` block) runs on the main
// actor without a task the runtime's check could ask about.

#if !canImport(Darwin)
    import Dispatch
    /// The main queue, tagged once so that code can tell it runs there: on Linux the main actor's
    /// queue may be drained by a thread that is not the main thread, and the runtime's check, outside
    /// a task, asks for the main thread.
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
    }
#endif
