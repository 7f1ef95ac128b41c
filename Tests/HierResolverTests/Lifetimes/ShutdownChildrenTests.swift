import HierResolver
import Testing

/// A child's place among its parent's children ends with its shutdown, so that a server's request
/// container leaves the app's list in the section that shuts it down, and its release takes no lock.
@Suite("Shutdown: children", .serialized)
struct ShutdownChildrenTests {
    @Test("a child shut down with nothing kept leaves its parent's children at once, while still referenced")
    func nothingKeptLeaves() async {
        let app = DependencyResolver(name: "app")
        let request = app.child(name: "request")
        let other = app.child(name: "other")
        #expect(app.children.map(\.name) == ["request", "other"])
        _ = await request.shutdown()
        #expect(app.children.map(\.name) == ["other"], "the shut-down child left; the other stays")
        #expect(request.isShutDown)
        withExtendedLifetime((request, other)) {}
    }

    @Test("a child whose teardowns ran leaves when its shutdown has ended, not before")
    func leavesAfterTeardown() async {
        let app = DependencyResolver(name: "app")
        let feature = app.child(name: "feature")
        let sawItself = Counter()
        let identity = ObjectIdentifier(feature)  // not the child itself: its teardown must not keep it
        feature.register(lifetime: .persistent) { Session() }
            .teardown { _ in
                // The teardown runs while the shutdown is in progress: the child is still listed.
                if app.children.contains(where: { ObjectIdentifier($0) == identity }) { sawItself.increment() }
            }
        _ = feature.resolve(Session.self)
        let report = await feature.shutdown()
        #expect(report.failures.isEmpty)
        #expect(sawItself.value == 1, "listed while its teardown ran")
        #expect(app.children.isEmpty, "gone from the list once the shutdown ended")
    }

    @Test("a parent's shutdown after its children's finds nothing left to join, and reports nothing twice")
    func parentAfterChildren() async {
        let app = DependencyResolver(name: "app")
        let features = (0..<3).map { app.child(name: "feature \($0)") }
        for feature in features {
            feature.register(lifetime: .persistent) { Session() }.teardown { _ in throw Oops() }
            _ = feature.resolve(Session.self)
        }
        for feature in features { #expect(await feature.shutdown().failures.count == 1) }
        #expect(app.children.isEmpty)
        #expect(await app.shutdown().failures.isEmpty, "each child's failure went to its own caller")
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
                        // The other three tasks have one live request container each, at the most.
                        if task == 0, round % 10 == 0, app.children.count <= 3 { listings += 1 }
                    }
                    return listings
                }
            }
            return await group.reduce(0, +)
        }
        #expect(listings == 50, "no shut-down request container was ever listed")
        #expect(app.children.isEmpty, "every request container left")
        #expect(app.resolve(Session.self) === app.resolve(Session.self), "the app still serves")
    }
}

private struct Oops: Error {}
