import HierResolver
import Testing

// `Args` reads a value whose dynamic type is exactly the type asked for in place, without a runtime
// cast, and falls back to `as?` otherwise; the resolve forms move the passed value rather than copy
// it. These check both paths for every kind of layout an `Any` can hold (inline, boxed, class,
// not bitwise-takable, optional, existential, metatype, function) and that no reference is leaked
// or released twice.

private final class Tracked: @unchecked Sendable {
    nonisolated(unsafe) static var live = 0
    let id: Int
    init(_ id: Int) {
        self.id = id
        Tracked.live += 1
    }
    deinit { Tracked.live -= 1 }
}

private class Base {
    let tag: Int
    init(_ tag: Int) { self.tag = tag }
}
private final class Derived: Base {}

private protocol Shape { var sides: Int { get } }
private struct Square: Shape { let sides = 4 }
private protocol Holder: AnyObject { var held: Tracked { get } }
private final class TrackedHolder: Holder {
    let held: Tracked
    init(_ held: Tracked) { self.held = held }
}

/// Larger than an existential's three-word inline buffer: boxed on the heap inside `Any`.
private struct Large: Equatable {
    var a = 1, b = 2, c = 3, d = 4, e = 5
    var name = "large"
}

/// Small, but not bitwise-takable (a weak reference): boxed inside `Any` despite its size.
private struct WeakRef {
    weak var object: Tracked?
    let strong: Tracked
}

/// Holds a reference and more than three words.
private struct LargeWithClass {
    let tracked: Tracked
    let padding: (Int, Int, Int) = (7, 8, 9)
}

private enum Payload: Equatable {
    case small(Int8)
    case big(String, Int, Int)
}

/// Resolves `Received<T>` with `value`, through a factory reading `args()` as `T`.
private func roundTrip<T>(_ value: T) -> T {
    let app = DependencyResolver(name: "layout")
    app.register { (_, args) in Received<T>(value: args()) }
    return app.resolve(Received<T>.self, args: value).value
}

/// The same, with the value passed as `Any?` already (as `args.passedValue` forwards it).
private func roundTripAny<T>(_ value: Any?, as _: T.Type) -> T {
    let app = DependencyResolver(name: "layout")
    app.register { (_, args) in Received<T>(value: args()) }
    return app.resolve(Received<T>.self, args: value).value
}

@Suite("Argument layouts")
struct ArgumentLayoutTests {
    @Test("values of every layout are read back exactly, from concrete and generic call sites")
    func exactTypes() {
        #expect(roundTrip(42) == 42)
        #expect(roundTrip(Int8(-3)) == -3)
        #expect(roundTrip(3.5) == 3.5)
        #expect(
            roundTrip("a string that does not fit inline in a String's own bits")
                == "a string that does not fit inline in a String's own bits")
        #expect(roundTrip(Large()) == Large())
        #expect(roundTrip((1, 2, 3, 4, 5)) == (1, 2, 3, 4, 5))
        #expect(roundTrip(Payload.big("x", 1, 2)) == .big("x", 1, 2))
        #expect(roundTrip(Payload.small(9)) == .small(9))
        #expect(roundTrip([1, 2, 3]) == [1, 2, 3])
        #expect(roundTrip(Credentials(user: "u", pin: 1)) == Credentials(user: "u", pin: 1))
        #expect(roundTrip(Int.self) == Int.self)
        #expect(roundTrip((any Shape).self) == (any Shape).self)
        #expect(roundTrip({ (x: Int) in x + 1 })(1) == 2)

        // Concrete call sites (specialised, inlined).
        let app = DependencyResolver(name: "layout")
        app.register { (_, args) in Received<Large>(value: args()) }
        app.register { (_, args) in Received<String>(value: args()) }
        app.register { (_, args) in Received<Double>(value: args()) }
        #expect(app.resolve(Received<Large>.self, args: Large(a: 9)).value == Large(a: 9))
        #expect(app.resolve(Received<String>.self, args: "hi").value == "hi")
        #expect(app.resolve(Received<Double>.self, args: 1.25).value == 1.25)
    }

    @Test("references are neither leaked nor over-released, inline or boxed, read or not")
    func references() {
        let before = Tracked.live
        do {
            let object = Tracked(1)
            #expect(roundTrip(object) === object)
            let weak = roundTrip(WeakRef(object: object, strong: Tracked(2)))
            #expect(weak.object === object && weak.strong.id == 2)
            #expect(roundTrip(LargeWithClass(tracked: object)).tracked === object)
            #expect(roundTrip(Optional(object)) === object)
            #expect((roundTrip(TrackedHolder(object) as any Holder)).held === object)
            #expect(roundTrip([object, Tracked(3)]).map(\.id) == [1, 3])
            #expect(roundTrip(["k": Tracked(4)] as [String: Tracked])["k"]?.id == 4)
            #expect(roundTripAny(object as Any?, as: Tracked.self) === object)
            #expect(roundTripAny(LargeWithClass(tracked: object), as: LargeWithClass.self).tracked === object)

            // Passed but never read, passed to a cached instance, and read after a nested resolve.
            let app = DependencyResolver(name: "refs")
            app.register { (_, _) in Received<Int>(value: 0) }
            app.register(lifetime: .persistent) { (_, args) in
                Received<String>(value: (args() as Tracked).id.description)
            }
            for _ in 0..<3 {
                _ = app.resolve(Received<Int>.self, args: Tracked(5))
                _ = app.resolve(Received<String>.self, args: Tracked(6))
                _ = app.resolve(Received<Int>.self, args: LargeWithClass(tracked: Tracked(7)))
            }
        }
        #expect(Tracked.live == before)
    }

    @Test("another dynamic type falls back to a cast: optionals unwrap, classes upcast, existentials box")
    func fallbacks() {
        #expect(roundTripAny(Optional(5) as Any, as: Int.self) == 5)
        #expect(roundTripAny(5, as: Int?.self) == 5)
        #expect(roundTripAny(Derived(3), as: Base.self).tag == 3)
        #expect(roundTripAny(Square(), as: (any Shape).self).sides == 4)
        #expect(roundTripAny(Large(b: 7), as: Any.self) as? Large == Large(b: 7))
        #expect(roundTripAny(Optional(Optional(6)) as Any, as: Int.self) == 6)
        // A nil inside the value is a value: `Int?` asked for, `Int?.none` read.
        #expect(roundTripAny(Optional<Int>.none as Any, as: Int?.self) == nil)
    }

    @Test("nil and named values still read as before")
    func nilAndNamed() {
        let app = DependencyResolver(name: "named")
        app.register { (_, args) in Leaf(seen: args.optional(), passed: args.passedValue) }
        app.register { (_, args) in Labelled(mode: args("mode"), name: args("name")) }
        let none: Leaf = app.resolve(args: nil)
        #expect(none.seen == nil && none.passed == nil)
        let some: Leaf = app.resolve(args: "x")
        #expect(some.seen == "x" && some.passed as? String == "x")
        let forwarded: Any? = ["mode": true, "name": "n"] as [String: Any?]
        let labelled: Labelled = app.resolve(args: forwarded)
        #expect(labelled.mode && labelled.name == "n")
        let literal: Labelled = app.resolve(args: ["mode": false, "name": Large().name])
        #expect(!literal.mode && literal.name == "large")
    }
}
