import HierResolver
import Testing

/// A class set up after it is made.
final class Configurable {
    let id = Serial.next()
    var label = ""
    var steps: [String] = []
    var pet: Animal?
}

/// A value type set up after it is made.
struct ConfigurableValue {
    var label = ""
}

/// Two classes that refer to each other: the parent holds the child, the child points back weakly.
final class ParentNode {
    let id = Serial.next()
    var child: ChildNode?
}

final class ChildNode {
    weak var parent: ParentNode?

    init(parent: ParentNode) { self.parent = parent }
}

@Suite("Resolve properties")
struct PropertyResolvingTests {
    @Test("a block runs after the factory, on the new instance, with the container and the resolve's args")
    func blockRunsAfterFactory() {
        let app = DependencyResolver(name: "app")
        app.register { Cat(name: "Mimi") as Animal }
        app.register(lifetime: .ephemeral) { Configurable() }
            .resolveProperties { (r, object, args) in
                object.label = args()
                object.pet = r.resolve(Animal.self)
            }

        let object: Configurable = app.resolve(args: "configured")
        #expect(object.label == "configured")
        #expect(object.pet?.name == "Mimi")
    }

    @Test("blocks never run on a cache hit: once per persistent instance, once per graph instance per resolution")
    func blocksNeverRunOnACacheHit() {
        let runs = Counter()
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .persistent) { Session() }.resolveProperties { (_, _) in runs.increment() }
        app.register { Cache() }.resolveProperties { (_, _) in runs.increment() }
        app.register { r in Pair(r.resolve(Cache.self), r.resolve(Cache.self)) }

        for _ in 0..<3 { _ = app.resolve(Session.self) }
        #expect(runs.value == 1)
        let pair: Pair<Cache, Cache> = app.resolve()
        #expect(pair.first === pair.second)
        #expect(runs.value == 2, "one graph instance, one run")
    }

    @Test("several blocks run in the order they were added")
    func blocksRunInOrder() {
        let app = DependencyResolver(name: "app")
        app.register { Configurable() }
            .resolveProperties { (_, object) in object.steps.append("first") }
            .resolveProperties { (_, object, _) in object.steps.append("second") }
            .resolveProperties { (_, object) in object.steps.append("third") }

        #expect(app.resolve(Configurable.self).steps == ["first", "second", "third"])
    }

    @Test("a block can change a value type, and the changed value is what the resolve and the graph share")
    func blocksChangeValueTypes() {
        let app = DependencyResolver(name: "app")
        app.register { ConfigurableValue() }.resolveProperties { (_, value) in value.label = "set" }
        app.register { r in Pair(r.resolve(ConfigurableValue.self), r.resolve(ConfigurableValue.self)) }

        #expect(app.resolve(ConfigurableValue.self).label == "set")
        let pair: Pair<ConfigurableValue, ConfigurableValue> = app.resolve()
        #expect(pair.first.label == "set")
        #expect(pair.second.label == "set", "the graph's copy is the completed one")
    }

    @Test("two graph objects that refer to each other: a block resolving its own registration gets the same instance")
    func circularGraphReferences() {
        let app = DependencyResolver(name: "app")
        app.register { ParentNode() }.resolveProperties { (r, parent) in parent.child = r.resolve(ChildNode.self) }
        app.register { r in ChildNode(parent: r.resolve()) }

        let parent: ParentNode = app.resolve()
        #expect(parent.child?.parent === parent)
        #expect(app.resolve(ParentNode.self) !== parent, "graph: the next resolution makes a new pair")
    }

    @Test("two persistent objects that refer to each other")
    func circularPersistentReferences() {
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .persistent) { ParentNode() }
            .resolveProperties { (r, parent) in parent.child = r.resolve(ChildNode.self) }
        app.register(lifetime: .persistent) { r in ChildNode(parent: r.resolve()) }

        let parent: ParentNode = app.resolve()
        #expect(parent.child?.parent === parent)
        #expect(app.resolve(ParentNode.self) === parent)
        #expect(app.resolve(ChildNode.self) === parent.child)
    }

    @Test("an ephemeral block that resolves its own registration is a cycle, not endless recursion")
    func ephemeralSelfResolveIsACycle() throws {
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .ephemeral) { ParentNode() }
            .resolveProperties { (r, parent) in parent.child = ChildNode(parent: try r.tryResolve()) }

        let error = try #require(throws: DependencyError.self) { try app.tryResolve(ParentNode.self) }
        #expect(error.kind == .cycle)
        #expect(error.resolutionChain == ["`HierResolverTests.ParentNode`", "`HierResolverTests.ParentNode`"])
    }

    @Test("a block that throws fails the resolve with its registration named, and nothing is cached")
    func throwingBlockCachesNothing() throws {
        let made = Counter()
        let shouldFail = Counter()
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .persistent) { () -> Session in
            made.increment()
            return Session()
        }
        .resolveProperties { (_, _) in
            if shouldFail.value == 0 { throw FactoryError(reason: "socket closed") }
        }

        let error = try #require(throws: DependencyError.self) { try app.tryResolve(Session.self) }
        #expect(error.kind == .factoryFailed)
        #expect(
            error.message == """
                The resolveProperties block of `HierResolverTests.Session` (persistent, registered in "app") threw: \
                FactoryError: socket closed
                Resolution chain: `HierResolverTests.Session`
                """)
        #expect(error.underlyingError as? FactoryError == FactoryError(reason: "socket closed"))

        shouldFail.increment()
        let session: Session = app.resolve()
        #expect(made.value == 2, "the failed instance was not cached")
        #expect(app.resolve(Session.self) === session)
    }

    @Test("a block that throws inside a graph leaves no half-made instance for the rest of the resolution")
    func throwingGraphBlockLeavesNothingBehind() {
        let attempts = Counter()
        let app = DependencyResolver(name: "app")
        app.register { Configurable() }
            .resolveProperties { (_, _) in
                if attempts.increment() == 1 { throw FactoryError(reason: "first try") }
            }
        app.register { r -> Pair<Configurable?, Configurable> in
            let first = try? r.tryResolve(Configurable.self)  // fails, and is swallowed
            return Pair(first, r.resolve(Configurable.self))
        }

        let pair: Pair<Configurable?, Configurable> = app.resolve()
        #expect(pair.first == nil)
        #expect(attempts.value == 2, "the second resolve built a new instance instead of reusing the failed one")
    }

    @Test("blocks receive the factory's context: a child's override reaches them")
    func blocksSeeTheContext() {
        let app = DependencyResolver(name: "app")
        app.register { Cat(name: "Mimi") as Animal }
        app.register { Configurable() }.resolveProperties { (r, object) in object.pet = r.resolve(Animal.self) }
        let test = app.child(name: "test")
        test.register { Cat(name: "Franky") as Animal }

        #expect(test.resolve(Configurable.self).pet?.name == "Franky")
        #expect(app.resolve(Configurable.self).pet?.name == "Mimi")
    }

    @Test("resolving through .implements runs the implementing registration's blocks, with the args passed")
    func blocksRunThroughImplements() {
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .ephemeral) { Configurable() }
            .implements(AnyObject.self)
            .resolveProperties { (_, object, args) in object.label = args("label") }

        let object = app.resolve(AnyObject.self, args: ["label": "forwarded"]) as? Configurable
        #expect(object?.label == "forwarded")
    }

    @Test("a typed-argument registration's blocks run with no Args")
    func typedRegistrationBlocksGetNoArgs() {
        let app = DependencyResolver(name: "app")
        app.register { (label: String) -> Configurable in
            let object = Configurable()
            object.label = label
            return object
        }
        .resolveProperties { (_, object, args) in object.steps.append(args.passedValue == nil ? "no args" : "args") }

        let object: Configurable = app.resolve(arguments: "typed")
        #expect(object.label == "typed")
        #expect(object.steps == ["no args"])
    }
}
