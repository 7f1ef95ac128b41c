import HierResolver
import Testing

/// Types registered from their initializers.
enum Auto {
    final class Leaf {
        var origin = "leaf"
        init() {}

        static func from(_ origin: String) -> Leaf {
            let leaf = Leaf()
            leaf.origin = origin
            return leaf
        }
    }

    final class A { init() {} }
    final class B { init() {} }
    final class C { init() {} }
    final class D { init() {} }
    final class E { init() {} }
    final class F { init() {} }

    final class One {
        let leaf: Leaf
        init(leaf: Leaf) { self.leaf = leaf }
    }

    final class Three {
        let leaf: Leaf
        let a: A
        let b: B
        init(leaf: Leaf, a: A, b: B) {
            self.leaf = leaf
            self.a = a
            self.b = b
        }
    }

    final class Six {
        let parts: [AnyObject]
        init(leaf: Leaf, a: A, b: B, c: C, d: D, e: E) { parts = [leaf, a, b, c, d, e] }
    }

    /// Its initializers have two, four, five and seven parameters: the last goes through the pack form.
    final class Many {
        let parts: [AnyObject]
        init(a: A, b: B) { parts = [a, b] }
        init(a: A, b: B, c: C, d: D) { parts = [a, b, c, d] }
        init(a: A, b: B, c: C, d: D, e: E) { parts = [a, b, c, d, e] }
        init(leaf: Leaf, a: A, b: B, c: C, d: D, e: E, f: F) { parts = [leaf, a, b, c, d, e, f] }
    }

    protocol Serving: AnyObject { var leaf: Leaf { get } }

    final class Server: Serving {
        let leaf: Leaf
        init(leaf: Leaf) { self.leaf = leaf }
    }

    /// Never registered.
    final class Missing { init() {} }

    /// Says whether an initializer ran.
    final class Runs {
        var count = 0
    }

    final class NeedsMissing {
        init(leaf: Leaf, missing: Missing) {}
    }

    struct Refusal: Error {}

    final class Refusing {
        init(leaf: Leaf) throws { throw Refusal() }
    }
}

@Suite("Initializer registration")
struct InitializerRegistrationTests {
    @Test("an initializer of no parameters registers its result type")
    func arityZero() {
        let app = DependencyResolver(name: "app")
        app.autoregister(initializer: Auto.Leaf.init)
        #expect(app.resolve(Auto.Leaf.self).origin == "leaf")
    }

    @Test("initializers of one, three and six parameters get each parameter resolved by its type")
    func aritiesOneThreeSix() {
        let app = DependencyResolver(name: "app")
        app.autoregister(lifetime: .persistent, initializer: Auto.Leaf.init)
        app.autoregister(initializer: Auto.A.init)
        app.autoregister(initializer: Auto.B.init)
        app.autoregister(initializer: Auto.C.init)
        app.autoregister(initializer: Auto.D.init)
        app.autoregister(initializer: Auto.E.init)
        app.autoregister(initializer: Auto.One.init)
        app.autoregister(initializer: Auto.Three.init)
        app.autoregister(initializer: Auto.Six.init)

        let leaf = app.resolve(Auto.Leaf.self)
        #expect(app.resolve(Auto.One.self).leaf === leaf)
        #expect(app.resolve(Auto.Three.self).leaf === leaf)
        let six = app.resolve(Auto.Six.self)
        #expect(six.parts.count == 6)
        let first = six.parts[0] as? Auto.Leaf
        #expect(first === leaf)
        #expect(six.parts[5] is Auto.E)
    }

    @Test("initializers of two, four, five and seven parameters resolve each parameter, and verify knows them all")
    func aritiesTwoFourFiveSeven() {
        let app = DependencyResolver(name: "app")
        app.autoregister(initializer: Auto.Leaf.init)
        app.autoregister(initializer: Auto.A.init)
        app.autoregister(initializer: Auto.B.init)
        app.autoregister(initializer: Auto.C.init)
        app.autoregister(initializer: Auto.D.init)
        app.autoregister(initializer: Auto.E.init)
        app.autoregister(variant: "2", initializer: Auto.Many.init(a:b:))
        app.autoregister(variant: "4", initializer: Auto.Many.init(a:b:c:d:))
        app.autoregister(variant: "5", initializer: Auto.Many.init(a:b:c:d:e:))
        app.autoregister(variant: "7", initializer: Auto.Many.init(leaf:a:b:c:d:e:f:))
        #expect(app.resolve(Auto.Many.self, variant: "2").parts.count == 2)
        #expect(app.resolve(Auto.Many.self, variant: "4").parts[3] is Auto.D)
        #expect(app.resolve(Auto.Many.self, variant: "5").parts[4] is Auto.E)
        // F is not registered: the seven-parameter one is reported without running.
        let report = app.verify()
        #expect(report.failures.count == 1)
        #expect(report.failures.first?.error.message.contains("Auto.F") == true)
        app.autoregister(initializer: Auto.F.init)
        #expect(app.resolve(Auto.Many.self, variant: "7").parts[6] is Auto.F)
    }

    @Test("a function value and a closure that uses its parameters twice register as an initializer does")
    func functionValuesAndClosures() throws {
        let app = DependencyResolver(name: "app")
        app.autoregister(lifetime: .persistent, initializer: Auto.Leaf.init)
        app.autoregister(initializer: Auto.A.init)
        app.autoregister(initializer: Auto.B.init)
        // A value of a plain function type, with borrowed parameters, converts to the form's type.
        let makeOne: (Auto.Leaf) -> Auto.One = Auto.One.init(leaf:)
        app.autoregister(initializer: makeOne)
        let makeServer: (borrowing Auto.Leaf) throws -> Auto.Server = { Auto.Server(leaf: copy $0) }
        app.autoregister(Auto.Serving.self, initializer: makeServer)
        // A closure's parameters stay copyable: each is used twice here.
        app.autoregister { (leaf: Auto.Leaf, a: Auto.A, b: Auto.B) in
            precondition(leaf === leaf && a === a && b === b)
            return Auto.Three(leaf: leaf, a: a, b: b)
        }
        let leaf = app.resolve(Auto.Leaf.self)
        #expect(app.resolve(Auto.One.self).leaf === leaf)
        #expect(app.resolve(Auto.Serving.self).leaf === leaf)
        #expect(app.resolve(Auto.Three.self).leaf === leaf)
        #expect(app.verify().isValid)
    }

    @Test("a protocol-typed registration takes the implementation's initializer as it is")
    func servedAsProtocol() {
        let app = DependencyResolver(name: "app")
        app.autoregister(initializer: Auto.Leaf.init)
        app.autoregister(Auto.Serving.self, initializer: Auto.Server.init)
        #expect(app.resolve(Auto.Serving.self) is Auto.Server)
    }

    @Test("variants, names and lifetimes apply as in the closure forms")
    func variantsNamesLifetimes() {
        let app = DependencyResolver(name: "app")
        app.autoregister(initializer: Auto.Leaf.init)
        app.register(variant: "remote") { Auto.Leaf.from("remote") }
        let persistent = app.autoregister(variant: "kept", lifetime: .persistent, initializer: Auto.One.init)
        app.autoregister(name: "named", initializer: Auto.One.init)
        #expect(persistent.lifetime == .persistent)
        #expect(app.resolve(Auto.One.self, variant: "kept") === app.resolve(Auto.One.self, variant: "kept"))
        #expect(app.resolve(Auto.One.self, variant: "named") !== app.resolve(Auto.One.self, variant: "named"))
        // A parameter is resolved without a variant, whatever the registration's own.
        #expect(app.resolve(Auto.One.self, variant: "kept").leaf.origin == "leaf")
    }

    @Test("a child's override of a dependency reaches a parent's initializer registration")
    func contextRule() {
        let app = DependencyResolver(name: "app")
        app.register { Auto.Leaf.from("app") }
        app.autoregister(initializer: Auto.One.init)
        let feature = app.child(name: "feature")
        feature.register { Auto.Leaf.from("feature") }
        #expect(feature.resolve(Auto.One.self).leaf.origin == "feature")
        #expect(app.resolve(Auto.One.self).leaf.origin == "app")
    }

    @Test("a missing dependency fails the resolve with the chain that leads to it, and the initializer does not run")
    func missingDependencyMessage() {
        let app = DependencyResolver(name: "app")
        let runs = Auto.Runs()
        app.autoregister(initializer: Auto.Leaf.init)
        app.autoregister { (leaf: Auto.Leaf, missing: Auto.Missing) in
            runs.count += 1
            return Auto.NeedsMissing(leaf: leaf, missing: missing)
        }
        let error = #expect(throws: DependencyError.self) { try app.tryResolve(Auto.NeedsMissing.self) }
        #expect(error?.kind == .notRegistered)
        #expect(error?.message.contains("Auto.Missing") == true)
        #expect(error?.resolutionChain == ["`HierResolverTests.Auto.NeedsMissing`"])
        #expect(runs.count == 0)
    }

    @Test("an initializer that throws fails the resolve with its error")
    func throwingInitializer() {
        let app = DependencyResolver(name: "app")
        app.autoregister(initializer: Auto.Leaf.init)
        app.autoregister(initializer: Auto.Refusing.init)
        let error = #expect(throws: DependencyError.self) { try app.tryResolve(Auto.Refusing.self) }
        #expect(error?.kind == .factoryFailed)
        #expect(error?.underlyingError is Auto.Refusal)
    }

    @Test("verify() reports a missing dependency without running the initializer")
    func verifyWithoutRunning() {
        let app = DependencyResolver(name: "app")
        let runs = Auto.Runs()
        app.autoregister(initializer: Auto.Leaf.init)
        app.autoregister { (leaf: Auto.Leaf, missing: Auto.Missing) in
            runs.count += 1
            return Auto.NeedsMissing(leaf: leaf, missing: missing)
        }
        let report = app.verify()
        #expect(!report.isValid)
        let failure = report.failures.first { $0.entry?.key.contains("NeedsMissing") == true }
        #expect(failure?.error.kind == .notRegistered)
        #expect(failure?.error.resolutionChain == ["`HierResolverTests.Auto.NeedsMissing`"])
        #expect(failure?.error.message.contains("Auto.Missing") == true)
        #expect(runs.count == 0)
    }

    @Test("dependencyGraph() draws an initializer registration's edges before anything was resolved")
    func graphEdgesWithoutResolving() {
        let app = DependencyResolver(name: "app")
        app.autoregister(initializer: Auto.Leaf.init)
        app.autoregister(initializer: Auto.A.init)
        app.autoregister(initializer: Auto.B.init)
        app.autoregister(initializer: Auto.Three.init)
        let feature = app.child(name: "feature")
        feature.autoregister(initializer: Auto.One.init)

        let graph = feature.dependencyGraph()
        let nodes = graph.containers.flatMap(\.nodes)
        func id(_ name: String) -> String? { nodes.first { $0.key.contains("Auto.\(name)") }?.id }
        let edges = Set(graph.edges.map { "\($0.from)->\($0.to)" })
        let expected = ["Three": ["Leaf", "A", "B"], "One": ["Leaf"]].flatMap { from, targets in
            targets.map { "\(id(from) ?? from)->\(id($0) ?? $0)" }
        }
        #expect(edges == Set(expected))
    }
}
