import Dispatch
import HierResolverSwinject
import Testing

// Behaviours of the Swinject module beyond Swinject's own tests: custom scopes with initCompleted, the
// resolver a factory receives, the way between `Container` and the core, and resolves racing changes.

private final class Meter {
    var completions = 0
}

private final class Gauge {}

@Suite("Swinject semantics")
struct SwinjectSemanticsTests {
    @Test("a custom scope's kept instance is not completed again by initCompleted")
    func customScopeCompletesOnce() throws {
        let container = Container()
        let scope = ObjectScope(storageFactory: PermanentStorage.init, description: "kept")
        container.register(Meter.self) { _ in Meter() }
            .initCompleted { _, meter in meter.completions += 1 }
            .inObjectScope(scope)
        let first = try #require(container.resolve(Meter.self))
        let second = try #require(container.resolve(Meter.self))
        #expect(first === second)
        #expect(first.completions == 1)
        container.resetObjectScope(scope)
        let third = try #require(container.resolve(Meter.self))
        #expect(third !== first)
        #expect(third.completions == 1)
    }

    @Test("a factory's resolver resolves from the container it builds in, and is not the Container object")
    func factoryResolver() throws {
        let parent = Container()
        let seen = Journal()
        parent.register(Gauge.self) { r in
            seen.note(r is Container ? "a Container" : "a resolver")
            seen.note(r.resolve(Meter.self) == nil ? "no meter" : "a meter")
            return Gauge()
        }
        let child = Container(parent: parent)
        child.register(Meter.self) { _ in Meter() }
        _ = try #require(child.resolve(Gauge.self))  // the child builds: its Meter is found
        _ = try #require(parent.resolve(Gauge.self))  // the parent builds: no Meter there
        #expect(seen.all == ["a resolver", "a meter", "a resolver", "no meter"])
    }

    @Test("a Container and its core see each other's registrations")
    func coreAndContainer() throws {
        let container = Container()
        container.register(Gauge.self) { _ in Gauge() }.inObjectScope(.container)
        let core = container.dependencyResolver
        let fromCore: Gauge = core.resolve()
        #expect(fromCore === container.resolve(Gauge.self))
        core.register { Meter() }
        #expect(container.resolve(Meter.self) != nil)
        let view = Container(dependencyResolver: core)
        #expect(view.resolve(Gauge.self) === fromCore)
        view.register(Meter.self, name: "view") { _ in Meter() }
        #expect(container.resolve(Meter.self, name: "view") != nil)
    }

    @Test("a Lazy reads its type by key: after the registration is replaced, the new one's instance")
    func lazyAfterReplacement() throws {
        let container = Container()
        container.register(Meter.self) { _ in Meter() }
        let lazy = try #require(container.resolve(Lazy<Meter>.self))
        let replacement = Meter()
        container.register(Meter.self) { _ in replacement }
        #expect(lazy.instance === replacement)
    }

    @Test("a Lazy read after its registration was removed stops the program, naming the type")
    func lazyAfterRemoval() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = Container()
            container.register(Gauge.self) { _ in Gauge() }
            let lazy = container.resolve(Lazy<Gauge>.self)!
            container.removeAll()
            _ = lazy.instance
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("Lazy<") && output.contains("Gauge"), "stderr: \(output)")
    }

    @Test("resolve(T?.self) prefers a registration of T? itself")
    func optionalRegistered() throws {
        let container = Container()
        container.register(Gauge?.self) { _ in nil }
        container.register(Gauge.self) { _ in Gauge() }
        let wrapped = try #require(container.resolve(Gauge?.self))
        #expect(wrapped == nil)
    }
}

@Suite("Swinject races")
struct SwinjectRaceTests {
    @Test(
        "Lazy, Provider, T? and graph identifiers resolved on several threads while registrations are replaced and removed"
    )
    func racingResolves() {
        // Registrations made while other threads resolve take the container's default scope: a scope
        // given after registering (`inObjectScope`) must come before anything resolves the key.
        let container = Container(defaultObjectScope: .container)
        container.register(Gauge.self) { _ in Gauge() }
        container.register(Meter.self) { r in
            _ = r.resolve(GraphIdentifier.self)
            // Not read: a `Lazy` read after its registration was removed stops the program.
            _ = r.resolve(Lazy<Gauge>.self)
            return Meter()
        }
        let rounds = 200
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            for round in 0..<rounds {
                switch worker {
                case 0:
                    if round % 20 == 0 { container.removeAll() }
                    container.register(Gauge.self) { _ in Gauge() }
                    container.register(Meter.self) { _ in Meter() }
                case 1:
                    _ = container.resolve(Meter.self)
                    _ = container.resolve(Provider<Meter>.self)
                case 2:
                    _ = container.resolve(Gauge?.self)
                    _ = container.resolve(Lazy<Meter>.self)
                default:
                    container.resetObjectScope(.container)
                    _ = container.hasAnyRegistration(of: Gauge.self)
                }
            }
        }
        container.register(Gauge.self) { _ in Gauge() }
        #expect(container.resolve(Gauge.self) != nil)
    }
}

extension SwinjectSemanticsTests {
    @Test("description shows a plug-in's registration by what its factory receives")
    func describesPlugInRegistration() {
        let container = Container()
        container._register(Gauge.self, factory: { (arguments: (Resolver, Int)) in Gauge() }, name: "plug-in")
        #expect(
            container.description
                == "[\n    { Service: Gauge, Name: \"plug-in\", Factory: (Resolver, Int) -> Gauge, ObjectScope: graph }\n]"
        )
    }
}

/// A storage that keeps its instance and counts the resolves that ended after using it.
private final class CountingStorage: InstanceStorage {
    var instance: Any?
    var completedResolves = 0

    func graphResolutionCompleted() { completedResolves += 1 }
}

extension SwinjectSemanticsTests {
    @Test("a custom scope's storage is told when each resolve that used it ends, once per resolve")
    func storageToldAtResolutionEnd() throws {
        let container = Container()
        let storage = CountingStorage()
        let scope = ObjectScope(storageFactory: { storage }, description: "counted")
        container.register(Meter.self) { _ in Meter() }.inObjectScope(scope)
        var graphs: [GraphIdentifier] = []
        container.register(Gauge.self) { r in
            _ = r.resolve(Meter.self)
            _ = r.resolve(Meter.self)
            if let graph = r.resolve(GraphIdentifier.self) { graphs.append(graph) }  // on this thread
            return Gauge()
        }
        _ = try #require(container.resolve(Meter.self))
        #expect(storage.completedResolves == 1)
        _ = try #require(container.resolve(Gauge.self))  // two resolves of Meter within one
        #expect(storage.completedResolves == 2)
        // A resolve in a graph given again, which keeps no instance of its own.
        let graph = try #require(graphs.first)
        _ = container.withObjectGraph(graph) { $0.resolve(Meter.self) }
        #expect(storage.completedResolves == 3)
    }
}
