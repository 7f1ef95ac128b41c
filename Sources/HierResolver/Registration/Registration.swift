/// What a container stores for one key: the factory, the lifetime, and the owner's cached instance.
///
/// The mutable parts (`slot`, `resetEpoch`) are guarded by the owner tree's lock.
class AnyRegistration: @unchecked Sendable {
    let key: RegistrationKey
    let lifetime: Lifetime
    /// The container that holds this registration; it owns the registration, so it outlives it.
    unowned let owner: DependencyResolver
    /// The registered type, for messages only.
    let registeredType: Any.Type
    /// When the registered type is `Optional<W>`, the identity of `W` (for `T` vs `T?` near misses).
    let optionalWrappedType: ObjectIdentifier?
    /// Bumped by `reset()`; an instance whose build started before a reset is not cached.
    var resetEpoch: UInt64 = 0

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
    /// the caller holds the tree lock.
    func dropInstance() -> Any? { nil }

    /// Whether a shared instance is being built right now, and by which thread's state.
    var builder: ResolutionState? { nil }
}

/// A registration of type `T`: the container stores it under a key whose type is `T`, so the engine
/// reads it back with `unsafeDowncast` and never casts a factory or an instance.
final class Registration<T>: AnyRegistration, @unchecked Sendable {
    /// Builds an instance; receives the context container (see the context rule).
    let factory: (DependencyResolver) throws -> T
    /// The persistent or transient instance of the owning container.
    var slot: InstanceSlot<T> = .empty

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
        resetEpoch &+= 1
        switch slot {
        case .building, .empty:
            return nil
        case .strong(let instance):
            slot = .empty
            return instance
        case .weak(let reference):
            slot = .empty
            return reference.object
        }
    }

    override var builder: ResolutionState? {
        if case .building(let state, _) = slot { return state }
        return nil
    }
}

/// Lets a message tell `T?` from `T`.
protocol OptionalProtocol {
    static var wrappedType: Any.Type { get }
}

extension Optional: OptionalProtocol {
    static var wrappedType: Any.Type { Wrapped.self }
}
