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

/// A short-lived feature's basket: released with the feature's container.
final class Basket {
    deinit { print("  Basket released with its feature") }
}

/// Features and tests as child containers: lookup goes up, never down or sideways; singletons stay per
/// feature and go with it; overrides reach the parent's factories.
enum FeaturesStory {
    static func run() {
        scene("Features and tests as child containers")
        let app = observed(DependencyResolver(name: "app"))
        app.register { SystemClock() as Clock }
        app.register { r in Receipt(clock: r.resolve()) }

        let checkout = app.child(name: "checkout")
        let payment = DependencyResolver(parent: checkout, name: "payment")  // a grandchild of app
        let search = app.child(name: "search")
        checkout.persistent { Cart() }
        let cart: Cart = checkout.resolve()
        let sameCart: Cart = checkout.resolve()
        print("checkout has one Cart: \(cart === sameCart)")
        print("payment, its child, gets that Cart: \(payment.resolve(Cart.self) === cart)")
        print("app sees the Cart: \(app.optional(Cart.self) != nil)  (a parent never looks down)")
        print("search sees the Cart: \(search.optional(Cart.self) != nil)  (siblings are isolated)")
        print("payment gets app's Clock: \(payment.resolve(Clock.self).now)")
        print("checkout.reset(), then resolve() as Cart:")
        checkout.reset()
        print("a new Cart: \(checkout.resolve(Cart.self) !== cart)")

        var basket: DependencyResolver? = app.child(name: "basket")
        basket?.persistent { Basket() }
        _ = basket?.resolve(Basket.self)
        print("app.children: \(app.children.count) (checkout, search, basket); dropping basket:")
        basket = nil
        print("app.children: \(app.children.count) (a parent holds its children weakly)")

        let test = app.child(name: "test")
        test.register { FixedClock() as Clock }
        let real: Receipt = app.resolve()
        let tested: Receipt = test.resolve()
        print("app's receipt:  \(real.line)")
        print("test's receipt: \(tested.line)  (the child's Clock reached the parent's factory)")
    }
}
