// How long a resolve waits for another thread building the same shared instance.

extension DependencyResolver {
    /// How long, in seconds, a thread of this container's tree waits for work another thread is doing
    /// for it — building a shared instance, installing a module, running `registerAllServices()` —
    /// before the wait fails with a ``DependencyError/Kind/deadlock`` error; `nil`, the default, waits as
    /// long as the work takes (single-flight: a slow factory is waited for, however slow). One setting
    /// for the whole tree.
    ///
    /// A wait that would never end because the threads wait for each other through the container
    /// (two factories of shared instances that need each other, each building on its own thread) fails
    /// at once, whatever the limit, naming every resolution involved. The limit is for the loops the
    /// container cannot see: a factory that blocks until another thread has resolved something that
    /// needs the instance the factory is building. Such a loop cannot be told from a slow factory, so
    /// it is waited for until a limit is set: set one where a hang is worse than an error, such as in
    /// tests. Without a limit, a wait that lasts longer than ``longWaitReport`` (10 seconds by default) is
    /// reported once, to the ``trace`` hook and on standard error, and goes on.
    ///
    /// A task's wait in an `await` resolve (for a shared build another task or thread is doing, or for a
    /// graph instance another task of its resolution is building) ends at the same limit: it suspends
    /// rather than blocks, and is otherwise the same wait.
    ///
    /// ```swift
    /// let app = DependencyResolver(name: "app")
    /// app.waitLimit = 120  // no build in this app takes two minutes: a longer wait is a loop
    /// app.persistent { Database() }
    /// ```
    public var waitLimit: Double? {
        get { tree.lock.withLock { tree.waitLimit } }
        set { tree.lock.withLock { tree.waitLimit = newValue.map { $0.isNaN ? 0 : $0 } } }
    }
}
