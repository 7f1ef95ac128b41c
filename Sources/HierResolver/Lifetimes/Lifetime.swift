/// How long a resolved instance is kept, and who shares it.
///
/// | lifetime | one instance per |
/// |---|---|
/// | ``ephemeral`` | resolve call |
/// | ``graph`` (the default) | top-level resolution: every nested resolve of one call shares it |
/// | ``transient`` | owning container, held weakly: the same object while someone else holds it |
/// | ``persistent`` | owning container, kept until ``DependencyResolver/reset()`` or the container goes |
///
/// ```swift
/// let app = DependencyResolver()
/// app.register(lifetime: .persistent) { Session() }
/// app.transient { Cache() }
/// app.ephemeral { Request() }
/// app.register { Screen() }  // .graph unless the container's defaultLifetime says otherwise
/// ```
///
/// > Important: A cached instance (persistent, transient, or graph within one resolution) was
/// > built by the first resolve that asked for it. Later resolves get that instance back whatever
/// > arguments they pass.
public enum Lifetime: Sendable, Hashable, CustomStringConvertible {
    /// A new instance for every resolve, nested or not.
    ///
    /// ```swift
    /// app.register(lifetime: .ephemeral) { Request() }
    /// ```
    case ephemeral
    /// One instance per top-level resolution: every nested resolve made while building it
    /// shares the instance, and the next top-level resolve gets a new one.
    ///
    /// ```swift
    /// app.register(lifetime: .graph) { XYZCombinedService() }
    /// ```
    case graph
    /// One instance per owning container while something else holds it strongly; then a new one.
    ///
    /// ```swift
    /// app.register(lifetime: .transient) { Document() }
    /// ```
    ///
    /// > Important: Only class instances can be held weakly. A value type registered as
    /// > transient behaves as ``ephemeral``.
    case transient
    /// One instance per owning container, kept until ``DependencyResolver/reset()`` or until the
    /// container is released. Built exactly once even when many threads ask for it at once.
    ///
    /// ```swift
    /// app.register(lifetime: .persistent) { Session() }
    /// ```
    case persistent

    /// The lifetime's name, as messages show it.
    ///
    /// ```swift
    /// let lifetime = app.register { Session() }.lifetime
    /// let message = "Session's lifetime: \(lifetime)"  // Session's lifetime: graph
    /// ```
    public var description: String {
        switch self {
        case .ephemeral: "ephemeral"
        case .graph: "graph"
        case .transient: "transient"
        case .persistent: "persistent"
        }
    }

    /// Where an instance of this lifetime is kept. The one switch the other lifetime tests read, so
    /// that a new lifetime fails to compile here and at the engine's exhaustive switches only.
    var keeping: Keeping {
        switch self {
        case .ephemeral: .nowhere
        case .graph: .inResolution
        case .transient: .weakly
        case .persistent: .strongly
        }
    }

    /// Where an instance is kept: nowhere, by the resolution that built it, or by its owner.
    enum Keeping {
        case nowhere, inResolution, weakly, strongly
    }

    /// Whether an instance outlives the resolution that built it (and so is built in its owner's context).
    var isShared: Bool {
        switch keeping {
        case .nowhere, .inResolution: false
        case .weakly, .strongly: true
        }
    }

    /// Whether its owner holds an instance strongly (boxed), rather than weakly or not at all.
    var keepsStrongly: Bool {
        if case .strongly = keeping { return true }
        return false
    }

    /// Whether its owner holds an instance weakly: a value type cannot be, and is built each time.
    var keepsWeakly: Bool {
        if case .weakly = keeping { return true }
        return false
    }
}
