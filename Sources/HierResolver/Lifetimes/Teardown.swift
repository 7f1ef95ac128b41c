// Teardown blocks: what a persistent instance runs when its container drops it.

extension RegistrationOptions {
    /// Adds a block that releases what a persistent instance holds (a socket, a file, a database)
    /// when its container drops the instance.
    ///
    /// ```swift
    /// let checkout = app.child(name: "checkout")
    /// checkout.register(lifetime: .persistent) { PaymentsConnection() }
    ///     .teardown { connection in connection.close() }
    /// ```
    ///
    /// Several blocks run in the order they were added. Each runs once per cached instance, when the container lets go of it: on ``DependencyResolver/reset()``,
    /// on `removeResolver` or `replace` of the registration, and when the container itself goes
    /// (the last reference to a feature's child container is dropped). When several instances go
    /// at once, the newest is torn down first, so an instance is torn down before those it was
    /// built from (the order is that of caching, for instances cached after their block was added).
    /// The block runs on the thread that dropped the instance, with no lock held.
    ///
    /// > Important: Only `.persistent` instances belong to their container. A `.transient`,
    /// > `.graph` or `.ephemeral` instance belongs to whoever resolved it: release its resources in
    /// > its `deinit`. Adding a teardown block to such a registration stops the program.
    ///
    /// An instance that a `reset()` made stale while it was being built is handed to the resolve
    /// that asked for it but is never cached, so its container never tears it down.
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
        guard registration.lifetime == .persistent else {
            trap(FailureReport.teardownNeedsPersistent(registration), file: file, line: line)
        }
        container.tree.lock.withLock(releasingAfterwards: ((AnyObject) -> Void).self) { previous in
            let extras = registration.extrasForUpdate
            let earlier = extras.teardown
            previous = earlier
            registration.owner.hasTeardown = true
            extras.teardown = { box in
                earlier?(box)
                block(InstanceBox<T>.value(in: box))
            }
        }
        return self
    }
}
