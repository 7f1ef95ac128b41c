/// What a container stores for one key: the factory, the lifetime, and the owner's cached instance.
///
/// The mutable parts (the cached instances, the builder, `resetEpoch`) are guarded by the owner
/// tree's lock. Nothing here is generic but the factory, so releasing a registration needs no
/// generic metadata.
@usableFromInline
class AnyRegistration: @unchecked Sendable {
    @usableFromInline let key: RegistrationKey
    /// Set once, under the lock, before the registration is published (the container's default
    /// when the registration named none).
    @usableFromInline @exclusivity(unchecked) var lifetime: Lifetime = .graph
    /// The container that holds this registration; it owns the registration, so it outlives it.
    @usableFromInline unowned(unsafe) let owner: DependencyResolver
    /// The registered type, for messages only.
    let registeredType: Any.Type
    /// The tuple type of a typed registration's runtime arguments, for messages only.
    @usableFromInline let argumentTypes: Any.Type?
    /// The persistent instance, once built: an `InstanceBox<T>` of the registered type.
    @usableFromInline @exclusivity(unchecked) var persistentBox: AnyObject?
    /// The transient instance: the same object while someone else holds it.
    @exclusivity(unchecked) var weakInstance = WeakObject()
    /// The thread (by its resolution state) running the factory of a shared instance now; others wait.
    @exclusivity(unchecked) var builder: ResolutionState?
    /// The builder as other threads' deadlock checks see it (see ``WaitGraph``).
    @exclusivity(unchecked) var awaitedBuilder: ResolutionState?
    /// Bumped by `reset()`; an instance whose build started before a reset is not cached.
    @exclusivity(unchecked) var resetEpoch: UInt64 = 0
    /// The `resolveProperties` blocks: a `PropertySteps<T>`, replaced whole (never changed in place)
    /// when a block is added, so a resolve that read it under the lock can use it after unlocking.
    @usableFromInline @exclusivity(unchecked) var propertySteps: AnyObject?
    /// What few registrations have (a storer, a teardown block, an implemented registration), kept
    /// apart so that an ordinary registration stays small; guarded by the tree lock.
    @usableFromInline @exclusivity(unchecked) var extras: RegistrationExtras?

    @usableFromInline
    init(
        key: RegistrationKey, owner: DependencyResolver, registeredType: Any.Type, argumentTypes: Any.Type?,
        extras: RegistrationExtras?
    ) {
        self.key = key
        self.owner = owner
        self.registeredType = registeredType
        self.argumentTypes = argumentTypes
        self.extras = extras
    }

    /// Whether the factory receives Resolver-style `Args`, for `verify()`; overridden by
    /// `Registration<T>`, which every registration is.
    var takesArgs: Bool { false }

    /// Resolves this registration from `context` within a verification resolution; overridden by
    /// `Registration<T>`, which every registration is.
    func verify(in context: DependencyResolver, state: ResolutionState, arguments: Arguments) throws {}

    /// A registration like this one, held by `owner`, with no instance: what
    /// ``DependencyResolver/copy(name:overrides:)`` makes. An `.implements` registration forwards to
    /// `implementation`, the registration that serves its key in the copy. Overridden by `Registration<T>`,
    /// which every registration is.
    func copy(owner: DependencyResolver, implementation: AnyRegistration?) -> AnyRegistration {
        preconditionFailure("every registration is a Registration<T>")
    }

    /// The factory of an `.implements` registration of `P` that serves this registration's instances.
    /// Overridden by `Registration<T>`, which every registration is.
    func forwardingFactory<P>(as _: P.Type) -> Factory<P> {
        preconditionFailure("every registration is a Registration<T>")
    }

    /// Whether the factory reads the resolve's arguments (typed arguments or ``Args``).
    var readsArguments: Bool { argumentTypes != nil || takesArgs }

    /// The size in bytes of the typed arguments' tuple, for a typed registration.
    var argumentSize: Int? {
        func size<Tuple>(of _: Tuple.Type) -> Int { MemoryLayout<Tuple>.size }
        return argumentTypes.map { _openExistential($0, do: size) }
    }

    /// When the registered type is `Optional<W>`, the identity of `W` (for `T` vs `T?` near misses).
    var optionalWrappedType: ObjectIdentifier? {
        (registeredType as? any OptionalProtocol.Type).map { ObjectIdentifier($0.wrappedType) }
    }

    /// Caches `box`, an `InstanceBox` of the registered type, as the persistent instance, numbered for
    /// teardown order when it has a teardown block; the caller holds the tree lock.
    func cachePersistent(box: AnyObject) {
        persistentBox = box
        if let extras, extras.teardown != nil {
            owner.tree.cacheCount &+= 1
            extras.cachedOrder = owner.tree.cacheCount
        }
    }

    /// Drops the cached instance and returns it, for the caller to release (and tear down) after
    /// unlocking; the caller holds the tree lock. An instance being built when this runs is not cached.
    func dropInstance() -> DroppedInstance? {
        resetEpoch &+= 1
        defer {
            persistentBox = nil
            weakInstance.object = nil
        }
        if let box = persistentBox {
            return DroppedInstance(object: box, teardown: extras?.teardown, order: extras?.cachedOrder ?? 0)
        }
        return weakInstance.object.map { DroppedInstance(object: $0, teardown: nil, order: 0) }
    }
}
