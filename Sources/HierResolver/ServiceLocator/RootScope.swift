// `withRoot`: scopes in which `root` and the static API resolve through another container.

extension DependencyResolver {
    /// Runs `body` with ``root`` resolving through `container`: the static API, `Resolving` and bare
    /// property wrappers called inside it, and inside every task it starts, resolve there. The
    /// process-wide ``root`` is left as it is, so tests that run in parallel each see only their own.
    ///
    /// ```swift
    /// let test = DependencyResolver.main.copy(name: "test") { fakes in
    ///     fakes.register { FixedClock() as Clock }
    /// }
    /// DependencyResolver.withRoot(test) {
    ///     let clock: Clock = DependencyResolver.resolve()  // the FixedClock
    /// }
    /// ```
    ///
    /// Scopes nest: the innermost one wins. Inside a factory, a static resolve still starts from the
    /// resolution's context, as everywhere. Tasks started inside inherit the scope; work that runs on
    /// another thread without a task (`DispatchQueue.async`, a `Thread`) is not in it, while a
    /// `DispatchQueue.sync` block, which runs on the calling thread, is. Reading ``root`` inside the
    /// scope gives `container`; setting it changes the process-wide value, which the scope hides until
    /// it ends.
    ///
    /// The scope belongs to the task that runs `body` or, outside any task (a synchronous XCTest
    /// method), to the thread: until `body` returns, all code of that task, or all code that thread
    /// runs outside a task, is in it. That includes work a nested run loop runs on the thread meanwhile
    /// (`RunLoop.run(until:)`, XCTest's `wait(for:timeout:)`): `DispatchQueue.main.async` blocks,
    /// timers and `perform` blocks, whoever enqueued them, as with Swift's own task-local values. Jobs
    /// of other tasks that such a run loop runs (another actor's, say) are not in it.
    ///
    /// > Important: A block that other code enqueued (an earlier test's late completion, say) and that a
    /// > nested run loop runs inside the scope resolves through `container` as well: nothing tells it
    /// > from the closure's own work. In an XCTest that waits with `wait(for:timeout:)`, this is what
    /// > lets the completion it waits for resolve through the test's container.
    ///
    /// - Parameters:
    ///   - container: The container to use as ``root``; the scope keeps it alive until it returns.
    ///   - body: The code to run in the scope.
    /// - Returns: What `body` returns.
    public static func withRoot<R>(_ container: DependencyResolver, _ body: () throws -> R) rethrows -> R {
        RootScope.noteEntered()
        return try RootScope.container.withValue(container) {
            try RootScope.onThisThread(container, body)
        }
    }

    /// Runs the asynchronous `body` with ``root`` resolving through `container`, in it and in every
    /// child task it starts.
    ///
    /// ```swift
    /// func checkClinic() async throws {
    ///     let test = DependencyResolver.main.copy { $0.register { FixedClock() as Clock } }
    ///     try await DependencyResolver.withRoot(test) {
    ///         let clock: Clock = try DependencyResolver.tryResolve()
    ///         _ = clock
    ///     }
    /// }
    /// ```
    ///
    /// The scope follows the task across suspension points and threads; see the synchronous
    /// ``withRoot(_:_:)`` for the rules. A closure with no `await` in it selects the synchronous form,
    /// which also suits async code: its tasks inherit the scope all the same.
    ///
    /// - Parameters:
    ///   - container: The container to use as ``root``; the scope keeps it alive until it returns.
    ///   - isolation: The actor `body` runs on: the caller's.
    ///   - body: The code to run in the scope.
    /// - Returns: What `body` returns.
    @inlinable
    public static func withRoot<R>(
        _ container: DependencyResolver,
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> R
    ) async rethrows -> R {
        RootScope.noteEntered()
        return try await RootScope.container.withValue(container, operation: body, isolation: isolation)
    }
}
