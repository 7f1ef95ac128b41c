import HierResolver

// Swinject's object scopes: names for the core's lifetimes, given with `.inObjectScope(...)`, on the
// core's scope hooks (`RegistrationScope`), as Resolver's `ResolverScope` is: one mechanism gives a
// registration its lifetime and resets a scope's instances for both.

/// Makes the storage a custom scope keeps a registration's instance in: Swinject's `ObjectScopeProtocol`.
///
/// ```swift
/// let scope: ObjectScopeProtocol = ObjectScope(storageFactory: PermanentStorage.init)
/// let storage = scope.makeStorage()
/// ```
public protocol ObjectScopeProtocol: AnyObject {
    /// A new storage, one per registration given the scope.
    ///
    /// ```swift
    /// let storage = ObjectScope.container.makeStorage()
    /// ```
    ///
    /// - Returns: The storage.
    func makeStorage() -> InstanceStorage
}

/// How long a registration's instances live: Swinject's `ObjectScope`.
///
/// | object scope | lifetime | as in Swinject |
/// |---|---|---|
/// | ``ObjectScope/graph`` (the default) | ``HierResolver/Lifetime/graph`` | yes: one instance per top-level resolve |
/// | ``ObjectScope/transient`` | ``HierResolver/Lifetime/ephemeral`` | yes: a new instance for every resolve |
/// | ``ObjectScope/container`` | ``HierResolver/Lifetime/persistent`` | one instance per owning container (see below) |
/// | ``ObjectScope/weak`` | ``HierResolver/Lifetime/transient`` | shared while something else holds it, built in the owning container (see below) |
/// | ``init(storageFactory:description:parent:)`` | the scope's storage | yes |
///
/// ```swift
/// let container = Container()
/// container.register(Session.self) { _ in Session() }.inObjectScope(.container)
/// container.register(Request.self) { _ in Request() }.inObjectScope(.transient)
/// ```
///
/// A registration that names no scope is `.graph`, Swinject's default, unless the container was made
/// with `Container(defaultObjectScope:)`.
///
/// > Important: A `.container` (or `.weak`) instance belongs to the container that holds the
/// > registration, and is built there: a child's overrides do not reach a parent's `.container` instance, as they do in
/// > Swinject when the child resolves it first. Register the dependency in the child too to have one
/// > per child.
///
/// The four built-in scopes keep instances where the core keeps every instance of their lifetime.
/// A custom scope, made with ``init(storageFactory:description:parent:)``, keeps each registration's
/// instance in the storage it makes for that registration, as Swinject's do: the registration's
/// factory asks the storage before building, and the core keeps nothing for it.
public final class ObjectScope: ObjectScopeProtocol, RegistrationScope, @unchecked Sendable, CustomStringConvertible {
    /// The lifetime a registration in this scope gets (a custom scope's: `.ephemeral`, its storage keeping instances).
    package let lifetime: Lifetime
    /// The name of the scope, for `description`.
    public let description: String
    /// A custom scope's storage factory; `nil` for the built-in scopes.
    private let storageFactory: (() -> InstanceStorage)?
    /// A custom scope's parent, whose storage is combined with this one's.
    private let parent: ObjectScopeProtocol?

    package init(lifetime: Lifetime, name: String) {
        self.lifetime = lifetime
        description = name
        storageFactory = nil
        parent = nil
    }

    /// Makes a custom scope: each registration given it keeps its instance in a storage
    /// `storageFactory` makes: Swinject's `ObjectScope(storageFactory:description:parent:)`.
    ///
    /// ```swift
    /// let session = ObjectScope(storageFactory: PermanentStorage.init, description: "session")
    /// container.register(Session.self) { _ in Session() }.inObjectScope(session)
    /// let first = container.resolve(Session.self)!
    /// container.resetObjectScope(session)  // at log-out
    /// assert(container.resolve(Session.self)! !== first)
    /// ```
    ///
    /// - Parameters:
    ///   - storageFactory: Makes a storage; called once for each registration given the scope.
    ///   - description: The scope's name, for `description`.
    ///   - parent: A scope whose storage is asked too, after this one's (as `.weak` asks `.graph`'s).
    public init(
        storageFactory: @escaping () -> InstanceStorage, description: String = "", parent: ObjectScopeProtocol? = nil
    ) {
        lifetime = .ephemeral
        self.storageFactory = storageFactory
        self.description = description
        self.parent = parent
    }

    /// Whether the scope keeps instances in storages of its own (one made with a storage factory).
    var isCustom: Bool { storageFactory != nil }

    /// A new storage for a registration given the scope: the factory's, combined with the parent's
    /// if there is one. For a built-in scope, the storage of its kind (which the container does not use).
    ///
    /// ```swift
    /// let storage = ObjectScope(storageFactory: PermanentStorage.init).makeStorage()
    /// ```
    ///
    /// - Returns: The storage.
    public func makeStorage() -> InstanceStorage {
        guard let storageFactory else {
            switch lifetime {
            case .persistent: return PermanentStorage()
            case .ephemeral: return TransientStorage()
            case .transient: return CompositeStorage([WeakStorage(), GraphStorage()])
            default: return GraphStorage()
            }
        }
        guard let parent else { return storageFactory() }
        return CompositeStorage([storageFactory(), parent.makeStorage()])
    }

    /// Drops the instances of this scope's registrations in `container` and its ancestors, or in every
    /// container when `container` is `nil`, of those `including` accepts by registered type: the
    /// core's, and for a custom scope, those in each registration's storage.
    func reset(from container: DependencyResolver?, including: @escaping (Any.Type) -> Bool = { _ in true }) {
        DependencyResolver.resetScope(
            self, from: container, including: { _, type in including(type) },
            emptying: { store in (store as? StorageSlot)?.empty(of: self) })
    }

    /// One instance per top-level resolve: Swinject's `.graph`, the default, the core's ``HierResolver/Lifetime/graph``.
    ///
    /// ```swift
    /// container.register(Request.self) { _ in Request() }.inObjectScope(.graph)
    /// ```
    public static let graph = ObjectScope(lifetime: .graph, name: "graph")

    /// A new instance for every resolve: Swinject's `.transient`, the core's ``HierResolver/Lifetime/ephemeral``.
    ///
    /// ```swift
    /// container.register(Request.self) { _ in Request() }.inObjectScope(.transient)
    /// ```
    public static let transient = ObjectScope(lifetime: .ephemeral, name: "transient")

    /// One instance per owning container: Swinject's `.container`, the core's ``HierResolver/Lifetime/persistent``.
    ///
    /// ```swift
    /// container.register(Session.self) { _ in Session() }.inObjectScope(.container)
    /// ```
    public static let container = ObjectScope(lifetime: .persistent, name: "container")

    /// The same object while something else holds it strongly, then a new one: Swinject's `.weak`,
    /// the core's ``HierResolver/Lifetime/transient``.
    ///
    /// ```swift
    /// container.register(Document.self) { _ in Document() }.inObjectScope(.weak)
    /// ```
    public static let weak = ObjectScope(lifetime: .transient, name: "weak")

    /// Drops the instances of every registration in this scope, in every container, running their
    /// `.teardown` blocks; the next resolve builds new ones. For ``weak``, the instances it shares
    /// while something holds them; nothing for ``graph`` and ``transient``, which keep none.
    ///
    /// ```swift
    /// container.register(Session.self) { _ in Session() }.inObjectScope(.container)
    /// ObjectScope.container.reset()  // at log-out: the next resolve builds a new Session
    /// ```
    public func reset() {
        reset(from: nil)
    }
}
