// Teardown blocks: what an instance its container keeps runs when the container lets go of it,
// synchronous or async.

extension RegistrationOptions {
    /// Adds a block that releases what a kept instance holds (a socket, a file, a database) when its
    /// container lets go of the instance.
    ///
    /// ```swift
    /// let checkout = app.child(name: "checkout")
    /// checkout.register(lifetime: .persistent) { PaymentsConnection() }
    ///     .teardown { connection in connection.close() }
    /// ```
    ///
    /// Only the lifetimes whose instances a container keeps have teardown: `.persistent` (kept until
    /// the container lets go of it) and `.transient` (kept while something else holds it). Each block
    /// runs once per kept instance, when the container lets go of it: on ``DependencyResolver/reset()``,
    /// on `removeResolver`, `replace` or `store` over the instance, on
    /// ``DependencyResolver/shutdown()``, and when the container itself goes (the last reference to a
    /// feature's child container is dropped). Several blocks run in the order they were added. When
    /// several instances go at once, the newest is torn down first, so an instance is torn down before
    /// those it was built from (the order is that of keeping, for instances kept after their first
    /// block was added). A synchronous block runs on the thread that let go of the instance, with no
    /// lock held.
    ///
    /// > Important: A `.transient` instance is torn down only if it is still alive when its
    /// > container lets go of it. One whose last holder let go of it earlier is gone without teardown:
    /// > release its resources in its `deinit` too. A value type is never kept as `.transient`, so it
    /// > is never torn down. A `.graph` or `.ephemeral` instance belongs to whoever resolved it: adding
    /// > a teardown block to such a registration stops the program.
    ///
    /// An instance that a `reset()` made stale while it was being built is handed to the resolve
    /// that asked for it but is never kept, so its container never tears it down.
    ///
    /// - Parameters:
    ///   - file: The file a misuse is reported in; the caller's by default.
    ///   - line: The line a misuse is reported at; the caller's by default.
    ///   - block: Releases the instance's resources.
    /// - Returns: These options, to chain more configuration.
    @discardableResult
    public func teardown(
        file: StaticString = #fileID,
        line: UInt = #line,
        _ block: @escaping (T) -> Void
    ) -> RegistrationOptions<T> {
        adding(.immediate { block(Self.value(of: $0)) }, file: file, line: line)
    }

    /// Adds an async block that releases what a kept instance holds when its container lets go of it:
    /// ``DependencyResolver/shutdown()`` awaits it and collects what it throws.
    ///
    /// ```swift
    /// app.register(lifetime: .persistent) { Database() }
    ///     .teardown { database in try await database.close() }
    ///
    /// // When the server stops:
    /// let report = await app.shutdown()
    /// for failure in report.failures { print(failure) }
    /// ```
    ///
    /// It runs when a synchronous block would (see the synchronous form), in the order the
    /// blocks were added, synchronous and async alike. Only ``DependencyResolver/shutdown()`` waits
    /// for it: there it runs in the caller's task, and what it throws is in the report `shutdown()`
    /// returns, naming the registration and its container; the other blocks run all the same. The
    /// block is `sending`: it takes on no actor's isolation from the code that adds it (main-actor
    /// code included), so it may call the instance's async methods; reach an actor inside it if the
    /// instance needs one.
    ///
    /// > Important: Everywhere else (``DependencyResolver/reset()``, `removeResolver`, `replace`,
    /// > `store`, and a container that goes without `shutdown()`), nothing can wait for it: the
    /// > synchronous blocks before it run at once, and from it on, the rest of that teardown runs, in
    /// > order, in a detached task that nobody awaits; what it throws is written to standard error.
    /// > To know that a feature's or a request's resources are closed, call `await shutdown()` on
    /// > its container instead of letting the container go.
    ///
    /// - Parameters:
    ///   - file: The file a misuse is reported in; the caller's by default.
    ///   - line: The line a misuse is reported at; the caller's by default.
    ///   - block: Releases the instance's resources; may suspend and throw.
    /// - Returns: These options, to chain more configuration.
    @discardableResult
    public func teardown(
        file: StaticString = #fileID,
        line: UInt = #line,
        _ block: sending @escaping (T) async throws -> Void
    ) -> RegistrationOptions<T> {
        adding(.awaited { try await block(Self.value(of: $0)) }, file: file, line: line)
    }

    /// Adds `block` after the registration's teardown blocks; stops the program when the
    /// registration's lifetime keeps no instance.
    private func adding(_ block: TeardownBlocks.Block, file: StaticString, line: UInt) -> RegistrationOptions<T> {
        guard registration.lifetime.isShared else {
            trap(FailureReport.teardownNeedsKeptInstance(registration), file: file, line: line)
        }
        container.tree.lock.withLock(releasingAfterwards: TeardownBlocks.self) { previous in
            let extras = registration.extrasForUpdate
            previous = extras.teardown
            registration.owner.hasTeardown = true
            extras.teardown = extras.teardown?.adding(block) ?? TeardownBlocks(block)
        }
        return self
    }

    /// The registration's value in `kept`: a persistent instance's box holds a `T`; a transient
    /// instance is the object a `T` was.
    private static func value(of kept: InstanceStorage.Kept) -> T {
        switch kept {
        case .persistent(let box): InstanceBox<T>.value(in: box)
        case .transient(let object): object as! T
        }
    }
}
