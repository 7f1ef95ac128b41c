import HierResolver
import Testing

// A list of modules kept by the program. `DependencyRegister` does not require `Sendable` (a module may
// hold state, and a main-actor module's method would have to be `nonisolated`), so Swift 6 accepts a
// global constant of modules typed `[any DependencyRegister & Sendable]`, and a function lists modules
// that are not `Sendable`. This file is library code, where a global `let` must be `Sendable`: it
// compiles only as long as both patterns work.

/// A module of `Sendable` values only: `Sendable` itself.
struct GreetingModule: DependencyRegister {
    let greeting: String

    func registerDependencies(container: Resolver) {
        container.register(name: "greeting") { greeting }
    }
}

/// Counts what it is asked to do: a class, so not `Sendable`.
final class InstallCounter {
    private(set) var count = 0

    func increment() { count += 1 }
}

/// A module that holds a reference to something that is not `Sendable`.
struct CountingModule: DependencyRegister {
    let counter: InstallCounter

    func registerDependencies(container: Resolver) {
        counter.increment()
        container.register(name: "counted") { "counted" }
    }
}

/// The app's modules, as a constant of the program.
let appModules: [any DependencyRegister & Sendable] = [GreetingModule(greeting: "hello"), NamedPetModule(name: "Mimi")]

/// Modules that are not `Sendable`, made anew by each call.
func countedModules(_ counter: InstallCounter) -> [any DependencyRegister] {
    [CountingModule(counter: counter), GreetingModule(greeting: "counted hello")]
}

extension ModuleTests {
    @Test("a global constant of Sendable modules installs with register(modules:) and child(name:modules:)")
    func globalListOfSendableModules() {
        let app = DependencyResolver(name: "app")
        app.register(modules: appModules)
        let feature = DependencyResolver(name: "other app").child(name: "feature", modules: appModules)

        #expect(app.resolve(String.self, name: "greeting") == "hello")
        #expect(app.resolve(Animal.self, variant: "Mimi").name == "Mimi")
        #expect(feature.resolve(String.self, name: "greeting") == "hello")
    }

    @Test("a function that lists modules holding state installs them")
    func functionListingModules() {
        let counter = InstallCounter()
        let app = DependencyResolver(name: "app")

        app.register(modules: countedModules(counter))
        app.register(modules: countedModules(counter))

        #expect(counter.count == 1, "a module type runs once per container")
        #expect(app.resolve(String.self, name: "greeting") == "counted hello")
    }
}
