// Resolver's app-wide set-up: `registerAllServices()` run once before the first resolve of `main`,
// and the `Resolving` protocol's `resolver`.

/// Declares the registrations an application makes once, before anything is resolved.
///
/// Make ``DependencyResolver`` conform, and `registerAllServices()` runs exactly once: before the
/// first resolution through the static API, ``DependencyResolver/main``, ``DependencyResolver/root``
/// or any descendant of `main`, and before ``DependencyResolver/root`` is first read or set (so it
/// may set `root` itself, as Resolver's mock set-up does). It never overwrites what was registered
/// before it ran: the first registration of a key wins. Reading `main` does not run it, so the app
/// can register into `main` first.
///
/// ```swift
/// extension DependencyResolver: @retroactive ResolverRegistering {
///     public static func registerAllServices() {
///         main.register { XYZSessionService() }
///         main.register { r in XYZService(r.resolve()) }
///     }
/// }
/// ```
public protocol ResolverRegistering {
    /// Registers the application's services into ``DependencyResolver/main``.
    ///
    /// ```swift
    /// extension DependencyResolver: @retroactive ResolverRegistering {
    ///     public static func registerAllServices() {
    ///         main.register { XYZSessionService() }
    ///         main.register { r in XYZService(r.resolve()) }
    ///     }
    /// }
    /// ```
    static func registerAllServices()
}

/// Gives a type a `resolver` to resolve through: ``DependencyResolver/root`` unless it says otherwise.
///
/// ```swift
/// final class MyViewController: Resolving {
///     lazy var viewModel: XYZViewModel = resolver.resolve()
/// }
/// ```
public protocol Resolving {
    /// The container to resolve through.
    ///
    /// ```swift
    /// let model: XYZViewModel = resolver.resolve()
    /// ```
    var resolver: DependencyResolver { get }
}

extension Resolving {
    /// ``DependencyResolver/root``, read at each use.
    ///
    /// ```swift
    /// struct Screen: Resolving {}
    /// let session: Session = Screen().resolver.resolve()
    /// ```
    public var resolver: DependencyResolver { DependencyResolver.root }
}

/// Runs `registerAllServices()` once, before the first resolution that may need it.
enum ServiceLocatorBootstrap {
    private static let mainTree = Locked<ContainerTree?>(nil)

    /// Marks `main`'s tree so that its first resolution runs the bootstrap, if the app conforms.
    static func arm(_ tree: ContainerTree) {
        guard DependencyResolver.self is any ResolverRegistering.Type else { return }
        tree.bootstrap = .pending
        tree.updateDiversion()
        mainTree.withValue { $0 = tree }
    }

    /// Runs the bootstrap for `main`'s tree if it is still due (for the static API, whose root may be
    /// elsewhere); returns whether it has run (or there is none): then it never needs to run again. A
    /// bootstrap that cannot run from here (this thread is one it waits for) is left due.
    static func runForStaticAPI() -> Bool {
        _ = DependencyResolver.main
        if let tree = mainTree.withValue({ $0 }) { try? runIfNeeded(for: tree) }
        return mainTree.withValue { $0 == nil }
    }

    /// Runs the bootstrap if `tree` is `main`'s and it has not run; other threads wait for it. Throws
    /// when waiting would never end: the thread running it waits, directly or through others, for this one.
    static func runIfNeeded(for tree: ContainerTree) throws {
        let state = ThreadLocalState.current
        tree.lock.lock()
        var deadlines: WaitDeadlines?
        // Waits while another thread runs it; registerAllServices() itself resolves (or a trace hook it
        // set off does): let it.
        while case .running(let runner) = tree.bootstrap, !state.runsOnThread(of: runner) {
            // Only `main`'s tree has a bootstrap to run.
            switch WaitGraph.wait(state, for: tree, builder: runner, in: DependencyResolver.main, deadlines: &deadlines)
            {
            case .woken: continue
            case .loop(let loop):
                tree.lock.unlock()
                throw FailureReport.deadlock(waitingFor: tree.awaitedName, loop: loop, chain: state.chainNames)
            case .timedOut(let seconds):
                tree.lock.unlock()
                throw FailureReport.waitTimedOut(waitingFor: tree.awaitedName, after: seconds, chain: state.chainNames)
            }
        }
        guard case .pending = tree.bootstrap else {
            tree.lock.unlock()
            return
        }
        tree.bootstrap = .running(state)
        tree.lock.unlock()
        (DependencyResolver.self as? any ResolverRegistering.Type)?.registerAllServices()
        tree.lock.withLock {
            tree.bootstrap = .none
            tree.updateDiversion()
            WaitGraph.finished(tree)
            tree.lock.broadcast()
        }
        // Done for good: later static resolves need not look at main's tree again.
        mainTree.withValue { if $0 === tree { $0 = nil } }
    }
}
