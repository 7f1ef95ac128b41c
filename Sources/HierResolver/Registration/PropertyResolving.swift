// `resolveProperties`: blocks that set up an instance after its factory made it.

extension RegistrationOptions {
    /// Adds a block that sets up a new instance after the factory made it: property injection,
    /// with the resolve's ``Args``.
    ///
    /// ```swift
    /// app.register { r in XYZViewModel(fetcher: r.resolve(), updater: r.resolve(), service: r.resolve()) }
    ///     .resolveProperties { (r, model, args) in
    ///         model.editMode = args()
    ///     }
    /// let model: XYZViewModel = app.resolve(args: true)
    /// ```
    ///
    /// The blocks run, in the order they were added, each time the factory makes an instance, and
    /// never on a cache hit. They receive the container the factory received, the instance (which
    /// they may change, value types included), and the arguments the factory received (none for a
    /// typed-argument registration).
    ///
    /// Within one resolution, a block that resolves this registration again, directly or through
    /// other factories, gets this same instance (for `.graph`, `.transient` and `.persistent`):
    /// that is how two objects that refer to each other are made. Other threads see a shared
    /// instance only after every block ran. A block that throws fails the resolve, and nothing it
    /// touched is cached.
    ///
    /// - Parameter block: Sets up the instance; it may throw.
    /// - Returns: These options, to chain more configuration.
    @discardableResult
    public func resolveProperties(
        _ block: @escaping (DependencyResolver, inout T, Args) throws -> Void
    ) -> RegistrationOptions<T> {
        container.tree.lock.withLock(releasingAfterwards: PropertySteps<T>.self) { previous in
            previous = registration.properties
            registration.propertySteps = PropertySteps(
                (previous?.steps ?? []) + [block], decorators: previous?.decorators ?? [])
        }
        return self
    }

    /// Adds a block that sets up a new instance after the factory made it (property injection).
    ///
    /// ```swift
    /// app.register { Owner(pet: Cat(name: "Mimi")) }
    ///     .resolveProperties { (r, owner) in owner.vet = r.resolve() }
    /// ```
    ///
    /// The same as ``resolveProperties(_:)-((DependencyResolver,T,Args)->Void)`` for a block that needs no arguments.
    ///
    /// - Parameter block: Sets up the instance; it may throw.
    /// - Returns: These options, to chain more configuration.
    @discardableResult
    public func resolveProperties(_ block: @escaping (DependencyResolver, inout T) throws -> Void)
        -> RegistrationOptions<T>
    {
        resolveProperties { (resolver: DependencyResolver, instance: inout T, _: Args) in try block(resolver, &instance)
        }
    }
}
