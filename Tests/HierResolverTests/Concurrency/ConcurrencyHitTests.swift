import HierResolver
import Testing

// Part of the "Concurrency" suite, which CI runs under the thread sanitizer and, with the whole test
// run, the address sanitizer. The resolve path reads a cached instance without retaining its
// registration, which is safe only while the tree's lock is held; a hit that passes arguments
// retains the registration before unlocking, to report the arguments it ignored. This test runs
// that path while other threads replace and remove the registration. (The window it guards is a
// few instructions wide: a run of it did not catch the registration read after unlocking.)
extension ConcurrencyTests {
    @Test("persistent hits that pass arguments while other threads replace and remove the registration")
    func hitsWithArgumentsDuringChurn() throws {
        let app = DependencyResolver(name: "app")
        let feature = app.child(name: "feature")
        let hot: Variant = "hot"
        app.persistent(variant: hot) { Session() }
        let finished = onThreads(4) { thread in
            for iteration in 0..<4_000 {
                if thread < 2 {
                    // A hit ignores its arguments and reports that; the report reads the registration.
                    _ = app.optional(Session.self, variant: hot, args: iteration)
                    _ = feature.optional(Session.self, variant: hot, args: iteration)
                } else if iteration % 2 == 0 {
                    app.replace(variant: hot, lifetime: .persistent) { Session() }
                } else {
                    try? app.tryRemoveResolver(for: Session.self, variant: hot)
                }
            }
        }
        try #require(finished, "the threads did not finish: a deadlock")
        // However the churn ended, the key works again and a hit with arguments is the cached instance.
        app.replace(variant: hot, lifetime: .persistent) { Session() }
        let first = try #require(app.optional(Session.self, variant: hot, args: 1))
        #expect(feature.optional(Session.self, variant: hot, args: 2) === first)
    }
}
