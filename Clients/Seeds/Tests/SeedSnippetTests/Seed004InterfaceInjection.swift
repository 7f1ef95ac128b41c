import HierResolver
import Testing

// Seed 004, "Resolve using Interface Injection": the `xxxxx+Injection.swift` extension and the view
// controller that uses it, as written. This file's MyViewController is private to it: the seeds declare
// several classes of that name, and each needs a scope of its own.

extension MyViewController: Resolving {
    func makeViewModel() -> XYZViewModel { return resolver.resolve() }  // fixed: the seed's `!` unwraps a non-optional
}

private class MyViewController: UIViewController {
    lazy var viewModel = makeViewModel()
}

extension AppContainerSeeds {
    @Suite("Seed 004: interface injection")
    struct InterfaceInjection004 {
        @Test("004 interface injection: the lazy viewModel comes from makeViewModel(), once")
        func injectedFunction() throws {
            let controller = MyViewController()

            let model = controller.viewModel
            #expect(controller.viewModel === model)
            let service = try #require(valuePart("service", of: model) as? XYZService)
            #expect(part("session", of: service) is XYZSessionService)
        }
    }
}
