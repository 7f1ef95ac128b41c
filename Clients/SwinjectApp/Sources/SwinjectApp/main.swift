// Runs the app's checks: prints `PASS` or `FAIL` per check and `N passed, M failed`, and exits non-zero
// on a failure.
import Dispatch
import HierResolverSwinject

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

nonisolated(unsafe) var passed = 0
nonisolated(unsafe) var failed = 0

func check(_ condition: Bool, _ name: String) {
    if condition {
        passed += 1
        print("PASS \(name)")
    } else {
        failed += 1
        print("FAIL \(name)")
    }
}

let assembler = Assembler([NetworkAssembly(), SettingsAssembly(), PetsAssembly(), NavigationAssembly()])
let resolver = assembler.resolver

let settings = resolver.resolve(Settings.self)!
check(settings.launched, "loaded(resolver:) ran after every assembly registered")
check(settings === resolver.resolve(Settings.self)!, "an autoregistered .container registration keeps its instance")

if let store = resolver.resolve(PetStore.self) {
    check(store.client.baseURL == "https://api.example.com", "an autoregistered initializer gets its dependencies")
    check(store.client === resolver.resolve(HTTPClient.self)!, "a .container instance is shared by its consumers")
} else {
    check(false, "if let: the pet store resolves")
}

@MainActor
func stagingClient(for environment: Environment) -> HTTPClient? {
    guard let client = resolver.resolve(HTTPClient.self, name: environment.rawValue) else { return nil }
    return client
}
check(
    stagingClient(for: .staging)?.baseURL == "https://staging.example.com", "guard let: a name given as a String value")
check(
    resolver.resolve(PetStore.self, name: Environment.staging.rawValue)?.client.baseURL.contains("staging") == true,
    "a name given as an enum case's raw value")

let detail = resolver.resolve(PetDetail.self, argument: 7)!
check(detail.petID == 7, "a factory with an argument, resolved with argument:")
check(resolver.resolve(PetDetail.self) == nil, "a registration with arguments is not found without them: nil")

let optionalStore = resolver.resolve(PetStore?.self)
check(optionalStore != nil && optionalStore! != nil, "resolve(T?.self) wraps a registered T")
let missing = resolver.resolve(Coordinator?.self, name: "none")
check(missing != nil && missing! == nil, "resolve(T?.self) of an unregistered T gives .some(nil)")

let viewModel = resolver.resolve(PetListViewModel.self)!
check(viewModel.store.instance.client === resolver.resolve(HTTPClient.self)!, "Lazy resolves its instance when read")
check(
    viewModel.store.instance as AnyObject === viewModel.store.instance as AnyObject,
    "Lazy keeps the instance it resolved")
check(viewModel.details.instance !== viewModel.details.instance, "Provider resolves a new instance each time")

let coordinator = resolver.resolve(Coordinator.self)!
check(coordinator.router.coordinator === coordinator, "initCompleted closes a cycle through an initializer")

let flow = resolver.resolve(CheckoutFlow.self)!
check(flow.container.resolve(Settings.self)! === settings, "a factory's resolver cast to Container (r as! Container)")

/// Opens screens on many threads through a synchronized resolver.
nonisolated func openScreens(through synchronized: Container) {
    DispatchQueue.concurrentPerform(iterations: 100) { _ in _ = synchronized.resolve(PetScreen.self) }
}
openScreens(through: (resolver as! Container).synchronize() as! Container)
check(PetScreen.opened.count == 100, "synchronize() runs factories one at a time (a plain array in a factory)")

let feature = Assembler([], parent: assembler)
feature.apply(assembly: SettingsAssembly())
check(feature.resolver.resolve(Settings.self)! !== settings, "a child assembler's .container instance is its own")

print("\(passed) passed, \(failed) failed")
exit(failed == 0 ? 0 : 1)
