import HierResolver
import Testing

// Seed 004, "Resolve using Interface Injection", the computed property it warns about, on seed 004's
// `class MyViewController: UIViewController { var xyz: XYZViewModel = Resolver.resolve()! }`. Private to
// this file, like every MyViewController here that an extension names.

private class MyViewController: UIViewController {
    var xyz: XYZViewModel = Resolver.resolve()  // fixed: the seed's `!` unwraps a non-optional
}

extension MyViewController: Resolving {
    var myViewModel: XYZViewModel { return resolver.resolve() }  // fixed: the seed's `!` unwraps a non-optional
}

extension AppContainerSeeds {
    @Suite("Seed 004: an injected computed property")
    struct InjectedProperty004 {
        @Test("004 interface injection: myViewModel resolves a new XYZViewModel every time it is read")
        func computedPropertyResolvesEachTime() {
            let controller = MyViewController()

            #expect(controller.myViewModel !== controller.myViewModel)
            #expect(controller.xyz === controller.xyz, "the stored xyz was resolved once, as the controller was made")
        }
    }
}
