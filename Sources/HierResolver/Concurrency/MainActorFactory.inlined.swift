// A `@MainActor` factory as the engine keeps it: the `@MainActor` register forms, inlined into the
// client, turn the factory into the engine's plain shapes behind a check that the build runs on the
// main actor. The check runs when the factory would run, never on a cache hit: a kept instance of a
// main-actor type is `Sendable` and may be handed to any thread.

#if canImport(Darwin)
    import Darwin
#endif

/// Thrown by a `@MainActor` factory asked to run off the main actor, before it runs; the build
/// turns it into a ``DependencyError`` of kind ``DependencyError/Kind/isolation`` that names the
/// registration and the chain.
@usableFromInline
struct MainActorRequired: Error {
    @usableFromInline init() {}
}

/// Where the main actor is, for `@MainActor` factories.
@usableFromInline
enum MainActorIsolation {
    /// Whether the calling code runs on the main actor, or where the main actor's jobs never overlap
    /// it: the main actor's executor is the main dispatch queue. On Apple platforms that queue runs
    /// only on the main thread, so the answer is whether this is the main thread. On Linux the queue
    /// may be drained by another thread (once `main` calls `dispatchMain()`), so the answer is whether
    /// the code runs on the main queue (``MainQueue``): a main-actor job of a task (a `@MainActor`
    /// test, code after an `await` in `main`), a `DispatchQueue.main.async` block, or the main thread
    /// outside any queue, which libdispatch counts as the main queue's; or else whether the job the
    /// thread runs is the main actor's, as in main-actor code that runs another queue's block
    /// synchronously (`queue.sync { }`).
    ///
    /// `MainActor.assumeIsolated` is not asked, since it stops the program rather than answering.
    @usableFromInline
    static var isCurrent: Bool {
        #if canImport(Darwin)
            pthread_main_np() != 0
        #else
            MainQueue.isCurrent || MainQueue.runsMainActorJob
        #endif
    }

    /// Throws ``MainActorRequired`` unless the calling code runs on the main actor.
    @usableFromInline
    static func require() throws {
        if !isCurrent { throw MainActorRequired() }
    }

    /// `factory` as a function the engine may call synchronously. Only ever called behind
    /// ``require()``: on the main actor, calling a main-actor function is what its type allows. (A
    /// global actor's isolation is part of a function's type, not of its value, so the two types
    /// have one representation; this is the conversion `MainActor.assumeIsolated` makes, without the
    /// check that stops the program.)
    @inlinable
    static func unchecked<T>(_ factory: @escaping @MainActor () throws -> T) -> () throws -> T {
        unsafeBitCast(factory, to: (() throws -> T).self)
    }

    /// ``unchecked(_:)-(()->T)`` for a factory of one parameter.
    @inlinable
    static func unchecked<A, T>(_ factory: @escaping @MainActor (A) throws -> T) -> (A) throws -> T {
        unsafeBitCast(factory, to: ((A) throws -> T).self)
    }

    /// ``unchecked(_:)-(()->T)`` for a factory of two parameters.
    @inlinable
    static func unchecked<A, B, T>(_ factory: @escaping @MainActor (A, B) throws -> T) -> (A, B) throws -> T {
        unsafeBitCast(factory, to: ((A, B) throws -> T).self)
    }
}

extension Factory {
    /// A `@MainActor` factory of typed runtime arguments as the engine calls it (see
    /// ``typed(_:)``), not yet checked. A function of a parameter pack cannot be converted as a
    /// whole, so the main-actor closure that reads the arguments is made here and converted instead.
    @inlinable
    static func typedOnMainActor<First, each Rest>(
        _ factory: @escaping @MainActor (First, repeat each Rest) throws -> T
    ) -> Factory<T> {
        let onMainActor: @MainActor (DependencyResolver, UnsafeRawPointer) throws -> T = { _, values in
            let values = values.assumingMemoryBound(to: ArgumentValues<First, repeat each Rest>.self)
            return try factory(values.pointee.first, repeat each values.pointee.rest)
        }
        let factory = MainActorIsolation.unchecked(onMainActor)
        // Two statements: a one-expression closure of this shape also fits the generic `typed(_:)`.
        return .typed { context, values in
            let instance = try factory(context, values)
            return instance
        }
    }

    /// ``receivingContainer(_:)`` for a `@MainActor` factory: `{ @MainActor (r: Resolver) in ... }`
    /// or `{ @MainActor (r: Resolver, args: Args) in ... }` as the factory shape it means, not yet
    /// checked; `nil` for a genuinely typed factory.
    @usableFromInline
    static func receivingContainerOnMainActor<First, each Rest>(
        _ factory: @escaping @MainActor (First, repeat each Rest) throws -> T
    ) -> Factory<T>? {
        guard ObjectIdentifier(First.self) == ObjectIdentifier(DependencyResolver.self) else { return nil }
        let rest = ObjectIdentifier((repeat each Rest).self)
        if rest == ObjectIdentifier(Void.self) {
            let onMainActor: @MainActor (DependencyResolver) throws -> T = { context in
                try factory(context as! First, repeat (() as Any) as! each Rest)
            }
            return .resolving(MainActorIsolation.unchecked(onMainActor))
        }
        if rest == ObjectIdentifier(Args.self) {
            let onMainActor: @MainActor (DependencyResolver, Args) throws -> T = { context, args in
                let values = (args as Any) as! (repeat each Rest)
                return try factory(context as! First, repeat each values)
            }
            return .resolvingWithArgs(MainActorIsolation.unchecked(onMainActor))
        }
        trap(ArgumentFailure.containerBeforeTypedArguments((repeat each Rest).self, returning: T.self))
    }

    /// This factory, checking that it runs on the main actor before it runs.
    @inlinable
    func requiringMainActor() -> Factory<T> {
        switch self {
        case .plain(let factory):
            return .plain {
                try MainActorIsolation.require()
                return try factory()
            }
        case .resolving(let factory):
            return .resolving { context in
                try MainActorIsolation.require()
                return try factory(context)
            }
        case .resolvingWithArgs(let factory):
            return .resolvingWithArgs { context, args in
                try MainActorIsolation.require()
                return try factory(context, args)
            }
        case .typed(let factory):
            return .typed { context, arguments in
                try MainActorIsolation.require()
                return try factory(context, arguments)
            }
        case .forwarding, .awaiting, .unreplaced:
            // `.implements` forwards to the registration that runs the factory, which checks; an
            // async `@MainActor` factory goes to the main actor itself; a strict copy's unreplaced
            // registration runs nothing.
            return self
        }
    }
}
