import HierResolver
import Testing

/// A child's place among its parent's children ends when it goes, whether it was shut down or not:
/// a server's request container leaves the app's list, guarded by the tree lock, when it is released.
@Suite("Shutdown: children", .serialized)
struct ShutdownChildrenTests {
    @Test("a shut-down child stays among its parent's children while referenced, and leaves when it goes")
    func shutDownChildListedUntilItGoes() async {
        let app = DependencyResolver(name: "app")
        var request: DependencyResolver? = app.child(name: "request")
        let other = app.child(name: "other")
        _ = await request?.shutdown()
        #expect(app.children.map(\.name) == ["request", "other"], "shut down, still live")
        #expect(request?.isShutDown == true)
        request = nil
        #expect(eventually { app.children.map(\.name) == ["other"] }, "gone from the list once released")
        withExtendedLifetime(other) {}
    }

    @Test("a child whose teardowns ran is listed while its block runs, and leaves when it goes")
    func leavesAfterTeardown() async {
        let app = DependencyResolver(name: "app")
        var feature: DependencyResolver? = app.child(name: "feature")
        let sawItself = Counter()
        let identity = ObjectIdentifier(feature!)  // not the child itself: its teardown must not keep it
        feature?.register(lifetime: .persistent) { Session() }
            .teardown { _ in
                if app.children.contains(where: { ObjectIdentifier($0) == identity }) { sawItself.increment() }
            }
        _ = feature?.resolve(Session.self)
        let report = await feature?.shutdown()
        #expect(report?.failures.isEmpty == true)
        #expect(sawItself.value == 1, "listed while its teardown ran")
        feature = nil
        #expect(eventually { app.children.isEmpty }, "gone from the list once released")
    }

    @Test("a parent's shutdown after its children's reports nothing twice")
    func parentAfterChildren() async {
        let app = DependencyResolver(name: "app")
        let features = (0..<3).map { app.child(name: "feature \($0)") }
        for feature in features {
            feature.register(lifetime: .persistent) { Session() }.teardown { _ in throw Oops() }
            _ = feature.resolve(Session.self)
        }
        for feature in features { #expect(await feature.shutdown().failures.count == 1) }
        #expect(app.children.count == 3, "shut down, still referenced")
        #expect(await app.shutdown().failures.isEmpty, "each child's failure went to its own caller")
        withExtendedLifetime(features) {}  // referenced to the end: a release build lets go after the last use
    }

    @Test("children made, shut down and dropped in many tasks while one lists them: each leaves once")
    func racingChildren() async {
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .persistent) { Session() }
        let listings = await withTaskGroup(of: Int.self) { group in
            for task in 0..<4 {
                group.addTask {
                    var listings = 0
                    for round in 0..<500 {
                        let request = app.child(name: "request")
                        request.register(lifetime: .persistent) { Cache() }
                        if round % 2 == 0 { _ = request.resolve(Cache.self) }
                        _ = request.resolve(Session.self)
                        _ = await request.shutdown()
                        // Each task holds one request container at the most; a released one has left.
                        if task == 0, round % 10 == 0, app.children.count <= 4 { listings += 1 }
                    }
                    return listings
                }
            }
            return await group.reduce(0, +)
        }
        #expect(listings == 50, "no released request container was ever listed")
        #expect(eventually { app.children.isEmpty }, "every request container left")
        #expect(app.resolve(Session.self) === app.resolve(Session.self), "the app still serves")
    }
}

private struct Oops: Error {}
