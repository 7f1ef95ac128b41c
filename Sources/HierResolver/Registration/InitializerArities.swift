// Registering from an initializer of up to six parameters: the same operation as the any-arity
// `autoregister` (InitializerRegistering.swift), written once per arity so that the compiler
// specialises each parameter's resolve, as it does a closure's `r.resolve()`; a parameter pack is
// resolved through generic metadata on every build. Swift picks these over the pack form.
// Their `name:` and static spellings are generated.
//
// Two things make the factory cost what a closure's does (the benchmark's W2 and its autoregistered
// row). The parameters are `consuming`, as an initializer's are, so each resolved instance is handed
// over as it is: with the default (borrowed) convention, the thunk Swift puts around `Impl.init`
// retains every argument and the factory then releases it. And the forms are `@inline(__always)`,
// so the factory closure is made where the caller names the initializer: the optimiser then
// specialises it once, with the initializer inlined, instead of calling it through a forwarding
// thunk. With neither, W2 registered from initializers took 7.7% more instructions than from
// closures; with `consuming` alone, 0.4% more. A function or closure of plain parameters converts to
// these types as before.

extension Resolver {
    // spelling[name]: app.autoregister(name: "n0", initializer: Database.init)
    // spelling[static(main)]: DependencyResolver.autoregister(initializer: Database.init)
    // spelling[static(main) name]: DependencyResolver.autoregister(name: "n0", initializer: Database.init)
    /// Registers `T` from an initializer, or any function, of no parameters, each resolved from the container.
    ///
    /// The same as the any-arity `autoregister(_:variant:lifetime:initializer:)`,
    /// specialised for no parameters: what Swift picks when the initializer has no parameters.
    ///
    /// ```swift
    /// app.autoregister(initializer: Database.init)
    /// ```
    @inlinable @inline(__always) @discardableResult
    public func autoregister<T>(
        _ type: T.Type = T.self, variant: Variant? = nil, lifetime: Lifetime? = nil,
        initializer: @escaping () throws -> T
    ) -> RegistrationOptions<T> {
        add(
            type, variant: variant, lifetime: lifetime, factory: .plain(initializer),
            dependencies: [])
    }

    // spelling[name]: app.autoregister(name: "n1", initializer: Report.init(database:))
    // spelling[static(main)]: DependencyResolver.autoregister(initializer: Report.init(database:))
    // spelling[static(main) name]: DependencyResolver.autoregister(name: "n1", initializer: Report.init(database:))
    /// Registers `T` from an initializer, or any function, of one parameter, each resolved from the container.
    ///
    /// The same as the any-arity `autoregister(_:variant:lifetime:initializer:)`,
    /// specialised for one parameter: what Swift picks when the initializer has one parameter.
    ///
    /// ```swift
    /// app.autoregister(initializer: Report.init(database:))
    /// ```
    @inlinable @inline(__always) @discardableResult
    public func autoregister<T, D1>(
        _ type: T.Type = T.self, variant: Variant? = nil, lifetime: Lifetime? = nil,
        initializer: @escaping (consuming D1) throws -> T
    ) -> RegistrationOptions<T> {
        add(
            type, variant: variant, lifetime: lifetime, factory: .resolving { r in try initializer(r.tryResolve()) },
            dependencies: dependencyKeys(D1.self))
    }

    // spelling[name]: app.autoregister(name: "n2", initializer: Report.init(database:session:))
    // spelling[static(main)]: DependencyResolver.autoregister(initializer: Report.init(database:session:))
    // spelling[static(main) name]: DependencyResolver.autoregister(name: "n2", initializer: Report.init(database:session:))
    /// Registers `T` from an initializer, or any function, of 2 parameters, each resolved from the container.
    ///
    /// The same as the any-arity `autoregister(_:variant:lifetime:initializer:)`,
    /// specialised for 2 parameters: what Swift picks when the initializer has 2 parameters.
    ///
    /// ```swift
    /// app.autoregister(initializer: Report.init(database:session:))
    /// ```
    @inlinable @inline(__always) @discardableResult
    public func autoregister<T, D1, D2>(
        _ type: T.Type = T.self, variant: Variant? = nil, lifetime: Lifetime? = nil,
        initializer: @escaping (consuming D1, consuming D2) throws -> T
    ) -> RegistrationOptions<T> {
        add(
            type, variant: variant, lifetime: lifetime,
            factory: .resolving { r in try initializer(r.tryResolve(), r.tryResolve()) },
            dependencies: dependencyKeys(D1.self, D2.self))
    }

    // spelling[name]: app.autoregister(name: "n3", initializer: Report.init(database:session:clock:))
    // spelling[static(main)]: DependencyResolver.autoregister(initializer: Report.init(database:session:clock:))
    // spelling[static(main) name]: DependencyResolver.autoregister(name: "n3", initializer: Report.init(database:session:clock:))
    /// Registers `T` from an initializer, or any function, of 3 parameters, each resolved from the container.
    ///
    /// The same as the any-arity `autoregister(_:variant:lifetime:initializer:)`,
    /// specialised for 3 parameters: what Swift picks when the initializer has 3 parameters.
    ///
    /// ```swift
    /// app.autoregister(initializer: Report.init(database:session:clock:))
    /// ```
    @inlinable @inline(__always) @discardableResult
    public func autoregister<T, D1, D2, D3>(
        _ type: T.Type = T.self, variant: Variant? = nil, lifetime: Lifetime? = nil,
        initializer: @escaping (consuming D1, consuming D2, consuming D3) throws -> T
    ) -> RegistrationOptions<T> {
        add(
            type, variant: variant, lifetime: lifetime,
            factory: .resolving { r in try initializer(r.tryResolve(), r.tryResolve(), r.tryResolve()) },
            dependencies: dependencyKeys(D1.self, D2.self, D3.self))
    }

    // spelling[name]: app.autoregister(name: "n4", initializer: Report.init(database:session:clock:cache:))
    // spelling[static(main)]: DependencyResolver.autoregister(initializer: Report.init(database:session:clock:cache:))
    // spelling[static(main) name]: DependencyResolver.autoregister(name: "n4", initializer: Report.init(database:session:clock:cache:))
    /// Registers `T` from an initializer, or any function, of 4 parameters, each resolved from the container.
    ///
    /// The same as the any-arity `autoregister(_:variant:lifetime:initializer:)`,
    /// specialised for 4 parameters: what Swift picks when the initializer has 4 parameters.
    ///
    /// ```swift
    /// app.autoregister(initializer: Report.init(database:session:clock:cache:))
    /// ```
    @inlinable @inline(__always) @discardableResult
    public func autoregister<T, D1, D2, D3, D4>(
        _ type: T.Type = T.self, variant: Variant? = nil, lifetime: Lifetime? = nil,
        initializer: @escaping (consuming D1, consuming D2, consuming D3, consuming D4) throws -> T
    ) -> RegistrationOptions<T> {
        add(
            type, variant: variant, lifetime: lifetime,
            factory: .resolving { r in try initializer(r.tryResolve(), r.tryResolve(), r.tryResolve(), r.tryResolve())
            },
            dependencies: dependencyKeys(D1.self, D2.self, D3.self, D4.self))
    }

    // spelling[name]: app.autoregister(name: "n5", initializer: Report.init(database:session:clock:cache:document:))
    // spelling[static(main)]: DependencyResolver.autoregister(initializer: Report.init(database:session:clock:cache:document:))
    // spelling[static(main) name]: DependencyResolver.autoregister(name: "n5", initializer: Report.init(database:session:clock:cache:document:))
    /// Registers `T` from an initializer, or any function, of 5 parameters, each resolved from the container.
    ///
    /// The same as the any-arity `autoregister(_:variant:lifetime:initializer:)`,
    /// specialised for 5 parameters: what Swift picks when the initializer has 5 parameters.
    ///
    /// ```swift
    /// app.autoregister(initializer: Report.init(database:session:clock:cache:document:))
    /// ```
    @inlinable @inline(__always) @discardableResult
    public func autoregister<T, D1, D2, D3, D4, D5>(
        _ type: T.Type = T.self, variant: Variant? = nil, lifetime: Lifetime? = nil,
        initializer: @escaping (consuming D1, consuming D2, consuming D3, consuming D4, consuming D5) throws -> T
    ) -> RegistrationOptions<T> {
        add(
            type, variant: variant, lifetime: lifetime,
            factory: .resolving { r in
                try initializer(r.tryResolve(), r.tryResolve(), r.tryResolve(), r.tryResolve(), r.tryResolve())
            },
            dependencies: dependencyKeys(D1.self, D2.self, D3.self, D4.self, D5.self))
    }

    // spelling[name]: app.autoregister(name: "n6", initializer: Report.init(database:session:clock:cache:document:analytics:))
    // spelling[static(main)]: DependencyResolver.autoregister(initializer: Report.init(database:session:clock:cache:document:analytics:))
    // spelling[static(main) name]: DependencyResolver.autoregister(name: "n6", initializer: Report.init(database:session:clock:cache:document:analytics:))
    /// Registers `T` from an initializer, or any function, of 6 parameters, each resolved from the container.
    ///
    /// The same as the any-arity `autoregister(_:variant:lifetime:initializer:)`,
    /// specialised for 6 parameters: what Swift picks when the initializer has 6 parameters.
    ///
    /// ```swift
    /// app.autoregister(initializer: Report.init(database:session:clock:cache:document:analytics:))
    /// ```
    @inlinable @inline(__always) @discardableResult
    public func autoregister<T, D1, D2, D3, D4, D5, D6>(
        _ type: T.Type = T.self, variant: Variant? = nil, lifetime: Lifetime? = nil,
        initializer:
            @escaping (consuming D1, consuming D2, consuming D3, consuming D4, consuming D5, consuming D6) throws -> T
    ) -> RegistrationOptions<T> {
        add(
            type, variant: variant, lifetime: lifetime,
            factory: .resolving { r in
                try initializer(
                    r.tryResolve(), r.tryResolve(), r.tryResolve(), r.tryResolve(), r.tryResolve(), r.tryResolve())
            },
            dependencies: dependencyKeys(D1.self, D2.self, D3.self, D4.self, D5.self, D6.self))
    }
}
