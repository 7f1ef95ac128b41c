// Swinject's spellings of registering and resolving with runtime arguments: a factory that receives
// the resolver and then the arguments, and `resolve(_:name:argument:)`. Both forward to the core's
// typed-argument forms.

extension DependencyResolver {
    /// Registers a factory that receives the resolver and then typed runtime arguments: Swinject's
    /// `register(_:name:factory:)` with arguments.
    ///
    /// ```swift
    /// container.register(Animal.self) { (_, name: String) in Cat(name: name) }
    /// let cat = container.resolve(Animal.self, argument: "Mimi")
    /// ```
    ///
    /// The registration is keyed by the arguments' types, count and order, so only a resolve that
    /// passes those types finds it.
    ///
    /// - Parameters:
    ///   - serviceType: The type to register under.
    ///   - name: A name to tell several registrations of one type apart; `nil` for none.
    ///   - factory: Makes an instance from the resolver and the arguments.
    /// - Returns: The registration, for further configuration (`.inObjectScope`).
    @inlinable @discardableResult
    public func register<Service, Argument, each Rest>(
        _ serviceType: Service.Type,
        name: String? = nil,
        factory: @escaping (Resolver, Argument, repeat each Rest) throws -> Service
    ) -> RegistrationOptions<Service> {
        register(
            serviceType, variant: variant(named: name), arguments: Argument.self, repeat (each Rest).self,
            factory: factory)
    }

    /// Resolves `Service` from the registration that takes one argument of this type: Swinject's
    /// `resolve(_:name:argument:)`. Stops the program with the reason if it cannot.
    ///
    /// ```swift
    /// container.register(Animal.self) { (_, name: String) in Cat(name: name) }
    /// let cat = container.resolve(Animal.self, argument: "Mimi")
    /// ```
    ///
    /// - Parameters:
    ///   - serviceType: The type to resolve.
    ///   - name: The registration's name; `nil` for none.
    ///   - argument: The value passed to the factory.
    ///   - file: The file a failure is reported in; the caller's by default.
    ///   - line: The line a failure is reported at; the caller's by default.
    /// - Returns: The instance.
    @inlinable
    public func resolve<Service, Argument>(
        _ serviceType: Service.Type,
        name: String? = nil,
        argument: Argument,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Service {
        resolve(serviceType, variant: variant(named: name), arguments: argument, file: file, line: line)
    }
}
