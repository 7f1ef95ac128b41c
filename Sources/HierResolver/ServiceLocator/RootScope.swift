internal import HierResolverRuntime

/// Where a root scope keeps its container: a task-local value, which the tasks started inside the
/// scope inherit, and, for the synchronous form, a copy in the thread's resolution state that the
/// static API reads without a task-local look-up (see ``DependencyResolver/scopedRootOnThisThread``).
enum RootScope {

    @TaskLocal static var container: DependencyResolver?

    /// The container of the innermost scope around the caller, if any.
    static var current: DependencyResolver? {
        (DependencyResolver.scopedRootOnThisThread() ?? bound)?.takeUnretainedValue()
    }

    /// The identity of ``container``'s `TaskLocal` object: the key the runtime stores its values under.
    nonisolated(unsafe) private static let key = UnsafeRawPointer(Unmanaged.passUnretained($container).toOpaque())

    /// The value bound to ``container`` for the running task (or, outside one, this thread), not
    /// retained: the binding keeps it alive until its scope ends, after the caller's use. `nil` at once
    /// when no scope was ever entered.
    static var bound: Unmanaged<DependencyResolver>? {
        guard hier_resolver_root_scopes_used() != 0, let slot = hier_resolver_task_local_value(key) else { return nil }
        return slot.load(as: Unmanaged<DependencyResolver>?.self)
    }
}

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
    /// - Parameters:
    ///   - container: The container to use as ``root``; the scope keeps it alive until it returns.
    ///   - body: The code to run in the scope.
    /// - Returns: What `body` returns.
    public static func withRoot<R>(_ container: DependencyResolver, _ body: () throws -> R) rethrows -> R {
        hier_resolver_note_root_scope()
        return try RootScope.$container.withValue(container) {
            let start = hier_resolver_static_start()
            let (outerRoot, outerTask) = (start.pointee.scoped_root, start.pointee.scoped_task)
            start.pointee.scoped_root = Unmanaged.passUnretained(container).toOpaque()
            start.pointee.scoped_task = hier_resolver_current_task()
            defer { (start.pointee.scoped_root, start.pointee.scoped_task) = (outerRoot, outerTask) }
            return try body()
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
    public static func withRoot<R>(
        _ container: DependencyResolver,
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> R
    ) async rethrows -> R {
        hier_resolver_note_root_scope()
        return try await RootScope.$container.withValue(container, operation: body, isolation: isolation)
    }

    /// The container a static resolve starts from (see ``ambient``), and whether the reference is
    /// retained (the caller releases it). Without a lock and unretained when this thread's state says:
    /// the context of the resolution in progress, or the synchronous scope this thread runs in once
    /// `registerAllServices()` is known to have run; the resolution, or the scope, keeps it alive.
    @usableFromInline
    static func ambientReference() -> (container: Unmanaged<DependencyResolver>, retained: Bool) {
        if let pointer = hier_resolver_get_thread_state() {
            // The thread's slot owns its state.
            let frames = Unmanaged<ResolutionState>.fromOpaque(pointer)._withUnsafeGuaranteedRef { $0.frames.last }
            if let frames { return (Unmanaged.passUnretained(frames.context), false) }
        }
        if let scoped = hier_resolver_scoped_start() { return (Unmanaged.fromOpaque(scoped), false) }
        if hier_resolver_static_start().pointee.bootstrap_done != 0, let bound = RootScope.bound {
            return (bound, false)
        }
        return (Unmanaged.passRetained(ambient), true)
    }

    /// The synchronous scope this thread runs in, if the task that entered it is the one running.
    static func scopedRootOnThisThread() -> Unmanaged<DependencyResolver>? {
        hier_resolver_scoped_root().map { Unmanaged.fromOpaque($0) }
    }

    /// Resolves `key` from where a static resolve starts: ``resolveInstance(_:optional:arguments:)``
    /// on the container ``ambientReference()`` gives, held only as long as it needs to be.
    @inlinable @inline(__always)
    static func resolveStatically<T>(_ key: RegistrationKey, optional: Bool = false) throws -> T? {
        let (container, retained) = ambientReference()
        defer { if retained { container.release() } }
        return try resolve(from: container, key, optional: optional)
    }

    /// Resolves `key` from the container `reference` names, which the caller keeps alive. (A function
    /// of its own, so that the compiler inlines the closure.)
    @inlinable @inline(__always)
    static func resolve<T>(from reference: Unmanaged<DependencyResolver>, _ key: RegistrationKey, optional: Bool)
        throws -> T?
    {
        try reference._withUnsafeGuaranteedRef { container in try container.resolveInstance(key, optional: optional) }
    }

    /// Calls `body` with the container a static resolve starts from (see ``ambient``).
    @inlinable @inline(__always)
    static func withAmbient<R>(_ body: (DependencyResolver) throws -> R) rethrows -> R {
        let (container, retained) = ambientReference()
        defer { if retained { container.release() } }
        return try container._withUnsafeGuaranteedRef(body)
    }
}
