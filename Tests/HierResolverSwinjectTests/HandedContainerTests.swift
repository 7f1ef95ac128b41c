import Dispatch
import HierResolver
import Testing

import class HierResolverSwinject.Container
import class HierResolverSwinject.GraphIdentifier
import class HierResolverSwinject.ObjectScope
import protocol HierResolverSwinject.Resolver

// The resolver a factory receives is a `Container`, as in Swinject: the one the resolve was made
// through, whichever container the registration is in, so `r as? Container` and `r as! Container`
// work; a parent's `.container` instance gets the parent's. (This file imports the core beside the
// module, so it names the module's types it uses.)

private final class Probe {
    let handed: Container?
    init(_ resolver: Resolver) { handed = resolver as? Container }
}

private final class KeptProbe {
    let handed: Container?
    init(_ resolver: Resolver) { handed = resolver as? Container }
}

/// Holds a container until one thread lets it go.
private final class Releasing: @unchecked Sendable {
    var container: Container?
    init(_ container: Container) { self.container = container }
}

private final class Holder {
    let probe: Probe
    let handed: Container?
    init(_ resolver: Resolver) {
        probe = resolver.resolve(Probe.self)!
        handed = resolver as? Container
    }
}

@Suite("The Container a factory is handed")
struct HandedContainerTests {
    @Test("a factory, a nested factory and initCompleted are handed the Container resolved through")
    func handedThrough() throws {
        let container = Container()
        var completedWith: Container?
        container.register(Probe.self) { r in Probe(r) }
        container.register(Holder.self) { r in Holder(r) }
            .initCompleted { r, _ in completedWith = r as? Container }
        let holder = try #require(container.resolve(Holder.self))
        #expect(holder.handed === container)
        #expect(holder.probe.handed === container)
        #expect(completedWith === container)
        // Forced, as Swinject code writes it.
        container.register(Probe.self, name: "forced") { r in Probe((r as! Container).synchronize()) }
        #expect(container.resolve(Probe.self, name: "forced")?.handed === container)
    }

    @Test("a factory with runtime arguments is handed the Container too")
    func handedWithArguments() throws {
        let container = Container()
        container.register(Probe.self) { (r, _: String) in Probe(r) }
        #expect(container.resolve(Probe.self, argument: "x")?.handed === container)
    }

    @Test("a child resolving a parent's registration hands the child; a parent's .container instance gets the parent")
    func childAndParent() throws {
        let parent = Container()
        parent.register(Probe.self) { r in Probe(r) }
        parent.register(Probe.self, name: "kept") { r in Probe(r) }.inObjectScope(.container)
        let child = Container(parent: parent)
        #expect(child.resolve(Probe.self)?.handed === child)
        #expect(child.resolve(Probe.self, name: "kept")?.handed === parent)
        #expect(parent.resolve(Probe.self)?.handed === parent)
        // A child's override is found through what the parent's factory is handed.
        parent.register(Holder.self) { r in Holder(r) }
        let stand = Probe(child)
        child.register(Probe.self) { _ in stand }
        #expect(child.resolve(Holder.self)?.probe === stand)
    }

    @Test("a Container standing for an existing core hands itself; the core's own API hands the core's Container")
    func viewsAndCore() throws {
        let container = Container()
        container.register(Probe.self) { r in Probe(r) }
        let view = Container(dependencyResolver: container.dependencyResolver)
        #expect(view.resolve(Probe.self)?.handed === view)
        let fromCore: Probe = container.dependencyResolver.resolve()
        #expect(fromCore.handed === container)
        let app = DependencyResolver(name: "app")
        let standing = Container(dependencyResolver: app)
        standing.register(Probe.self) { r in Probe(r) }
        let viaApp: Probe = app.resolve()
        let handed = try #require(viaApp.handed)
        #expect(handed.dependencyResolver === app)
    }

    @Test("a factory keeps its resolver and resolves through it after the resolve returned")
    func keptResolver() throws {
        let container = Container()
        container.register(Probe.self) { r in Probe(r) }
        container.register(Holder.self) { r in
            let later = r
            return Holder(Container(dependencyResolver: later.dependencyResolver))
        }
        let holder = try #require(container.resolve(Holder.self))
        #expect(holder.probe.handed != nil)
    }

    @Test("the graph identifier through a cast resolver, as Swinject's tests write it")
    func graphThroughCast() throws {
        let container = Container()
        var graphs: [GraphIdentifier?] = []
        container.register(Probe.self) { r in
            graphs.append((r as? Container)?.resolve(GraphIdentifier.self))
            return Probe(r)
        }
        container.register(Holder.self) { r in
            graphs.append((r as? Container)?.resolve(GraphIdentifier.self))
            return Holder(r)
        }
        _ = try #require(container.resolve(Holder.self))
        try #require(graphs.count == 2)
        #expect(graphs[0] != nil)
        #expect(graphs[0] == graphs[1])
    }

    @Test("once its Container is released, the core's own API hands a Container standing for the core")
    func releasedContainer() throws {
        var container: Container? = Container()
        container?.register(Probe.self) { r in Probe(r) }
        let core = try #require(container?.dependencyResolver)
        weak let released = container
        container = nil
        #expect(released == nil)
        let probe: Probe = core.resolve()
        let handed = try #require(probe.handed)
        #expect(handed.dependencyResolver === core)
    }
}

@Suite("Swinject races: the handed Container")
struct SwinjectRaceHandedTests {
    @Test("Containers released on one thread while their cores resolve on others")
    func releaseRacingResolves() {
        for _ in 0..<50 {
            let releasing = Releasing(Container())
            releasing.container?.register(Probe.self) { r in Probe(r) }
            releasing.container?.register(KeptProbe.self) { r in KeptProbe(r) }.inObjectScope(ObjectScope.container)
            let core = releasing.container!.dependencyResolver
            DispatchQueue.concurrentPerform(iterations: 3) { worker in
                if worker == 0 {
                    releasing.container = nil
                    return
                }
                for _ in 0..<20 {
                    let probe: Probe = core.resolve()
                    let kept: KeptProbe = core.resolve()
                    #expect(probe.handed?.dependencyResolver === core)
                    #expect(kept.handed?.dependencyResolver === core)
                }
            }
        }
    }
}

private final class Scoped {}

extension SwinjectRaceHandedTests {
    @Test("ObjectScope.container.reset() on one thread while containers with .container registrations come and go")
    func resetRacingContainers() {
        let parent = Container()
        parent.register(Scoped.self) { _ in Scoped() }.inObjectScope(ObjectScope.container)
        DispatchQueue.concurrentPerform(iterations: 3) { worker in
            for _ in 0..<200 {
                if worker == 0 {
                    ObjectScope.container.reset()
                } else {
                    let child = Container(parent: parent)
                    child.register(Probe.self) { r in Probe(r) }.inObjectScope(ObjectScope.container)
                    #expect(child.resolve(Probe.self)?.handed === child)
                    #expect(child.resolve(Scoped.self) != nil)
                }
            }
        }
        let before = parent.resolve(Scoped.self)
        ObjectScope.container.reset()
        #expect(parent.resolve(Scoped.self) !== before)
    }
}
