import HierResolver

// Swinject's `ServiceEntry`: what `register` returns. It holds the core's registration
// (`RegistrationOptions`) and forwards each configuration to the core's own form; the only state of
// its own is the storage of a custom scope (`ObjectScope(storageFactory:)`), which its factory asks.

/// A registration, to configure further: Swinject's `ServiceEntry`, what `register` returns.
///
/// ```swift
/// let entry = container.register(Animal.self) { _ in Cat(name: "Mimi") }
///     .inObjectScope(.container)
///     .initCompleted { _, animal in print("made \(animal.name)") }
/// assert(entry.objectScope === ObjectScope.container)
/// ```
///
/// ``registrationOptions`` is the core's handle on the same registration, for what Swinject has no
/// spelling for (`.teardown`, `.decorate`).
public final class ServiceEntry<Service>: @unchecked Sendable {
    /// The type the registration is resolved as.
    ///
    /// ```swift
    /// let entry = container.register(Animal.self) { _ in Cat(name: "Mimi") }
    /// assert(entry.serviceType == Animal.self)
    /// ```
    public let serviceType: Any.Type

    /// The type of what the factory receives: `Resolver`, or a tuple of `Resolver` and the argument types.
    ///
    /// ```swift
    /// let entry = container.register(Animal.self) { (_, name: String) in Cat(name: name) }
    /// print(entry.argumentsType)  // (Resolver, String)
    /// ```
    public let argumentsType: Any.Type

    /// The core's handle on this registration.
    ///
    /// ```swift
    /// let entry = container.register(Session.self) { _ in Session() }.inObjectScope(.container)
    /// entry.registrationOptions.teardown { _ in print("session closed") }
    /// ```
    public let registrationOptions: RegistrationOptions<Service>

    /// The custom scope's storage the factory asks, if the registration has a custom scope.
    @usableFromInline let slot: StorageSlot

    /// The container the registration was made in, to tell its behaviors of forwards.
    let link: ObjectLink<Container>

    @usableFromInline
    init(
        options: RegistrationOptions<Service>, argumentsType: Any.Type, slot: StorageSlot, container: Container
    ) {
        serviceType = Service.self
        self.argumentsType = argumentsType
        registrationOptions = options
        self.slot = slot
        link = container.link
        // A container made with a custom default scope gives it to a registration that names none.
        if let scope = options.scope as? ObjectScope, scope.isCustom { inObjectScope(scope) }
    }

    /// The container the registration was made in, while it is alive.
    var container: Container? { link.object }

    /// The scope the registration's instances live in; `.graph` for a registration given none
    /// (unless the container's default is another).
    ///
    /// ```swift
    /// let entry = container.register(Session.self) { _ in Session() }.inObjectScope(.container)
    /// assert(entry.objectScope === ObjectScope.container)
    /// ```
    public var objectScope: ObjectScope {
        slot.scope ?? registrationOptions.scope as? ObjectScope ?? .graph
    }

    /// Gives the registration `objectScope`: Swinject's `inObjectScope(_:)`.
    ///
    /// ```swift
    /// container.register(Session.self) { _ in Session() }.inObjectScope(.container)
    /// container.register(Request.self) { _ in Request() }.inObjectScope(.transient)
    /// ```
    ///
    /// > Important: Call it where the registration is made, before anything resolves it.
    ///
    /// - Parameters:
    ///   - objectScope: The scope to keep the registration's instances in.
    ///   - file: The file a misuse is reported in; the caller's by default.
    ///   - line: The line a misuse is reported at; the caller's by default.
    /// - Returns: This entry, to chain more configuration.
    @discardableResult
    public func inObjectScope(_ objectScope: ObjectScope, file: StaticString = #fileID, line: UInt = #line) -> Self {
        if objectScope.isCustom {
            slot.set(objectScope.makeStorage(), scope: objectScope)
        } else {
            slot.set(nil, scope: nil)
        }
        registrationOptions.giveScope(objectScope, store: objectScope.isCustom ? slot : nil, file: file, line: line)
        return self
    }

    /// Runs `completed` on every new instance, with the resolver, before it is handed out:
    /// Swinject's `initCompleted`, the core's `resolveProperties`. Several blocks run in the order given.
    ///
    /// ```swift
    /// container.register(Station.self) { _ in Station() }
    ///     .initCompleted { r, station in station.sensor = r.resolve(Sensor.self) }
    /// ```
    ///
    /// Within one resolve, resolving the registration being completed from `completed` gets this same
    /// instance, so two objects can point at each other.
    ///
    /// - Parameter completed: Sets the instance's properties; it may resolve through the resolver it receives.
    /// - Returns: This entry, to chain more configuration.
    @discardableResult
    public func initCompleted(_ completed: @escaping (Resolver, Service) -> Void) -> Self {
        let slot = slot
        // Under a custom scope the slot completes new instances, and not those its storage gives back.
        slot.addCompletion { resolver, instance in completed(resolver, instance as! Service) }
        registrationOptions.resolveProperties { (resolver: DependencyResolver, instance: inout Service) in
            if !slot.hasStorage { Container.handing(resolver) { completed($0, instance) } }
        }
        return self
    }

    /// Serves the instance as `type` too, under `name`: Swinject's `implements(_:name:)`, the
    /// container's ``Container/forward(_:name:to:)``.
    ///
    /// ```swift
    /// container.register(Cat.self) { _ in Cat(name: "Mimi") }
    ///     .implements(Animal.self)
    /// let animal = container.resolve(Animal.self)!
    /// ```
    ///
    /// - Parameters:
    ///   - type: The type to serve the instance as, usually a protocol.
    ///   - name: The name to serve it under; `nil` for none.
    /// - Returns: This entry, to chain more configuration.
    @discardableResult
    public func implements<Forwarded>(_ type: Forwarded.Type, name: String? = nil) -> Self {
        (container ?? Container.resolver(for: registrationOptions.container)).forward(type, name: name, to: self)
        return self
    }

    /// Serves the instance as each of the given types too: Swinject's `implements` of several types.
    ///
    /// ```swift
    /// container.register(XYZCombinedService.self) { _ in XYZCombinedService() }
    ///     .implements(XYZFetching.self, XYZUpdating.self)
    /// ```
    ///
    /// - Parameters:
    ///   - first: The first type to serve the instance as.
    ///   - second: The second type to serve the instance as.
    ///   - rest: More types to serve the instance as.
    /// - Returns: This entry, to chain more configuration.
    @discardableResult
    public func implements<First, Second, each Rest>(
        _ first: First.Type, _ second: Second.Type, _ rest: repeat (each Rest).Type
    ) -> Self {
        implements(first, name: nil)
        implements(second, name: nil)
        for type in repeat each rest { implements(type, name: nil) }
        return self
    }
}

/// The storage of a registration's custom scope, shared by its entry (which sets it) and its factory
/// (which asks it before building). Set where the registration is made, before anything resolves
/// it (as `inObjectScope` requires), so the factory reads it without a lock.
@usableFromInline
final class StorageSlot: @unchecked Sendable {
    /// The custom scope given, if any.
    @exclusivity(unchecked) private(set) var scope: ObjectScope?
    /// The custom scope's storage, if any.
    @usableFromInline @exclusivity(unchecked) private(set) var storage: InstanceStorage?

    /// The entry's `initCompleted` blocks, which the slot runs on a new instance under a custom scope
    /// (the core runs them otherwise): an instance the storage gives back is not completed again. Its
    /// lock also serialises every call into the storage: a storage need not guard itself (Swinject's
    /// own do not), and a resolve's look-up and keeping of an instance are one step.
    private let completions = Locked<[(Resolver, Any) -> Void]>([])

    @usableFromInline init() {}

    /// Whether the registration has a custom scope.
    @inlinable var hasStorage: Bool { storage != nil }

    func addCompletion(_ completion: @escaping (Resolver, Any) -> Void) {
        completions.withValue { $0.append(completion) }
    }

    func set(_ storage: InstanceStorage?, scope: ObjectScope?) {
        self.storage = storage
        self.scope = scope
    }

    /// Empties the storage, if `scope` is the custom scope it was made for.
    func empty(of scope: ObjectScope) {
        guard self.scope === scope, let storage else { return }
        completions.withValue { _ in storage.instance = nil }
    }

    /// The instance for this resolve: `make()`'s, or, under a custom scope, the storage's instance in
    /// the resolve's graph, else `make()`'s, then kept in the storage.
    @inlinable
    func instance<Service>(in core: DependencyResolver, _ make: () throws -> Service) rethrows -> Service {
        guard let storage else { return try make() }
        return try instance(in: storage, core: core, make)
    }

    /// The instance under a custom scope: the storage's in the resolve's graph, else `make()`'s, kept
    /// and then completed by the `initCompleted` blocks (kept first, so that a cycle they close
    /// finds it). The factory runs outside the storage's lock: two threads that find nothing kept at
    /// once both run it, and the first to keep its instance gives it to both.
    @usableFromInline
    func instance<Service>(in storage: InstanceStorage, core: DependencyResolver, _ make: () throws -> Service)
        rethrows -> Service
    {
        guard let graph = GraphIdentifier.current else { return try make() }
        GraphIdentifier.completesStorage(storage, access: completions)
        if let kept = completions.withValue({ _ in storage.instance(inGraph: graph) }) as? Service { return kept }
        let made = try make()
        // A resolve of this registration within the factory, or on another thread, may have kept one
        // first: that one is the graph's.
        let (kept, blocks) = completions.withValue { blocks -> (Service?, [(Resolver, Any) -> Void]) in
            if let kept = storage.instance(inGraph: graph) as? Service { return (kept, []) }
            storage.setInstance(made, inGraph: graph)
            return (nil, blocks)
        }
        if let kept { return kept }
        Container.handing(core) { container in for completion in blocks { completion(container, made) } }
        return made
    }
}
