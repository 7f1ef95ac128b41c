#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A ready-made trace hook that writes each resolution as an indented tree.
///
/// Set its ``handler`` as a container's ``DependencyResolver/trace``. A resolution is written
/// once its top-level resolve returns (or fails), with what it resolved nested under it, one line
/// per resolve: the key, the lifetime, whether the instance was built or came from a cache, and
/// the container that registered it. Events outside a resolution (registrations, removals, modules) are
/// written on one line each as they happen, and so is a ``TraceEvent/Kind/longWait`` report, since the
/// resolution that waits may never end.
///
/// ```swift
/// let app = DependencyResolver(name: "app")
/// app.register(lifetime: .persistent) { Database() }
/// app.register { r in UserService(database: r.resolve()) }
/// app.trace = TracePrinter().handler
/// let service: UserService = app.resolve()
/// // `UserService` (graph, built) in "app"
/// //   `Database` (persistent, built) in "app"
/// ```
///
/// Resolutions on different threads are kept apart: each is written whole, in one call of `write`.
public final class TracePrinter: @unchecked Sendable {
    private let write: @Sendable (String) -> Void
    private let lock = Mutex.make()
    /// Per thread: the lines of the resolution in progress, by depth.
    private var pending: [pthread_t: [[String]]] = [:]

    /// Makes a printer that hands each finished tree (or single line) to `write`.
    ///
    /// ```swift
    /// let printer = TracePrinter { text in print(text) }
    /// ```
    ///
    /// - Parameter write: Receives the text to show, without a trailing newline; `print` by default.
    ///   It is called outside any lock, on the thread where the resolution ran.
    public init(write: @escaping @Sendable (String) -> Void = { print($0) }) {
        self.write = write
    }

    /// The hook to assign to ``DependencyResolver/trace``.
    ///
    /// ```swift
    /// app.trace = TracePrinter().handler
    /// ```
    public var handler: TraceHandler {
        { [self] event in receive(event) }
    }

    /// Takes one event: buffers it while its resolution is in progress, writes the tree when it ends.
    ///
    /// ```swift
    /// let printer = TracePrinter()
    /// app.trace = { event in
    ///     printer.receive(event)
    ///     // ... and anything else to do with the event
    /// }
    /// ```
    public func receive(_ event: TraceEvent) {
        // Written at once: the resolution that waits may never end.
        if event.kind == .longWait { return write(event.description) }
        let thread = pthread_self()
        let finished: String? = lock.withLock {
            var levels = pending[thread] ?? []
            defer { pending[thread] = levels.isEmpty ? nil : levels }
            return Self.add(event, to: &levels)
        }
        if let finished { write(finished) }
    }

    /// Adds `event` to one thread's buffered levels; returns the text to write when a tree is complete.
    private static func add(_ event: TraceEvent, to levels: inout [[String]]) -> String? {
        let depth = event.depth
        while levels.count < depth + 2 { levels.append([]) }
        let indent = String(repeating: "  ", count: depth)
        switch event.kind {
        case .resolved, .failed:
            // Post-order: what this resolve resolved has been buffered one level down.
            let children = levels[depth + 1]
            levels[depth + 1] = []
            let failed = "failed \(event.key) from \(event.context ?? event.container)"
            levels[depth].append(indent + (event.kind == .resolved ? line(for: event) : failed))
            levels[depth] += children
            guard event.kind == .failed else { break }
            levels[depth] += event.message.split(separator: "\n", omittingEmptySubsequences: false).map {
                indent + "  | " + $0
            }
        default:
            levels[depth].append(indent + event.description)
        }
        guard depth == 0 else { return nil }
        let text = levels[0].joined(separator: "\n")
        levels.removeAll()
        return text
    }

    /// One resolve: `` `Key` (lifetime, built) in "owner" ``, and where it was asked from when that differs.
    private static func line(for event: TraceEvent) -> String {
        let lifetime = event.lifetime.map { "\($0)" } ?? "?"
        let outcome = event.cacheHit == true ? "cached" : "built"
        var text = "\(event.key) (\(lifetime), \(outcome)) in \(event.container)"
        if let context = event.context, context != event.container { text += ", resolved from \(context)" }
        return text
    }
}
