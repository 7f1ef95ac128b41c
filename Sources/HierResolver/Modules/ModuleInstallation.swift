extension Resolver {
    /// Installs `module`: runs its ``DependencyRegister/registerDependencies(container:)`` on this
    /// container, unless this container installed it already.
    ///
    /// ```swift
    /// let app = DependencyResolver(name: "app")
    /// app.register(module: PetsModule())   // true: PetsModule registers its dependencies
    /// app.register(module: PetsModule())   // false: it ran in this container already
    /// ```
    ///
    /// A module is the same module as another when it has the same type and, if it is `Hashable`,
    /// an equal value: `FeatureModule(id: 1)` and `FeatureModule(id: 2)` both run.
    ///
    /// - Parameter module: The module to install.
    /// - Returns: `true` if the module ran now; `false` if this container had installed it before.
    @discardableResult
    public func register(module: any DependencyRegister) -> Bool {
        container.install(module: module)
    }

    /// Installs each of `modules` in order, depth-first: a module's own modules run before the next one.
    ///
    /// ```swift
    /// app.register(modules: [NetworkModule(), PetsModule()])
    /// ```
    ///
    /// - Parameter modules: The modules to install; those this container installed before are skipped.
    public func register(modules: [any DependencyRegister]) {
        for module in modules { container.install(module: module) }
    }
}

extension DependencyResolver {
    /// Makes a child container and installs `modules` into it: a feature container with its own
    /// registrations and singletons, which go when the child goes.
    ///
    /// ```swift
    /// let app = DependencyResolver(name: "app")
    /// var checkout: DependencyResolver? = app.child(name: "checkout", modules: [CheckoutModule()])
    /// let cart: Cart? = checkout?.resolve()
    /// checkout = nil  // the feature's persistent instances are released with it
    /// ```
    ///
    /// - Parameters:
    ///   - name: A name for messages, traces and graphs.
    ///   - modules: The modules to install into the child, in order.
    /// - Returns: A new container whose parent is this one.
    public func child(name: String? = nil, modules: [any DependencyRegister]) -> DependencyResolver {
        let feature = child(name: name)
        feature.register(modules: modules)
        return feature
    }

    /// Runs `module` on this container unless it ran here before; the one way modules are installed.
    @discardableResult
    func install(module: any DependencyRegister) -> Bool {
        let identity = ModuleIdentity(module)
        // Marked before it runs, so a module that (through others) installs itself stops there.
        let isNew = tree.lock.withLock { installedModules.insert(identity).inserted }
        reportModule(module, installed: isNew)
        if isNew { module.registerDependencies(container: self) }
        return isNew
    }

    /// Installs the module a just-registered factory of a `DependencyRegister` type makes: registering
    /// a module type registers its dependencies.
    @usableFromInline
    func installRegisteredModule<T: DependencyRegister>(_ type: T.Type, key: RegistrationKey) {
        let made: T
        do {
            made = try resolveInstance(key)!
        } catch {
            trap(ModuleFailure.factoryFailed(T.self, in: self, error: error))
        }
        install(module: made)
    }
}

extension DependencyResolver {
    /// Tells the trace hook, if one is set, whether `module` ran or was skipped.
    private func reportModule(_ module: any DependencyRegister, installed: Bool) {
        guard let handler = tree.lock.withLock({ tree.trace }) else { return }
        let message =
            installed
            ? "running its registerDependencies(container:)"
            : "skipped: this container installed it already (a module runs once per container)"
        let event = TraceEvent(
            kind: installed ? .moduleInstalled : .moduleSkipped,
            key: keyName(type(of: module), variant: nil),
            container: displayName,
            lifetime: nil,
            message: message
        )
        deliver(event, to: handler)
    }
}

/// What tells one installed module from another: its type, and its value when it is `Hashable`.
struct ModuleIdentity: Hashable {
    let type: ObjectIdentifier
    let value: AnyHashable?

    init(_ module: any DependencyRegister) {
        type = ObjectIdentifier(Swift.type(of: module))
        value = (module as? any Hashable).map { AnyHashable($0) }
    }
}

extension Resolver {
    /// Registers a factory of a module type and installs the module it makes into this container.
    ///
    /// ```swift
    /// let context = DependencyResolver()
    /// context.register { ExampleRegister() }  // runs ExampleRegister's registerDependencies(container:)
    /// let petOwner: Person = context.resolve()
    /// ```
    ///
    /// The factory runs once, right away, through a resolve of the new registration (so a
    /// `.persistent` module is cached), and the module is installed unless this container
    /// installed it before. When the registration is ignored because this container registers the
    /// type already, the factory does not run. If the factory fails, the program stops with a
    /// message that names the module and the cause.
    ///
    /// > Important: This happens when `register` is called with a type known to conform to
    /// > ``DependencyRegister``. The lifetime shorthands, `replace`, the static
    /// > `DependencyResolver.register`, and factories that take arguments register a module type
    /// > like any other type, without installing it; use
    /// > ``register(module:)`` to install a module value.
    ///
    /// - Parameters:
    ///   - type: The module type; inferred when omitted.
    ///   - variant: A variant to register the module type under.
    ///   - lifetime: How long the module instance lives; the container's default when `nil`.
    ///   - factory: Makes the module.
    /// - Returns: The registration, for further configuration.
    @inlinable @discardableResult
    public func register<T: DependencyRegister>(
        _ type: T.Type = T.self,
        variant: Variant? = nil,
        lifetime: Lifetime? = nil,
        factory: @escaping () throws -> T
    ) -> RegistrationOptions<T> {
        container.add(type, variant: variant, lifetime: lifetime, policy: .keepFirst, factory: .plain(factory))
            .installingModule()
    }

    /// Registers a factory of a module type that receives the container, and installs the module it makes.
    ///
    /// ```swift
    /// app.register { r in FeatureModule(settings: r.resolve()) }
    /// ```
    ///
    /// - Parameters:
    ///   - type: The module type; inferred when omitted.
    ///   - variant: A variant to register the module type under.
    ///   - lifetime: How long the module instance lives; the container's default when `nil`.
    ///   - factory: Makes the module from what the container resolves.
    /// - Returns: The registration, for further configuration.
    @inlinable @discardableResult
    public func register<T: DependencyRegister>(
        _ type: T.Type = T.self,
        variant: Variant? = nil,
        lifetime: Lifetime? = nil,
        factory: @escaping (DependencyResolver) throws -> T
    ) -> RegistrationOptions<T> {
        container.add(type, variant: variant, lifetime: lifetime, policy: .keepFirst, factory: .resolving(factory))
            .installingModule()
    }

    /// Registers a factory of a module type under `name`, and installs the module it makes.
    ///
    /// ```swift
    /// app.register(name: "pets") { PetsModule() }
    /// ```
    ///
    /// - Parameters:
    ///   - type: The module type; inferred when omitted.
    ///   - name: The name to register the module type under.
    ///   - lifetime: How long the module instance lives; the container's default when `nil`.
    ///   - factory: Makes the module.
    /// - Returns: The registration, for further configuration.
    @inlinable @discardableResult
    public func register<T: DependencyRegister>(
        _ type: T.Type = T.self,
        name: Variant,
        lifetime: Lifetime? = nil,
        factory: @escaping () throws -> T
    ) -> RegistrationOptions<T> {
        register(type, variant: name, lifetime: lifetime, factory: factory)
    }

    /// Registers a factory of a module type that receives the container under `name`, and installs
    /// the module it makes.
    ///
    /// ```swift
    /// app.register(name: "pets") { r in PetsModule(settings: r.resolve()) }
    /// ```
    ///
    /// - Parameters:
    ///   - type: The module type; inferred when omitted.
    ///   - name: The name to register the module type under.
    ///   - lifetime: How long the module instance lives; the container's default when `nil`.
    ///   - factory: Makes the module from what the container resolves.
    /// - Returns: The registration, for further configuration.
    @inlinable @discardableResult
    public func register<T: DependencyRegister>(
        _ type: T.Type = T.self,
        name: Variant,
        lifetime: Lifetime? = nil,
        factory: @escaping (DependencyResolver) throws -> T
    ) -> RegistrationOptions<T> {
        register(type, variant: name, lifetime: lifetime, factory: factory)
    }
}

extension RegistrationOptions where T: DependencyRegister {
    /// Installs the module this registration makes, if the registration is in use (an ignored
    /// duplicate's factory never runs); returns these options.
    @usableFromInline
    func installingModule() -> RegistrationOptions<T> {
        if isInstalled { container.installRegisteredModule(T.self, key: registration.key) }
        return self
    }
}
