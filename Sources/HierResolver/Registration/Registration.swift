/// What a container stores for one key: the factory, the lifetime, and the owner's cached instance.
///
/// The mutable parts (the cached instance, the builder, `resetEpoch`) are guarded by the owner tree's lock.
@usableFromInline
class AnyRegistration: @unchecked Sendable {
    @usableFromInline let key: RegistrationKey
    @usableFromInline let lifetime: Lifetime
    /// The container that holds this registration; it owns the registration, so it outlives it.
    @usableFromInline unowned(unsafe) let owner: DependencyResolver
    /// The registered type, for messages only.
    let registeredType: Any.Type
    /// When the registered type is `Optional<W>`, the identity of `W` (for `T` vs `T?` near misses).
    let optionalWrappedType: ObjectIdentifier?
    /// Bumped by `reset()`; an instance whose build started before a reset is not cached.
    @exclusivity(unchecked) var resetEpoch: UInt64 = 0
    /// The thread (by its resolution state) running the factory of a shared instance now; others wait.
    @exclusivity(unchecked) var builder: ResolutionState?
    /// The transient instance: the same object while someone else holds it.
    @exclusivity(unchecked) var weakInstance = WeakObject()

    init(key: RegistrationKey, lifetime: Lifetime, owner: DependencyResolver, registeredType: Any.Type) {
        self.key = key
        self.lifetime = lifetime
        self.owner = owner
        self.registeredType = registeredType
        self.optionalWrappedType = (registeredType as? any OptionalProtocol.Type).map {
            ObjectIdentifier($0.wrappedType)
        }
    }

    /// Drops the cached instance and returns it, for the caller to release after unlocking;
    /// the caller holds the tree lock. An instance being built when this runs is not cached.
    func dropInstance() -> Any? {
        resetEpoch &+= 1
        defer { weakInstance.object = nil }
        return weakInstance.object
    }
}

/// A registration of type `T`: the container stores it under a key whose type is `T`, so the engine
/// reads it back with `unsafeDowncast` and never casts a factory or an instance.
@usableFromInline
final class Registration<T>: AnyRegistration, @unchecked Sendable {
    /// Builds an instance; receives the context container (see the context rule).
    @usableFromInline let factory: (DependencyResolver) throws -> T
    /// The persistent instance of the owning container, once built.
    @usableFromInline @exclusivity(unchecked) var instance: T?

    init(
        key: RegistrationKey,
        lifetime: Lifetime,
        owner: DependencyResolver,
        factory: @escaping (DependencyResolver) throws -> T
    ) {
        self.factory = factory
        super.init(key: key, lifetime: lifetime, owner: owner, registeredType: T.self)
    }

    override func dropInstance() -> Any? {
        let weak = super.dropInstance()
        defer { instance = nil }
        return instance ?? weak
    }
}

/// Lets a message tell `T?` from `T`.
protocol OptionalProtocol {
    static var wrappedType: Any.Type { get }
}

extension Optional: OptionalProtocol {
    static var wrappedType: Any.Type { Wrapped.self }
}
