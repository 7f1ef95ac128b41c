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
    @usableFromInline var argumentTypes: Any.Type?
    /// The persistent instance, once built: an `InstanceBox<T>` of the registered type.
    @usableFromInline @exclusivity(unchecked) var persistentBox: AnyObject?
    /// The transient instance: the same object while someone else holds it.
    @exclusivity(unchecked) var weakInstance = WeakObject()
    /// The thread (by its resolution state) running the factory of a shared instance now; others wait.
    @exclusivity(unchecked) var builder: ResolutionState?
    /// Bumped by `reset()`; an instance whose build started before a reset is not cached.
    @exclusivity(unchecked) var resetEpoch: UInt64 = 0

    @usableFromInline
    init(key: RegistrationKey, owner: DependencyResolver, registeredType: Any.Type) {
        self.key = key
        self.owner = owner
        self.registeredType = registeredType
    }

    /// When the registered type is `Optional<W>`, the identity of `W` (for `T` vs `T?` near misses).
    var optionalWrappedType: ObjectIdentifier? {
        (registeredType as? any OptionalProtocol.Type).map { ObjectIdentifier($0.wrappedType) }
    }

    /// Drops the cached instance and returns it, for the caller to release after unlocking;
    /// the caller holds the tree lock. An instance being built when this runs is not cached.
    func dropInstance() -> AnyObject? {
        resetEpoch &+= 1
        defer {
            persistentBox = nil
            weakInstance.object = nil
        }
        return persistentBox ?? weakInstance.object
    }
}

/// A persistent instance, boxed so that the registration itself holds no value of a generic type.
@usableFromInline
final class InstanceBox<T> {
    @usableFromInline let value: T

    @usableFromInline
    init(_ value: T) { self.value = value }
}

/// The two shapes of factory a registration keeps as written, so registering wraps nothing.
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

    /// Runs the factory with `context` as the container its nested resolves start from.
    @inlinable @inline(__always)
    func make(in context: DependencyResolver, arguments: Arguments, registration: AnyRegistration) throws -> T {
        switch self {
        case .plain(let factory):
            if arguments.isPresent { context.reportUnreadArguments(of: registration) }
            return try factory()
        case .resolving(let factory):
            if arguments.isPresent { context.reportUnreadArguments(of: registration) }
            return try factory(context)
        case .resolvingWithArgs(let factory):
            // The caller's `Args` is handed over where it lies, without a copy.
            guard let args = arguments.args else { return try factory(context, Args(value: nil, isPresent: false)) }
            return try factory(context, Args(value: args.pointee, isPresent: true))
        case .typed(let factory):
            // The key matched the arguments' signature, so a typed resolve is the only way here.
            guard let typed = arguments.typed else { throw ArgumentFailure.typedWithoutArguments(registration) }
            return try factory(context, typed)
        }
    }
}

/// A registration of type `T`: the container stores it under a key whose type is `T`, so the engine
/// reads it back with `unsafeDowncast` and never casts a factory or an instance.
@usableFromInline
final class Registration<T>: AnyRegistration, @unchecked Sendable {
    @usableFromInline let factory: Factory<T>

    @inlinable
    init(key: RegistrationKey, owner: DependencyResolver, factory: Factory<T>) {
        self.factory = factory
        super.init(key: key, owner: owner, registeredType: T.self)
    }

    /// The persistent instance, if built; the caller holds the tree lock.
    @inlinable @inline(__always)
    var persistentInstance: T? {
        guard let box = persistentBox else { return nil }
        return unsafeDowncast(box, to: InstanceBox<T>.self).value
    }
}

/// Lets a message tell `T?` from `T`.
protocol OptionalProtocol {
    static var wrappedType: Any.Type { get }
}

extension Optional: OptionalProtocol {
    static var wrappedType: Any.Type { Wrapped.self }
}
