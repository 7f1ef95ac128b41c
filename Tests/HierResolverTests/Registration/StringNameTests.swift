import HierResolver
import Testing

// `name:` takes one form, a `Variant`: a literal, a `.member`, or `Variant(value)` made from a `String`
// value or a `String`-backed enum case, keyed by its raw value.

private enum Screen: String {
    case edit
    case add = "adding"
}

private final class NamedHolder {
    @Injected(name: Variant(Screen.add)) var byCase: XYZViewModelProtocol
    @OptionalInjected(name: Variant(String("edit"))) var byString: XYZViewModelProtocol?
}

@Suite("Names given as String values and String-backed enums, through Variant")
struct StringNameTests {
    @Test("a String variable names the same registration as the literal")
    func stringVariable() throws {
        let app = DependencyResolver(name: "app")
        let key = "edit"
        app.register(name: Variant(key)) { XYZEditViewModel() as XYZViewModelProtocol }

        let byLiteral: XYZViewModelProtocol = app.resolve(name: "edit")
        let byVariable: XYZViewModelProtocol = app.resolve(name: Variant(key))
        let tried: XYZViewModelProtocol = try app.tryResolve(name: Variant(key))
        let optional: XYZViewModelProtocol? = app.optional(name: Variant(key))

        #expect(byLiteral.mode == "edit")
        #expect(byVariable.mode == "edit")
        #expect(tried.mode == "edit")
        #expect(optional?.mode == "edit")
    }

    @Test("a String-backed enum case is keyed by its raw value")
    func stringEnum() throws {
        let app = DependencyResolver(name: "app")
        app.register(name: Variant(Screen.add)) { XYZAddViewModel() as XYZViewModelProtocol }
        app.autoregister(XYZViewModelProtocol.self, name: Variant(Screen.edit), initializer: XYZEditViewModel.init)

        let added: XYZViewModelProtocol = app.resolve(name: "adding")
        let edited: XYZViewModelProtocol = try app.tryResolve(name: Variant(Screen.edit))
        let missing: XYZViewModelProtocol? = app.optional(name: Variant(Screen.add.rawValue + "!"))

        #expect(added.mode == "add")
        #expect(edited.mode == "edit")
        #expect(missing == nil)
    }

    @Test("literals, Variant values and .static names still take the Variant form")
    func variantFormsStay() {
        let app = DependencyResolver(name: "app")
        let variant = Variant("dog")
        app.register(name: .fred) { Cat(name: "Fred") as Animal }
        app.register(name: variant) { Dog(name: "Rex") as Animal }

        let fred: Animal = app.resolve(name: "fred")
        let rex: Animal = app.resolve(name: variant)

        #expect(fred.name == "Fred")
        #expect(rex.name == "Rex")
    }

    @Test("property wrappers and remove take names made from String values and enums")
    func wrappersAndStatics() {
        let app = DependencyResolver(name: "app")
        app.register(name: Variant(Screen.add)) { XYZAddViewModel() as XYZViewModelProtocol }
        app.register(name: "edit") { XYZEditViewModel() as XYZViewModelProtocol }

        let holder = DependencyResolver.withRoot(app) { NamedHolder() }
        #expect(holder.byCase.mode == "add")
        #expect(holder.byString?.mode == "edit")

        let key = "edit"
        app.removeResolver(for: XYZViewModelProtocol.self, name: Variant(key))
        let removed: XYZViewModelProtocol? = app.optional(name: Variant(key))
        #expect(removed == nil)
    }

    @Test("a miss by a String value names the variant asked for")
    func missNamesTheString() {
        let app = DependencyResolver(name: "app")
        app.register(name: "edit") { XYZEditViewModel() as XYZViewModelProtocol }
        let key = "eddit"

        #expect {
            let _: XYZViewModelProtocol = try app.tryResolve(name: Variant(key))
        } throws: { error in
            "\(error)".contains("\"eddit\"") && "\(error)".contains("\"edit\"")
        }
    }
}
