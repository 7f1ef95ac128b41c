import HierResolver
import Testing

// Resolver-style `Args` (design §5, seed 000) and typed runtime arguments (seed 002): how a factory reads
// them, where they flow, what a failure says, how typed signatures select a registration, and how cached
// instances ignore later arguments (design §3).

@Suite("Arguments")
struct ArgumentTests {
    // MARK: Args: reading values

    @Test("args() and args.get() read the single value the resolve passed")
    func singleValue() {
        let app = DependencyResolver(name: "app")
        app.register { (_, args) in Received<Bool>(value: args()) }
        app.register { (_, args) in Received<String>(value: args.get()) }

        #expect(app.resolve(Received<Bool>.self, args: true).value == true)
        #expect(app.resolve(Received<Bool>.self, args: false).value == false)
        #expect(app.resolve(Received<String>.self, args: "Editing").value == "Editing")
    }

    @Test("args(key) and args.get(key) read named values from a [String: Any?] dictionary")
    func dictionaryValues() {
        let app = DependencyResolver(name: "app")
        app.register { (_, args) in Labelled(mode: args("mode"), name: args.get("name")) }

        let editing: Labelled = app.resolve(args: ["mode": true, "name": "Editing"])
        let adding: Labelled = app.resolve(args: ["name": "Adding", "mode": false, "unused": 3])

        #expect(editing.mode == true)
        #expect(editing.name == "Editing")
        #expect(adding.mode == false)
        #expect(adding.name == "Adding")
    }

    @Test("a dictionary held in a variable is read by key like a literal")
    func dictionaryVariable() {
        let app = DependencyResolver(name: "app")
        app.register { (_, args) in Labelled(mode: args("mode"), name: args("name")) }
        let values: [String: Any?] = ["mode": true, "name": "Editing"]
        let untyped: Any? = values

        #expect(app.resolve(Labelled.self, args: values).name == "Editing")
        #expect(app.resolve(Labelled.self, args: untyped).name == "Editing", "through the Any? overload")
    }

    @Test("args.optional() is nil when no value or nil was passed, and the value when one was")
    func optionalSingle() {
        let app = DependencyResolver(name: "app")
        app.register { (_, args) in Received<String?>(value: args.optional()) }

        #expect(app.resolve(Received<String?>.self).value == nil, "no arguments at all")
        #expect(app.resolve(Received<String?>.self, args: nil).value == nil, "an explicit nil")
        #expect(app.resolve(Received<String?>.self, args: "Editing").value == "Editing")
    }

    @Test("args.optional(key) is nil when the key is missing or nil, and the value when present")
    func optionalKeyed() {
        let app = DependencyResolver(name: "app")
        app.register { (_, args) in Received<String?>(value: args.optional("name")) }

        #expect(app.resolve(Received<String?>.self).value == nil, "no arguments at all")
        #expect(app.resolve(Received<String?>.self, args: ["mode": true]).value == nil, "key missing")
        #expect(app.resolve(Received<String?>.self, args: ["name": nil]).value == nil, "key holds nil")
        #expect(app.resolve(Received<String?>.self, args: ["name": "Editing"]).value == "Editing")
    }

    @Test("args.optional(key) is nil when a single value was passed, and args.optional() when a dictionary was")
    func optionalIsNilInTheOtherForm() throws {
        let app = DependencyResolver(name: "app")
        app.register(name: "keyed") { (_, args) in Received<String?>(value: args.optional("name")) }
        app.register(name: "single") { (_, args) in Received<String?>(value: args.optional()) }

        #expect(app.resolve(Received<String?>.self, name: "keyed", args: "Ann").value == nil, "a key of a single value")
        #expect(app.resolve(Received<String?>.self, name: "single", args: ["name": "Ann"]).value == nil)
        app.register(name: "keyed throwing") { (_, args) in Received<String?>(value: try args.optionalValue("name")) }
        app.register(name: "single throwing") { (_, args) in Received<String?>(value: try args.optionalValue()) }
        let keyed = try app.tryResolve(Received<String?>.self, name: "keyed throwing", args: "Ann")
        let single = try app.tryResolve(Received<String?>.self, name: "single throwing", args: ["name": "Ann"])
        #expect(keyed.value == nil && single.value == nil, "the throwing accessors agree")
    }

    @Test("seed 000: args.optional(\"name\") ?? args.optional() serves both a single value and a dictionary")
    func optionalServesBothForms() {
        let app = DependencyResolver(name: "app")
        app.register { (_, args) in Received<String>(value: args.optional("name") ?? args.optional() ?? "unset") }

        #expect(app.resolve(Received<String>.self, args: "Ann").value == "Ann")
        #expect(app.resolve(Received<String>.self, args: ["name": "Bob"]).value == "Bob")
        #expect(app.resolve(Received<String>.self, args: ["other": 1]).value == "unset")
        #expect(app.resolve(Received<String>.self).value == "unset")
    }

    @Test("a present value of the wrong type is an error for the optional accessors too, naming both types")
    func optionalWrongTypeThrows() {
        let app = DependencyResolver(name: "app")
        app.register(name: "single") { (_, args) in Received<String?>(value: try args.optionalValue()) }
        app.register(name: "keyed") { (_, args) in Received<String?>(value: try args.optionalValue("name")) }

        let single = #expect(throws: DependencyError.self) {
            _ = try app.tryResolve(Received<String?>.self, name: "single", args: 42)
        }
        let keyed = #expect(throws: DependencyError.self) {
            _ = try app.tryResolve(Received<String?>.self, name: "keyed", args: ["name": 42])
        }
        for error in [single, keyed] {
            #expect(error?.kind == .argumentMismatch)
            #expect(error?.message.contains("as `String`") == true)
            #expect(error?.message.contains("a value of type `Int`") == true)
        }
    }

    @Test("args.optional() of a value of the wrong type stops the program with the mismatch")
    func optionalWrongTypeTraps() async {
        await #expect(processExitsWith: .failure) {
            let app = DependencyResolver(name: "app")
            app.register { (_, args) in Received<String?>(value: args.optional()) }
            _ = app.resolve(Received<String?>.self, args: 42)
        }
    }

    @Test("the type a factory reads is inferred from what it needs: Bool, String, Int, a custom struct")
    func typeInferredFromContext() {
        let app = DependencyResolver(name: "app")
        app.register { (_, args) in Received<Bool>(value: args()) }
        app.register { (_, args) in Received<String>(value: args()) }
        app.register { (_, args) in Received<Int>(value: args()) }
        app.register { (_, args) in Received<Credentials>(value: args()) }

        let credentials = Credentials(user: "mimi", pin: 1234)

        #expect(app.resolve(Received<Bool>.self, args: true).value == true)
        #expect(app.resolve(Received<String>.self, args: "yes").value == "yes")
        #expect(app.resolve(Received<Int>.self, args: 42).value == 42)
        #expect(app.resolve(Received<Credentials>.self, args: credentials).value == credentials)
    }

    @Test("resolve(args: nil) passes nil: optional() reads nil, passedValue is nil, value() says nil was passed")
    func explicitNil() throws {
        let app = DependencyResolver(name: "app")
        app.register { (_, args) in Leaf(seen: args.optional(), passed: args.passedValue) }
        app.register { (_, args) in Flag(isOn: try args.value()) }

        let leaf: Leaf = app.resolve(args: nil)
        let error = #expect(throws: DependencyError.self) { try app.tryResolve(Flag.self, args: nil) }

        #expect(leaf.seen == nil)
        #expect(leaf.passed == nil)
        expectArgumentMismatch(error, naming: ["asked for its argument as `Bool`", "the resolve passed nil"])
    }

    @Test("passedValue is what the resolve passed: the single value, or the dictionary")
    func passedValue() {
        let app = DependencyResolver(name: "app")
        app.register { (_, args) in Leaf(seen: nil, passed: args.passedValue) }

        let single: Leaf = app.resolve(args: "Editing")
        let named: Leaf = app.resolve(args: ["name": "Editing"])

        #expect(single.passed as? String == "Editing")
        #expect((named.passed as? [String: Any?])?["name"] as? String == "Editing")
    }

    @Test("args: resolves under a variant or a name, and optional/tryOptional pass args too")
    func variantsNamesAndOptionals() throws {
        let app = DependencyResolver(name: "app")
        app.register(variant: "upper") { (_, args) in Received<String>(value: (args() as String).uppercased()) }
        app.register(name: "lower") { (_, args) in Received<String>(value: (args("text") as String).lowercased()) }

        #expect(app.resolve(Received<String>.self, variant: "upper", args: "Mimi").value == "MIMI")
        #expect(app.resolve(Received<String>.self, name: "lower", args: ["text": "Mimi"]).value == "mimi")
        #expect(try app.tryResolve(Received<String>.self, name: "upper", args: "a").value == "A")
        #expect(app.optional(Received<String>.self, name: "upper", args: "b")?.value == "B")
        #expect(try app.tryOptional(Received<String>.self, variant: "lower", args: ["text": "C"])?.value == "c")
        #expect(app.optional(Received<String>.self, args: "unregistered") == nil, "no unvariant registration")
        #expect(try app.tryOptional(Received<Int>.self, args: ["n": 1]) == nil)
    }

    // MARK: Flow

    @Test("args reach a factory registered in a parent, whose nested resolves still see the child's overrides")
    func argsReachParentFactory() {
        let app = DependencyResolver(name: "app")
        let feature = app.child(name: "feature")
        app.register { Cat(name: "Mimi") as Animal }
        feature.register { Cat(name: "Franky") as Animal }
        app.register { (r, args) in Greeting(title: args(), pet: r.resolve()) }

        let fromFeature: Greeting = feature.resolve(args: "Hello")
        let fromApp: Greeting = app.resolve(args: "Hi")

        #expect(fromFeature.title == "Hello")
        #expect(fromFeature.pet.name == "Franky", "graph: the context is the container resolved from")
        #expect(fromApp.title == "Hi")
        #expect(fromApp.pet.name == "Mimi")
    }

    @Test("args do not leak into the nested resolves of other registrations")
    func argsDoNotLeak() {
        let app = DependencyResolver(name: "app")
        app.register { (_, args) in Leaf(seen: args.optional(), passed: args.passedValue) }
        app.register { (r, args) in Branch(leaf: r.resolve(), argument: args()) }

        let branch: Branch = app.resolve(args: "outer")

        #expect(branch.argument == "outer")
        #expect(branch.leaf.seen == nil, "the nested factory got no arguments")
        #expect(branch.leaf.passed == nil)
    }

    @Test("a nested factory that needs arguments fails when its parent resolves it without them")
    func nestedFactoryGetsNoArguments() {
        let app = DependencyResolver(name: "app")
        app.register { (_, args) in Flag(isOn: try args.value()) }
        app.register { (r, args) in Pair(try r.tryResolve(Flag.self), args() as Bool) }

        let error = #expect(throws: DependencyError.self) { try app.tryResolve(Pair<Flag, Bool>.self, args: true) }

        expectArgumentMismatch(
            error,
            naming: ["The factory of `HierResolverTests.Flag`", "its argument as `Bool`", "passed no arguments"])
    }

    @Test("a factory forwards its args explicitly with passedValue, single or dictionary")
    func forwardingArgs() {
        let app = DependencyResolver(name: "app")
        app.register { (_, args) in Labelled(mode: args("mode"), name: args("name")) }
        app.register { (r, args) in EditorScreen(model: r.resolve(args: args.passedValue)) }
        app.register { (_, args) in Flag(isOn: args()) }
        app.register { (r, args) in Pair(r.resolve(Flag.self, args: args.passedValue), 0) }

        let screen: EditorScreen = app.resolve(args: ["mode": true, "name": "Editing"])
        let pair: Pair<Flag, Int> = app.resolve(args: true)

        #expect(screen.model.mode == true)
        #expect(screen.model.name == "Editing")
        #expect(pair.first.isOn == true)
    }

    @Test("seed 000: an argument chooses the dependency, XYZUpdateEdit or XYZUpdateAdd")
    func argumentChoosesDependency() {
        let app = DependencyResolver(name: "app")
        app.register { (r, args) -> EditorViewModel in
            let editing: Bool = args()
            let updater: XYZUpdating = editing ? r.resolve(XYZUpdateEdit.self) : r.resolve(XYZUpdateAdd.self)
            return EditorViewModel(editMode: editing, updater: updater)
        }
        app.register { XYZUpdateAdd() }
        app.register { XYZUpdateEdit() }

        let editing: EditorViewModel = app.resolve(args: true)
        let adding: EditorViewModel = app.resolve(args: false)

        #expect(editing.editMode == true)
        #expect(editing.updater is XYZUpdateEdit)
        #expect(adding.editMode == false)
        #expect(adding.updater is XYZUpdateAdd)
    }

    @Test("a persistent (r, args) factory is built with the first args in its owner's context; later args are ignored")
    func persistentArgsFactory() {
        let app = DependencyResolver(name: "app")
        let feature = app.child(name: "feature")
        app.register { Cat(name: "Mimi") as Animal }
        feature.register { Cat(name: "Franky") as Animal }
        app.register(lifetime: .persistent) { (r, args) in Greeting(title: args(), pet: r.resolve()) }
        let events = app.collectTraceEvents()

        let first: Greeting = feature.resolve(args: "first")
        let second: Greeting = app.resolve(args: "second")

        #expect(first.title == "first")
        #expect(first.pet.name == "Mimi", "persistent: the context is the owner, not the child")
        #expect(second.title == "first", "the cached instance keeps the arguments it was built with")
        #expect(events.all.filter { $0.kind == .argumentsIgnored }.count == 1)
    }

    @Test("args passed to a factory that takes none are traced as ignored; a resolve without args is not")
    func argsToFactoryWithoutArgsAreTraced() {
        let app = DependencyResolver(name: "app")
        app.register { Session() }
        app.register { r in Owner(pet: r.resolve()) }
        app.register { Cat(name: "Mimi") as Animal }
        let events = app.collectTraceEvents()

        _ = app.resolve(Session.self)
        _ = app.resolve(Session.self, args: "unused")
        _ = app.resolve(Owner.self, args: ["unused": true])

        let ignored = events.all.filter { $0.kind == .argumentsIgnored }
        #expect(ignored.map(\.key) == ["`HierResolverTests.Session`", "`HierResolverTests.Owner`"])
        #expect(ignored.allSatisfy { $0.message.contains("the factory takes none") })
    }
}
