internal import HierResolverRuntime

// The static API's hot path: the container a static resolve (`DependencyResolver.resolve()`, bare
// wrappers, `Resolving`) starts from, found without a lock when the thread's state knows it: the
// resolution in progress, or the synchronous `withRoot` scope the thread runs in (checked against the
// running task through the Swift runtime, in C), else the async scope's task-local value, else the
// process-wide `root`. Its budget is BENCHMARKS.md's W8, W11 and W12: a static resolve, inside a scope
// or not, and an `@Injected` owner, at or below `baseline+lock`. The public `withRoot` forms are in
// ServiceLocator/RootScope.swift.

/// Where a root scope keeps its container: a task-local value, which the tasks started inside the
/// scope inherit, and, for the synchronous form, a copy in the thread's resolution state that the
/// static API reads without a task-local look-up.
/// Also how the process-wide `root` outside any scope is read: without a lock until it is first set.
@usableFromInline
enum RootScope {

    /// The container of the innermost async scope (and of a synchronous one, for the tasks it starts).
    @usableFromInline static let container = TaskLocal<DependencyResolver?>(wrappedValue: nil)

    /// The container of the innermost scope around the caller, if any: this thread's synchronous scope
    /// when the running task entered it, else the value bound to ``container`` for the running task.
    static var current: DependencyResolver? {
        if let scoped = hier_resolver_scoped_root() {
            return Unmanaged<DependencyResolver>.fromOpaque(scoped).takeUnretainedValue()
        }
        // `nil` at once when no scope was ever entered, or when no task runs. Outside any task, only a
        // synchronous scope entered outside any task binds the value (on the thread), and while it runs
        // its container is the thread's scope, looked at above: while a task's job runs, all code on its
        // thread is the task's, so no scope of a task is ever open on a thread that runs no task.
        guard hier_resolver_root_scopes_used() != 0, hier_resolver_current_task() != nil else { return nil }
        return container.get()
    }

    /// Notes that a scope was entered: until then, a static resolve never looks for one.
    @usableFromInline
    static func noteEntered() {
        hier_resolver_note_root_scope()
    }

    /// Runs `body` with `container` as this thread's synchronous scope, for the task running now
    /// (another task run from a nested run loop on this thread is not in it).
    static func onThisThread<R>(_ container: DependencyResolver, _ body: () throws -> R) rethrows -> R {
        let start = hier_resolver_static_start()
        let (outerRoot, outerTask) = (start.pointee.scoped_root, start.pointee.scoped_task)
        start.pointee.scoped_root = Unmanaged.passUnretained(container).toOpaque()
        start.pointee.scoped_task = hier_resolver_current_task()
        defer { (start.pointee.scoped_root, start.pointee.scoped_task) = (outerRoot, outerTask) }
        return try body()
    }

    /// The process-wide `root` as last set, or `nil` when it was never set (then it is `main`): until
    /// it is set, read without taking its lock. Setting it notes that it was set, after setting it.
    static var processRoot: DependencyResolver? {
        get { hier_resolver_root_was_set() == 0 ? nil : processWideRoot.withValue { $0 } }
        set {
            processWideRoot.set(newValue)
            hier_resolver_note_root_set()
        }
    }

    private static let processWideRoot = Locked<DependencyResolver?>(nil)
}

extension DependencyResolver {
    /// The container a static resolve starts from: the context of the resolution in progress on this
    /// thread (so a factory's static resolves see the same overrides as its `Resolver`), else, inside an
    /// async factory, the context of the async resolution in progress in the task, else the
    /// synchronous scope this thread runs in once `registerAllServices()` is known to have run (read
    /// without a lock), else ``root``.
    @usableFromInline
    static var ambient: DependencyResolver {
        if let pointer = hier_resolver_get_thread_state(),
            let frame = Unmanaged<ResolutionState>.fromOpaque(pointer).takeUnretainedValue().frames.last
        {
            return frame.context
        }
        // Asked of the task only once an async factory has ever run.
        if hier_resolver_async_builds_used() != 0, let context = AsyncFrames.slot.get()?.context { return context }
        if let scoped = hier_resolver_scoped_start() {
            return Unmanaged<DependencyResolver>.fromOpaque(scoped).takeUnretainedValue()
        }
        return root
    }

    /// Runs `registerAllServices()` if it is still due, before ``root`` is read or set (it may set
    /// ``root`` itself): after the first time on a thread, one thread-local read.
    static func bootstrapBeforeRoot() {
        let start = hier_resolver_static_start()
        guard start.pointee.bootstrap_done == 0 else { return }
        // A bootstrap that cannot run from here (this thread is one it waits for) fails the resolve
        // that follows on main's tree, with the whole loop; another root does not need it.
        if ServiceLocatorBootstrap.runForStaticAPI() { start.pointee.bootstrap_done = 1 }
    }

    /// What a property wrapper that resolves once (`@Injected`, or with `optional`, `@OptionalInjected`)
    /// resolves to, specialised in the client's module: from `container` if given, else from where a
    /// static resolve starts when its chain registers the key (and the tree does not divert resolves),
    /// else as ``WrapperTarget`` resolves: with the observed path and the fallback to the oldest container
    /// that registers it. `nil` only when `optional` and nothing is registered for the key. Stops the
    /// program with the message `tryResolve` would throw, reported at `file` and `line`.
    @inlinable
    static func resolveForWrapper<T>(
        variant: Variant?, container: DependencyResolver?, optional: Bool, file: StaticString, line: UInt
    ) -> T? {
        let key = RegistrationKey(T.self, variant: variant)
        do {
            if let container { return try container.resolveInstance(key, optional: optional) }
            if let instance: T = try ambient.resolveInstance(key, lookingFurther: true) { return instance }
        } catch {
            trap(error, file: file, line: line)
        }
        if optional { return optionalForWrapperFurther(variant: variant, file: file, line: line) }
        return resolveForWrapperFurther(variant: variant, file: file, line: line) as T
    }
}
