import HierResolver
import Testing

/// Types of the leak tests.
enum Leaky {
    final class Service {}

    final class Client {
        let service: Service

        init(service: Service) { self.service = service }
    }

    final class Screen {
        @LazyResolve var client: Client
        @Resolve var service: Service

        init(container: DependencyResolver) {
            _client = LazyResolve(container: container)
            _service = Resolve(container: container)
        }
    }

    struct Module: DependencyRegister {
        func registerDependencies(container: Resolver) {
            container.register(lifetime: .persistent) { Service() }
        }
    }
}

/// A weak reference, to see that something was released.
private struct Weak<T: AnyObject> {
    weak var object: T?
}

@Suite("Leaks: containers, children, wrappers and factories form no retain cycles")
struct LeakTests {
    @Test("a container with every feature in use is released with everything it cached")
    func containerReleased() throws {
        var container: Weak<DependencyResolver>?
        var service: Weak<Leaky.Service>?
        var feature: Weak<DependencyResolver>?
        do {
            let app = DependencyResolver(name: "app")
            app.register(module: Leaky.Module())
            app.register { r in Leaky.Client(service: r.resolve()) }
                .implements(AnyObject.self)
                .resolveProperties { _, _ in }
            app.register(variant: "transient", lifetime: .transient) { Leaky.Service() }
            let child = app.child(name: "feature", modules: [Leaky.Module()])
            child.persistent(variant: "own") { Leaky.Service() }
            app.trace = TracePrinter { _ in }.handler
            app.recordsDependencies = true
            _ = app.resolve(AnyObject.self)
            _ = child.resolve(Leaky.Service.self, variant: "own")
            _ = app.verify()
            _ = app.dependencyGraph()
            let screen = Leaky.Screen(container: child)
            _ = screen.client
            screen.service = Leaky.Service()
            service = Weak(object: app.resolve(Leaky.Service.self))
            container = Weak(object: app)
            feature = Weak(object: child)
        }
        #expect(container?.object == nil, "the container was released")
        #expect(feature?.object == nil, "its child was released")
        #expect(service?.object == nil, "its persistent instance was released")
    }

    @Test("a dropped child releases its instances while its parent lives on")
    func childReleased() {
        let app = DependencyResolver(name: "app")
        app.register(module: Leaky.Module())
        var own: Weak<Leaky.Service>?
        var child: Weak<DependencyResolver>?
        do {
            let feature = app.child(name: "feature")
            feature.persistent(variant: "own") { Leaky.Service() }
            own = Weak(object: feature.resolve(Leaky.Service.self, variant: "own"))
            _ = feature.resolve(Leaky.Service.self)
            child = Weak(object: feature)
        }
        #expect(child?.object == nil)
        #expect(own?.object == nil)
        #expect(app.children.isEmpty)
    }

    @Test("children lists the live children in the order they were made, whichever of them went")
    func childrenInOrderAsTheyGo() {
        let app = DependencyResolver(name: "app")
        var made: [DependencyResolver?] = (0..<5).map { app.child(name: "child \($0)") }
        func names() -> [String?] { app.children.map(\.name) }
        #expect(names() == ["child 0", "child 1", "child 2", "child 3", "child 4"])

        made[2] = nil  // from the middle
        #expect(names() == ["child 0", "child 1", "child 3", "child 4"])
        made[0] = nil  // the first
        made[4] = nil  // the last
        #expect(names() == ["child 1", "child 3"])
        made.append(app.child(name: "child 5"))
        #expect(names() == ["child 1", "child 3", "child 5"])
        made = []
        #expect(app.children.isEmpty)
        let again = app.child(name: "again")
        #expect(app.children.map { $0 === again } == [true])
    }

    @Test("graph and transient instances are let go when the resolution ends")
    func resolutionHoldsNothing() {
        let app = DependencyResolver(name: "app")
        app.register { Leaky.Service() }
        app.register(variant: "shared", lifetime: .transient) { Leaky.Service() }
        var graph: Weak<Leaky.Service>?
        var transient: Weak<Leaky.Service>?
        do {
            graph = Weak(object: app.resolve(Leaky.Service.self))
            transient = Weak(object: app.resolve(Leaky.Service.self, variant: "shared"))
        }
        #expect(graph?.object == nil)
        #expect(transient?.object == nil)
    }

    @Test("switching recording off releases the registrations it held")
    func recordingReleased() {
        let app = DependencyResolver(name: "app")
        app.recordsDependencies = true
        var service: Weak<Leaky.Service>?
        do {
            let feature = app.child(name: "feature")
            feature.persistent { Leaky.Service() }
            feature.register { r in Leaky.Client(service: r.resolve()) }
            service = Weak(object: feature.resolve(Leaky.Client.self).service)
        }
        #expect(service?.object == nil, "the child's cache went with it, though its registrations are recorded")
        app.recordsDependencies = false
        #expect(app.dependencyGraph().edges.isEmpty)
    }
}
