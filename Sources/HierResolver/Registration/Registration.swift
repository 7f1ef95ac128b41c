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

/// The parts of a registration that few registrations have.
@usableFromInline
final class RegistrationExtras {
    /// For a registration made by `.implements`: the registration it serves instances of.
    @usableFromInline var implementation: AnyRegistration?
    /// The `.teardown` block, called with the persistent instance's `InstanceBox<T>` when it is dropped.
    var teardown: ((AnyObject) -> Void)?
    /// When the persistent instance was cached, in the tree's order, so teardown runs newest first.
    var cachedOrder: UInt64 = 0
    /// The storer of `register(variant:resolver:storer:)`, called with a `T`.
    var storer: ((Any) -> Void)?
    /// For a module type's registration: the installation of the module its factory makes.
    var moduleRun: ModuleRun?

    @usableFromInline
    init(implementation: AnyRegistration? = nil, storer: ((Any) -> Void)? = nil) {
        self.implementation = implementation
        self.storer = storer
    }

    /// These extras for a copy of their registration: the same blocks, no instance. A module that is
    /// still being installed is not waited for in the copy, which has what it registered so far.
    func copy(implementation: AnyRegistration?) -> RegistrationExtras {
        let copy = RegistrationExtras(implementation: implementation, storer: storer)
        copy.teardown = teardown
        if let moduleRun, moduleRun.awaitedBuilder == nil { copy.moduleRun = moduleRun }
        return copy
    }
}

extension AnyRegistration {
    /// The extras, made on first use; the caller holds the tree lock.
    var extrasForUpdate: RegistrationExtras {
        if let extras { return extras }
        let made = RegistrationExtras()
        extras = made
        return made
    }
}

/// An instance a container let go of: released, after its teardown block (if any) ran, once the
/// lock is let go.
struct DroppedInstance {
    let object: AnyObject
    let teardown: ((AnyObject) -> Void)?
    let order: UInt64

    /// Runs the teardown blocks of `dropped`, newest instance first; the caller holds no lock.
    static func tearDown(_ dropped: [DroppedInstance]) {
        for instance in dropped.sorted(by: { $0.order > $1.order }) {
            instance.teardown?(instance.object)
        }
    }
}

/// A persistent instance, boxed so that the registration itself holds no value of a generic type.
@usableFromInline
final class InstanceBox<T> {
    @usableFromInline let value: T

    @usableFromInline
    init(_ value: T) { self.value = value }
}

/// The shapes of factory a registration keeps as written, so registering wraps nothing.
@usableFromInline
enum Factory<T> {
    /// `register { Session() }`
    case plain(() throws -> T)
    /// `register { r in Service(r.resolve()) }`: receives the context container.
    case resolving((DependencyResolver) throws -> T)
    /// `register { (r, args) in Model(editMode: args()) }`: also receives the resolve's ``Args``.
    case resolvingWithArgs((DependencyResolver, Args) throws -> T)
    /// `register { (url: String) in Network(baseURL: url) }`: typed runtime arguments, read from the
    /// caller's stack by a closure specialised for their types.
    case typed((DependencyResolver, UnsafeRawPointer) throws -> T)
    /// `.implements(P.self)`: resolves the implementing registration, passing the arguments on.
    case forwarding((DependencyResolver, Arguments) throws -> T)

    /// Runs a factory that takes `Args`, or an `.implements` forward (``DependencyResolver/build(_:context:state:arguments:)``
    /// calls the others itself), kept out of line so that the common forms build in a small stack frame.
    @inlinable @inline(never)
    func makeWithArguments(in context: DependencyResolver, arguments: Arguments, registration: AnyRegistration)
        throws -> T
    {
        switch self {
        case .plain(let factory):
            return try factory()
        case .resolving(let factory):
            return try factory(context)
        case .resolvingWithArgs(let factory):
            // The caller's value is copied once, from where it lies, into the factory's `Args`.
            return try factory(context, Args(arguments))
        case .typed(let factory):
            // The key matched the arguments' signature, so a typed resolve is the only way here.
            guard let typed = arguments.typed else { throw ArgumentFailure.typedWithoutArguments(registration) }
            return try factory(context, typed)
        case .forwarding(let factory):
            return try factory(context, arguments)
        }
    }
}

/// A registration of type `T`: the container stores it under a key whose type is `T`, so the engine
/// reads it back with `unsafeDowncast` and never casts a factory or an instance.
@usableFromInline
final class Registration<T>: AnyRegistration, @unchecked Sendable {
    @usableFromInline let factory: Factory<T>

    @inlinable
    init(
        key: RegistrationKey, owner: DependencyResolver, factory: Factory<T>, argumentTypes: Any.Type? = nil,
        extras: RegistrationExtras? = nil
    ) {
        self.factory = factory
        super.init(key: key, owner: owner, registeredType: T.self, argumentTypes: argumentTypes, extras: extras)
    }

    override var takesArgs: Bool {
        if case .resolvingWithArgs = factory { return true }
        return false
    }

    override func verify(in context: DependencyResolver, state: ResolutionState, arguments: Arguments) throws {
        try context.verifyBuild(self, state: state, arguments: arguments)
    }

    override func copy(owner: DependencyResolver, implementation: AnyRegistration?) -> AnyRegistration {
        let copy = Registration(
            key: key, owner: owner, factory: implementation?.forwardingFactory(as: T.self) ?? factory,
            argumentTypes: argumentTypes, extras: extras?.copy(implementation: implementation))
        copy.lifetime = lifetime
        copy.propertySteps = propertySteps  // replaced whole when changed, never changed in place
        return copy
    }

    override func forwardingFactory<P>(as _: P.Type) -> Factory<P> {
        .forwarding { context, arguments in try context.forward(to: self, as: P.self, arguments: arguments) }
    }

    /// The persistent instance, if built; the caller holds the tree lock.
    @inlinable @inline(__always)
    var persistentInstance: T? {
        guard let box = persistentBox else { return nil }
        return unsafeDowncast(box, to: InstanceBox<T>.self).value
    }

    /// Caches `instance` as the persistent instance; the caller holds the tree lock.
    func cachePersistent(_ instance: T) {
        cachePersistent(box: InstanceBox(instance))
    }

    /// The `resolveProperties` blocks, if any; the caller holds the tree lock.
    @inlinable @inline(__always)
    var properties: PropertySteps<T>? {
        guard let steps = propertySteps else { return nil }
        return unsafeDowncast(steps, to: PropertySteps<T>.self)
    }
}

/// Lets a message tell `T?` from `T`.
protocol OptionalProtocol {
    static var wrappedType: Any.Type { get }
}

extension Optional: OptionalProtocol {
    static var wrappedType: Any.Type { Wrapped.self }
}
