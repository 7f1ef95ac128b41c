/// The runtime arguments ``DependencyResolver/verify(arguments:)`` passes to the registrations
/// that take them. A registration that takes arguments and has none supplied here is skipped.
///
/// ```swift
/// var supplied = VerificationArguments()
/// supplied.add(NetworkLayer.self, arguments: "http://test.example/api/")  // typed arguments
/// supplied.add(XYZViewModel.self, args: ["mode": true])                    // Resolver-style `Args`
/// let report = app.verify(arguments: supplied)
/// ```
public struct VerificationArguments {
    /// Runs a body with the arguments of one supply, pointed at on the stack.
    typealias Supply = ((Arguments) throws -> Void) throws -> Void

    var supplies: [RegistrationKey: Supply] = [:]
    /// The same values as an async factory receives them, for `await container.async.verify()`.
    var asyncSupplies: [RegistrationKey: AsyncArguments] = [:]
    /// What each supply was for, for the failure that reports a supply no registration takes.
    var requests: [RegistrationKey: (type: Any.Type, signature: Any.Type?)] = [:]

    /// The key of the supply for `registration`, if it needs arguments and one was given: its own,
    /// or for `.implements`, its implementing registration's. The caller holds the tree lock.
    func supplyKey(for registration: AnyRegistration) -> RegistrationKey? {
        let key: RegistrationKey
        switch registration.argumentNeed {
        case .none: return nil
        case .typed: key = registration.key
        case .args: key = RegistrationKey(type: registration.key.type, variant: registration.key.variant)
        }
        if supplies[key] != nil { return key }
        return registration.extras?.implementation.flatMap { supplyKey(for: $0) }
    }

    /// No arguments: registrations that take some are skipped.
    ///
    /// ```swift
    /// let report = app.verify(arguments: VerificationArguments())
    /// ```
    public init() {}

    /// Supplies typed runtime arguments for the registration of `T` that takes exactly these types.
    ///
    /// ```swift
    /// app.register { (url: String, port: Int) in Server(url: url, port: port) }
    /// var supplied = VerificationArguments()
    /// supplied.add(Server.self, arguments: "localhost", 8080)
    /// ```
    ///
    /// - Parameters:
    ///   - type: The registered type.
    ///   - variant: The registration's variant (or name); `nil` for none.
    ///   - first: The first argument; with `rest`, their types pick the registration.
    ///   - rest: The other arguments, in order.
    public mutating func add<T, First, each Rest>(
        _ type: T.Type, variant: Variant? = nil, arguments first: First, _ rest: repeat each Rest
    ) {
        let values = ArgumentValues(first: first, rest: (repeat each rest))
        let key = RegistrationKey(
            T.self, variant: variant, arguments: argumentSignature(First.self, repeat (each Rest).self))
        let signature = (First, repeat each Rest).self
        supplies[key] = { body in
            try Arguments.with(typed: values, signature: signature, body)
        }
        asyncSupplies[key] = .typed(values)
        requests[key] = (T.self, signature)
    }

    /// Supplies Resolver-style arguments (the factory's `Args`) for the registration of `T`.
    ///
    /// ```swift
    /// app.register { (r, args) in XYZViewModel(editMode: args()) }
    /// var supplied = VerificationArguments()
    /// supplied.add(XYZViewModel.self, args: true)
    /// ```
    ///
    /// - Parameters:
    ///   - type: The registered type.
    ///   - variant: The registration's variant (or name); `nil` for none.
    ///   - args: One value, or a `[String: Any?]` dictionary, as a resolve would pass it.
    public mutating func add<T>(_ type: T.Type, variant: Variant? = nil, args: Any?) {
        let key = RegistrationKey(T.self, variant: variant)
        supplies[key] = { body in try Arguments.with(args, body) }
        asyncSupplies[key] = .args(args)
        requests[key] = (T.self, nil)
    }

    /// Supplies a dictionary of named Resolver-style arguments for the registration of `T`.
    ///
    /// ```swift
    /// supplied.add(XYZViewModel.self, args: ["mode": true, "name": "Editing"])
    /// ```
    ///
    /// - Parameters:
    ///   - type: The registered type.
    ///   - variant: The registration's variant (or name); `nil` for none.
    ///   - args: The named values, as a resolve would pass them.
    public mutating func add<T>(_ type: T.Type, variant: Variant? = nil, args: [String: Any?]) {
        add(type, variant: variant, args: Optional<Any>.some(args))
    }
}
