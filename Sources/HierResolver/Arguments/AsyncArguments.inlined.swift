// The arguments of an `await` resolve as an async factory receives them: values, not pointers to
// the caller's stack, since the build may suspend and resume on another thread.

/// The runtime arguments an `await` resolve passed, carried to an async factory.
@usableFromInline
enum AsyncArguments: @unchecked Sendable {
    /// No arguments.
    case none
    /// Resolver-style `args:`: one value, a dictionary of named values, or `nil`.
    case args(Any?)
    /// Typed arguments: an `ArgumentValues<First, Rest...>` of the resolve's values.
    case typed(Any)

    /// Whether the resolve passed any arguments.
    @inlinable
    var isPresent: Bool {
        if case .none = self { return false }
        return true
    }

    /// The `Args` a Resolver-style async factory receives.
    @inlinable
    var args: Args {
        switch self {
        case .none, .typed: return Args(isPresent: false)
        case .args(.none): return Args(isPresent: true)
        case .args(.some(let value)): return Args(passed: value)
        }
    }
}

/// Thrown by a synchronous build of an async factory, before anything runs; the build turns it into
/// a ``DependencyError`` of kind ``DependencyError/Kind/isolation`` that names the registration.
@usableFromInline
struct AsyncFactoryRequired: Error {
    @usableFromInline init() {}
}

/// Thrown by an async factory of typed arguments reached without them (through `.implements`, say);
/// the build turns it into the error a synchronous build gives.
@usableFromInline
struct TypedArgumentsMissing: Error {
    @usableFromInline init() {}
}

extension Factory {
    /// An async factory of typed arguments as the engine calls it: the values travel with the
    /// resolve as an `ArgumentValues` of their types.
    @inlinable
    static func awaitingTyped<First, each Rest>(
        _ factory: @escaping (First, repeat each Rest) async throws -> T
    ) -> Factory<T> {
        .async { _, arguments in
            // Values of another signature cannot come (the key matched), but none at all can: a resolve
            // without typed arguments (through `.implements`, say).
            guard case .typed(let values) = arguments, let values = values as? ArgumentValues<First, repeat each Rest>
            else { throw TypedArgumentsMissing() }
            return try await factory(values.first, repeat each values.rest)
        }
    }

    /// An async factory written `{ (r: Resolver) async in ... }` or `{ (r: Resolver, args: Args) async in ... }`
    /// as the shape it means; `nil` for a genuinely typed factory.
    @usableFromInline
    static func awaitingReceivingContainer<First, each Rest>(
        _ factory: @escaping (First, repeat each Rest) async throws -> T
    ) -> Factory<T>? {
        guard ObjectIdentifier(First.self) == ObjectIdentifier(DependencyResolver.self) else { return nil }
        let rest = ObjectIdentifier((repeat each Rest).self)
        if rest == ObjectIdentifier(Void.self) {
            return .async { context, _ in
                try await factory(context as! First, repeat (() as Any) as! each Rest)
            }
        }
        if rest == ObjectIdentifier(Args.self) {
            return .async(takesArgs: true) { context, arguments in
                let values = (arguments.args as Any) as! (repeat each Rest)
                return try await factory(context as! First, repeat each values)
            }
        }
        trap(ArgumentFailure.containerBeforeTypedArguments((repeat each Rest).self, returning: T.self))
    }
}

/// What an async factory built: the instance, and, when asked for, boxed to be kept as a persistent
/// instance (boxed where its type is known, so the engine needs none).
@usableFromInline
struct AsyncBuilt: @unchecked Sendable {
    @usableFromInline let instance: Any
    @usableFromInline let box: AnyObject?

    @inlinable
    init<T>(_ instance: T, boxed: Bool) {
        self.instance = instance
        box = boxed ? InstanceBox(instance) : nil
    }
}
