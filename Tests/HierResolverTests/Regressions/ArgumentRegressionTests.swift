import HierResolver
import Testing

// Regression tests of arguments, Resolver-style and typed: each pins a defect found after its feature
// landed, and says what went wrong before.

@Suite("Regressions: arguments")
struct ArgumentRegressionTests {
    /// Defect: a single tuple argument `((A, B))` has the same type as `(A, B)`; keyed by that type, it
    /// matched a two-argument registration, which then read its values with the wrong layout.
    @Test("a single tuple argument does not match a registration of several arguments")
    func tupleArgumentIsOneArgument() throws {
        let app = DependencyResolver(name: "app")
        let separate = app.register { (a: Int8, b: Int8, c: Int64) in "separate \(a) \(b) \(c)" }
        let tuple = app.register { (t: (Int8, Int8, Int64)) in "tuple \(t.0) \(t.1) \(t.2)" }
        #expect(separate.isInstalled)
        #expect(tuple.isInstalled, "a one-tuple registration is not a duplicate of a three-argument one")

        let fromSeparate: String = try app.tryResolve(arguments: Int8(1), Int8(2), Int64(3))
        let fromTuple: String = try app.tryResolve(arguments: (Int8(1), Int8(2), Int64(3)))
        #expect(fromSeparate == "separate 1 2 3")
        #expect(fromTuple == "tuple 1 2 3")
    }

    /// Defect: the typed-argument overload once matched `(Resolver)` exactly and registered the
    /// container as a typed argument; the doc comment of register(_:variant:lifetime:factory:) says it works.
    @Test("a factory written { (r: Resolver) in ... } is a resolver factory, not a typed registration")
    func resolverParameterClosure() throws {
        let app = DependencyResolver(name: "app")
        app.register { (r: Resolver) in Owner(pet: r.container.resolve()) }
        app.register { Cat(name: "Mimi") as Animal }

        let owner: Owner = try app.tryResolve()
        #expect(owner.pet.name == "Mimi")
    }
}
