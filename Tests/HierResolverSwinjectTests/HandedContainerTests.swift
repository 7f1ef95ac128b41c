import Dispatch
import HierResolver
import Testing

import class HierResolverSwinject.Container
import class HierResolverSwinject.GraphIdentifier
import class HierResolverSwinject.GraphStorage
import class HierResolverSwinject.Lazy
import class HierResolverSwinject.ObjectScope
import class HierResolverSwinject.PermanentStorage
import protocol HierResolverSwinject.Resolver
import class HierResolverSwinject.WeakStorage

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
        container.register(Probe.self, name: "forced") { r in Probe(r as! Container) }
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
    // A scope of its own, with `.container`'s lifetime: `ObjectScope.container.reset()` would reach the
    // `.container` instances of the tests running beside this one too (see ObjectScopeTests).
    @Test("A scope's reset() on one thread while containers with registrations in it come and go")
    func resetRacingContainers() {
        let scope = ObjectScope(lifetime: .persistent, name: "race")
        let parent = Container()
        parent.register(Scoped.self) { _ in Scoped() }.inObjectScope(scope)
        DispatchQueue.concurrentPerform(iterations: 3) { worker in
            for _ in 0..<200 {
                if worker == 0 {
                    scope.reset()
                } else {
                    let child = Container(parent: parent)
                    child.register(Probe.self) { r in Probe(r) }.inObjectScope(scope)
                    #expect(child.resolve(Probe.self)?.handed === child)
                    #expect(child.resolve(Scoped.self) != nil)
                }
            }
        }
        let before = parent.resolve(Scoped.self)
        #expect(parent.resolve(Scoped.self) === before, "kept")
        scope.reset()
        #expect(parent.resolve(Scoped.self) !== before)
    }
}

private final class Numbered: Sendable {
    let generation: Int
    init(_ generation: Int) { self.generation = generation }
}

private final class LazyHolder {
    let lazy: Lazy<Numbered>
    init(lazy: Lazy<Numbered>) { self.lazy = lazy }
}

extension HandedContainerTests {
    @Test("a Lazy a factory resolved during a resolve through the core API works once that resolve returned")
    func lazyFromStandIn() throws {
        var container: Container? = Container()
        container?.register(Numbered.self) { _ in Numbered(7) }
        container?.register(LazyHolder.self) { r in LazyHolder(lazy: r.resolve(Lazy<Numbered>.self)!) }
        let core = try #require(container?.dependencyResolver)
        container = nil
        let holder: LazyHolder = core.resolve()
        #expect(holder.lazy.instance.generation == 7)
        // Registered through a view of a plain core container, resolved through the core.
        let app = DependencyResolver(name: "app")
        let view = Container(dependencyResolver: app)
        view.register(Numbered.self) { _ in Numbered(8) }
        view.register(LazyHolder.self) { r in LazyHolder(lazy: r.resolve(Lazy<Numbered>.self)!) }
        let viaApp: LazyHolder = app.resolve()
        #expect(viaApp.lazy.instance.generation == 8)
    }

    @Test("Container(defaultObjectScope:) with a custom scope keeps each registration's instance in its storage")
    func customDefaultScope() throws {
        let scope = ObjectScope(storageFactory: PermanentStorage.init, description: "kept")
        let container = Container(defaultObjectScope: scope)
        let entry = container.register(Numbered.self) { _ in Numbered(1) }
        #expect(entry.objectScope === scope)
        let first = try #require(container.resolve(Numbered.self))
        #expect(container.resolve(Numbered.self) === first)
        container.resetObjectScope(scope)
        #expect(container.resolve(Numbered.self) !== first)
    }
}

private final class Counter: @unchecked Sendable {
    private let lock = DispatchQueue(label: "counter")
    private var value = 0
    func bump() { lock.sync { value += 1 } }
    var count: Int { lock.sync { value } }
}

extension SwinjectRaceHandedTests {
    @Test("custom scopes of the module's own storages resolved on several threads at once: one instance per graph")
    func customScopesConcurrently() {
        let container = Container()
        let perGraph = ObjectScope(storageFactory: GraphStorage.init, description: "per graph")
        let weakish = ObjectScope(storageFactory: WeakStorage.init, description: "weak")
        let kept = ObjectScope(storageFactory: PermanentStorage.init, description: "kept")
        container.register(Numbered.self) { _ in Numbered(0) }.inObjectScope(perGraph)
        container.register(Numbered.self, name: "weak") { _ in Numbered(1) }.inObjectScope(weakish)
        container.register(Numbered.self, name: "kept") { _ in Numbered(2) }.inObjectScope(kept)
        let splitGraphs = Counter()
        container.register(LazyHolder.self) { r in
            if r.resolve(Numbered.self) !== r.resolve(Numbered.self) { splitGraphs.bump() }
            _ = r.resolve(Numbered.self, name: "weak")
            return LazyHolder(lazy: r.resolve(Lazy<Numbered>.self)!)
        }
        let keptSeen = Counter()
        let first = container.resolve(Numbered.self, name: "kept")
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<300 {
                _ = container.resolve(LazyHolder.self)
                _ = container.resolve(Numbered.self, name: "weak")
                if container.resolve(Numbered.self, name: "kept") !== first { keptSeen.bump() }
            }
        }
        #expect(splitGraphs.count == 0)
        #expect(keptSeen.count == 0)
    }

    @Test("a custom scope's first resolves on several threads at once keep one instance")
    func customScopeFirstResolvesConcurrently() {
        for _ in 0..<20 {
            let container = Container()
            let scope = ObjectScope(storageFactory: PermanentStorage.init, description: "kept")
            container.register(Numbered.self) { _ in Numbered(0) }.inObjectScope(scope)
            let instances = Box()
            DispatchQueue.concurrentPerform(iterations: 4) { _ in
                instances.add(container.resolve(Numbered.self)!)
            }
            #expect(instances.distinct == 1)
        }
    }
}

/// The distinct objects several threads added.
private final class Box: @unchecked Sendable {
    private let lock = DispatchQueue(label: "box")
    private var seen: Set<ObjectIdentifier> = []
    private var objects: [AnyObject] = []
    func add(_ object: AnyObject) {
        lock.sync {
            seen.insert(ObjectIdentifier(object))
            objects.append(object)
        }
    }
    var distinct: Int { lock.sync { seen.count } }
}
