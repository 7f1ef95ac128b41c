import HierResolver

// Swinject's `InstanceStorage` and its storages, for custom scopes (`ObjectScope(storageFactory:)`):
// a custom scope's registration keeps its instance in the storage its scope makes, which the
// registration's factory asks before building. The built-in scopes (`.graph`, `.transient`,
// `.container`, `.weak`) need none: their instances are kept by the core's lifetimes.

/// Where a custom scope keeps a registration's instance: Swinject's `InstanceStorage`.
///
/// ```swift
/// final class SessionStorage: InstanceStorage {
///     var instance: Any?
/// }
/// let session = ObjectScope(storageFactory: SessionStorage.init, description: "session")
/// container.register(Session.self) { _ in Session() }.inObjectScope(session)
/// ```
///
/// The container asks ``instance(inGraph:)`` before building and gives the new instance to
/// ``setInstance(_:inGraph:)``; ``graphResolutionCompleted()`` runs when the top-level resolve that
/// used the storage ends. `resetObjectScope` sets ``instance`` to `nil`. The container calls these on
/// the thread that resolves, one call at a time for each registration's storage: a storage need
/// not guard itself.
public protocol InstanceStorage: AnyObject {
    /// The kept instance; `nil` for none.
    ///
    /// ```swift
    /// final class Slot: InstanceStorage { var instance: Any? }
    /// ```
    var instance: Any? { get set }

    /// Called when the top-level resolve that used this storage ends; does nothing unless written.
    ///
    /// ```swift
    /// final class PerResolve: InstanceStorage {
    ///     var instance: Any?
    ///     func graphResolutionCompleted() { instance = nil }
    /// }
    /// ```
    func graphResolutionCompleted()

    /// The instance for a resolve in `graph`; ``instance`` unless written.
    ///
    /// ```swift
    /// final class Slot: InstanceStorage {
    ///     var instance: Any?
    ///     func instance(inGraph graph: GraphIdentifier) -> Any? { instance }
    /// }
    /// ```
    ///
    /// - Parameter graph: The graph of the resolve.
    /// - Returns: The instance to use, or `nil` to build one.
    func instance(inGraph graph: GraphIdentifier) -> Any?

    /// Keeps `instance`, built for a resolve in `graph`; sets ``instance`` unless written.
    ///
    /// ```swift
    /// final class Slot: InstanceStorage {
    ///     var instance: Any?
    ///     func setInstance(_ instance: Any?, inGraph graph: GraphIdentifier) { self.instance = instance }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - instance: The instance built.
    ///   - graph: The graph of the resolve.
    func setInstance(_ instance: Any?, inGraph graph: GraphIdentifier)
}

extension InstanceStorage {
    /// Does nothing.
    ///
    /// ```swift
    /// final class Slot: InstanceStorage { var instance: Any? }
    /// Slot().graphResolutionCompleted()  // nothing happens
    /// ```
    public func graphResolutionCompleted() {}

    /// ``instance``, whatever the graph.
    ///
    /// ```swift
    /// final class Slot: InstanceStorage { var instance: Any? }
    /// ```
    ///
    /// - Parameter graph: The graph of the resolve (not used).
    /// - Returns: ``instance``.
    public func instance(inGraph graph: GraphIdentifier) -> Any? { instance }

    /// Sets ``instance``, whatever the graph.
    ///
    /// ```swift
    /// final class Slot: InstanceStorage { var instance: Any? }
    /// ```
    ///
    /// - Parameters:
    ///   - instance: The instance built.
    ///   - graph: The graph of the resolve (not used).
    public func setInstance(_ instance: Any?, inGraph graph: GraphIdentifier) { self.instance = instance }
}

/// Keeps its instance until reset: Swinject's `PermanentStorage`, what `.container` is in a custom scope.
///
/// ```swift
/// let kept = ObjectScope(storageFactory: PermanentStorage.init, description: "kept")
/// container.register(Session.self) { _ in Session() }.inObjectScope(kept)
/// ```
public final class PermanentStorage: InstanceStorage {
    /// The kept instance.
    ///
    /// ```swift
    /// let storage = PermanentStorage()
    /// storage.instance = Session()
    /// ```
    public var instance: Any?

    /// An empty storage.
    ///
    /// ```swift
    /// let storage = PermanentStorage()
    /// ```
    public init() {}
}

/// Keeps nothing: Swinject's `TransientStorage`, a new instance for every resolve.
///
/// ```swift
/// let fresh = ObjectScope(storageFactory: TransientStorage.init, description: "fresh")
/// ```
public final class TransientStorage: InstanceStorage {
    /// Always `nil`; setting it does nothing.
    ///
    /// ```swift
    /// let storage = TransientStorage()
    /// storage.instance = Session()
    /// assert(storage.instance == nil)
    /// ```
    public var instance: Any? {
        get { nil }
        set { _ = newValue }
    }

    /// A storage.
    ///
    /// ```swift
    /// let storage = TransientStorage()
    /// ```
    public init() {}
}

/// Keeps an instance for its graph: strongly until the resolve ends, then weakly per graph, so a
/// later resolve in that graph (`withObjectGraph`, a `Lazy`) gets it while it is alive: Swinject's
/// `GraphStorage`.
///
/// ```swift
/// let perGraph = ObjectScope(storageFactory: GraphStorage.init, description: "per graph")
/// ```
public final class GraphStorage: InstanceStorage {
    private var instances: [GraphIdentifier: WeakBox] = [:]

    /// The instance of the resolve in progress; `nil` once it ended.
    ///
    /// ```swift
    /// let storage = GraphStorage()
    /// assert(storage.instance == nil)
    /// ```
    public var instance: Any?

    /// An empty storage.
    ///
    /// ```swift
    /// let storage = GraphStorage()
    /// ```
    public init() {}

    /// Lets go of the strong hold on the instance of the resolve that ended.
    ///
    /// ```swift
    /// let storage = GraphStorage()
    /// storage.graphResolutionCompleted()
    /// ```
    public func graphResolutionCompleted() {
        instance = nil
    }

    /// The instance kept for `graph`, if still alive.
    ///
    /// ```swift
    /// let storage = GraphStorage()
    /// ```
    ///
    /// - Parameter graph: The graph of the resolve.
    /// - Returns: The instance, or `nil`.
    public func instance(inGraph graph: GraphIdentifier) -> Any? {
        instances[graph]?.value
    }

    /// Keeps `instance` for `graph`: strongly until the resolve ends, weakly afterwards.
    ///
    /// ```swift
    /// let storage = GraphStorage()
    /// ```
    ///
    /// - Parameters:
    ///   - instance: The instance built.
    ///   - graph: The graph of the resolve.
    public func setInstance(_ instance: Any?, inGraph graph: GraphIdentifier) {
        self.instance = instance
        instances = instances.filter { $0.value.value != nil }
        instances[graph] = WeakBox(instance)
    }
}

/// Keeps its instance while something else holds it strongly: Swinject's `WeakStorage`. A value
/// type cannot be held weakly, and is not kept.
///
/// ```swift
/// let storage = WeakStorage()
/// var session: Session? = Session()
/// storage.instance = session
/// session = nil
/// assert(storage.instance == nil)  // nothing else held it
/// ```
public final class WeakStorage: InstanceStorage {
    private var box = WeakBox(nil)

    /// The instance, while something else holds it.
    ///
    /// ```swift
    /// let storage = WeakStorage()
    /// let session = Session()
    /// storage.instance = session
    /// assert(storage.instance as? Session === session)
    /// ```
    public var instance: Any? {
        get { box.value }
        set { box = WeakBox(newValue) }
    }

    /// An empty storage.
    ///
    /// ```swift
    /// let storage = WeakStorage()
    /// ```
    public init() {}
}

/// Several storages as one: the first instance any of them has, set in all: Swinject's
/// `CompositeStorage`, what a scope with a `parent` uses.
///
/// ```swift
/// let storage = CompositeStorage([WeakStorage(), GraphStorage()])
/// ```
public final class CompositeStorage: InstanceStorage {
    private let components: [InstanceStorage]

    /// The first instance of the components, in order; setting it sets it in each.
    ///
    /// ```swift
    /// let storage = CompositeStorage([PermanentStorage(), PermanentStorage()])
    /// storage.instance = Session()
    /// ```
    public var instance: Any? {
        get { components.lazy.compactMap(\.instance).first }
        set { for component in components { component.instance = newValue } }
    }

    /// A storage of `components`, asked in this order.
    ///
    /// ```swift
    /// let storage = CompositeStorage([WeakStorage(), GraphStorage()])
    /// ```
    ///
    /// - Parameter components: The storages.
    public init(_ components: [InstanceStorage]) {
        self.components = components
    }

    /// Tells every component.
    ///
    /// ```swift
    /// let storage = CompositeStorage([GraphStorage()])
    /// storage.graphResolutionCompleted()
    /// ```
    public func graphResolutionCompleted() {
        for component in components { component.graphResolutionCompleted() }
    }

    /// The first instance the components have for `graph`.
    ///
    /// ```swift
    /// let storage = CompositeStorage([GraphStorage()])
    /// ```
    ///
    /// - Parameter graph: The graph of the resolve.
    /// - Returns: The instance, or `nil`.
    public func instance(inGraph graph: GraphIdentifier) -> Any? {
        components.lazy.compactMap { $0.instance(inGraph: graph) }.first
    }

    /// Keeps `instance` in every component.
    ///
    /// ```swift
    /// let storage = CompositeStorage([GraphStorage()])
    /// ```
    ///
    /// - Parameters:
    ///   - instance: The instance built.
    ///   - graph: The graph of the resolve.
    public func setInstance(_ instance: Any?, inGraph graph: GraphIdentifier) {
        for component in components { component.setInstance(instance, inGraph: graph) }
    }
}

/// An instance held weakly; a value type, which cannot be, is not held.
private struct WeakBox {
    private weak var object: AnyObject?

    init(_ value: Any?) {
        object = value.flatMap { type(of: $0) is AnyClass ? $0 as AnyObject : nil }
    }

    var value: Any? { object }
}
