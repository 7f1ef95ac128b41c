import HierResolver
import Testing

// Regression tests of the container tree under several threads: each pins a defect found after its
// feature landed, and says what went wrong before. The suite's name matches CI's thread-sanitizer
// filter (`Concurrency`); `onThreads` waits with the `HIERRESOLVER_WATCHDOG_SECONDS` watchdog.

@Suite("Regressions: concurrency")
struct ConcurrencyRegressionTests {
    /// Defect: pruning dead children read each weak reference as a strong one under the tree lock;
    /// when another thread dropped that child meanwhile, its deinit (and the deinit of what its factories
    /// captured) ran under the lock, and a deinit that resolved deadlocked the whole tree.
    @Test("a child dropped while its parent prunes dead children releases it outside the lock")
    func childDroppedDuringPruneDoesNotDeadlock() {
        final class Sentinel: @unchecked Sendable {
            let app: DependencyResolver
            init(_ app: DependencyResolver) { self.app = app }
            deinit { _ = app.resolve(Token.self) }  // takes the tree lock
        }
        let app = DependencyResolver(name: "app")
        app.register { Token() }
        let finished = onThreads(4) { thread in
            for _ in 0..<20_000 {
                if thread == 0 {
                    _ = app.child()
                } else {
                    let feature = app.child()
                    let sentinel = Sentinel(app)
                    feature.register { () -> Token in
                        _ = sentinel
                        return Token()
                    }
                }
            }
        }
        #expect(finished, "the threads did not finish: a deinit ran under the tree lock")
    }
}
