/// What one resolve hands to the factory it reaches: Resolver-style ``Args``, or the typed
/// runtime arguments as a pointer to the caller's tuple (valid for the duration of the resolve).
/// Nested resolves start with ``none``: arguments never leak into other registrations.
@usableFromInline
struct Arguments {
    @usableFromInline let args: Args
    /// The typed arguments' tuple, for a typed registration (whose key matched their signature).
    @usableFromInline let typed: UnsafeRawPointer?
    /// The typed arguments' tuple type, for messages.
    @usableFromInline let signature: Any.Type?

    @inlinable
    init(args: Args, typed: UnsafeRawPointer? = nil, signature: Any.Type? = nil) {
        self.args = args
        self.typed = typed
        self.signature = signature
    }

    /// No arguments.
    @inlinable
    static var none: Arguments { Arguments(args: .none) }

    /// Whether the resolve passed any arguments (which a cached instance ignores).
    @inlinable
    var isPresent: Bool { args.isPresent || typed != nil }
}

/// A typed factory, `(A1, A...) -> T` or `(Resolver, A1, A...) -> T`, behind a class whose
/// subclass knows the argument types; the registration's key carries their signature.
@usableFromInline
class TypedFactory<T> {
    @usableFromInline init() {}

    /// Calls the factory with the tuple `arguments` points at.
    @usableFromInline
    func make(in context: DependencyResolver, arguments: UnsafeRawPointer) throws -> T {
        fatalError("HierResolver: abstract TypedFactory.make")
    }
}

@usableFromInline
final class TypedFactoryOf<T, First, each Rest>: TypedFactory<T> {
    @usableFromInline let factory: (DependencyResolver, First, repeat each Rest) throws -> T

    @inlinable
    init(_ factory: @escaping (DependencyResolver, First, repeat each Rest) throws -> T) {
        self.factory = factory
    }

    @inlinable
    override func make(in context: DependencyResolver, arguments: UnsafeRawPointer) throws -> T {
        let values = arguments.assumingMemoryBound(to: ArgumentValues<First, repeat each Rest>.self)
        return try factory(context, values.pointee.first, repeat each values.pointee.rest)
    }
}

/// A typed factory that does not take the resolver: `register { (url: String) in ... }`.
@usableFromInline
final class PlainTypedFactoryOf<T, First, each Rest>: TypedFactory<T> {
    @usableFromInline let factory: (First, repeat each Rest) throws -> T

    @inlinable
    init(_ factory: @escaping (First, repeat each Rest) throws -> T) {
        self.factory = factory
    }

    @inlinable
    override func make(in context: DependencyResolver, arguments: UnsafeRawPointer) throws -> T {
        let values = arguments.assumingMemoryBound(to: ArgumentValues<First, repeat each Rest>.self)
        return try factory(values.pointee.first, repeat each values.pointee.rest)
    }
}

extension Factory {
    /// A factory written `{ (r: Resolver) in ... }` or `{ (r: Resolver, args: Args) in ... }` (or with
    /// `DependencyResolver`) as the factory shape it means; `nil` for a genuinely typed factory.
    /// Stops the program for a container followed by typed values, which no resolve could reach.
    @usableFromInline
    static func receivingContainer<First, each Rest>(
        _ factory: @escaping (First, repeat each Rest) throws -> T
    ) -> Factory<T>? {
        let first = ObjectIdentifier(First.self)
        guard first == ObjectIdentifier((any Resolver).self) || first == ObjectIdentifier(DependencyResolver.self)
        else { return nil }
        let rest = ObjectIdentifier((repeat each Rest).self)
        if rest == ObjectIdentifier(Void.self) {
            return .resolving { context in
                try factory(context as! First, repeat (() as Any) as! each Rest)
            }
        }
        if rest == ObjectIdentifier(Args.self) {
            return .resolvingWithArgs { context, args in
                let values = (args as Any) as! (repeat each Rest)
                return try factory(context as! First, repeat each values)
            }
        }
        trap(ArgumentFailure.containerBeforeTypedArguments((repeat each Rest).self, returning: T.self))
    }
}

/// The typed arguments of one resolve, as the caller passed them.
@usableFromInline
struct ArgumentValues<First, each Rest> {
    @usableFromInline let first: First
    @usableFromInline let rest: (repeat each Rest)

    @inlinable
    init(first: First, rest: (repeat each Rest)) {
        self.first = first
        self.rest = rest
    }
}

/// The identity of an argument signature: the tuple type of the arguments, in order.
@inlinable @inline(__always)
func argumentSignature<First, each Rest>(_: First.Type, _: repeat (each Rest).Type) -> ObjectIdentifier {
    ObjectIdentifier((First, repeat each Rest).self)
}
