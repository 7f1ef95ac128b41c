import HierResolver

// A resolver's resolves: each asks the core for the key (`tryOptional`: `nil` when nothing is
// registered, an error for any other failure), compiled where it is called, for the type asked, as
// the core's own resolves are. What the core does not find is then one of Swinject's wrappers (`T?`,
// `Lazy<T>`, `Provider<T>`) of a registered type, or the current graph's identifier; otherwise the
// miss is reported to `Container.loggingFunction` and the resolve returns `nil`. Both run out of line.

extension Container: Resolver {}

extension Resolver {
    /// The instance of `serviceType` registered without a name, or `nil`: Swinject's `resolve(_:)`.
    ///
    /// ```swift
    /// container.register(Animal.self) { _ in Cat(name: "Mimi") }
    /// let animal = container.resolve(Animal.self)!
    /// let missing = container.resolve(Session.self)  // nil: nothing registered
    /// ```
    ///
    /// `T?`, `Lazy<T>` and `Provider<T>` of a registered `T` resolve as in Swinject, unless a
    /// registration of that very type exists.
    ///
    /// - Parameter serviceType: The type to resolve.
    /// - Returns: The instance, or `nil` when none is registered or it cannot be built (the reason
    ///   goes to ``loggingFunction``).
    @inlinable @inline(__always)
    public func resolve<Service>(_ serviceType: Service.Type) -> Service? {
        Container.resolve(serviceType, name: nil, from: self)
    }

    /// The instance of `serviceType` registered under `name`, or `nil`: Swinject's `resolve(_:name:)`.
    ///
    /// ```swift
    /// container.register(Animal.self, name: "tom") { _ in Cat(name: "Tom") }
    /// let tom = container.resolve(Animal.self, name: "tom")!
    /// ```
    ///
    /// - Parameters:
    ///   - serviceType: The type to resolve.
    ///   - name: The registration's name; `nil` for none.
    /// - Returns: The instance, or `nil` when none is registered or it cannot be built.
    @inlinable @inline(__always)
    public func resolve<Service>(_ serviceType: Service.Type, name: String?) -> Service? {
        Container.resolve(serviceType, name: name, from: self)
    }

    /// The instance of `serviceType` from the registration that takes one argument of this type:
    /// Swinject's `resolve(_:argument:)`.
    ///
    /// ```swift
    /// container.register(Animal.self) { (_, name: String) in Cat(name: name) }
    /// let cat = container.resolve(Animal.self, argument: "Mimi")!
    /// ```
    ///
    /// - Parameters:
    ///   - serviceType: The type to resolve.
    ///   - argument: The value passed to the factory.
    /// - Returns: The instance, or `nil` when none is registered or it cannot be built.
    @inlinable
    public func resolve<Service, Arg1>(_ serviceType: Service.Type, argument: Arg1) -> Service? {
        resolve(serviceType, name: nil, argument: argument)
    }

    /// The instance of `serviceType` from the registration under `name` that takes one argument of
    /// this type: Swinject's `resolve(_:name:argument:)`.
    ///
    /// ```swift
    /// container.register(Animal.self, name: "cat") { (_, name: String) in Cat(name: name) }
    /// let cat = container.resolve(Animal.self, name: "cat", argument: "Mimi")!
    /// ```
    ///
    /// - Parameters:
    ///   - serviceType: The type to resolve.
    ///   - name: The registration's name; `nil` for none.
    ///   - argument: The value passed to the factory.
    /// - Returns: The instance, or `nil` when none is registered or it cannot be built.
    @inlinable
    public func resolve<Service, Arg1>(_ serviceType: Service.Type, name: String?, argument: Arg1) -> Service? {
        resolveWithArguments(
            serviceType, ArgumentsRequest(name: name, variant: variant(named: name), first: argument, rest: ()))
    }

    /// The instance of `serviceType` from the registration that takes arguments of these types, in
    /// this order: Swinject's `resolve(_:arguments:...)`.
    ///
    /// ```swift
    /// container.register(Animal.self) { (_, name: String, age: Int) in Cat(name: "\(name), \(age)") }
    /// let cat = container.resolve(Animal.self, arguments: "Mimi", 3)!
    /// ```
    ///
    /// - Parameters:
    ///   - serviceType: The type to resolve.
    ///   - arg1: The first value passed to the factory.
    ///   - arg2: The second value passed to the factory.
    ///   - rest: The other values passed to the factory, in order.
    /// - Returns: The instance, or `nil` when none is registered or it cannot be built.
    @inlinable
    public func resolve<Service, Arg1, Arg2, each Rest>(
        _ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ rest: repeat each Rest
    ) -> Service? {
        resolveWithArguments(
            serviceType, ArgumentsRequest(name: nil, variant: nil, first: arg1, rest: (arg2, repeat each rest)))
    }

    /// The instance of `serviceType` from the registration under `name` that takes arguments of these
    /// types, in this order: Swinject's `resolve(_:name:arguments:...)`.
    ///
    /// ```swift
    /// container.register(Animal.self, name: "cat") { (_, name: String, age: Int) in Cat(name: "\(name), \(age)") }
    /// let cat = container.resolve(Animal.self, name: "cat", arguments: "Mimi", 3)!
    /// ```
    ///
    /// - Parameters:
    ///   - serviceType: The type to resolve.
    ///   - name: The registration's name; `nil` for none.
    ///   - arg1: The first value passed to the factory.
    ///   - arg2: The second value passed to the factory.
    ///   - rest: The other values passed to the factory, in order.
    /// - Returns: The instance, or `nil` when none is registered or it cannot be built.
    @inlinable
    public func resolve<Service, Arg1, Arg2, each Rest>(
        _ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ rest: repeat each Rest
    ) -> Service? {
        resolveWithArguments(
            serviceType,
            ArgumentsRequest(name: name, variant: variant(named: name), first: arg1, rest: (arg2, repeat each rest)))
    }

    /// Resolves `serviceType` with the request's arguments, as `resolve(_:name:)` does without.
    @inlinable @inline(__always)
    func resolveWithArguments<Service, First, each Rest>(
        _ serviceType: Service.Type, _ request: ArgumentsRequest<First, repeat each Rest>
    ) -> Service? {
        Container.resolve(serviceType, request, from: self)
    }
}

extension Container {
    /// Resolves `serviceType` under `name` from `core`, a resolve made through `container` (a
    /// `Container`, or `nil`): the body of every resolver's `resolve(_:name:)`, specialised where it
    /// is called.
    @inlinable
    static func resolve<Service>(
        _ serviceType: Service.Type, name: String?, in core: DependencyResolver,
        through container: Unmanaged<AnyObject>?
    ) -> Service? {
        let variant = variant(named: name)
        do {
            if let instance = try core.tryOptional(serviceType, variant: variant, through: container) {
                return instance
            }
        } catch {
            return failed(serviceType, PlainRequest(name: name, variant: variant), error, in: core, through: container)
        }
        return unregistered(serviceType, PlainRequest(name: name, variant: variant), in: core, through: container)
    }

    /// Resolves `serviceType` with the request's arguments from `core`, through `container`.
    @inlinable
    static func resolve<Service, First, each Rest>(
        _ serviceType: Service.Type, _ request: ArgumentsRequest<First, repeat each Rest>, in core: DependencyResolver,
        through container: Unmanaged<AnyObject>?
    ) -> Service? {
        do {
            if let instance = try request.lookUp(serviceType, in: core, through: container) { return instance }
        } catch {
            return failed(serviceType, request, error, in: core, through: container)
        }
        return unregistered(serviceType, request, in: core, through: container)
    }

    /// Resolves `serviceType` under `name` from `resolver`: through its container, unretained, when it
    /// is a `Container` (the caller holds it meanwhile), which also skips the protocol's getter.
    @inlinable @inline(__always)
    static func resolve<Service, R: Resolver>(_ serviceType: Service.Type, name: String?, from resolver: R)
        -> Service?
    {
        guard R.self == Container.self else {
            return resolve(serviceType, name: name, in: resolver.dependencyResolver, through: nil)
        }
        let container = unsafeBitCast(resolver, to: Unmanaged<AnyObject>.self)
        return container._withUnsafeGuaranteedRef {
            let through = unsafeDowncast($0, to: Container.self)
            if through.detours { return resolveDetoured(serviceType, name: name, through: through) }
            return resolve(serviceType, name: name, in: through.dependencyResolver, through: container)
        }
    }

    /// Resolves `serviceType` with the request's arguments from `resolver`, as `resolve(_:name:from:)` does.
    @inlinable @inline(__always)
    static func resolve<Service, R: Resolver, First, each Rest>(
        _ serviceType: Service.Type, _ request: ArgumentsRequest<First, repeat each Rest>, from resolver: R
    ) -> Service? {
        guard R.self == Container.self else {
            return resolve(serviceType, request, in: resolver.dependencyResolver, through: nil)
        }
        let container = unsafeBitCast(resolver, to: Unmanaged<AnyObject>.self)
        return container._withUnsafeGuaranteedRef {
            let through = unsafeDowncast($0, to: Container.self)
            if through.detours { return resolveDetoured(serviceType, request, through: through) }
            return resolve(serviceType, request, in: through.dependencyResolver, through: container)
        }
    }

    /// Runs `body` with the `Container` a factory (or an `initCompleted` block) building in `core` is
    /// handed: the `Container` the resolve running it was made through, when it stands for `core`;
    /// else the one of that container's parents that does (a parent's `.container` instance is built
    /// in the parent); else `core`'s own (``resolver(for:)``). Passed unretained: the resolve holds it.
    @inlinable @inline(__always)
    static func handing<T>(_ core: DependencyResolver, _ body: (Container) throws -> T) rethrows -> T {
        if let here = handedHere(core) { return try here._withUnsafeGuaranteedRef(body) }
        return try body(handedElsewhere(core))
    }

    /// The `Container` the module resolve running on this thread was made through, when it stands for `core`.
    @inlinable @inline(__always)
    static func handedHere(_ core: DependencyResolver) -> Unmanaged<Container>? {
        // Only this module resolves through an object, and always through a `Container`.
        guard let through = DependencyResolver.resolutionCompanion else { return nil }
        let container = Unmanaged<Container>.fromOpaque(through.toOpaque())
        return container._withUnsafeGuaranteedRef { $0.dependencyResolver === core } ? container : nil
    }

    /// The `Container` ``handing(_:_:)`` hands a factory building in `core` when the resolve running it
    /// was not made through one standing for `core`.
    @usableFromInline
    static func handedElsewhere(_ core: DependencyResolver) -> Container {
        guard let through = DependencyResolver.resolutionCompanion else { return resolver(for: core) }
        return unsafeDowncast(through.takeUnretainedValue(), to: Container.self).resolver(for: core)
    }

    /// The `Container` ``handing(_:_:)`` hands a factory building in `core`, as a value.
    @inlinable
    static func handed(_ core: DependencyResolver) -> Container {
        handing(core) { $0 }
    }
}

extension Container {

    /// Resolves `serviceType` for `request` from this container (for the wrappers, which resolve the
    /// type they wrap with the name and arguments they were resolved with).
    func resolve<Service>(_ serviceType: Service.Type, _ request: some ResolveRequest) -> Service? {
        let core = dependencyResolver
        return detoured(keepingGraph: serviceType == GraphIdentifier.self) {
            do {
                if let instance = try request.lookUp(serviceType, in: core, through: Unmanaged.passUnretained(self)) {
                    return instance
                }
            } catch {
                return Self.failed(serviceType, request, error, in: core, through: Unmanaged.passUnretained(self))
            }
            return Self.unregistered(serviceType, request, in: core, through: Unmanaged.passUnretained(self))
        }
    }

    /// Builds the instance of `kept`, the registration a wrapper was resolved from, as a resolve of
    /// it for `request` from this container does; `nil` when it cannot be built.
    func resolve<Service>(_ serviceType: Service.Type, _ request: some ResolveRequest, kept: KeptRegistration)
        -> Service?
    {
        let core = dependencyResolver
        return detoured {
            do {
                return try request.build(serviceType, kept: kept, in: core, through: Unmanaged.passUnretained(self))
            } catch {
                return Self.failed(serviceType, request, error, in: core, through: Unmanaged.passUnretained(self))
            }
        }
    }

    /// The `Container` that stands for `core` among this one and its parents, else `core`'s own.
    @usableFromInline
    func resolver(for core: DependencyResolver) -> Container {
        var current = parent
        while let container = current {
            if container.dependencyResolver === core { return container }
            current = container.parent
        }
        return Self.resolver(for: core)
    }

    /// The `Container` a resolve from `core` through `container` reports to and wraps: `container`,
    /// or `core`'s own.
    static func container(of core: DependencyResolver, through container: Unmanaged<AnyObject>?) -> Container {
        guard let container else { return resolver(for: core) }
        return unsafeDowncast(container.takeUnretainedValue(), to: Container.self)
    }

    /// Reports a resolve that failed other than by a miss (a factory that threw, a cycle, a shut-down
    /// container), and returns `nil`.
    @usableFromInline
    static func failed<Service>(
        _ serviceType: Service.Type, _ request: some ResolveRequest, _ error: any Error, in core: DependencyResolver,
        through container: Unmanaged<AnyObject>?
    ) -> Service? {
        Self.container(of: core, through: container).report(
            "HierResolverSwinject: Resolution failed for { \(request.describe(serviceType)) }: \(error)")
        return nil
    }

    /// What a resolve of a key the core has no registration of returns: the current graph's
    /// identifier, a wrapper of a registered type, or `nil`, with the miss reported.
    @usableFromInline
    static func unregistered<Service>(
        _ serviceType: Service.Type, _ request: some ResolveRequest, in core: DependencyResolver,
        through container: Unmanaged<AnyObject>?
    ) -> Service? {
        let container = Self.container(of: core, through: container)
        if serviceType == GraphIdentifier.self, request is PlainRequest, request.name == nil {
            return (GraphIdentifier.current ?? container.pendingGraph()) as? Service
        }
        if let wrapper = serviceType as? any InstanceWrapper.Type {
            return wrapper.wrap(from: container, request: request) as? Service
        }
        container.reportMiss(of: serviceType, request)
        return nil
    }
}
