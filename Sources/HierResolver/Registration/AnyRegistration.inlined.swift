// A registration's layout, which the inlined resolve path reads, and what each kind overrides.

/// What a container stores for one key: the factory, the lifetime, and the owner's kept instance.
///
/// The mutable parts (the ``InstanceStorage``, the property steps, the extras) are guarded by the
/// owner tree's lock. Nothing here is generic but the factory, so releasing a registration needs no
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
    /// The instance a persistent or transient registration keeps, and who is building it.
    @usableFromInline @exclusivity(unchecked) final var storage = InstanceStorage()
    /// The `resolveProperties` blocks: a `PropertySteps<T>`, replaced whole (never changed in place)
    /// when a block is added, so a resolve that read it under the lock can use it after unlocking.
    @usableFromInline @exclusivity(unchecked) var propertySteps: AnyObject?
    /// What few registrations have (a storer, a teardown block, an implemented registration), kept
    /// apart so that an ordinary registration stays small; guarded by the tree lock.
    @exclusivity(unchecked) var extras: RegistrationExtras?

    @usableFromInline
    init(key: RegistrationKey, owner: DependencyResolver, registeredType: Any.Type, argumentTypes: Any.Type?) {
        self.key = key
        self.owner = owner
        self.registeredType = registeredType
        self.argumentTypes = argumentTypes
    }

    /// Whether the factory receives Resolver-style `Args`, for `verify()`; overridden by
    /// `Registration<T>`, which every registration is.
    var takesArgs: Bool { false }

    /// Installs this registration of a module type in its owner, with the module its factory makes
    /// (`installModuleRegistration`). Overridden by `Registration<T>`, which every registration is.
    func installAsModule(lifetime: Lifetime?, replacing: Bool) -> Bool {
        preconditionFailure("HierResolver: every registration is a Registration<T>")
    }

    /// Whether the factory is async, so that only an `await` resolve builds it.
    var isAsync: Bool { asyncFactory != nil }

    /// The async factory, if the factory is async. Overridden by `Registration<T>`, which every
    /// registration is.
    var asyncFactory: ((DependencyResolver, AsyncArguments, Bool) async throws -> AsyncBuilt)? { nil }

    /// What an async factory `built`, after this registration's `resolveProperties` blocks and
    /// decorators (`properties`, its `PropertySteps` as read with the registration) ran on it in
    /// `context`. Overridden by `Registration<T>`, which every registration is.
    func complete(
        _ built: AsyncBuilt, in context: DependencyResolver, arguments: AsyncArguments, properties: AnyObject?
    ) throws -> AsyncBuilt {
        built
    }

    /// The value in `box`, a persistent instance this registration kept. Overridden by
    /// `Registration<T>`, which every registration is.
    func unbox(_ box: AnyObject) -> Any {
        preconditionFailure("every registration is a Registration<T>")
    }

    /// Resolves this registration from `context` within a verification resolution; overridden by
    /// `Registration<T>`, which every registration is.
    func verify(in context: DependencyResolver, state: ResolutionState, arguments: Arguments) throws {}

    /// A registration like this one, held by `owner`, with no instance: what
    /// ``DependencyResolver/copy(name:file:line:overrides:)`` makes. An `.implements` registration forwards to
    /// `implementation`, the registration that serves its key in the copy. `strictness` says whether
    /// the copy fails it when used, runs its factory again, or keeps it as it is. Overridden by
    /// `Registration<T>`, which every registration is.
    func copy(owner: DependencyResolver, implementation: AnyRegistration?, strictness: CopyStrictness = .asIs)
        -> AnyRegistration
    {
        preconditionFailure("every registration is a Registration<T>")
    }

    /// The strict copy that fails this registration when it is used, if it is one a strict copy's test
    /// did not replace. Overridden by `Registration<T>`, which every registration is.
    var unreplacedIn: ContainerLabel? { nil }

    /// The factory of an `.implements` registration of `P` that serves this registration's instances.
    /// Overridden by `Registration<T>`, which every registration is.
    func forwardingFactory<P>(as _: P.Type) -> Factory<P> {
        preconditionFailure("every registration is a Registration<T>")
    }
}
