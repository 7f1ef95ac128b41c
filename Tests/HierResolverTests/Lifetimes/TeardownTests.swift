import HierResolver
import Testing

/// Something that holds a resource and must be closed: records its closing in a shared log.
final class Connection {
    let name: String
    let log: LockedList<String>
    private(set) var isOpen = true

    init(_ name: String, log: LockedList<String>) {
        self.name = name
        self.log = log
    }

    func close() {
        isOpen = false
        log.append("close \(name)")
    }
}

/// Something built from a connection, to check the order of teardown.
final class Repository {
    let connection: Connection
    let log: LockedList<String>

    init(connection: Connection, log: LockedList<String>) {
        self.connection = connection
        self.log = log
    }

    func flush() { log.append("flush repository") }
}

@Suite("Teardown")
struct TeardownTests {
    @Test("reset() tears down the container's persistent instances, once each")
    func resetTearsDown() {
        let log = LockedList<String>()
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .persistent) { Connection("db", log: log) }.teardown { $0.close() }

        let connection: Connection = app.resolve()
        app.reset()
        #expect(!connection.isOpen)
        #expect(log.all == ["close db"])
        app.reset()  // nothing cached: nothing to tear down
        #expect(log.all == ["close db"])
        #expect(app.resolve(Connection.self) !== connection)
    }

    @Test("dropping a feature child tears down its instances, newest first, and frees them")
    func droppedChildTearsDown() {
        let log = LockedList<String>()
        let app = DependencyResolver(name: "app")
        weak var weakConnection: Connection?
        do {
            let feature = app.child(name: "feature")
            feature.register(lifetime: .persistent) { Connection("feature db", log: log) }.teardown { $0.close() }
            feature.register(lifetime: .persistent) { r in Repository(connection: r.resolve(), log: log) }
                .teardown { $0.flush() }
            let repository: Repository = feature.resolve()
            weakConnection = repository.connection
        }
        #expect(log.all == ["flush repository", "close feature db"], "the repository was built last, so it goes first")
        #expect(weakConnection == nil)
    }

    @Test("a child's teardown leaves the parent's instances alone")
    func childTeardownLeavesParent() {
        let log = LockedList<String>()
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .persistent) { Connection("app db", log: log) }.teardown { $0.close() }
        var feature: DependencyResolver? = app.child(name: "feature")
        feature?.register(variant: "feature", lifetime: .persistent) { Connection("feature db", log: log) }
            .teardown { $0.close() }
        _ = feature?.resolve(Connection.self)
        _ = feature?.resolve(Connection.self, variant: "feature")
        feature = nil

        #expect(log.all == ["close feature db"])
        #expect(app.resolve(Connection.self).isOpen)
    }

    @Test("removeResolver and replace tear down the instance they drop")
    func removeAndReplaceTearDown() {
        let log = LockedList<String>()
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .persistent) { Connection("first", log: log) }.teardown { $0.close() }
        _ = app.resolve(Connection.self)
        app.replace(lifetime: .persistent) { Connection("second", log: log) }.teardown { $0.close() }
        #expect(log.all == ["close first"])
        _ = app.resolve(Connection.self)
        app.removeResolver(for: Connection.self)
        #expect(log.all == ["close first", "close second"])
    }

    @Test("an instance never built is never torn down, and several blocks run in order")
    func onlyBuiltInstancesAndOrder() {
        let log = LockedList<String>()
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .persistent) { Connection("db", log: log) }
            .teardown { _ in log.append("first") }
            .teardown { _ in log.append("second") }
        app.reset()
        #expect(log.all.isEmpty)
        _ = app.resolve(Connection.self)
        app.reset()
        #expect(log.all == ["first", "second"])
    }

    @Test("teardown on a registration whose container keeps no instance stops with a message that says why")
    func teardownNeedsKeptInstance() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let app = DependencyResolver(name: "app")
            app.register(lifetime: .graph) { Session() }.teardown { _ in }
        }

        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(stderr.contains("TeardownTests.swift:"))
        #expect(
            stderr.contains(
                "HierResolver: .teardown on `HierResolverTests.Session` (graph, in \"app\"): its container keeps no "
                    + "graph instance, so it has nothing to tear down; only .persistent and .transient instances are "
                    + "kept by their container.\nFix: register it with lifetime: .persistent (or .transient), or "
                    + "release the resources in the type's deinit."))
    }

    @Test("a transient instance still held is torn down when its container lets go of it")
    func transientTornDownWhileHeld() {
        let log = LockedList<String>()
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .transient) { Connection("shared", log: log) }.teardown { $0.close() }
        let held: Connection = app.resolve()
        app.reset()
        #expect(!held.isOpen)
        #expect(log.all == ["close shared"])

        do { _ = app.resolve(Connection.self) }  // released at once: gone before any teardown
        app.reset()
        #expect(log.all == ["close shared"])
    }
}
