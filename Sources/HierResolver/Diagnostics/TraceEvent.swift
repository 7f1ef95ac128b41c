/// One thing that happened in a container tree, as the trace hook receives it.
///
/// ```swift
/// let app = DependencyResolver(name: "app")
/// app.trace = { event in print(event) }
/// app.register { Session() }
/// app.register { Session() }  // duplicateIgnored: the first registration of a key wins
/// ```
///
/// To see each resolution as an indented tree, set the hook to a ``TracePrinter``.
public struct TraceEvent: Sendable, CustomStringConvertible {
    /// What happened.
    ///
    /// ```swift
    /// app.trace = { event in if event.kind == .duplicateIgnored { print(event.message) } }
    /// ```
    public enum Kind: Sendable, Hashable, CaseIterable {
        /// A registration was installed.
        case registered
        /// A resolve returned an instance: ``TraceEvent/cacheHit`` says whether it was cached or built,
        /// ``TraceEvent/depth`` how deeply it was nested, ``TraceEvent/context`` which container asked.
        ///
        /// Reported once the instance is ready, so a resolution's nested resolves come before it.
        case resolved
        /// A registration was ignored because the container already had one for its key.
        case duplicateIgnored
        /// A registration replaced an earlier one of the same key (`replace`).
        case replaced
        /// A registration was removed (`removeResolver`).
        case removed
        /// A removal named a key the container does not hold, so nothing was removed;
        /// ``TraceEvent/message`` says which ancestor registers the key, if one does.
        case nothingToRemove
        /// A `.transient` factory returned a value type, which cannot be held weakly: it behaves as `.ephemeral`.
        case transientValueType
        /// An `optional()` or `tryOptional()` found nothing registered for the key and returned nil.
        case notFound
        /// A top-level resolve failed; ``TraceEvent/message`` holds the error's message.
        case failed
        /// A resolve passed arguments that were not used: the instance was already built (persistent,
        /// transient, or graph within one resolution), or the factory takes no arguments.
        case argumentsIgnored
        /// A module ran its `registerDependencies(container:)` on the container.
        case moduleInstalled
        /// A module was not run again: the container had installed it (or it is part of a module cycle).
        case moduleSkipped
        /// `store` (or an assignment to an `@Resolve` property) stored a value through a registration.
        case stored
        /// A thread has waited longer than the tree's ``DependencyResolver/longWaitReport`` for work
        /// another thread is doing for it: building a shared instance (then ``TraceEvent/key`` and
        /// ``TraceEvent/lifetime`` are the registration's, and ``TraceEvent/container`` the one that keeps
        /// it), installing a module, or running `registerAllServices()`. ``TraceEvent/message`` names the
        /// waiting resolution and what the container sees of the one doing the work.
        ///
        /// Reported once per wait, on the waiting thread, while it waits on: a factory that blocks until
        /// another thread has resolved what it builds waits forever unless the tree has a
        /// ``DependencyResolver/waitLimit``.
        case longWait
    }

    /// What happened.
    ///
    /// ```swift
    /// app.trace = { event in
    ///     switch event.kind {
    ///     case .failed, .duplicateIgnored, .argumentsIgnored: print(event)
    ///     default: break
    ///     }
    /// }
    /// ```
    public let kind: Kind
    /// The key, as messages name it: the type's name in backticks, and its variant if it has one.
    ///
    /// ```swift
    /// app.trace = { event in
    ///     if event.kind == .registered { print("registered \(event.key)") }  // registered `Session`
    /// }
    /// ```
    public let key: String
    /// The container it happened in, as messages name it: for ``Kind/resolved``, the container
    /// that holds the registration.
    ///
    /// ```swift
    /// app.trace = { event in
    ///     guard event.kind == .replaced else { return }
    ///     print("\(event.key) replaced in \(event.container)")  // `Session` replaced in "test"
    /// }
    /// ```
    public let container: String
    /// For ``Kind/resolved``, ``Kind/notFound`` and ``Kind/failed``, the container the resolve was called on (the
    /// context its factory saw, unless the registration is shared); `nil` for other kinds.
    ///
    /// ```swift
    /// app.trace = { event in
    ///     guard event.kind == .resolved, let context = event.context, context != event.container else { return }
    ///     print("\(context) got \(event.key) from \(event.container)")  // "checkout" got `Session` from "app"
    /// }
    /// ```
    public let context: String?
    /// For ``Kind/resolved``, whether the instance came from a cache (a persistent or live transient
    /// instance, or a graph instance of the same resolution) rather than from its factory; `nil`
    /// for other kinds.
    ///
    /// ```swift
    /// if event.cacheHit == false { print("built \(event.key)") }
    /// ```
    public let cacheHit: Bool?
    /// How many registrations were being built on this thread when it happened: 0 for a top-level
    /// resolve and for events outside any resolution, 1 for what a top-level factory resolves, and so on.
    ///
    /// ```swift
    /// app.trace = { event in
    ///     if event.kind == .resolved { print(String(repeating: "  ", count: event.depth) + event.key) }
    /// }
    /// ```
    public let depth: Int
    /// The registration's lifetime, where one is involved.
    ///
    /// ```swift
    /// app.trace = { event in
    ///     guard event.kind == .registered, event.lifetime == .persistent else { return }
    ///     print("\(event.key) lives as long as \(event.container)")  // `Session` lives as long as "app"
    /// }
    /// ```
    public let lifetime: Lifetime?
    /// A sentence about the event; for ``Kind/failed``, the error's message.
    ///
    /// ```swift
    /// app.trace = { event in
    ///     if event.kind == .failed { print("resolving \(event.key) failed:\n\(event.message)") }
    /// }
    /// ```
    public let message: String

    /// The event on one line: kind, key, container and message.
    ///
    /// ```swift
    /// app.trace = { event in print("[DI] \(event)") }  // [DI] duplicateIgnored `Session` in "app": ...
    /// ```
    public var description: String { "\(kind) \(key) in \(container): \(message)" }

    init(
        kind: Kind, key: String, container: String, context: String? = nil, lifetime: Lifetime?,
        cacheHit: Bool? = nil, depth: Int = 0, message: String
    ) {
        self.kind = kind
        self.key = key
        self.container = container
        self.context = context
        self.lifetime = lifetime
        self.cacheHit = cacheHit
        self.depth = depth
        self.message = message
    }
}
