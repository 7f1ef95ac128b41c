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

    // MARK: Args errors

    @Test("no args passed: names the registration, its container, the type asked for, and that none were passed")
    func missingArgumentMessage() {
        let app = ArgumentSetups.throwingFlag()

        let error = #expect(throws: DependencyError.self) { try app.tryResolve(Flag.self) }

        expectArgumentMismatch(
            error,
            naming: [
                "The factory of `HierResolverTests.Flag`", "\"app\"", "asked for its argument as `Bool`",
                "the resolve passed no arguments", "`resolve(args: value)`",
            ])
    }

    @Test("a missing key: names the key, the type asked for, and lists the keys passed")
    func missingKeyMessage() {
        let app = ArgumentSetups.throwingLabelled()

        let error = #expect(throws: DependencyError.self) {
            try app.tryResolve(Labelled.self, args: ["name": "Editing", "editing": true])
        }

        expectArgumentMismatch(
            error,
            naming: [
                "The factory of `HierResolverTests.Labelled`", "\"app\"", "asked for argument \"mode\" as `Bool`",
                "no key \"mode\"", "keys passed: \"editing\", \"name\"", "`args.optional(\"mode\")`",
            ])
    }

    @Test("a key that holds nil: names the key and says the value is nil")
    func nilKeyMessage() {
        let app = ArgumentSetups.throwingLabelled()

        let error = #expect(throws: DependencyError.self) {
            try app.tryResolve(Labelled.self, args: ["mode": true, "name": nil])
        }

        expectArgumentMismatch(
            error,
            naming: [
                "The factory of `HierResolverTests.Labelled`", "asked for argument \"name\" as `String`",
                "the value for \"name\" is nil",
            ])
    }

    @Test("a single value of the wrong type: names the type asked for and the type and value passed")
    func wrongTypeMessage() {
        let app = ArgumentSetups.throwingFlag()

        let error = #expect(throws: DependencyError.self) { try app.tryResolve(Flag.self, args: "yes") }

        expectArgumentMismatch(
            error,
            naming: [
                "The factory of `HierResolverTests.Flag`", "\"app\"", "asked for its argument as `Bool`",
                "`String` (\"yes\")",
            ])
    }

    @Test("a named value of the wrong type: names the key, the type asked for and the type passed")
    func wrongTypeForKeyMessage() {
        let app = ArgumentSetups.throwingLabelled()

        let error = #expect(throws: DependencyError.self) {
            try app.tryResolve(Labelled.self, args: ["mode": "yes", "name": "Editing"])
        }

        expectArgumentMismatch(
            error,
            naming: [
                "The factory of `HierResolverTests.Labelled`", "\"app\"", "asked for argument \"mode\" as `Bool`",
                "`String` (\"yes\")",
            ])
    }

    @Test("a key asked of a single value: says a single value, not a dictionary, was passed")
    func keyOnSingleValueMessage() {
        let app = ArgumentSetups.throwingLabelled()

        let error = #expect(throws: DependencyError.self) { try app.tryResolve(Labelled.self, args: true) }

        expectArgumentMismatch(
            error,
            naming: [
                "The factory of `HierResolverTests.Labelled`", "\"app\"", "asked for argument \"mode\" as `Bool`",
                "a single value of type `Bool`", "not a [String: Any?] dictionary", "`args()`",
            ])
    }

    @Test("a single value asked of a dictionary: says a dictionary was passed and lists its keys")
    func singleValueOnDictionaryMessage() {
        let app = ArgumentSetups.throwingFlag()

        let error = #expect(throws: DependencyError.self) {
            try app.tryResolve(Flag.self, args: ["on": true, "mode": false])
        }

        expectArgumentMismatch(
            error,
            naming: [
                "The factory of `HierResolverTests.Flag`", "\"app\"", "asked for its single argument as `Bool`",
                "a dictionary of named values (keys: \"mode\", \"on\")", "`args(\"key\")`",
            ])
    }

    @Test("try args.optionalValue() gives nil for a missing value but throws for a wrong type")
    func optionalValueThrowsOnlyForWrongType() throws {
        let app = DependencyResolver(name: "app")
        app.register { (_, args) in Received<Int?>(value: try args.optionalValue()) }
        app.register { (_, args) in Received<String?>(value: try args.optionalValue("name")) }

        #expect(try app.tryResolve(Received<Int?>.self).value == nil)
        #expect(try app.tryResolve(Received<String?>.self, args: ["mode": true]).value == nil)
        let single = #expect(throws: DependencyError.self) { try app.tryResolve(Received<Int?>.self, args: "7") }
        let keyed = #expect(throws: DependencyError.self) {
            try app.tryResolve(Received<String?>.self, args: ["name": 7])
        }

        expectArgumentMismatch(single, naming: ["asked for its argument as `Int`", "`String` (\"7\")"])
        expectArgumentMismatch(keyed, naming: ["asked for argument \"name\" as `String`", "`Int` (7)"])
    }

    @Test("an argument failure at the top level is traced as failed with its message")
    func argumentFailureIsTraced() {
        let app = ArgumentSetups.throwingFlag()
        let events = app.collectTraceEvents()

        _ = try? app.tryResolve(Flag.self, args: "yes")

        let failures = events.all.filter { $0.kind == .failed }
        #expect(failures.count == 1)
        #expect(failures.first?.key == "`HierResolverTests.Flag`")
        #expect(failures.first?.message.contains("asked for its argument as `Bool`") == true)
        #expect(failures.first?.message.contains("`String` (\"yes\")") == true)
    }

    @Test("an argument failure in a nested factory carries the resolution chain, like every other nested failure")
    func nestedArgumentFailureHasChain() {
        let app = DependencyResolver(name: "app")
        app.register { (_, args) in Flag(isOn: try args.value()) }
        app.register { r in Pair(try r.tryResolve(Flag.self), 0) }

        let error = #expect(throws: DependencyError.self) { try app.tryResolve(Pair<Flag, Int>.self) }

        #expect(error?.kind == .argumentMismatch)
        #expect(
            error?.resolutionChain == [
                "`HierResolverTests.Pair<HierResolverTests.Flag, Int>`", "`HierResolverTests.Flag`",
            ])
        #expect(message(of: error).contains("Resolution chain: `HierResolverTests.Pair<"))
    }

    @Test("the trapping accessor args() traps, even under tryResolve, with the message try args.value() throws")
    func trappingAccessorTraps() async throws {
        let expected = message(
            of: Result { try ArgumentSetups.throwingFlag().tryResolve(Flag.self, args: "yes") }.failure)

        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = try? ArgumentSetups.trappingFlag().tryResolve(Flag.self, args: "yes")
        }

        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(expected.contains("asked for its argument as `Bool`"))
        #expect(expected.contains("`String` (\"yes\")"))
        #expect(stderr.contains("HierResolver: " + expected))
    }

    // MARK: Typed arguments

    @Test("typed arguments: one, two and three reach the factory in order")
    func typedArities() {
        let app = DependencyResolver(name: "app")
        app.register { (url: String) in Endpoint(url: url) }
        app.register { (host: String, port: Int) in Pair(Endpoint(url: "\(host):\(port)"), port) }
        app.register { (host: String, port: Int, secure: Bool) in
            Received<String>(value: "\(secure ? "https" : "http")://\(host):\(port)")
        }

        let one: Endpoint = app.resolve(arguments: "api.example")
        let two: Pair<Endpoint, Int> = app.resolve(arguments: "api.example", 8080)
        let three: Received<String> = app.resolve(arguments: "api.example", 443, true)

        #expect(one.url == "api.example")
        #expect(two.first.url == "api.example:8080")
        #expect(two.second == 8080)
        #expect(three.value == "https://api.example:443")
    }

    @Test("typed arguments are not limited to Dip's six: seven work")
    func sevenArguments() throws {
        let app = DependencyResolver(name: "app")
        app.register { (a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: String) in
            Received<String>(value: "\(a + b + c + d + e + f) \(g)")
        }

        let received: Received<String> = try app.tryResolve(arguments: 1, 2, 3, 4, 5, 6, "seven")

        #expect(received.value == "21 seven")
    }

    @Test("several signatures for one type live side by side, each selected by its arguments")
    func severalSignatures() {
        let app = DependencyResolver(name: "app")
        app.register { (url: String) in URLSessionNetworkLayer(baseURL: url) as NetworkLayer }
        app.register { (url: String, port: Int) in URLSessionNetworkLayer(baseURL: "\(url):\(port)") as NetworkLayer }
        app.register { (port: Int) in URLSessionNetworkLayer(baseURL: "localhost:\(port)") as NetworkLayer }

        let byURL: NetworkLayer = app.resolve(arguments: "http://prod.myapi.com")
        let byURLAndPort: NetworkLayer = app.resolve(arguments: "http://prod.myapi.com", 8080)
        let byPort: NetworkLayer = app.resolve(arguments: 9090)

        #expect(byURL.baseURL == "http://prod.myapi.com")
        #expect(byURLAndPort.baseURL == "http://prod.myapi.com:8080")
        #expect(byPort.baseURL == "localhost:9090")
    }

    @Test("argument order matters: (String, Int) and (Int, String) are two registrations")
    func orderMatters() {
        let app = DependencyResolver(name: "app")
        app.register { (host: String, port: Int) in Endpoint(url: "host first \(host):\(port)") }
        app.register { (port: Int, host: String) in Endpoint(url: "port first \(host):\(port)") }

        #expect(app.resolve(Endpoint.self, arguments: "a", 1).url == "host first a:1")
        #expect(app.resolve(Endpoint.self, arguments: 2, "b").url == "port first b:2")
    }

    @Test("variants and names combine with typed arguments, and stay apart from the unvariant registration")
    func typedVariantsAndNames() throws {
        let app = DependencyResolver(name: "app")
        app.register { (url: String) in Endpoint(url: "prod " + url) }
        app.register(variant: "staging") { (url: String) in Endpoint(url: "staging " + url) }
        app.register(name: "mock", arguments: String.self) { _, url in Endpoint(url: "mock " + url) }

        #expect(app.resolve(Endpoint.self, arguments: "/a").url == "prod /a")
        #expect(app.resolve(Endpoint.self, variant: "staging", arguments: "/b").url == "staging /b")
        #expect(app.resolve(Endpoint.self, name: "staging", arguments: "/c").url == "staging /c")
        #expect(try app.tryResolve(Endpoint.self, variant: "mock", arguments: "/d").url == "mock /d")
        #expect(try app.tryResolve(Endpoint.self, name: "mock", arguments: "/e").url == "mock /e")
        let missing = #expect(throws: DependencyError.self) {
            try app.tryResolve(Endpoint.self, variant: "staging", arguments: "/f", 1)
        }
        #expect(missing?.kind == .notRegistered)
    }

    @Test("a persistent typed registration is built by the first resolve; later arguments get it too, traced")
    func persistentTypedIgnoresLaterArguments() {
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .persistent) { (url: String) in URLSessionNetworkLayer(baseURL: url) as NetworkLayer }
        let events = app.collectTraceEvents()

        let first: NetworkLayer = app.resolve(arguments: "http://first")
        #expect(events.all.filter { $0.kind == .argumentsIgnored }.isEmpty, "the first resolve used its arguments")
        let second: NetworkLayer = app.resolve(arguments: "http://second")

        #expect(first === second)
        #expect(second.baseURL == "http://first")
        let ignored = events.all.filter { $0.kind == .argumentsIgnored }
        #expect(ignored.count == 1)
        #expect(ignored.first?.key == "`HierResolverTests.NetworkLayer`")
        #expect(ignored.first?.container == "\"app\"")
        #expect(ignored.first?.lifetime == .persistent)
        #expect(ignored.first?.message.contains("the persistent instance was already built") == true)
    }

    @Test("a transient typed registration hands out the held instance whatever the arguments, traced")
    func transientTypedIgnoresLaterArguments() {
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .transient) { (url: String) in Endpoint(url: url) }
        let events = app.collectTraceEvents()

        let held: Endpoint = app.resolve(arguments: "first")
        let again: Endpoint = app.resolve(arguments: "second")

        #expect(again === held)
        #expect(again.url == "first")
        #expect(events.all.filter { $0.kind == .argumentsIgnored }.first?.lifetime == .transient)
    }

    @Test("graph: within one resolution a second resolve with other arguments gets the first instance, traced")
    func graphTypedIgnoresLaterArgumentsInOneResolution() {
        // Observed and by design (§3): a graph instance is shared per (registration, context) within one
        // top-level resolution, so the second nested resolve's "b" is ignored and reported.
        let app = DependencyResolver(name: "app")
        app.register { (url: String) in Endpoint(url: url) }
        app.register { r in Pair(r.resolve(Endpoint.self, arguments: "a"), r.resolve(Endpoint.self, arguments: "b")) }
        let events = app.collectTraceEvents()

        let pair: Pair<Endpoint, Endpoint> = app.resolve()
        let next: Pair<Endpoint, Endpoint> = app.resolve()

        #expect(pair.first === pair.second)
        #expect(pair.second.url == "a")
        #expect(next.first !== pair.first, "a new top-level resolution builds anew")
        let ignored = events.all.filter { $0.kind == .argumentsIgnored }
        #expect(ignored.count == 2, "once per resolution")
        #expect(ignored.first?.lifetime == .graph)
    }

    @Test("graph: Resolver-style args are ignored the same way within one resolution")
    func graphArgsIgnoreLaterArgumentsInOneResolution() {
        let app = DependencyResolver(name: "app")
        app.register { (_, args) in Endpoint(url: args()) }
        app.register { r in Pair(r.resolve(Endpoint.self, args: "a"), r.resolve(Endpoint.self, args: "b")) }
        let events = app.collectTraceEvents()

        let pair: Pair<Endpoint, Endpoint> = app.resolve()

        #expect(pair.first === pair.second)
        #expect(pair.second.url == "a")
        #expect(events.all.filter { $0.kind == .argumentsIgnored }.count == 1)
    }

    @Test("graph: two signatures of one type are two registrations, so one resolution builds both")
    func graphSharingIsPerSignature() {
        let app = DependencyResolver(name: "app")
        app.register { (url: String) in Endpoint(url: url) }
        app.register { (url: String, port: Int) in Endpoint(url: "\(url):\(port)") }
        app.register { r in
            Pair(r.resolve(Endpoint.self, arguments: "a"), r.resolve(Endpoint.self, arguments: "a", 1))
        }

        let pair: Pair<Endpoint, Endpoint> = app.resolve()

        #expect(pair.first !== pair.second)
        #expect(pair.first.url == "a")
        #expect(pair.second.url == "a:1")
    }

    @Test("ephemeral: every typed resolve builds with its own arguments")
    func ephemeralTypedUsesEveryArgument() {
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .ephemeral) { (url: String) in Endpoint(url: url) }
        app.register { r in Pair(r.resolve(Endpoint.self, arguments: "a"), r.resolve(Endpoint.self, arguments: "b")) }
        let events = app.collectTraceEvents()

        let pair: Pair<Endpoint, Endpoint> = app.resolve()

        #expect(pair.first.url == "a")
        #expect(pair.second.url == "b")
        #expect(events.all.filter { $0.kind == .argumentsIgnored }.isEmpty)
    }

    @Test("register(arguments:) hands the factory the context container, so a child's override reaches it")
    func typedFactoryGetsContextContainer() {
        let app = DependencyResolver(name: "app")
        let feature = app.child(name: "feature")
        app.register { Session() }
        let override = Session()
        feature.register { override }
        app.register(arguments: String.self) { r, url in
            URLSessionNetworkLayer(baseURL: url, session: r.resolve()) as NetworkLayer
        }

        let fromFeature: NetworkLayer = feature.resolve(arguments: "http://feature")
        let fromApp: NetworkLayer = app.resolve(arguments: "http://app")

        #expect(fromFeature.baseURL == "http://feature")
        #expect(fromFeature.session === override)
        #expect(fromApp.session !== override)
    }

    @Test("register(arguments:_:) with two types passes the resolver and both values")
    func typedFactoryWithResolverAndTwoArguments() {
        let app = DependencyResolver(name: "app")
        let session = Session()
        app.register { session }
        app.register(arguments: String.self, Int.self) { r, url, port in
            URLSessionNetworkLayer(baseURL: "\(url):\(port)", session: r.resolve()) as NetworkLayer
        }

        let network: NetworkLayer = app.resolve(arguments: "http://prod.myapi.com", 8080)

        #expect(network.baseURL == "http://prod.myapi.com:8080")
        #expect(network.session === session)
    }

    @Test("a persistent register(arguments:) factory resolves in its owner's context")
    func persistentTypedFactoryUsesOwnerContext() {
        let app = DependencyResolver(name: "app")
        let feature = app.child(name: "feature")
        let appSession = Session()
        app.register { appSession }
        feature.register { Session() }
        app.register(lifetime: .persistent, arguments: String.self) { r, url in
            URLSessionNetworkLayer(baseURL: url, session: r.resolve()) as NetworkLayer
        }

        let network: NetworkLayer = feature.resolve(arguments: "http://feature")

        #expect(network.session === appSession)
    }

    @Test("a typed registration in a parent is found from a grandchild")
    func typedRegistrationInParent() throws {
        let app = DependencyResolver(name: "app")
        let screen = app.child(name: "feature").child(name: "screen")
        app.register { (url: String, port: Int) in URLSessionNetworkLayer(baseURL: "\(url):\(port)") as NetworkLayer }

        let network: NetworkLayer = try screen.tryResolve(arguments: "http://prod.myapi.com", 443)

        #expect(network.baseURL == "http://prod.myapi.com:443")
    }

    @Test("a child's typed registration overrides the parent's for that signature only")
    func childOverridesOneSignature() {
        let app = DependencyResolver(name: "app")
        let feature = app.child(name: "feature")
        app.register { (url: String) in Endpoint(url: "app " + url) }
        app.register { (port: Int) in Endpoint(url: "app \(port)") }
        feature.register { (url: String) in Endpoint(url: "feature " + url) }

        #expect(feature.resolve(Endpoint.self, arguments: "/a").url == "feature /a")
        #expect(feature.resolve(Endpoint.self, arguments: 1).url == "app 1")
        #expect(app.resolve(Endpoint.self, arguments: "/a").url == "app /a")
    }

    // MARK: Typed misses

    @Test("seed 002's trap: an inferred String? parameter is a near miss, with a hint to give it its type")
    func inferredOptionalParameterTrap() throws {
        let app = DependencyResolver(name: "app")
        app.register { url in URLSessionNetworkLayer(baseURL: url) as NetworkLayer }  // infers (String?)

        let error = #expect(throws: DependencyError.self) {
            try app.tryResolve(NetworkLayer.self, arguments: "http://prod.myapi.com/api/")
        }

        #expect(error?.kind == .notRegistered)
        let text = message(of: error)
        #expect(
            text.contains("No registration for `HierResolverTests.NetworkLayer` with arguments (String) in \"app\""))
        #expect(text.contains("`HierResolverTests.NetworkLayer` with arguments (String?) in \"app\""))
        #expect(text.contains("the registration takes `String?` where the resolve passed `String`"))
        #expect(text.contains("give the closure's parameter its type, `{ (value: String) in ... }`"))
        let optional: String? = "http://prod.myapi.com/api/"
        let network: NetworkLayer = try app.tryResolve(arguments: optional)
        #expect(network.baseURL == optional, "an Optional argument finds the inferred registration")
    }

    @Test("wrong arity: resolving (String) when (String, Int) is registered lists the registered signature")
    func wrongArityListsSignatures() {
        let app = DependencyResolver(name: "app")
        let feature = app.child(name: "feature")
        app.register { (url: String, port: Int) in URLSessionNetworkLayer(baseURL: "\(url):\(port)") as NetworkLayer }
        app.register { (port: Int, url: String) in URLSessionNetworkLayer(baseURL: "\(url):\(port)") as NetworkLayer }

        let error = #expect(throws: DependencyError.self) {
            try feature.tryResolve(NetworkLayer.self, arguments: "http://prod.myapi.com")
        }

        #expect(error?.kind == .notRegistered)
        let text = message(of: error)
        #expect(
            text.contains("No registration for `HierResolverTests.NetworkLayer` with arguments (String) in \"feature\"")
        )
        #expect(text.contains("Searched: \"feature\" -> \"app\"."))
        #expect(text.contains("`HierResolverTests.NetworkLayer` with arguments (String, Int) in \"app\""))
        #expect(text.contains("`HierResolverTests.NetworkLayer` with arguments (Int, String) in \"app\""))
    }

    @Test("resolve() without arguments does not reach a typed registration, and the miss lists it")
    func plainResolveMissesTypedRegistration() {
        let app = DependencyResolver(name: "app")
        app.register { (url: String) in URLSessionNetworkLayer(baseURL: url) as NetworkLayer }

        let error = #expect(throws: DependencyError.self) { try app.tryResolve(NetworkLayer.self) }

        #expect(error?.kind == .notRegistered)
        let text = message(of: error)
        #expect(text.contains("No registration for `HierResolverTests.NetworkLayer` in \"app\""))
        #expect(text.contains("`HierResolverTests.NetworkLayer` with arguments (String) in \"app\""))
        #expect(app.optional(NetworkLayer.self) == nil)
    }

    @Test("typed arguments do not reach a registration without them; the miss says it takes none")
    func typedResolveMissesPlainRegistration() {
        let app = DependencyResolver(name: "app")
        app.register { (_, args) in Flag(isOn: args()) }

        let error = #expect(throws: DependencyError.self) { try app.tryResolve(Flag.self, arguments: true) }

        #expect(error?.kind == .notRegistered)
        let text = message(of: error)
        #expect(text.contains("No registration for `HierResolverTests.Flag` with arguments (Bool) in \"app\""))
        #expect(text.contains("`HierResolverTests.Flag` with no typed arguments in \"app\""))
    }

    // MARK: Closures typed `(r: Resolver)`

    @Test("a factory written { (r: Resolver) in ... } is a resolver factory, not a typed registration")
    func resolverParameterClosure() throws {
        // Regression: the typed-argument overload once matched `(Resolver)` exactly and registered the
        // container as a typed argument; the doc comment of register(_:variant:lifetime:factory:) says it works.
        let app = DependencyResolver(name: "app")
        app.register { (r: Resolver) in Owner(pet: r.container.resolve()) }
        app.register { Cat(name: "Mimi") as Animal }

        let owner: Owner = try app.tryResolve()
        #expect(owner.pet.name == "Mimi")
    }

    @Test("a factory written { (r: Resolver, args: Args) in ... } reads the resolve's args")
    func resolverAndArgsParameterClosure() throws {
        let app = DependencyResolver(name: "app")
        app.register { (r: Resolver, args: Args) in Flag(isOn: args()) }

        let flag: Flag = try app.tryResolve(args: true)
        #expect(flag.isOn)
    }

    @Test("a factory { (r: Resolver, url: String) in ... } stops at registration, naming register(arguments:)")
    func resolverBeforeTypedArgumentsTraps() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let app = DependencyResolver(name: "app")
            app.register { (r: Resolver, url: String) in Endpoint(url: url) }
        }
        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(stderr.contains("takes the container followed by typed arguments (String)"))
        #expect(stderr.contains("`register(arguments: String.self) { r, ... in ... }`"))
    }
}

/// Expects `error` to be an argument mismatch whose message names each of `parts`: the tests pin what a
/// message names (registration, container, key, expected and passed type), not its every word.
private func expectArgumentMismatch(
    _ error: DependencyError?,
    naming parts: [String],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(error?.kind == .argumentMismatch, sourceLocation: sourceLocation)
    let text = message(of: error)
    for part in parts {
        #expect(text.contains(part), "missing \(part) in: \(text)", sourceLocation: sourceLocation)
    }
}

/// Setups that a test and its exit test (which runs in another process) both build.
private enum ArgumentSetups {
    /// "app" with a `Flag` whose factory reads its `Bool` with the throwing accessor.
    static func throwingFlag() -> DependencyResolver {
        let app = DependencyResolver(name: "app")
        app.register { (_, args) in Flag(isOn: try args.value()) }
        return app
    }

    /// "app" with a `Flag` whose factory reads its `Bool` with the trapping accessor.
    static func trappingFlag() -> DependencyResolver {
        let app = DependencyResolver(name: "app")
        app.register { (_, args) in Flag(isOn: args()) }
        return app
    }

    /// "app" with a `Labelled` whose factory reads "mode" and "name" with the throwing accessor.
    static func throwingLabelled() -> DependencyResolver {
        let app = DependencyResolver(name: "app")
        app.register { (_, args) in Labelled(mode: try args.value("mode"), name: try args.value("name")) }
        return app
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
