import HierResolver

// SwinjectAutoregistration's `autoregister`: a registration made from an initializer, each of its
// parameters resolved through the container (`T?`, `Lazy<T>` and `Provider<T>` too). The forms with
// runtime arguments take them as `register(_:name:factory:)` with arguments does; each parameter of
// the initializer gets the first argument that is one of its type, and is resolved otherwise.

extension Container {
    /// Registers `serviceType` made by `initializer`, each of its parameters resolved:
    /// SwinjectAutoregistration's `autoregister(_:name:initializer:)`.
    ///
    /// ```swift
    /// container.autoregister(Session.self, initializer: Session.init).inObjectScope(.container)
    /// container.autoregister(Animal.self, name: "mimi", initializer: { Cat(name: "Mimi") })
    /// container.autoregister(Owner.self, initializer: Owner.init(pet:))
    /// let owner = container.resolve(Owner.self)!
    /// ```
    ///
    /// A parameter that does not resolve fails the resolve (it returns `nil`), with a message naming
    /// it sent to ``loggingFunction``.
    ///
    /// - Parameters:
    ///   - serviceType: The type to register under.
    ///   - name: A name to tell several registrations of one type apart; `nil` for none.
    ///   - initializer: Makes an instance from its resolved parameters.
    /// - Returns: The registration, for further configuration (`.inObjectScope`).
    @discardableResult
    public func autoregister<Service, each Dependency>(
        _ serviceType: Service.Type, name: String? = nil,
        initializer: @escaping (repeat each Dependency) throws -> Service
    ) -> ServiceEntry<Service> {
        add(serviceType, variant: variant(named: name), name: name) { resolver in
            try Self.build(serviceType, with: initializer, from: resolver, arguments: [])
        }
    }

    /// Registers `serviceType` made by `initializer`, which gets the runtime argument for the
    /// parameter of its type and has the others resolved: SwinjectAutoregistration's
    /// `autoregister(_:name:argument:initializer:)`.
    ///
    /// ```swift
    /// final class PetDetail {
    ///     let petID: Int
    ///     let session: Session
    ///     init(petID: Int, session: Session) { self.petID = petID; self.session = session }
    /// }
    /// let container = Container()
    /// container.register(Session.self) { _ in Session() }
    /// container.autoregister(PetDetail.self, argument: Int.self, initializer: PetDetail.init)
    /// let detail = container.resolve(PetDetail.self, argument: 7)
    /// ```
    ///
    /// A resolve finds the registration by the argument's type, as for any registration with
    /// arguments. A parameter takes the argument when the argument is one of its type (a class for a
    /// protocol it conforms to, too); when no parameter takes it, the resolve fails with a message
    /// naming the parameters (to ``loggingFunction``; the resolve returns `nil`).
    ///
    /// - Parameters:
    ///   - serviceType: The type to register under.
    ///   - name: A name to tell several registrations of one type apart; `nil` for none.
    ///   - argument: The type of the argument a resolve passes.
    ///   - initializer: Makes an instance from the argument and its resolved parameters.
    ///   - file: The file a misuse is reported in; the caller's by default.
    ///   - line: The line a misuse is reported at; the caller's by default.
    /// - Returns: The registration, for further configuration (`.inObjectScope`).
    @discardableResult
    public func autoregister<Service, Argument, each Dependency>(
        _ serviceType: Service.Type, name: String? = nil, argument: Argument.Type,
        initializer: @escaping (repeat each Dependency) throws -> Service,
        file: StaticString = #fileID, line: UInt = #line
    ) -> ServiceEntry<Service> {
        add(serviceType, variant: variant(named: name), name: name) { (resolver: Resolver, first: Argument) in
            try Self.build(serviceType, with: initializer, from: resolver, arguments: [first])
        }
    }

    /// Registers `serviceType` made by `initializer`, which gets the runtime arguments for the
    /// parameters of their types and has the others resolved: SwinjectAutoregistration's
    /// `autoregister(_:name:arguments:_:initializer:)`, with two arguments.
    ///
    /// ```swift
    /// final class Visit {
    ///     let petID: Int
    ///     let reason: String
    ///     let session: Session
    ///     init(petID: Int, reason: String, session: Session) {
    ///         self.petID = petID
    ///         self.reason = reason
    ///         self.session = session
    ///     }
    /// }
    /// let container = Container()
    /// container.register(Session.self) { _ in Session() }
    /// container.autoregister(Visit.self, arguments: Int.self, String.self, initializer: Visit.init)
    /// let visit = container.resolve(Visit.self, arguments: 7, "check-up")
    /// ```
    ///
    /// The arguments' types must differ: otherwise registering stops the program, with a message
    /// naming the types. An argument no parameter takes fails the resolve, as for one argument.
    ///
    /// - Parameters:
    ///   - serviceType: The type to register under.
    ///   - name: A name to tell several registrations of one type apart; `nil` for none.
    ///   - first: The type of the first argument a resolve passes.
    ///   - second: The type of the second argument.
    ///   - initializer: Makes an instance from the arguments and its resolved parameters.
    ///   - file: The file a misuse is reported in; the caller's by default.
    ///   - line: The line a misuse is reported at; the caller's by default.
    /// - Returns: The registration, for further configuration (`.inObjectScope`).
    @discardableResult
    public func autoregister<Service, First, Second, each Dependency>(
        _ serviceType: Service.Type, name: String? = nil, arguments first: First.Type, _ second: Second.Type,
        initializer: @escaping (repeat each Dependency) throws -> Service,
        file: StaticString = #fileID, line: UInt = #line
    ) -> ServiceEntry<Service> {
        checkDistinct([first, second], registering: serviceType, file: file, line: line)
        return add(serviceType, variant: variant(named: name), name: name) {
            (resolver: Resolver, a: First, b: Second) in
            try Self.build(serviceType, with: initializer, from: resolver, arguments: [a, b])
        }
    }

    /// Registers `serviceType` made by `initializer`, which gets the runtime arguments for the
    /// parameters of their types and has the others resolved: SwinjectAutoregistration's
    /// `autoregister(_:name:arguments:_:_:initializer:)`, with three arguments.
    ///
    /// ```swift
    /// final class Booking {
    ///     let petID: Int
    ///     let reason: String
    ///     let urgent: Bool
    ///     init(petID: Int, reason: String, urgent: Bool) {
    ///         self.petID = petID
    ///         self.reason = reason
    ///         self.urgent = urgent
    ///     }
    /// }
    /// let container = Container()
    /// container.autoregister(Booking.self, arguments: Int.self, String.self, Bool.self, initializer: Booking.init)
    /// let booking = container.resolve(Booking.self, arguments: 7, "check-up", true)
    /// ```
    ///
    /// - Parameters:
    ///   - serviceType: The type to register under.
    ///   - name: A name to tell several registrations of one type apart; `nil` for none.
    ///   - first: The type of the first argument a resolve passes.
    ///   - second: The type of the second argument.
    ///   - third: The type of the third argument.
    ///   - initializer: Makes an instance from the arguments and its resolved parameters.
    ///   - file: The file a misuse is reported in; the caller's by default.
    ///   - line: The line a misuse is reported at; the caller's by default.
    /// - Returns: The registration, for further configuration (`.inObjectScope`).
    @discardableResult
    public func autoregister<Service, First, Second, Third, each Dependency>(
        _ serviceType: Service.Type, name: String? = nil, arguments first: First.Type, _ second: Second.Type,
        _ third: Third.Type, initializer: @escaping (repeat each Dependency) throws -> Service,
        file: StaticString = #fileID, line: UInt = #line
    ) -> ServiceEntry<Service> {
        checkDistinct([first, second, third], registering: serviceType, file: file, line: line)
        return add(serviceType, variant: variant(named: name), name: name) {
            (resolver: Resolver, a: First, b: Second, c: Third) in
            try Self.build(serviceType, with: initializer, from: resolver, arguments: [a, b, c])
        }
    }

    /// Builds an instance: each parameter gets the first argument that is one of its type, or is
    /// resolved; throws `UnusedArgument` when an argument went to no parameter (its type is none of
    /// theirs), before the initializer runs.
    private static func build<Service, each Dependency>(
        _ service: Service.Type, with initializer: (repeat each Dependency) throws -> Service, from resolver: Resolver,
        arguments: [Any]
    ) throws -> Service {
        let uses = ArgumentUses(count: arguments.count)
        let values = (repeat try parameter((each Dependency).self, from: resolver, arguments: arguments, uses: uses))
        if let unused = uses.taken.firstIndex(of: false) {
            var parameters: [String] = []
            for type in repeat (each Dependency).self { parameters.append("`\(String(reflecting: type))`") }
            throw UnusedArgument(
                service: String(reflecting: service), argument: String(reflecting: type(of: arguments[unused])),
                parameters: parameters)
        }
        return try initializer(repeat each values)
    }

    /// The value of a parameter of type `D`: the first argument that is a `D`, or `D` resolved.
    private static func parameter<D>(_ type: D.Type, from resolver: Resolver, arguments: [Any], uses: ArgumentUses)
        throws -> D
    {
        for (index, argument) in arguments.enumerated() {
            if let value = argument as? D {
                uses.taken[index] = true
                return value
            }
        }
        guard let value = resolver.resolve(D.self) else {
            throw UnresolvedParameter(parameter: String(reflecting: D.self))
        }
        return value
    }

    /// Stops the program when two arguments have one type: a parameter of that type could take either.
    private func checkDistinct(_ arguments: [Any.Type], registering service: Any.Type, file: StaticString, line: UInt) {
        guard Set(arguments.map(ObjectIdentifier.init)).count != arguments.count else { return }
        let names = arguments.map { "`\(String(reflecting: $0))`" }.joined(separator: ", ")
        fatalError(
            "HierResolver: Cannot autoregister `\(String(reflecting: service))` with the arguments \(names): two of "
                + "them have one type, so a parameter of that type could take either.\nFix: give each argument a type "
                + "of its own (a struct around one of them), or register with a closure.",
            file: file, line: line)
    }
}

/// Which of a resolve's arguments a parameter took, while an autoregistered instance is built.
private final class ArgumentUses {
    var taken: [Bool]
    init(count: Int) { taken = Array(repeating: false, count: count) }
}

/// An argument that no parameter of an autoregistered initializer took: its type is none of theirs.
/// A parameter of an autoregistered initializer that did not resolve.
struct UnresolvedParameter: Error, CustomStringConvertible {
    let parameter: String

    var description: String {
        "the initializer's parameter of type `\(parameter)` did not resolve.\nFix: register `\(parameter)`, or pass it "
            + "as an argument."
    }
}

struct UnusedArgument: Error, CustomStringConvertible {
    let service: String
    let argument: String
    let parameters: [String]

    var description: String {
        "Cannot build `\(service)` from its autoregistered initializer: no parameter takes the argument of type "
            + "`\(argument)` (parameters: \(parameters.isEmpty ? "none" : parameters.joined(separator: ", "))).\n"
            + "Fix: pass the argument type of one of the parameters in `autoregister(_:argument:initializer:)`, or "
            + "register with a closure."
    }
}
