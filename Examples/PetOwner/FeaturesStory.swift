import HierResolver

protocol Clock {
    var now: String { get }
}

struct SystemClock: Clock {
    var now: String { "the real time" }
}

struct FixedClock: Clock {
    var now: String { "12:00, fixed for the test" }
}

final class Receipt {
    let line: String
    init(clock: Clock) { line = "paid at \(clock.now)" }
}

final class Cart {
    init() { print("  Cart made for this feature") }
}

/// Features and tests as child containers: overrides reach the parent's factories; singletons stay per feature.
enum FeaturesStory {
    static func run() {
        scene("Features and tests as child containers")
        let app = observed(DependencyResolver(name: "app"))
        app.register { SystemClock() as Clock }
        app.register { r in Receipt(clock: r.resolve()) }

        let checkout = app.child(name: "checkout")
        checkout.persistent { Cart() }
        let cart: Cart = checkout.resolve()
        let sameCart: Cart = checkout.resolve()
        print("checkout has one Cart: \(cart === sameCart)")
        print("app sees the Cart: \(app.optional(Cart.self) != nil)")

        let test = app.child(name: "test")
        test.register { FixedClock() as Clock }
        let real: Receipt = app.resolve()
        let tested: Receipt = test.resolve()
        print("app's receipt:  \(real.line)")
        print("test's receipt: \(tested.line)  (the child's Clock reached the parent's factory)")
    }
}
