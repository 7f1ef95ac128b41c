// Swinject's `name: String?`. The core's `name:` takes a `Variant`: a literal, a `.member`, or
// `Variant(value)`. Swinject code passes its names as `String` values, optional ones too, so these
// forms take them as Swinject declares them. They are disfavored: a literal name still takes the
// core's form, and both key the registration alike (`name: key` and `name: "…"` find each other).

/// The core's variant for a Swinject name: the same text, or none for `nil`. Every spelling of this
/// module that takes a Swinject name keys it through here.
@usableFromInline
func variant(named name: String?) -> Variant? {
    name.map { Variant($0) }
}

extension DependencyResolver {
    /// Registers a factory of `Service` under a name given as a `String` value: Swinject's
    /// `register(_:name:factory:)`.
    ///
    /// ```swift
    /// let key = "mimi"
    /// container.register(Animal.self, name: key) { _ in Cat(name: "Mimi") }
    /// let cat = container.resolve(Animal.self, name: key)
    /// ```
    ///
    /// - Parameters:
    ///   - serviceType: The type to register under.
    ///   - name: The registration's name; `nil` for none.
    ///   - factory: Makes an instance; it receives the resolver to resolve its dependencies.
    /// - Returns: The registration, for further configuration (`.inObjectScope`, `.initCompleted`).
    @inlinable @discardableResult @_disfavoredOverload
    public func register<Service>(
        _ serviceType: Service.Type, name: String?, factory: @escaping (Resolver) throws -> Service
    ) -> RegistrationOptions<Service> {
        register(serviceType, variant: variant(named: name), factory: factory)
    }

    /// Resolves `Service` registered under a name given as a `String` value: Swinject's
    /// `resolve(_:name:)`. Stops the program with the reason if it cannot.
    ///
    /// ```swift
    /// let key = "mimi"
    /// container.register(Animal.self, name: key) { _ in Cat(name: "Mimi") }
    /// let cat = container.resolve(Animal.self, name: key)
    /// ```
    ///
    /// - Parameters:
    ///   - serviceType: The type to resolve.
    ///   - name: The registration's name; `nil` for none.
    ///   - file: The file a failure is reported in; the caller's by default.
    ///   - line: The line a failure is reported at; the caller's by default.
    /// - Returns: The instance.
    @inlinable @_disfavoredOverload
    public func resolve<Service>(
        _ serviceType: Service.Type, name: String?, file: StaticString = #fileID, line: UInt = #line
    ) -> Service {
        resolve(serviceType, variant: variant(named: name), file: file, line: line)
    }

    /// Resolves `Service` from the registration under a name given as a `String` value that takes
    /// these arguments: Swinject's `resolve(_:name:arguments:)`. Stops the program with the reason if it
    /// cannot.
    ///
    /// ```swift
    /// let key = "pair"
    /// container.register(Animal.self, name: key) { (_, first: String, second: String) in Cat(name: first + second) }
    /// let cat = container.resolve(Animal.self, name: key, arguments: "Mi", "mi")
    /// ```
    ///
    /// - Parameters:
    ///   - serviceType: The type to resolve.
    ///   - name: The registration's name; `nil` for none.
    ///   - first: The first value passed to the factory.
    ///   - rest: The other values passed to the factory, in order.
    ///   - file: The file a failure is reported in; the caller's by default.
    ///   - line: The line a failure is reported at; the caller's by default.
    /// - Returns: The instance.
    @inlinable @_disfavoredOverload
    public func resolve<Service, First, each Rest>(
        _ serviceType: Service.Type, name: String?, arguments first: First, _ rest: repeat each Rest,
        file: StaticString = #fileID, line: UInt = #line
    ) -> Service {
        resolve(
            serviceType, variant: variant(named: name), arguments: first, repeat each rest, file: file, line: line)
    }

    /// Registers `Service` made by `initializer`, each of its parameters resolved, under a name given
    /// as a `String` value: SwinjectAutoregistration's `autoregister(_:name:initializer:)`.
    ///
    /// ```swift
    /// let key = "mimi"
    /// container.autoregister(Owner.self, name: key, initializer: Owner.init(pet:))
    /// ```
    ///
    /// - Parameters:
    ///   - serviceType: The type to register under.
    ///   - name: The registration's name; `nil` for none.
    ///   - initializer: Makes an instance from its resolved parameters.
    /// - Returns: The registration, for further configuration (`.inObjectScope`).
    @inlinable @discardableResult @_disfavoredOverload
    public func autoregister<Service, each Dependency>(
        _ serviceType: Service.Type, name: String?, initializer: @escaping (repeat each Dependency) throws -> Service
    ) -> RegistrationOptions<Service> {
        autoregister(serviceType, variant: variant(named: name), initializer: initializer)
    }
}
