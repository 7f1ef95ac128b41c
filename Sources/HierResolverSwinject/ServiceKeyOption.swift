import HierResolver

// Swinject's extension points `_register(_:factory:name:option:)` and `_resolve(name:option:invoker:)`,
// and its `ServiceKeyOption`, for plug-ins that key registrations by more than a type and a name.
// A registration keeps the name and the option's description as its core variant; a factory of
// arguments other than the resolver alone is reached through its invoker, passed as the typed
// argument of the core's registration.

/// More to a registration's key than its type and name, for plug-ins: Swinject's `ServiceKeyOption`.
///
/// ```swift
/// struct Storyboard: ServiceKeyOption {
///     let id: String
///     func isEqualTo(_ another: ServiceKeyOption) -> Bool { (another as? Storyboard)?.id == id }
///     func hash(into hasher: inout Hasher) { hasher.combine(id) }
///     var description: String { "Storyboard: \(id)" }
/// }
/// ```
///
/// Two options key alike when their `description`s are equal: the core keys a registration by text.
public protocol ServiceKeyOption: CustomStringConvertible, Sendable {
    /// Whether `another` is the same option.
    ///
    /// ```swift
    /// struct Region: ServiceKeyOption {
    ///     let code: String
    ///     func isEqualTo(_ another: ServiceKeyOption) -> Bool { (another as? Region)?.code == code }
    ///     func hash(into hasher: inout Hasher) { hasher.combine(code) }
    ///     var description: String { "Region: \(code)" }
    /// }
    /// ```
    ///
    /// - Parameter another: The option to compare with.
    /// - Returns: `true` when both are one option.
    func isEqualTo(_ another: ServiceKeyOption) -> Bool

    /// Feeds the option's identity to `hasher`.
    ///
    /// ```swift
    /// struct Flavor: ServiceKeyOption {
    ///     let name: String
    ///     func isEqualTo(_ another: ServiceKeyOption) -> Bool { (another as? Flavor)?.name == name }
    ///     func hash(into hasher: inout Hasher) { hasher.combine(name) }
    ///     var description: String { "Flavor: \(name)" }
    /// }
    /// ```
    ///
    /// - Parameter hasher: The hasher.
    func hash(into hasher: inout Hasher)
}

/// The core variant of a Swinject name and option: the name alone without an option.
func variant(named name: String?, option: ServiceKeyOption?) -> Variant? {
    guard let option else { return variant(named: name) }
    return Variant((name ?? "") + "\u{1F}" + option.description)
}

/// A plug-in's resolve of a factory of `Arguments`: how to call the factory, passed to the
/// registration as its one typed argument.
struct Invocation<Arguments>: InvocationOfArguments {
    let invoker: ((Arguments) -> Any) -> Any

    static var argumentsType: Any.Type { Arguments.self }
}

/// A plug-in's invocation, whatever its factory receives: for `description`, which shows that.
protocol InvocationOfArguments {
    static var argumentsType: Any.Type { get }
}

extension Container {
    /// Registers a factory of `Arguments` under a name and an option: Swinject's extension point for
    /// plug-ins. Use ``register(_:name:factory:)`` in an app.
    ///
    /// ```swift
    /// container._register(Animal.self, factory: { (r: Resolver) in Cat(name: "Mimi") }, name: nil, option: nil)
    /// ```
    ///
    /// A factory of the resolver alone is a registration as `register` makes; a factory of other
    /// arguments is reached only by ``_resolve(name:option:invoker:)`` with the same `Arguments`.
    ///
    /// - Parameters:
    ///   - serviceType: The type to register under.
    ///   - factory: Makes the instance from the arguments.
    ///   - name: The registration's name; `nil` for none.
    ///   - option: More of the key; `nil` for none.
    /// - Returns: The registration.
    @discardableResult
    public func _register<Service, Arguments>(
        _ serviceType: Service.Type, factory: @escaping (Arguments) -> Any, name: String? = nil,
        option: ServiceKeyOption? = nil
    ) -> ServiceEntry<Service> {
        let variant = variant(named: name, option: option)
        if let plain = factory as? (Resolver) -> Any {
            return add(serviceType, variant: variant, name: name) { resolver in
                try Self.cast(plain(resolver), to: serviceType)
            }
        }
        return add(serviceType, variant: variant, name: name, argumentsType: Arguments.self) {
            (_: Resolver, invocation: Invocation<Arguments>) in
            try Self.cast(invocation.invoker(factory), to: serviceType)
        }
    }

    /// Resolves `Service` from the registration of `Arguments` under a name and an option, calling its
    /// factory through `invoker`: Swinject's extension point for plug-ins. Use `resolve` in an app.
    ///
    /// ```swift
    /// let cat: Animal? = container._resolve(name: nil) { (factory: (Resolver) -> Any) in factory(container) }
    /// ```
    ///
    /// - Parameters:
    ///   - name: The registration's name; `nil` for none.
    ///   - option: More of the key; `nil` for none.
    ///   - invoker: Calls the registration's factory with the arguments.
    /// - Returns: The instance, or `nil` when none is registered or it cannot be built.
    public func _resolve<Service, Arguments>(
        name: String?, option: ServiceKeyOption? = nil, invoker: @escaping ((Arguments) -> Any) -> Any
    ) -> Service? {
        let variant = variant(named: name, option: option)
        if Arguments.self == Resolver.self {
            return resolve(Service.self, PlainRequest(name: name, variant: variant))
        }
        return resolve(
            Service.self,
            ArgumentsRequest(
                name: name, variant: variant, first: Invocation(invoker: invoker), rest: (),
                factoryText: "\(Arguments.self)"))
    }

    /// `instance` as a `Service`, or an error that says what it is instead.
    private static func cast<Service>(_ instance: Any, to type: Service.Type) throws -> Service {
        guard let service = instance as? Service else { throw NotAService(made: instance, wanted: type) }
        return service
    }
}

/// A factory made an instance that is not of its registration's type.
struct NotAService: Error, CustomStringConvertible {
    let made: String
    let wanted: String

    init(made: Any, wanted: Any.Type) {
        self.made = String(reflecting: type(of: made))
        self.wanted = String(reflecting: wanted)
    }

    var description: String { "the factory made a `\(made)`, which is not a `\(wanted)`." }
}
