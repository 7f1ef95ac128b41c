// The factory a registration keeps, in each shape it can be written in.

/// The shapes of factory a registration keeps as written, so registering wraps nothing.
@usableFromInline
enum Factory<T> {
    /// `register { Session() }`
    case plain(() throws -> T)
    /// `register { r in Service(r.resolve()) }`: receives the context container.
    case resolving((DependencyResolver) throws -> T)
    /// `register { (r, args) in Model(editMode: args()) }`: also receives the resolve's ``Args``.
    case resolvingWithArgs((DependencyResolver, Args) throws -> T)
    /// `register { (url: String) in Network(baseURL: url) }`: typed runtime arguments, read from the
    /// caller's stack by a closure specialised for their types.
    case typed((DependencyResolver, UnsafeRawPointer) throws -> T)
    /// `.implements(P.self)`: resolves the implementing registration, passing the arguments on.
    case forwarding((DependencyResolver, Arguments) throws -> T)
    /// `register { () async throws -> Database in try await Database.open() }`: an async factory of
    /// any shape, which only an `await` resolve runs; it receives the context container and the
    /// resolve's arguments as values, which outlive the caller's frame across suspensions, and
    /// boxes the instance when asked (to keep it as a persistent one). Its type names no `T`: made
    /// where `register` is inlined, it calls the factory as written, with no generic thunk between.
    /// `takesArgs` says whether it reads Resolver-style `Args`.
    ///
    /// `typed` is the same factory returning its `T`: what an `await` resolve of an ephemeral
    /// registration calls, with no box and no cast between.
    case awaiting(
        (DependencyResolver, AsyncArguments, _ boxed: Bool) async throws -> AsyncBuilt, typed: AwaitingFactory<T>,
        takesArgs: Bool = false)
    /// A registration of a strict copy that the test did not replace: building it fails with an error
    /// of kind ``DependencyError/Kind/notReplaced``. It keeps the factory it stands for, so that a
    /// copy of the strict copy that allows it runs that factory again.
    case unreplaced(UnreplacedFactory<T>)

    /// An async factory, given as the closure that returns its `T`, as the engine calls it.
    @inlinable
    static func async(takesArgs: Bool = false, _ typed: @escaping AwaitingFactory<T>) -> Factory<T> {
        .awaiting(
            { context, arguments, boxed in AsyncBuilt(try await typed(context, arguments), boxed: boxed) },
            typed: typed, takesArgs: takesArgs)
    }

    /// Runs a factory that takes `Args`, or an `.implements` forward (``DependencyResolver/build(_:context:state:arguments:)``
    /// calls the others itself), kept out of line so that the common forms build in a small stack frame.
    @inlinable @inline(never)
    func makeWithArguments(in context: DependencyResolver, arguments: Arguments, registration: AnyRegistration)
        throws -> T
    {
        switch self {
        case .plain(let factory):
            return try factory()
        case .resolving(let factory):
            return try factory(context)
        case .resolvingWithArgs(let factory):
            // The caller's value is copied once, from where it lies, into the factory's `Args`.
            return try factory(context, Args(arguments))
        case .typed(let factory):
            // The key matched the arguments' signature, so a typed resolve is the only way here.
            guard let typed = arguments.typed else { try throwTypedWithoutArguments(registration) }
            return try factory(context, typed)
        case .forwarding(let factory):
            return try factory(context, arguments)
        case .awaiting:
            // A synchronous resolve cannot run an async factory.
            throw AsyncFactoryRequired()
        case .unreplaced:
            try throwNotReplaced(registration)
        }
    }
}

/// The factory of a registration that a strict copy fails, and the strict copy that failed it.
@usableFromInline
final class UnreplacedFactory<T> {
    /// The factory the registration had before the strict copy failed it.
    let original: Factory<T>
    /// What messages call the strict copy, made when it was.
    let strictCopy: ContainerLabel

    init(original: Factory<T>, strictCopy: ContainerLabel) {
        // A registration failed by two strict copies keeps the factory it first had.
        if case .unreplaced(let earlier) = original {
            self.original = earlier.original
        } else {
            self.original = original
        }
        self.strictCopy = strictCopy
    }
}

/// An async factory as a registration keeps it: it runs where the resolve that awaits it runs.
@usableFromInline
typealias AwaitingFactory<T> = nonisolated(nonsending) (DependencyResolver, AsyncArguments) async throws -> T
