import HierResolver
import Testing

extension DependencyResolver.Name {
    static let fred = Self("fred")
}

private enum Mode: String {
    case edit
    case add
}

@Suite("Variants and names")
struct VariantTests {
    @Test("register(variant:) and resolve(name:) address the same registration")
    func variantThenName() {
        let app = DependencyResolver(name: "app")
        app.register(variant: "long_date") { Cat(name: "Mimi") as Animal }

        let byName: Animal = app.resolve(name: "long_date")
        let optionalByName: Animal? = app.optional(name: "long_date")

        #expect(byName.name == "Mimi")
        #expect(optionalByName?.name == "Mimi")
    }

    @Test("register(name:) and resolve(variant:) address the same registration")
    func nameThenVariant() throws {
        let app = DependencyResolver(name: "app")
        app.register(name: "edit") { XYZEditViewModel() as XYZViewModelProtocol }

        let byVariant: XYZViewModelProtocol = app.resolve(variant: "edit")
        let tried: XYZViewModelProtocol = try app.tryResolve(name: "edit")

        #expect(byVariant.mode == "edit")
        #expect(tried.mode == "edit")
        #expect(!app.register(variant: "edit") { XYZAddViewModel() as XYZViewModelProtocol }.isInstalled)
    }

    @Test("a string literal, Variant(String), Variant(rawValue:) and a String-backed enum case are one key")
    func variantSpellings() {
        let app = DependencyResolver(name: "app")
        app.register(variant: "edit") { XYZEditViewModel() as XYZViewModelProtocol }
        app.register(variant: Variant(Mode.add)) { XYZAddViewModel() as XYZViewModelProtocol }
        let mode = "edit"

        #expect(app.resolve(XYZViewModelProtocol.self, variant: Variant(mode)).mode == "edit")
        #expect(app.resolve(XYZViewModelProtocol.self, variant: Variant(rawValue: "edit")).mode == "edit")
        #expect(app.resolve(XYZViewModelProtocol.self, variant: Variant(Mode.edit)).mode == "edit")
        #expect(app.resolve(XYZViewModelProtocol.self, name: "add").mode == "add")
        #expect(Variant(Mode.add) == "add")
        #expect(Variant("add").rawValue == "add")
    }

    @Test("a static Name declared in an extension works as .fred")
    func staticName() {
        let app = DependencyResolver(name: "app")
        app.register(name: .fred) { Cat(name: "Fred") as Animal }

        #expect(app.resolve(Animal.self, name: .fred).name == "Fred")
        #expect(app.resolve(Animal.self, variant: .fred).name == "Fred")
        #expect(app.resolve(Animal.self, name: "fred").name == "Fred")
        #expect(app.optional(Animal.self) == nil, "a name is not the unnamed registration")
    }

    @Test("a variant never falls back to the unvariant registration, and says so")
    func variantDoesNotFallBack() {
        let app = DependencyResolver(name: "app")
        app.register { Cat(name: "Mimi") as Animal }

        #expect(app.optional(Animal.self, variant: "night") == nil)
        let error = #expect(throws: DependencyError.self) { try app.tryResolve(Animal.self, variant: "night") }

        #expect(error?.kind == .notRegistered)
        let text = message(of: error)
        #expect(text.contains("No registration for `HierResolverTests.Animal` (variant \"night\")"))
        #expect(text.contains("Near misses:"))
        #expect(text.contains("`HierResolverTests.Animal` (no variant) in \"app\""))
    }

    @Test("the unvariant resolve never falls back to a variant registration, and lists it")
    func unvariantDoesNotFallBack() {
        let app = DependencyResolver(name: "app")
        app.register(variant: "night") { Cat(name: "Luna") as Animal }

        #expect(app.optional(Animal.self) == nil)
        let error = #expect(throws: DependencyError.self) { try app.tryResolve(Animal.self) }

        #expect(error?.kind == .notRegistered)
        let text = message(of: error)
        #expect(text.contains("No registration for `HierResolverTests.Animal` in \"app\""))
        #expect(text.contains("`HierResolverTests.Animal` (variant \"night\") in \"app\""))
    }

    @Test("resolve(name: editMode ? \"edit\" : \"add\") picks the registration at run time")
    func nameChosenAtRunTime() {
        let app = DependencyResolver(name: "app")
        app.register(name: "edit") { XYZEditViewModel() as XYZViewModelProtocol }
        app.register(name: "add") { XYZAddViewModel() as XYZViewModelProtocol }

        for editMode in [true, false] {
            let viewModel: XYZViewModelProtocol = app.resolve(name: editMode ? "edit" : "add")
            #expect(viewModel.mode == (editMode ? "edit" : "add"))
        }
    }

    @Test("each variant of a type is its own registration with its own persistent instance")
    func variantsAreSeparateRegistrations() {
        let app = DependencyResolver(name: "app")
        app.persistent(variant: "main") { Session() }
        app.persistent(name: "backup") { Session() }
        app.persistent { Session() }

        let main: Session = app.resolve(variant: "main")
        let backup: Session = app.resolve(name: "backup")
        let plain: Session = app.resolve()

        #expect(Set([main.id, backup.id, plain.id]).count == 3)
        #expect(app.resolve(Session.self, variant: "main") === main)
        #expect(app.resolve(Session.self, name: "backup") === backup)
    }

    @Test("the same variant on two types is two keys")
    func variantIsPerType() {
        let app = DependencyResolver(name: "app")
        app.register(variant: "shared") { Session() }

        #expect(app.register(variant: "shared") { Cache() }.isInstalled)
        #expect(app.optional(Cache.self, variant: "shared") != nil)
    }

    @Test("the first registration wins per variant")
    func firstWinsPerVariant() {
        let app = DependencyResolver(name: "app")
        app.register(variant: "night") { Cat(name: "Luna") as Animal }

        #expect(!app.register(name: "night") { Cat(name: "Nox") as Animal }.isInstalled)
        #expect(app.register(variant: "day") { Cat(name: "Sunny") as Animal }.isInstalled)
        #expect(app.resolve(Animal.self, variant: "night").name == "Luna")
        #expect(app.resolve(Animal.self, variant: "day").name == "Sunny")
    }
}
