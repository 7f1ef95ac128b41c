import HierResolver

// Swinject's container management: `removeAll()`, `hasAnyRegistration(of:name:)` and
// `resetObjectScope(_:)`, on the core's hooks (removing, looking at keys, a scope's reset).

extension Container {
    /// Removes every registration of this container, and the instances it keeps (running their
    /// `.teardown` blocks): Swinject's `removeAll()`. Parents and children keep theirs.
    ///
    /// ```swift
    /// let container = Container()
    /// container.register(Animal.self) { _ in Cat(name: "Mimi") }
    /// container.removeAll()
    /// assert(!container.hasAnyRegistration(of: Animal.self))
    /// ```
    public func removeAll() {
        dependencyResolver.removeAllRegistrations()
    }

    /// Whether this container or a parent registers `serviceType` under `name`, with or without
    /// arguments: Swinject's `hasAnyRegistration(of:name:)`. It builds nothing.
    ///
    /// ```swift
    /// let container = Container()
    /// container.register(Animal.self, name: "cat") { _ in Cat(name: "Mimi") }
    /// assert(container.hasAnyRegistration(of: Animal.self, name: "cat"))
    /// assert(!container.hasAnyRegistration(of: Animal.self))  // none without a name
    /// ```
    ///
    /// - Parameters:
    ///   - serviceType: The registered type.
    ///   - name: The registration's name; `nil` for the registrations without one.
    /// - Returns: `true` when a registration of the type and name is found up the chain.
    public func hasAnyRegistration<Service>(of serviceType: Service.Type, name: String? = nil) -> Bool {
        dependencyResolver.hasRegistration(of: serviceType, variant: variant(named: name))
    }

    /// Drops the instances this container and its parents keep for registrations in `objectScope`
    /// (running their `.teardown` blocks): Swinject's `resetObjectScope(_:)`. The next resolve builds
    /// new ones; children keep theirs.
    ///
    /// ```swift
    /// let container = Container()
    /// container.register(Session.self) { _ in Session() }.inObjectScope(.container)
    /// let first = container.resolve(Session.self)!
    /// container.resetObjectScope(.container)
    /// assert(container.resolve(Session.self)! !== first)
    /// ```
    ///
    /// A registration is in a scope when `.inObjectScope(...)` gave it that scope, or when it named
    /// none in a container made with `Container(defaultObjectScope:)` of that scope.
    ///
    /// - Parameter objectScope: The scope whose instances go (for `.weak`, those it shares while
    ///   something holds them); `.graph` and `.transient` keep none, and have nothing to drop.
    public func resetObjectScope(_ objectScope: ObjectScope) {
        objectScope.reset(from: dependencyResolver)
    }

    /// Drops the instances this container and its parents keep for registrations of `serviceType` (under
    /// any name) in `objectScope`: Swinject's `resetObjectScope(_:serviceType:)`.
    ///
    /// ```swift
    /// let container = Container()
    /// container.register(Session.self) { _ in Session() }.inObjectScope(.container)
    /// container.register(Cache.self) { _ in Cache() }.inObjectScope(.container)
    /// let cache = container.resolve(Cache.self)!
    /// container.resetObjectScope(.container, serviceType: Session.self)
    /// assert(container.resolve(Cache.self)! === cache)  // another type: kept
    /// ```
    ///
    /// - Parameters:
    ///   - objectScope: The scope whose instances go.
    ///   - serviceType: The registered type whose instances go.
    public func resetObjectScope(_ objectScope: ObjectScope, serviceType: Any.Type) {
        objectScope.reset(from: dependencyResolver) { $0 == serviceType }
    }
}

extension Container {
    /// Serves the registration `service` under `type` too, and `name`: Swinject's
    /// `forward(_:name:to:)`, the core's `.implements(_:variant:)`. A resolve of `type` resolves
    /// `service`, sharing its instances by its scope, with its arguments and `initCompleted` blocks.
    ///
    /// ```swift
    /// let container = Container()
    /// let cat = container.register(Cat.self) { _ in Cat(name: "Mimi") }.inObjectScope(.container)
    /// container.forward(Animal.self, to: cat)
    /// let pet = container.resolve(Animal.self)  // the container's one Cat
    /// ```
    ///
    /// The forwarding registration is made in `service`'s container. When the service's type is not
    /// a `type`, resolving `type` returns `nil`, and the reason goes to ``Container/loggingFunction``.
    ///
    /// - Parameters:
    ///   - type: The type to resolve the service under, usually a protocol.
    ///   - name: The name to resolve it under; `nil` for none.
    ///   - service: The registration to forward to, as `register` returned it.
    public func forward<Forwarded, Service>(
        _ type: Forwarded.Type, name: String? = nil, to service: ServiceEntry<Service>
    ) {
        service.registrationOptions.implements(type, variant: variant(named: name))
        didRegister(type, as: service, name: name)
    }
}
