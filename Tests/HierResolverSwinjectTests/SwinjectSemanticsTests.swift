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

    @Test("a Lazy and a Provider build the registration they were resolved from, after it is replaced")
    func wrappersAfterReplacement() throws {
        let container = Container()
        let original = Meter()
        container.register(Meter.self) { _ in original }
        let lazy = try #require(container.resolve(Lazy<Meter>.self))
        let provider = try #require(container.resolve(Provider<Meter>.self))
        let replacement = Meter()
        container.register(Meter.self) { _ in replacement }
        #expect(lazy.instance === original)
        #expect(provider.instance === original)
        #expect(container.resolve(Meter.self) === replacement)
        #expect(container.resolve(Lazy<Meter>.self)?.instance === replacement)
    }

    @Test("a Lazy and a Provider read after their registration was removed still build it, in its scope")
    func wrappersAfterRemoval() throws {
        let container = Container()
        container.register(Gauge.self) { _ in Gauge() }.inObjectScope(.container)
        container.register(Meter.self) { _ in Meter() }
        let lazy = try #require(container.resolve(Lazy<Gauge>.self))
        let gauges = try #require(container.resolve(Provider<Gauge>.self))
        let meters = try #require(container.resolve(Provider<Meter>.self))
        container.removeAll()
        #expect(container.resolve(Gauge.self) == nil)
        #expect(lazy.instance === gauges.instance)  // the removed registration's one instance
        #expect(meters.instance !== meters.instance)
    }

    @Test("Lazy and Provider of a type registered only with arguments: nil without them, found with them")
    func wrappersOfArgumentRegistrations() throws {
        let container = Container()
        container.register(Tag.self) { (_, text: String) in Tag(text: text) }
        #expect(container.resolve(Lazy<Tag>.self) == nil)
        #expect(container.resolve(Provider<Tag>.self) == nil)
        #expect(container.resolve(Lazy<Tag>.self, argument: 1) == nil)
        let lazy = try #require(container.resolve(Lazy<Tag>.self, argument: "mimi"))
        #expect(lazy.instance.text == "mimi")
        let provider = try #require(container.resolve(Provider<Tag>.self, argument: "tom"))
        #expect(provider.instance.text == "tom")
    }

    @Test("a Lazy of a released container stops the program when read, saying why")
    func lazyOfReleasedContainer() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var container: Container? = Container()
            container?.register(Gauge.self) { _ in Gauge() }
            let lazy = container!.resolve(Lazy<Gauge>.self)!
            container = nil
            _ = lazy.instance
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            output.contains("Lazy<") && output.contains("Gauge") && output.contains("released"), "stderr: \(output)")
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
