import Dispatch
import Foundation
import HierResolver
import Testing

/// A feature's module: a persistent cart and a persistent checkout built on the cart and a backend.
private struct CheckoutModule: DependencyRegister {
    func registerDependencies(container: Resolver) {
        container.register(lifetime: .persistent) { Cart() }
        container.register(lifetime: .persistent) { r in
            Checkout(cart: r.resolve(), backend: r.resolve(variant: "payments"))
        }
    }
}

private final class Cart: Sendable {
    let fake: Bool

    init(fake: Bool = false) { self.fake = fake }
}

private final class Checkout: Sendable {
    let cart: Cart
    let backend: Backend

    init(cart: Cart, backend: Backend) {
        self.cart = cart
        self.backend = backend
    }
}

@Suite("Copies of a container, for tests")
struct CopyTests {
    @Test("an override reaches every consumer, the original's singletons included, and the original is untouched")
    func overrideReachesSingletons() {
        let app = OverrideApp.make()
        let before = OverrideApp.instances(of: app)
        let test = app.copy(name: "test") { fakes in
            fakes.register(variant: OverrideApp.backend(3)) { Backend(tag: 7) }
        }
        let overview: Overview = test.resolve()
        #expect(overview.repositories.map(\.backend.tag) == [-1, -1, -1, 7, -1, -1, -1, -1])
        let repository: AppRepository = test.resolve(variant: OverrideApp.repository(3))
        #expect(repository.backend.tag == 7)
        // Fresh caches: the copy built its own instances, and the app kept its own.
        #expect(OverrideApp.instances(of: app) == before)
        let copied: Backend = test.resolve(variant: OverrideApp.backend(0))
        let original: Backend = app.resolve(variant: OverrideApp.backend(0))
        #expect(copied !== original)
        #expect(test.name == "test" && test.parent == nil)
    }

    @Test("two copies share nothing they build")
    func copiesAreIndependent() {
        let app = OverrideApp.make()
        let first = app.copy()
        let second = app.copy()
        let a: Overview = first.resolve()
        let b: Overview = second.resolve()
        #expect(a !== b)
        #expect(a === first.resolve(Overview.self))
    }

    @Test("an override that names no lifetime takes the replaced registration's; one that names a lifetime keeps it")
    func overrideLifetime() {
        let app = OverrideApp.make()
        let inherits = app.copy { $0.register(variant: OverrideApp.backend(0)) { Backend(tag: 1) } }
        let first: Backend = inherits.resolve(variant: OverrideApp.backend(0))
        #expect(first === inherits.resolve(Backend.self, variant: OverrideApp.backend(0)))
        let named = app.copy { $0.register(variant: OverrideApp.backend(0), lifetime: .ephemeral) { Backend(tag: 1) } }
        let one: Backend = named.resolve(variant: OverrideApp.backend(0))
        #expect(one !== named.resolve(Backend.self, variant: OverrideApp.backend(0)))
    }

    @Test("a key nobody registered is added to the copy")
    func newKey() {
        let app = OverrideApp.make()
        let test = app.copy { $0.register { Cat(name: "Franky") as Animal } }
        let pet: Animal = test.resolve()
        #expect(pet.name == "Franky")
        #expect(app.optional(Animal.self) == nil)
    }

    @Test("a feature container's copy keeps the chain and its modules; overrides go where their keys live")
    func featureCopy() {
        let app = DependencyResolver(name: "app")
        app.register(variant: "payments", lifetime: .persistent) { Backend(tag: -1) }
        let feature = app.child(name: "checkout", modules: [CheckoutModule()])
        let real: Checkout = feature.resolve()
        let test = feature.copy(name: "checkout test") { fakes in
            fakes.register(variant: "payments") { Backend(tag: 5) }  // registered in app
            fakes.register { Cart(fake: true) }  // registered by the feature's module
        }
        let checkout: Checkout = test.resolve()
        #expect(checkout.backend.tag == 5 && checkout.cart.fake)
        #expect(checkout !== real)
        #expect(test.parent?.name == "app (copy)")
        #expect(test.parent?.optional(Backend.self, variant: "payments")?.tag == 5)
        // The copy knows the module ran: installing it again registers nothing.
        #expect(!test.register(module: CheckoutModule()))
        let stillReal: Checkout = feature.resolve()
        #expect(stillReal === real)
    }

    @Test("a copy knows every module its original installed and every module its overrides installed")
    func copyKeepsEveryModule() {
        let app = DependencyResolver(name: "app")
        app.register(modules: [NamedPetModule(name: "Mimi"), NamedPetModule(name: "Franky"), CheckoutModule()])
        let test = app.copy { fakes in
            fakes.register(module: NamedPetModule(name: "Tom"))  // new in the copy
            fakes.register(module: NamedPetModule(name: "Mimi"))  // the original's, installed again by the fakes
        }
        #expect(test.resolve(Animal.self, variant: "Tom").name == "Tom")
        for installed in [NamedPetModule(name: "Mimi"), NamedPetModule(name: "Franky"), NamedPetModule(name: "Tom")] {
            #expect(!test.register(module: installed), "\(installed.name) should be installed in the copy")
        }
        #expect(!test.register(module: CheckoutModule()))
        #expect(test.register(module: NamedPetModule(name: "Felix")))
        // The original is untouched by the copy's modules.
        #expect(app.register(module: NamedPetModule(name: "Tom")))
        #expect(!app.register(module: NamedPetModule(name: "Franky")))
    }

    @Test("a key registered at two levels is replaced by one override that both levels see")
    func keyAtTwoLevels() {
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .persistent) { Backend(tag: -1) }
        app.register(variant: "app side", lifetime: .persistent) { r in AppRepository(backend: r.resolve()) }
        let feature = app.child(name: "feature")
        feature.register(lifetime: .persistent) { Backend(tag: -2) }
        feature.register(variant: "feature side", lifetime: .persistent) { r in AppRepository(backend: r.resolve()) }
        let test = feature.copy { $0.register { Backend(tag: 9) } }
        let appSide: AppRepository = test.resolve(variant: "app side")
        let featureSide: AppRepository = test.resolve(variant: "feature side")
        #expect(appSide.backend.tag == 9)
        #expect(appSide.backend === featureSide.backend)
    }

    @Test(".implements registrations serve the override of what they implement")
    func implementsFollowsOverride() {
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .persistent) { XYZCombinedService() }
            .implements(XYZFetching.self)
        let replacement = XYZCombinedService()
        let test = app.copy { $0.register { replacement } }
        let fetcher: XYZFetching = test.resolve()
        #expect(fetcher === replacement)
        let original: XYZFetching = app.resolve()
        #expect(original !== replacement)
        // Overriding the served type alone leaves the implementing registration as it was.
        let other = XYZCombinedService()
        let onlyFetcher = app.copy { $0.register { other as XYZFetching } }
        #expect(onlyFetcher.resolve(XYZFetching.self) === other)
        #expect(onlyFetcher.resolve(XYZCombinedService.self) !== other)
    }

    @Test("a copy's persistent instances are torn down when the copy goes; the original's are not")
    func teardownFollowsTheCopy() {
        let closed = LockedList<Int>()
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .persistent) { Backend(tag: -1) }.teardown { closed.append($0.tag) }
        _ = app.resolve(Backend.self)
        do {
            let test = app.copy { $0.register { Backend(tag: 4) } }
            _ = test.resolve(Backend.self)
            let untouched = app.copy()
            _ = untouched.resolve(Backend.self)
        }
        // The untouched copy's instance was torn down with it; the overriding copy's has no teardown.
        #expect(closed.all == [-1])
        // The app's own instance is still cached, and torn down when the app drops it.
        app.reset()
        #expect(closed.all == [-1, -1])
    }

    @Test("an override served through .implements goes where the key it serves lives, and outlives the leaf")
    func overrideWithImplementsInAnAncestor() {
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .persistent) { XYZCombinedService() as XYZFetching }
        let feature = app.child(name: "feature")
        let replacement = XYZCombinedService()
        var test: DependencyResolver? = feature.copy { $0.register { replacement }.implements(XYZFetching.self) }
        let parent = test?.parent
        test = nil  // the leaf goes; the app's copy holds what serves `XYZFetching`
        #expect(parent?.resolve(XYZFetching.self) === replacement)
    }

    @Test("an override takes the lifetime the copied container resolved for its key, through .implements too")
    func overrideLifetimeThroughImplements() {
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .persistent) { XYZCombinedService() }.implements(XYZFetching.self)
        let test = app.copy { $0.register { XYZCombinedService() as XYZFetching } }
        #expect(test.resolve(XYZFetching.self) === test.resolve(XYZFetching.self))  // persistent, as served
        let plain = DependencyResolver(name: "plain")
        plain.register(lifetime: .persistent) { XYZCombinedService() as XYZFetching }
        let served = plain.copy { $0.register { XYZCombinedService() }.implements(XYZFetching.self) }
        #expect(served.resolve(XYZFetching.self) === served.resolve(XYZFetching.self))
        // The nearest registration decides: the feature's persistent one, not the app's graph one.
        let layered = DependencyResolver(name: "app")
        layered.register { Backend(tag: -1) }
        let feature = layered.child(name: "feature")
        feature.register(lifetime: .persistent) { Backend(tag: -2) }
        let featureTest = feature.copy { $0.register { Backend(tag: 3) } }
        #expect(featureTest.resolve(Backend.self) === featureTest.resolve(Backend.self))
    }

    @Test("an ignored duplicate among the overrides leaves the first one's lifetime as it named it")
    func duplicateOverrideKeepsLifetime() {
        let app = OverrideApp.make()
        let test = app.copy { fakes in
            fakes.register(variant: OverrideApp.backend(0), lifetime: .ephemeral) { Backend(tag: 1) }
            fakes.register(variant: OverrideApp.backend(0)) { Backend(tag: 2) }  // ignored: the first wins
        }
        let first: Backend = test.resolve(variant: OverrideApp.backend(0))
        #expect(first.tag == 1 && first !== test.resolve(Backend.self, variant: OverrideApp.backend(0)))
    }

    @Test("replacing what a copy's .implements registration forwards to takes the forwarding with it")
    func replaceInACopysAncestor() {
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .persistent) { XYZCombinedService() }
        let feature = app.child(name: "feature")
        feature.register(lifetime: .persistent) { XYZCombinedService() }.implements(XYZFetching.self)
        let test = feature.copy { $0.register { XYZCombinedService() } }  // replaces both levels' key
        #expect(test.resolve(XYZFetching.self) === test.resolve(XYZCombinedService.self))
        let parent = test.parent!
        parent.replace { XYZCombinedService() }
        #expect(test.optional(XYZFetching.self) == nil)  // went with the registration it served
    }

    @Test("copying while another thread configures the source copies each registration whole")
    func copyWhileConfiguring() {
        let app = OverrideApp.make()
        let options = app.register(lifetime: .persistent) { Owner(pet: Cat(name: "Mimi")) }
        let done = DispatchSemaphore(value: 0)
        Thread {
            for _ in 0..<200 { options.resolveProperties { _, _ in } }
            done.signal()
        }.start()
        for _ in 0..<200 {
            let copy = app.copy()
            #expect(copy.resolve(Owner.self).pet.name == "Mimi")
        }
        #expect(
            done.wait(timeout: .now() + defaultWatchdog) == .success,
            "the thread configuring the source did not finish")
    }

    @Test("an override closure that throws makes no copy and rethrows")
    func throwingOverrides() {
        let app = OverrideApp.make()
        #expect(throws: FactoryError.self) {
            _ = try app.copy { _ in throw FactoryError(reason: "no fakes today") }
        }
    }
}
