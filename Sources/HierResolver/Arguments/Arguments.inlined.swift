// Runtime arguments as one resolve passes them: pointers to the caller's values, the typed
// arguments' signature, and how a factory reads them.

/// What one resolve hands to the factory it reaches: a pointer to the caller's value for a
/// Resolver-style factory (copied once, into the factory's ``Args``), or to the caller's typed values
/// for a typed one. Both live on the caller's stack for the duration of the resolve, and passing
/// none costs nothing. Nested resolves start with ``none``: arguments never leak into other registrations.
@usableFromInline
struct Arguments {
    /// The Resolver-style value, if the resolve passed one that is not nil. Held as `Any`, not
    /// `Any?`: an `Any` is copied inline, an `Any?` through `Optional`'s generic value witnesses.
    @usableFromInline let args: UnsafePointer<Any>?
    /// Whether the resolve passed Resolver-style arguments, nil included.
    @usableFromInline let passedArgs: Bool
    /// The typed values, for a typed registration (whose key matched their signature).
    @usableFromInline let typed: UnsafeRawPointer?
    /// The typed values' tuple type, for messages.
    @usableFromInline let signature: Any.Type?

    @inlinable @inline(__always)
    init(
        args: UnsafePointer<Any>? = nil, passedArgs: Bool = false, typed: UnsafeRawPointer? = nil,
        signature: Any.Type? = nil
    ) {
        self.args = args
        self.passedArgs = passedArgs
        self.typed = typed
        self.signature = signature
    }

    /// No arguments.
    @inlinable
    static var none: Arguments { Arguments() }

    /// Whether the resolve passed any arguments (which a cached instance ignores).
    @inlinable
    var isPresent: Bool { passedArgs || typed != nil }

    /// Runs `body` with the Resolver-style arguments `value`, pointed at on this stack frame.
    /// `value` is consumed (the resolve forms take it `consuming`), so unwrapping it moves the
    /// `Any` out of the `Optional` instead of copying it through `Optional`'s generic witnesses.
    @inlinable @inline(__always)
    static func with<R>(_ value: consuming Any?, _ body: (Arguments) throws -> R) rethrows -> R {
        switch consume value {
        case .none: return try body(Arguments(passedArgs: true))
        case .some(let value):
            return try withUnsafePointer(to: value) { try body(Arguments(args: $0, passedArgs: true)) }
        }
    }

    /// Runs `body` with typed arguments `values`, of the tuple type `signature`, pointed at on this
    /// stack frame.
    @inlinable @inline(__always)
    static func with<First, each Rest, R>(
        typed values: ArgumentValues<First, repeat each Rest>, signature: Any.Type, _ body: (Arguments) throws -> R
    ) rethrows -> R {
        try withUnsafePointer(to: values) { try body(Arguments(typed: UnsafeRawPointer($0), signature: signature)) }
    }
}

/// The typed values of one resolve, as the caller passed them.
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

/// The identity of an argument signature: the types of the arguments, their count and their order.
/// Keyed by `ArgumentValues<First, Rest...>`, not by the tuple `(First, Rest...)`: a single tuple
/// argument `((A, B))` is the same type as `(A, B)`, but it is one argument, not two.
@inlinable @inline(__always)
func argumentSignature<First, each Rest>(_: First.Type, _: repeat (each Rest).Type) -> ObjectIdentifier {
    ObjectIdentifier(ArgumentValues<First, repeat each Rest>.self)
}

extension Factory {
    /// A typed factory as the engine calls it: made where `register` is inlined, so it is specialised
    /// for the argument types and reads them straight from the caller's stack.
    @inlinable
    static func typed<First, each Rest>(_ factory: @escaping (First, repeat each Rest) throws -> T) -> Factory<T> {
        .typed { _, values in
            let values = values.assumingMemoryBound(to: ArgumentValues<First, repeat each Rest>.self)
            return try factory(values.pointee.first, repeat each values.pointee.rest)
        }
    }

    /// A typed factory that also receives the context container.
    @inlinable
    static func typedReceivingContainer<First, each Rest>(
        _ factory: @escaping (DependencyResolver, First, repeat each Rest) throws -> T
    ) -> Factory<T> {
        .typed { context, values in
            let values = values.assumingMemoryBound(to: ArgumentValues<First, repeat each Rest>.self)
            return try factory(context, values.pointee.first, repeat each values.pointee.rest)
        }
    }

    /// A factory of typed arguments that receives what `adapt` makes of the container first (a module's
    /// own resolver type, Swinject's).
    @usableFromInline
    static func typedAdapting<R, First, each Rest>(
        _ adapt: @escaping (DependencyResolver) -> R, _ factory: @escaping (R, First, repeat each Rest) throws -> T
    ) -> Factory<T> {
        .typed { context, values in
            let values = values.assumingMemoryBound(to: ArgumentValues<First, repeat each Rest>.self)
            return try factory(adapt(context), values.pointee.first, repeat each values.pointee.rest)
        }
    }

    /// A factory written `{ (r: Resolver) in ... }` or `{ (r: Resolver, args: Args) in ... }` (or with
    /// `DependencyResolver`) as the factory shape it means; `nil` for a genuinely typed factory.
    /// Stops the program for a container followed by typed values, which no resolve could reach.
    @usableFromInline
    static func receivingContainer<First, each Rest>(
        _ factory: @escaping (First, repeat each Rest) throws -> T
    ) -> Factory<T>? {
        guard ObjectIdentifier(First.self) == ObjectIdentifier(DependencyResolver.self) else { return nil }
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
