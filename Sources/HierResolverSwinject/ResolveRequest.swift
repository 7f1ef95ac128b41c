import HierResolver

// What one resolve asks for but its type: the name (as the core's variant), the runtime arguments,
// and how a report describes the factory, so that the wrappers (`T?`, `Lazy`, `Provider`) can ask
// the core for the type they wrap with the key they were resolved with.

/// The key of one resolve but its type, to ask the core for any type with it: the type asked for,
/// and a wrapper's wrapped type.
@usableFromInline
protocol ResolveRequest {
    /// The registration's name; `nil` for none.
    var name: String? { get }
    /// The core variant the name (and a plug-in's option) keys.
    var variant: Variant? { get }
    /// What the factory receives, as Swinject describes it: `Resolver`, `(Resolver, String)`.
    var factoryText: String { get }
    /// The instance of `type` registered for this key, resolved from `core` through `container` (a
    /// `Container`, unretained, or `nil`); `nil` when none is; throws on any other failure.
    func lookUp<T>(_ type: T.Type, in core: DependencyResolver, through container: Unmanaged<AnyObject>?) throws
        -> T?
    /// The registration a resolve of `type` for this key would build now, in `core`, if any.
    func keep<T>(_ type: T.Type, in core: DependencyResolver) -> KeptRegistration?
    /// Builds `kept`, a registration of `type` for this key, from `core` through `container`.
    func build<T>(
        _ type: T.Type, kept: KeptRegistration, in core: DependencyResolver, through container: Unmanaged<AnyObject>?
    ) throws -> T
}

extension ResolveRequest {
    /// How a report names the key, as Swinject's description of a registration does:
    /// `Service: Animal, Name: "cat", Factory: (Resolver, String) -> Animal`.
    func describe(_ type: Any.Type) -> String {
        "Service: \(type)" + (name.map { ", Name: \"\($0)\"" } ?? "") + ", Factory: \(factoryText) -> \(type)"
    }
}

/// A resolve without arguments.
@usableFromInline
struct PlainRequest: ResolveRequest {
    @usableFromInline let name: String?
    @usableFromInline let variant: Variant?
    @usableFromInline var factoryText: String { "Resolver" }

    @inlinable
    init(name: String?, variant: Variant?) {
        self.name = name
        self.variant = variant
    }

    @usableFromInline
    func lookUp<T>(_ type: T.Type, in core: DependencyResolver, through container: Unmanaged<AnyObject>?) throws
        -> T?
    {
        try core.tryOptional(type, variant: variant, through: container)
    }

    @usableFromInline
    func keep<T>(_ type: T.Type, in core: DependencyResolver) -> KeptRegistration? {
        core.keptRegistration(of: type, variant: variant)
    }

    @usableFromInline
    func build<T>(
        _ type: T.Type, kept: KeptRegistration, in core: DependencyResolver, through container: Unmanaged<AnyObject>?
    ) throws -> T {
        try core.tryResolve(type, kept: kept, through: container)
    }
}

/// A resolve with runtime arguments.
@usableFromInline
struct ArgumentsRequest<First, each Rest>: ResolveRequest {
    @usableFromInline let name: String?
    @usableFromInline let variant: Variant?
    @usableFromInline let first: First
    @usableFromInline let rest: (repeat each Rest)
    /// What the factory receives, when not the resolver and the arguments (a plug-in's invoker).
    @usableFromInline var factoryTextGiven: String?

    @inlinable
    init(name: String?, variant: Variant?, first: First, rest: (repeat each Rest), factoryText: String? = nil) {
        self.name = name
        self.variant = variant
        self.first = first
        self.rest = rest
        factoryTextGiven = factoryText
    }

    @usableFromInline var factoryText: String {
        if let factoryTextGiven { return factoryTextGiven }
        var types = ["Resolver", "\(First.self)"]
        for type in repeat (each Rest).self { types.append("\(type)") }
        return "(" + types.joined(separator: ", ") + ")"
    }

    @inlinable
    func lookUp<T>(_ type: T.Type, in core: DependencyResolver, through container: Unmanaged<AnyObject>?) throws
        -> T?
    {
        try core.tryOptional(type, variant: variant, arguments: first, repeat each rest, through: container)
    }

    @usableFromInline
    func keep<T>(_ type: T.Type, in core: DependencyResolver) -> KeptRegistration? {
        core.keptRegistration(of: type, variant: variant, arguments: First.self, repeat (each Rest).self)
    }

    @usableFromInline
    func build<T>(
        _ type: T.Type, kept: KeptRegistration, in core: DependencyResolver, through container: Unmanaged<AnyObject>?
    ) throws -> T {
        try core.tryResolve(type, kept: kept, arguments: first, repeat each rest, through: container)
    }
}
