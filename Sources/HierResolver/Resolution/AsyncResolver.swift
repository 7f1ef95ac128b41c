// The `await` forms of resolving (`container.async.resolve()`); their `name:` spellings are generated.

extension Resolver {
    /// The `await` forms of resolving from this container: `try await app.async.tryResolve()` and the rest.
    ///
    /// They resolve any registration. A kept instance, or a registration whose factory can run
    /// where the caller is, resolves on the caller's actor without suspending; a registration
    /// whose factory is `@MainActor` builds on the main actor, and the caller awaits it there.
    ///
    /// ```swift
    /// app.register { @MainActor in PetListViewModel() }
    ///
    /// func refresh() async {
    ///     let model: PetListViewModel = await app.async.resolve()  // built on the main actor
    ///     _ = model
    /// }
    /// ```
    public var async: AsyncResolver { AsyncResolver(container: container) }

    /// The `await` forms of resolving from ``root``, or, inside a factory, from the container the
    /// factory builds in (the resolution's context), as the static resolves there start.
    ///
    /// ```swift
    /// func refresh() async throws {
    ///     let model: PetListViewModel = try await DependencyResolver.async.tryResolve()
    ///     _ = model
    /// }
    /// ```
    public static var async: AsyncResolver { AsyncResolver(container: ambient) }
}

/// The `await` forms of resolving from one container, reached as ``DependencyResolver/async-swift.property``.
///
/// Each form is its synchronous namesake, awaited: ``resolve(_:variant:file:line:)`` stops the
/// program on a failure, ``tryResolve(_:variant:)`` throws it, ``optional(_:variant:file:line:)``
/// and ``tryOptional(_:variant:)`` return `nil` when nothing is registered. A form runs on the
/// caller's actor and suspends only to build a `@MainActor` factory's instance on the main actor.
///
/// ```swift
/// func start() async throws {
///     let session: Session = try await app.async.tryResolve()
///     let model: PetListViewModel = await app.async.resolve()
///     _ = (session, model)
/// }
/// ```
public struct AsyncResolver: Sendable {
    /// The container these forms resolve from.
    public let container: DependencyResolver

    /// The `await` forms of resolving from `container`; the same as `container.async`.
    ///
    /// ```swift
    /// let resolver = AsyncResolver(container: app)
    /// ```
    public init(container: DependencyResolver) {
        self.container = container
    }

    // spelling[name]: let model: PetListViewModel = await app.async.resolve(name: "pets")
    /// Resolves an instance of `T`, building it on the main actor if its factory is `@MainActor`,
    /// and stops the program with the reason if it cannot.
    ///
    /// ```swift
    /// let model: PetListViewModel = await app.async.resolve()
    /// ```
    ///
    /// - Parameters:
    ///   - type: The type to resolve; inferred when omitted.
    ///   - variant: The registration's variant; `nil` for the one registered without a variant.
    ///   - file: The file a failure is reported in; the caller's, by default.
    ///   - line: The line a failure is reported at; the caller's, by default.
    @inlinable
    public nonisolated(nonsending) func resolve<T>(
        _ type: T.Type = T.self, variant: Variant? = nil,
        file: StaticString = #fileID, line: UInt = #line
    ) async -> T {
        do { return try await tryResolve(type, variant: variant) } catch {
            trap(error, file: file, line: line)
        }
    }

    // spelling[name]: let model: PetListViewModel = try await app.async.tryResolve(name: "pets")
    /// Resolves an instance of `T`, building it on the main actor if its factory is `@MainActor`,
    /// or throws a ``DependencyError`` saying why it cannot.
    ///
    /// ```swift
    /// let session: Session = try await app.async.tryResolve()
    /// ```
    ///
    /// A kept instance is returned at the cost of a synchronous resolve (the benchmark's W9): this
    /// form is inlined, and only a build leaves the caller's code.
    @inlinable @inline(__always)
    public nonisolated(nonsending) func tryResolve<T>(
        _ type: T.Type = T.self, variant: Variant? = nil
    ) async throws -> T {
        // Not optional: a miss throws, so the instance is there.
        try await container.awaitInstance(T.self, variant: variant, optional: false, isolation: #isolation)!
    }

    // spelling[name]: let model: PetListViewModel? = await app.async.optional(name: "pets")
    /// Resolves an instance of `T`, or `nil` when nothing is registered for it; any other failure
    /// stops the program, as ``resolve(_:variant:file:line:)`` does.
    ///
    /// ```swift
    /// let model: PetListViewModel? = await app.async.optional()
    /// ```
    @inlinable
    public nonisolated(nonsending) func optional<T>(
        _ type: T.Type = T.self, variant: Variant? = nil,
        file: StaticString = #fileID, line: UInt = #line
    ) async -> T? {
        do { return try await tryOptional(type, variant: variant) } catch {
            trap(error, file: file, line: line)
        }
    }

    // spelling[name]: let model: PetListViewModel? = try await app.async.tryOptional(name: "pets")
    /// Resolves an instance of `T`, `nil` when nothing is registered for it, or throws any other failure.
    ///
    /// ```swift
    /// let model: PetListViewModel? = try await app.async.tryOptional()
    /// ```
    @inlinable @inline(__always)
    public nonisolated(nonsending) func tryOptional<T>(
        _ type: T.Type = T.self, variant: Variant? = nil
    ) async throws -> T? {
        try await container.awaitInstance(T.self, variant: variant, optional: true, isolation: #isolation)
    }

    // spelling[name]: let editor: EditorViewModel = await app.async.resolve(name: "editor", args: "Notes")
    /// Resolves an instance of `T` with Resolver-style arguments, building it on the main actor if
    /// its factory is `@MainActor`, and stops the program with the reason if it cannot.
    ///
    /// ```swift
    /// let editor: EditorViewModel = await app.async.resolve(args: "Notes")
    /// ```
    @inlinable
    public nonisolated(nonsending) func resolve<T>(
        _ type: T.Type = T.self, variant: Variant? = nil, args: sending Any?,
        file: StaticString = #fileID, line: UInt = #line
    ) async -> T {
        do { return try await tryResolve(type, variant: variant, args: args) } catch {
            trap(error, file: file, line: line)
        }
    }

    // spelling[name]: let editor: EditorViewModel = try await app.async.tryResolve(name: "editor", args: "Notes")
    /// Resolves an instance of `T` with Resolver-style arguments, building it on the main actor if
    /// its factory is `@MainActor`, or throws a ``DependencyError`` saying why it cannot.
    ///
    /// ```swift
    /// let editor: EditorViewModel = try await app.async.tryResolve(args: "Notes")
    /// ```
    @inlinable
    public nonisolated(nonsending) func tryResolve<T>(
        _ type: T.Type = T.self, variant: Variant? = nil, args: sending Any?
    ) async throws -> T {
        let container = container
        let key = RegistrationKey(T.self, variant: variant)
        return try await container.awaitResolve(key, arguments: .args(args), isolation: #isolation) {
            try container.tryResolve(T.self, variant: variant, args: args)
        }!
    }

    // spelling[name]: let model: PetViewModel = await app.async.resolve(name: "pet", arguments: "Rex")
    /// Resolves an instance of `T` with typed runtime arguments, building it on the main actor if
    /// its factory is `@MainActor`, and stops the program with the reason if it cannot.
    ///
    /// ```swift
    /// let model: PetViewModel = await app.async.resolve(arguments: "Rex")
    /// ```
    @inlinable
    public nonisolated(nonsending) func resolve<T, First, each Rest>(
        _ type: T.Type = T.self, variant: Variant? = nil, arguments first: sending First, _ rest: repeat each Rest,
        file: StaticString = #fileID, line: UInt = #line
    ) async -> T {
        do {
            return try await tryResolve(
                type, variant: variant, arguments: first, repeat each rest)
        } catch {
            trap(error, file: file, line: line)
        }
    }

    // spelling[name]: let model: PetViewModel = try await app.async.tryResolve(name: "pet", arguments: "Rex")
    /// Resolves an instance of `T` with typed runtime arguments, building it on the main actor if
    /// its factory is `@MainActor`, or throws a ``DependencyError`` saying why it cannot.
    ///
    /// ```swift
    /// let model: PetViewModel = try await app.async.tryResolve(arguments: "Rex")
    /// ```
    @inlinable
    public nonisolated(nonsending) func tryResolve<T, First, each Rest>(
        _ type: T.Type = T.self, variant: Variant? = nil, arguments first: sending First, _ rest: repeat each Rest
    ) async throws -> T {
        let container = container
        let key = RegistrationKey(
            T.self, variant: variant, arguments: argumentSignature(First.self, repeat (each Rest).self))
        let values = ArgumentValues(first: first, rest: (repeat each rest))
        return try await container.awaitResolve(key, arguments: .typed(values), isolation: #isolation) {
            try container.tryResolve(T.self, variant: variant, arguments: first, repeat each rest)
        }!
    }

    /// ``DependencyResolver/verify(arguments:)`` for every kind of factory: it runs on the main actor
    /// when the tree has `@MainActor` factories and the caller is elsewhere, and then builds the
    /// registrations whose factories are async, with `await`.
    ///
    /// ```swift
    /// @Test func appIsWired() async {
    ///     let report = await app.async.verify()
    ///     #expect(report.isValid, "\(report)")
    /// }
    /// ```
    ///
    /// As `verify()` does, it keeps nothing: each async registration is built in a resolution of its
    /// own, persistent and transient instances anew (once within it, in their own container), and
    /// the synchronous resolves its factory makes keep nothing either; no teardown runs. A failure
    /// is reported with every other one, and a shared async instance that misses an override of
    /// this container is a warning, as with `verify()`. Only a synchronous factory that resolves an async
    /// registration without `await` is skipped, with the reason: it works only once that
    /// instance is kept. Call it from a test or at start-up, not from a factory: there it reports
    /// a failure instead.
    ///
    /// Async factories may use the trapping forms (`await r.async.resolve()`, `r.resolve()`, `args()`),
    /// as synchronous ones may under `verify()`: each async registration is built in a task whose
    /// jobs run on a thread of the verification's own, while the caller suspends, so a trapping
    /// resolve that fails there is reported with its chain and the process goes on. The cost is the
    /// one `verify()` pays: the build cannot be unwound from the middle, so its thread is parked for
    /// the life of the process, holding what the build held (the container, instances already made,
    /// any lock the factory took itself), and the next build gets a new thread. A report with `n`
    /// such failures leaves `n` parked threads.
    ///
    /// ```swift
    /// app.register { r async throws -> PetRecords in PetRecords(database: await r.async.resolve()) }
    /// let report = await app.async.verify()  // no Database: reported, and the program goes on
    /// print(report.failures[0].error.kind)   // notRegistered
    /// ```
    ///
    /// > Important: Only code that runs on that thread is covered: a nonisolated async factory, the
    /// > synchronous resolves it makes, and its child tasks (`async let`, task groups). Elsewhere a
    /// > trapping resolve that fails still stops the program, with the message and the fix: in code
    /// > that runs on an actor (a `@MainActor` async factory, what a factory runs through
    /// > `MainActor.run`, and the synchronous registrations an `await` resolve builds on the main
    /// > actor, as it does in a tree that has `@MainActor` factories), in a task the factory starts
    /// > (`Task { }`, `Task.detached`), and in any async factory on Apple systems before macOS 15,
    /// > iOS 18, tvOS 18 and watchOS 11, which have no task executors. An async closure written in
    /// > main-actor code (a `@MainActor` type or function, or a target built with MainActor-by-default
    /// > isolation) is itself isolated to the main actor: write it `{ @concurrent r async throws -> T in ... }`
    /// > to have it covered. Or write those resolves as `try await r.async.tryResolve()` or
    /// > `try r.tryResolve()`, and the failure is reported with every other one.
    ///
    /// - Parameters:
    ///   - arguments: Values for the registrations that take runtime arguments.
    public nonisolated(nonsending) func verify(
        arguments: VerificationArguments = VerificationArguments()
    ) async -> VerificationReport {
        await container.verifyAwaiting(arguments: arguments, isolation: #isolation)
    }
}
