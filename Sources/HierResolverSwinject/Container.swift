import HierResolver

// Swinject's `Container`: a thin object around a core `DependencyResolver`. It holds no registration,
// instance or graph of its own: `register` installs in the core (replacing, as Swinject's does),
// `resolve` resolves through it, and a factory is handed the `Container` the resolve was made
// through (see `Container.handing`).

/// A dependency-injection container with Swinject's API and semantics: Swinject's `Container`.
///
/// ```swift
/// let container = Container()
/// container.register(Animal.self) { _ in Cat(name: "Mimi") }
/// container.register(Owner.self) { r in Owner(pet: r.resolve(Animal.self)!) }
/// let owner = container.resolve(Owner.self)!  // resolve returns an optional, as in Swinject
/// let child = Container(parent: container)   // finds its parent's registrations
/// ```
///
/// Every registration, instance and check lives in ``dependencyResolver``, the HierResolver
/// container this one stands for: use it for what Swinject has no spelling for (verification, async
/// factories, `shutdown()`). ``init(dependencyResolver:)`` goes the other way.
///
/// As in Swinject, registering a type and name again replaces the earlier registration, and
/// `resolve` returns `nil` instead of stopping the program. A `Container` is safe to use from any
/// thread.
public final class Container: @unchecked Sendable {
    /// The HierResolver container that holds this container's registrations and instances.
    ///
    /// ```swift
    /// let container = Container()
    /// container.register(Session.self) { _ in Session() }.inObjectScope(.container)
    /// let report = container.dependencyResolver.verify()  // the core's API
    /// _ = report
    /// ```
    public let dependencyResolver: DependencyResolver

    /// The container this one continues lookups in, kept alive with it.
    let parent: Container?

    /// The behaviors told of each later registration.
    let behaviors = Locked<[any Behavior]>([])

    /// How this container's registrations, wrappers and core container point back to it, without
    /// keeping it alive (and without a weak reference, which would slow every retain of it).
    let link = ObjectLink<Container>()

    /// Whether this container was made by the module to stand for a core container whose own
    /// `Container` is gone or never was (``resolver(for:)``): nothing else holds it, so a `Lazy` or
    /// `Provider` resolved through it holds it.
    let isStandIn: Bool

    /// The lock of the tree's synchronized resolves, when this container is a view that ``synchronize()``
    /// made: its resolves run under it, one at a time.
    let serialLock: ResolveLock?

    /// The lock ``synchronize()`` gives the views of a root container, made when first asked for;
    /// guarded by ``ResolveLock/making``.
    var treeLock: ResolveLock?

    /// Whether a resolve through this container leaves the direct path (``detoured(keepingGraph:_:)``):
    /// a synchronized view's does, and every one after a graph was restored for the container. Set
    /// once, by the initializer or ``restoreObjectGraph(_:)``, never cleared.
    @usableFromInline @exclusivity(unchecked) var detours: Bool

    /// The graph ``restoreObjectGraph(_:)`` gave the next resolve through this container; guarded by
    /// ``ResolveLock/making``.
    var restoredGraph: GraphIdentifier?

    /// Whether a graph was ever restored for this container: until then, a synchronized view's
    /// resolves do not look for one. Set once, by ``restoreObjectGraph(_:)``, as ``detours`` is.
    @exclusivity(unchecked) var hasRestored = false

    init(core: DependencyResolver, parent: Container?, standIn: Bool = false, serialLock: ResolveLock? = nil) {
        dependencyResolver = core
        self.parent = parent
        isStandIn = standIn
        self.serialLock = serialLock
        detours = serialLock != nil
        link.link(self)
    }

    deinit {
        link.clear()
    }

    /// Makes a container: Swinject's `Container(parent:defaultObjectScope:behaviors:registeringClosure:)`.
    ///
    /// ```swift
    /// let container = Container { container in
    ///     container.register(Animal.self) { _ in Cat(name: "Mimi") }
    /// }
    /// let child = Container(parent: container, defaultObjectScope: .container)
    /// ```
    ///
    /// - Parameters:
    ///   - parent: The container to continue lookups in; `nil` for a root.
    ///   - defaultObjectScope: The scope of every registration that names none; `.graph`, as in Swinject.
    ///   - behaviors: Told of every registration made after them.
    ///   - file: The file that made the container, for its name in messages.
    ///   - line: The line that made the container, for its name in messages.
    ///   - registeringClosure: Registers the container's services.
    public convenience init(
        parent: Container? = nil, defaultObjectScope: ObjectScope = .graph, behaviors: [any Behavior] = [],
        file: StaticString = #fileID, line: UInt = #line, registeringClosure: (Container) -> Void = { _ in }
    ) {
        let core = DependencyResolver(
            parent: parent?.dependencyResolver, name: nil, file: file, line: line, rebuildingCycles: true)
        self.init(core: core, parent: parent)
        // The scope itself, not only its lifetime: `resetObjectScope` reaches these registrations.
        core.setDefaultScope(defaultObjectScope)
        core.companion = link
        for behavior in behaviors { addBehavior(behavior) }
        registeringClosure(self)
    }

    /// A `Container` for an existing HierResolver container: its registrations and instances are
    /// `dependencyResolver`'s, so what either registers, the other resolves.
    ///
    /// ```swift
    /// let app = DependencyResolver(name: "app")
    /// app.register { Cat(name: "Mimi") as Animal }
    /// let container = Container(dependencyResolver: app)
    /// let animal = container.resolve(Animal.self)  // app's registration
    /// ```
    ///
    /// The new container has no behaviors of its own; registrations it makes get `dependencyResolver`'s
    /// default lifetime. Keep it while what it resolved uses it: a `Lazy` or `Provider` resolved
    /// through it does not keep it alive, as with every `Container` (Swinject's hold their container
    /// weakly too).
    ///
    /// - Parameter dependencyResolver: The container to stand for.
    public convenience init(dependencyResolver: DependencyResolver) {
        self.init(core: dependencyResolver, parent: nil)
    }

    /// The `Container` a factory of `core` is handed: the one made for it, or a new one standing for it.
    @usableFromInline
    static func resolver(for core: DependencyResolver) -> Container {
        if let link = core.companion as? ObjectLink<Container>, let container = link.object { return container }
        return Container(core: core, parent: nil, standIn: true)
    }

    /// Tells `behavior` of every registration made in this container from now on: Swinject's `addBehavior(_:)`.
    ///
    /// ```swift
    /// struct Announcing: Behavior {
    ///     func container<Type, Service>(
    ///         _ container: Container, didRegisterType type: Type.Type, toService entry: ServiceEntry<Service>,
    ///         withName name: String?
    ///     ) { print("registered \(type)") }
    /// }
    /// container.addBehavior(Announcing())
    /// ```
    ///
    /// - Parameter behavior: The behavior to add.
    public func addBehavior(_ behavior: any Behavior) {
        behaviors.withValue { $0.append(behavior) }
    }

    /// Tells the behaviors that `type` was registered as `entry` under `name`.
    @usableFromInline
    func didRegister<Type, Service>(_ type: Type.Type, as entry: ServiceEntry<Service>, name: String?) {
        let behaviors = behaviors.withValue { $0 }
        for behavior in behaviors { behavior.container(self, didRegisterType: type, toService: entry, withName: name) }
    }

    /// Registers a factory of `Service`: Swinject's `register(_:name:factory:)`. A registration of the
    /// same type and name (and no arguments) in this container is replaced, its instance dropped.
    ///
    /// ```swift
    /// container.register(Animal.self) { _ in Cat(name: "Mimi") }
    /// container.register(Animal.self, name: "tom") { _ in Cat(name: "Tom") }
    /// container.register(Owner.self) { r in Owner(pet: r.resolve(Animal.self)!) }
    /// ```
    ///
    /// - Parameters:
    ///   - serviceType: The type to register under.
    ///   - name: A name to tell several registrations of one type apart; `nil` for none.
    ///   - factory: Makes an instance; it receives the resolver to resolve dependencies from.
    /// - Returns: The registration, to chain `.inObjectScope`, `.initCompleted` and `.implements`.
    @inlinable @discardableResult
    public func register<Service>(
        _ serviceType: Service.Type, name: String? = nil, factory: @escaping (Resolver) -> Service
    ) -> ServiceEntry<Service> {
        add(serviceType, variant: variant(named: name), name: name, factory: factory)
    }

    /// Registers `Service` with a factory that may throw, replacing as `register(_:name:factory:)`
    /// does; a throw fails the resolve (it returns `nil`).
    @inlinable @discardableResult
    func add<Service>(
        _ serviceType: Service.Type, variant: Variant?, name: String?, factory: @escaping (Resolver) throws -> Service
    ) -> ServiceEntry<Service> {
        let slot = StorageSlot()
        let options = dependencyResolver.replace(serviceType, variant: variant) { core in
            if let handed = Container.handedHere(core), !slot.hasStorage {
                return try handed._withUnsafeGuaranteedRef { try factory($0) }
            }
            return try Container.handing(core) { container in try slot.instance(in: core) { try factory(container) } }
        }
        let entry = ServiceEntry(options: options, argumentsType: Resolver.self, slot: slot, container: self)
        didRegister(serviceType, as: entry, name: name)
        return entry
    }

    /// Registers a factory that receives the resolver and then runtime arguments: Swinject's
    /// `register(_:name:factory:)` with arguments. Only a resolve that passes arguments of these types,
    /// in this order, finds it.
    ///
    /// ```swift
    /// container.register(Animal.self) { (_, name: String) in Cat(name: name) }
    /// container.register(Animal.self) { (_, name: String, age: Int) in Cat(name: "\(name), \(age)") }
    /// let cat = container.resolve(Animal.self, argument: "Mimi")
    /// ```
    ///
    /// - Parameters:
    ///   - serviceType: The type to register under.
    ///   - name: A name to tell several registrations of one type apart; `nil` for none.
    ///   - factory: Makes an instance from the resolver and the arguments.
    /// - Returns: The registration, to chain `.inObjectScope`, `.initCompleted` and `.implements`.
    @inlinable @discardableResult
    public func register<Service, Arg1, each Rest>(
        _ serviceType: Service.Type, name: String? = nil,
        factory: @escaping (Resolver, Arg1, repeat each Rest) -> Service
    ) -> ServiceEntry<Service> {
        add(serviceType, variant: variant(named: name), name: name, factory: factory)
    }

    /// Registers `Service` with a factory of arguments that may throw, replacing as
    /// `register(_:name:factory:)` with arguments does; a throw fails the resolve.
    @inlinable @discardableResult
    func add<Service, Arg1, each Rest>(
        _ serviceType: Service.Type, variant: Variant?, name: String?, argumentsType: Any.Type? = nil,
        factory: @escaping (Resolver, Arg1, repeat each Rest) throws -> Service
    ) -> ServiceEntry<Service> {
        let slot = StorageSlot()
        let options = dependencyResolver.replace(
            serviceType, variant: variant, arguments: Arg1.self, repeat (each Rest).self,
            adapting: { (core: DependencyResolver) -> Resolver in Container.handed(core) },
            factory: { (resolver: Resolver, first: Arg1, rest: repeat each Rest) in
                try slot.instance(in: resolver.dependencyResolver) { try factory(resolver, first, repeat each rest) }
            })
        let entry = ServiceEntry(
            options: options, argumentsType: argumentsType ?? (Resolver, Arg1, repeat each Rest).self, slot: slot,
            container: self)
        didRegister(serviceType, as: entry, name: name)
        return entry
    }

}
