/// A registration of type `T`: the container stores it under a key whose type is `T`, so the engine
/// reads it back with `unsafeDowncast` and never casts a factory or an instance.
@usableFromInline
final class Registration<T>: AnyRegistration, @unchecked Sendable {
    @usableFromInline let factory: Factory<T>

    @inlinable
    init(key: RegistrationKey, owner: DependencyResolver, factory: Factory<T>, argumentTypes: Any.Type? = nil) {
        self.factory = factory
        super.init(key: key, owner: owner, registeredType: T.self, argumentTypes: argumentTypes)
    }

    override var takesArgs: Bool {
        switch factory {
        case .resolvingWithArgs, .awaiting(_, _, takesArgs: true): return true
        default: return false
        }
    }

    override var asyncFactory: ((DependencyResolver, AsyncArguments, Bool) async throws -> AsyncBuilt)? {
        if case .awaiting(let factory, _, _) = factory { return factory }
        return nil
    }

    override func complete(
        _ built: AsyncBuilt, in context: DependencyResolver, arguments: AsyncArguments, properties: AnyObject?
    ) throws -> AsyncBuilt {
        guard let properties else { return built }
        return try context.completeAsync(
            built, of: self, arguments: arguments, properties: unsafeDowncast(properties, to: PropertySteps<T>.self))
    }

    override func installAsModule(lifetime: Lifetime?, replacing: Bool) -> Bool {
        owner.installModuleRegistration(self, lifetime: lifetime, replacing: replacing)
    }

    override func unbox(_ box: AnyObject) -> Any {
        InstanceBox<T>.value(in: box)
    }

    override func verify(in context: DependencyResolver, state: ResolutionState, arguments: Arguments) throws {
        try context.verifyBuild(self, state: state, arguments: arguments)
    }

    override func copy(owner: DependencyResolver, implementation: AnyRegistration?, strictness: CopyStrictness)
        -> AnyRegistration
    {
        var made = implementation?.forwardingFactory(as: T.self) ?? factory
        switch strictness {
        case .asIs: break
        case .allowed: if case .unreplaced(let failing) = made { made = failing.original }
        case .unreplaced(let strictCopy): made = .unreplaced(UnreplacedFactory(original: made, strictCopy: strictCopy))
        }
        let copy = Registration(key: key, owner: owner, factory: made, argumentTypes: argumentTypes)
        copy.extras = extras?.copy(implementation: implementation)
        // An `.implements` registration shares instances as what it forwards to in the copy does.
        copy.lifetime = implementation?.lifetime ?? lifetime
        copy.propertySteps = propertySteps  // replaced whole when changed, never changed in place
        return copy
    }

    override var unreplacedIn: ContainerLabel? {
        if case .unreplaced(let failing) = factory { return failing.strictCopy }
        return nil
    }

    override func forwardingFactory<P>(as _: P.Type) -> Factory<P> {
        .forwarding { context, arguments in try context.forward(to: self, as: P.self, arguments: arguments) }
    }
}

extension AnyRegistration {
    /// This registration as the `Registration<T>` it is. A registration is stored under its own type's
    /// key, so a lookup by a key of `T` finds a `Registration<T>`: read with `unsafeDowncast`, not cast.
    @inline(__always)
    func typed<T>(_: T.Type) -> Registration<T> {
        unsafeDowncast(self, to: Registration<T>.self)
    }
}
