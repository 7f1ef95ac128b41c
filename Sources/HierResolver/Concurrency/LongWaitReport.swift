// Reporting a wait for another thread's work that lasts long: once per wait, to the trace hook and on
// standard error, while the wait goes on.

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension DependencyResolver {
    /// How long, in seconds, a thread of this container's tree waits for work another thread is doing
    /// for it before the wait is reported; `nil` reports nothing. 10 by default; one setting for the
    /// whole tree.
    ///
    /// A thread that needs what another thread is doing — building a shared instance, installing a
    /// module, running `registerAllServices()` — waits for it. When the wait lasts longer than this, it
    /// is reported once: a ``TraceEvent/Kind/longWait`` event to the tree's ``trace`` hook, and a line on
    /// standard error. The report names the waiting resolution, what it waits for, and what the container
    /// sees of the resolution doing that work. The wait goes on: only ``waitLimit`` ends it.
    ///
    /// A long wait is either a slow factory or a loop the container cannot see: a factory that blocks
    /// until another thread has resolved something that needs the instance the factory is building.
    /// Such a loop never ends unless the tree has a ``waitLimit``; this report is how it shows up.
    ///
    /// ```swift
    /// let app = DependencyResolver(name: "app")
    /// app.longWaitReport = 30  // first connections are slow here: report only waits of half a minute
    /// app.persistent { Database() }
    /// let quiet = DependencyResolver(name: "batch")
    /// quiet.longWaitReport = nil  // no reports at all
    /// ```
    ///
    /// An `await` resolve that waits for a build in another task suspends rather than blocks; its
    /// wait is reported the same way.
    public var longWaitReport: Double? {
        get { tree.lock.withLock { tree.longWaitReport } }
        set { tree.lock.withLock { tree.longWaitReport = newValue.map { $0.isNaN ? 0 : $0 } } }
    }
}

/// The report of a wait for another thread's work that outlasted the tree's
/// ``DependencyResolver/longWaitReport``; ``WaitGraph/wait(_:for:builder:in:deadlines:)`` makes it once
/// per wait, then waits on.
enum LongWaitReport {
    /// A tree's `longWaitReport` until it is set.
    static let defaultDelay: Double = 10

    /// Reports that the resolution building `waiting` (its chain) has waited `seconds` for `work`,
    /// which `builder` is still doing. When `locked`, the caller holds the tree lock of `container` (the
    /// container that guards `work`); it is let go while the trace hook and the writer run, and held
    /// again on return.
    static func report(
        waiting chain: [String], depth: Int, for work: any AwaitedWork, builder: any WaitingParty,
        in container: DependencyResolver, after seconds: Double, locked: Bool = true,
        elsewhere: String = "on another thread"
    ) {
        let tree = container.tree
        // Read while the lock keeps `builder` at the work: its waits are still its own.
        let builderWaits = WaitGraph.waitsSeen(from: builder)
        let (handler, write) =
            locked ? (tree.trace, tree.longWaitWriter) : tree.lock.withLock { (tree.trace, tree.longWaitWriter) }
        if locked { tree.lock.unlock() }
        defer { if locked { tree.lock.lock() } }
        let subject = work.awaitedSubject
        let waiting = chain + (subject.lifetime == nil ? [] : [subject.key])
        // One line: what the waiting resolution has waited for, what the container sees of the
        // resolution doing it, and how to turn such a wait into an error.
        var text =
            "Long wait: waited \(FailureReport.secondsText(seconds)) s for \(subject.purpose) \(elsewhere), "
            + "which has not finished. "
        if !waiting.isEmpty { text += "The waiting resolution: \(waiting.joined(separator: " -> ")). " }
        let unseen = "running a factory, or waiting for something the container cannot follow"
        if builderWaits.isEmpty {
            text += "The resolution doing it is \(unseen). "
        } else {
            text +=
                "The resolution doing it is waiting too: "
                + builderWaits.map(\.description).joined(separator: "; then ")
                + "; the resolution doing the last of those is \(unseen). "
        }
        text +=
            "If that work waits for this thread (a factory that blocks until another thread has resolved from "
            + "the same container), neither ever finishes. The wait goes on. To make such a wait fail with a "
            + ".deadlock error, set the tree's waitLimit (app.waitLimit = 30); if the work is only slow, raise "
            + "the tree's longWaitReport, or set it to nil to stop these reports."
        if let handler {
            let event = TraceEvent(
                kind: .longWait, key: subject.key, container: container.displayName, lifetime: subject.lifetime,
                depth: depth, message: text)
            container.deliver(event, to: handler)
        }
        write("HierResolver: " + text)
    }

    /// Writes `text` and a newline to standard error, in one call.
    static func writeToStandardError(_ text: String) {
        let bytes = Array((text + "\n").utf8)
        _ = write(2, bytes, bytes.count)
    }
}

/// A piece of work as the report of a long wait for it names it.
struct AwaitedSubject {
    /// The key its trace event names: the registration's, the module's, or `registerAllServices()`.
    let key: String
    /// The registration's lifetime, when the work builds a shared instance (which the waiting
    /// resolution asked for: its chain ends with `key`); `nil` for other work.
    let lifetime: Lifetime?
    /// What the waiting resolution waits for: "`Hub` (persistent, in "app") to be built".
    let purpose: String
}
