// Runs the app's checks: prints `PASS` or `FAIL` per check and `N passed, M failed`, and exits non-zero
// on a failure.
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

let assembler = Assembler([NetworkAssembly(), SettingsAssembly(), PetsAssembly()])
let resolver = assembler.resolver

let settings = resolver.resolve(Settings.self)
check(settings.launched, "loaded(resolver:) ran after every assembly registered")
check(settings === resolver.resolve(Settings.self), "an autoregistered .container registration keeps its instance")

let store = resolver.resolve(PetStore.self)
check(store.client.baseURL == "https://api.example.com", "an autoregistered initializer gets its dependencies")
check(store.client === resolver.resolve(HTTPClient.self), "a .container instance is shared by its consumers")

let environment = Environment.staging
let staging = resolver.resolve(HTTPClient.self, name: environment.rawValue)
check(staging.baseURL == "https://staging.example.com", "a name given as a String value")
check(
    resolver.resolve(PetStore.self, name: Environment.staging.rawValue).client.baseURL.contains("staging"),
    "a name given as an enum case's raw value")

let detail = resolver.resolve(PetDetail.self, argument: 7)
check(detail.petID == 7, "a factory with an argument, resolved with argument:")

let feature = Assembler([], parent: assembler)
feature.apply(assembly: SettingsAssembly())
check(feature.resolver.resolve(Settings.self) !== settings, "a child assembler's .container instance is its own")
check(feature.resolver.optional(PetDetail.self) == nil, "a registration with arguments is not found without them")

print("\(passed) passed, \(failed) failed")
exit(failed == 0 ? 0 : 1)
