import Dispatch
import HierResolver
import Testing

// The catalogue of bad input: one test per mistake a user can make, each pinning what happens (an
// error, a nil, an ignored call with its trace event, or a stopped program) and what the message says.
// Guides/Errors.md lists the same catalogue.

@Suite("Hostile input")
struct HostileInputTests {
    // MARK: looking up what is not there

    @Test("an unregistered type names the containers searched and how to register it")
    func unregisteredType() {
        let app = DependencyResolver(name: "app")
        let screen = app.child(name: "feature").child(name: "screen")

        let error = #expect(throws: DependencyError.self) { try screen.tryResolve(Hostile.Ledger.self) }

        #expect(error?.kind == .notRegistered)
        let text = message(of: error)
        #expect(text.hasPrefix("No registration for `HierResolverTests.Hostile.Ledger` in \"screen\"."))
        #expect(text.contains("\nSearched: \"screen\" -> \"feature\" -> \"app\".\n"))
        #expect(text.contains("\nNothing similar is registered.\n"))
        #expect(
            text.hasSuffix(
                "Fix: call `register { ... }` returning `HierResolverTests.Hostile.Ledger` on \"screen\" or an ancestor."
            ))
    }

    @Test("a wrong variant lists every variant of the type, and the registration without one, as near misses")
    func wrongVariant() {
        let app = DependencyResolver(name: "app")
        app.register(variant: "long_date") { Hostile.DateFormat(pattern: "MMMM d, yyyy") }
        app.register(variant: "short_date") { Hostile.DateFormat(pattern: "dd/MM/yy") }
        app.register { Hostile.DateFormat(pattern: "yyyy-MM-dd") }
        let checkout = app.child(name: "checkout")

        let error = #expect(throws: DependencyError.self) {
            try checkout.tryResolve(Hostile.DateFormat.self, variant: "long-date")
        }

        #expect(error?.kind == .notRegistered)
        let text = message(of: error)
        #expect(text.hasPrefix("No registration for `HierResolverTests.Hostile.DateFormat` (variant \"long-date\")"))
        #expect(text.contains("Searched: \"checkout\" -> \"app\"."))
        #expect(text.contains("\n  - `HierResolverTests.Hostile.DateFormat` (variant \"long_date\") in \"app\"\n"))
        #expect(text.contains("\n  - `HierResolverTests.Hostile.DateFormat` (variant \"short_date\") in \"app\"\n"))
        #expect(text.contains("\n  - `HierResolverTests.Hostile.DateFormat` (no variant) in \"app\"\n"))
        #expect(text.contains("Fix: call `register(variant: \"long-date\") { ... }`"))
        #expect(text.hasSuffix("or ask for one of the near misses."))
    }

    @Test("a name and a variant are one key space: the same string finds, duplicates and misses alike")
    func nameAndVariantShareKeys() throws {
        let app = DependencyResolver(name: "app")
        let events = app.collectTraceEvents()
        app.register(name: "edit") { Hostile.EditUpdater() as Hostile.Updating }

        let byVariant: Hostile.Updating = try app.tryResolve(variant: "edit")
        let second = app.register(variant: "edit") { Hostile.AddUpdater() as Hostile.Updating }
        let error = #expect(throws: DependencyError.self) { try app.tryResolve(Hostile.Updating.self, name: "Edit") }

        #expect(byVariant is Hostile.EditUpdater, "register(name:) is found by resolve(variant:)")
        #expect(!second.isInstalled, "register(variant:) of the same string is a duplicate")
        #expect(events.all.contains { $0.kind == .duplicateIgnored && $0.key.contains("(variant \"edit\")") })
        #expect(error?.kind == .notRegistered)
        let text = message(of: error)
        #expect(text.hasPrefix("No registration for `HierResolverTests.Hostile.Updating` (variant \"Edit\")"))
        #expect(text.contains("\n  - `HierResolverTests.Hostile.Updating` (variant \"edit\") in \"app\"\n"))
    }

    // MARK: arguments

    @Test("Args read as the wrong type names the factory, the type asked for and the value passed")
    func argsOfWrongType() {
        let app = DependencyResolver(name: "app")
        app.register { (_, args) in Hostile.Flag(isOn: try args.value()) }

        let error = #expect(throws: DependencyError.self) { try app.tryResolve(Hostile.Flag.self, args: "yes") }

        #expect(error?.kind == .argumentMismatch)
        let text = message(of: error)
        #expect(
            text.hasPrefix(
                "The factory of `HierResolverTests.Hostile.Flag`, registered in \"app\", asked for its argument as "
                    + "`Bool`, but the resolve passed a value of type `String` (\"yes\")."))
        #expect(text.contains("Fix: pass a value of type `Bool`, or read it as `String`."))
        #expect(text.hasSuffix("Resolution chain: `HierResolverTests.Hostile.Flag`"))
    }

    @Test("typed arguments of other types list the registered signatures")
    func typedArgumentsOfWrongTypes() {
        let app = DependencyResolver(name: "app")
        app.register { (host: String, port: Int) in Hostile.Endpoint(url: "\(host):\(port)") }

        let error = #expect(throws: DependencyError.self) {
            try app.tryResolve(Hostile.Endpoint.self, arguments: 8080, "api.example")
        }

        #expect(error?.kind == .notRegistered)
        let text = message(of: error)
        #expect(
            text.hasPrefix("No registration for `HierResolverTests.Hostile.Endpoint` with arguments (Int, String)"))
        #expect(text.contains("\n  - `HierResolverTests.Hostile.Endpoint` with arguments (String, Int) in \"app\"\n"))
        #expect(text.contains("Fix: call `register { (a: Int, b: String) in ... }`"))
    }

    @Test("a typed String? parameter resolved with a String names the trap and the closure to write")
    func optionalTypedArgument() {
        let app = DependencyResolver(name: "app")
        app.register { (url: String?) in Hostile.Endpoint(url: url ?? "none") }

        let error = #expect(throws: DependencyError.self) {
            try app.tryResolve(Hostile.Endpoint.self, arguments: "api.example")
        }

        #expect(error?.kind == .notRegistered)
        #expect(
            message(of: error).contains(
                "`HierResolverTests.Hostile.Endpoint` with arguments (String?) in \"app\": the registration takes "
                    + "`String?` where the resolve passed `String`; give the closure's parameter its type, "
                    + "`{ (value: String) in ... }`"))
    }

    @Test("a typed registration of two arguments resolved with one or with three lists the signature it has")
    func wrongArity() {
        let app = DependencyResolver(name: "app")
        app.register { (host: String, port: Int) in Hostile.Endpoint(url: "\(host):\(port)") }

        let one = #expect(throws: DependencyError.self) {
            try app.tryResolve(Hostile.Endpoint.self, arguments: "api.example")
        }
        let three = #expect(throws: DependencyError.self) {
            try app.tryResolve(Hostile.Endpoint.self, arguments: "api.example", 443, true)
        }

        let nearMiss = "\n  - `HierResolverTests.Hostile.Endpoint` with arguments (String, Int) in \"app\"\n"
        #expect(one?.kind == .notRegistered)
        #expect(
            message(of: one).hasPrefix(
                "No registration for `HierResolverTests.Hostile.Endpoint` with arguments (String) "))
        #expect(message(of: one).contains(nearMiss))
        #expect(message(of: one).contains("Fix: call `register { (a: String) in ... }`"))
        #expect(three?.kind == .notRegistered)
        #expect(
            message(of: three).hasPrefix(
                "No registration for `HierResolverTests.Hostile.Endpoint` with arguments (String, Int, Bool) "))
        #expect(message(of: three).contains(nearMiss))
    }

    @Test("Resolver-style args passed to a typed registration point to resolve(arguments:)")
    func argsForTypedRegistration() {
        let app = DependencyResolver(name: "app")
        app.register { (url: String) in Hostile.Endpoint(url: url) }

        let error = #expect(throws: DependencyError.self) {
            try app.tryResolve(Hostile.Endpoint.self, args: "api.example")
        }

        #expect(error?.kind == .notRegistered)
        #expect(
            message(of: error).contains(
                "`HierResolverTests.Hostile.Endpoint` with arguments (String) in \"app\": it takes typed arguments; "
                    + "pass them with `resolve(arguments:)`"))
    }

    @Test("args(\"missing\") of a dictionary without that key lists the keys that were passed")
    func missingKey() {
        let app = DependencyResolver(name: "app")
        app.register { (_, args) in Hostile.Labelled(mode: try args.value("mode"), name: try args.value("name")) }

        let error = #expect(throws: DependencyError.self) {
            try app.tryResolve(Hostile.Labelled.self, args: ["mode": true, "title": "Editing"])
        }

        #expect(error?.kind == .argumentMismatch)
        let text = message(of: error)
        #expect(
            text.hasPrefix(
                "The factory of `HierResolverTests.Hostile.Labelled`, registered in \"app\", asked for argument "
                    + "\"name\" as `String`, but the arguments have no key \"name\" (keys passed: \"mode\", \"title\")."
            ))
        #expect(text.contains("Fix: pass \"name\" in the dictionary, or read it with `args.optional(\"name\")`."))
    }

    @Test("a dictionary read as a single value, and a single value read by key, say which was passed")
    func dictionaryAndSingleValueMixedUp() {
        let app = DependencyResolver(name: "app")
        app.register { (_, args) in Hostile.Flag(isOn: try args.value()) }
        app.register { (_, args) in Hostile.Labelled(mode: try args.value("mode"), name: "-") }

        let dictionary = #expect(throws: DependencyError.self) {
            try app.tryResolve(Hostile.Flag.self, args: ["isOn": true])
        }
        let single = #expect(throws: DependencyError.self) { try app.tryResolve(Hostile.Labelled.self, args: true) }

        #expect(dictionary?.kind == .argumentMismatch)
        #expect(
            message(of: dictionary).contains(
                "asked for its single argument as `Bool`, but the resolve passed a dictionary of named values "
                    + "(keys: \"isOn\").\nFix: read a value by its key: `args(\"key\")`."))
        #expect(single?.kind == .argumentMismatch)
        #expect(
            message(of: single).contains(
                "asked for argument \"mode\" as `Bool`, but the resolve passed a single value of type `Bool`, not a "
                    + "[String: Any?] dictionary."))
    }

    @Test("a factory that reads its argument when the resolve passed none says to pass it")
    func argsReadWhenNonePassed() {
        let app = DependencyResolver(name: "app")
        app.register { (_, args) in Hostile.Flag(isOn: try args.value()) }

        let error = #expect(throws: DependencyError.self) { try app.tryResolve(Hostile.Flag.self) }

        #expect(error?.kind == .argumentMismatch)
        let text = message(of: error)
        #expect(
            text.hasPrefix(
                "The factory of `HierResolverTests.Hostile.Flag`, registered in \"app\", asked for its argument as "
                    + "`Bool`, but the resolve passed no arguments.\nFix: pass them: `resolve(args: value)`."))
    }

    @Test("args() (the trapping accessor) with no arguments stops with the message try args.value() throws")
    func argsTrapsWithTheSameMessage() async throws {
        let expected = message(of: Result { try HostileSetups.throwingFlag().tryResolve(Hostile.Flag.self) }.failure)

        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = try? HostileSetups.trappingFlag().tryResolve(Hostile.Flag.self)
        }

        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(expected.contains("but the resolve passed no arguments"))
        #expect(stderr.contains("HostileInputTests.swift:"))
        #expect(stderr.contains("Fatal error: HierResolver: " + expected))
    }

    @Test("arguments passed to a factory that takes none are ignored and traced")
    func argumentsToFactoryWithoutArguments() throws {
        let app = DependencyResolver(name: "app")
        let events = app.collectTraceEvents()
        app.register { Hostile.Ledger() }

        _ = try app.tryResolve(Hostile.Ledger.self, args: "ignored")

        let ignored = events.all.filter { $0.kind == .argumentsIgnored }
        #expect(ignored.count == 1)
        #expect(ignored.first?.key == "`HierResolverTests.Hostile.Ledger`")
        #expect(ignored.first?.message.hasPrefix("this resolve passed arguments, but the factory takes none") == true)
    }

    @Test("resolve(arguments:) of the wrong arity stops with the message tryResolve(arguments:) throws")
    func typedResolveTrapsWithTheSameMessage() async throws {
        let expected = message(
            of: Result { try HostileSetups.endpoints().tryResolve(Hostile.Endpoint.self, arguments: "api") }.failure)

        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = HostileSetups.endpoints().resolve(Hostile.Endpoint.self, arguments: "api")
        }

        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(expected.contains("with arguments (String, Int) in \"app\""))
        #expect(stderr.contains("HostileInputTests.swift:"))
        #expect(stderr.contains("Fatal error: HierResolver: " + expected))
    }

    @Test("a factory { (r: Resolver, url: String) in ... } stops at registration, naming register(arguments:)")
    func containerBeforeTypedArguments() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let app = DependencyResolver(name: "app")
            app.register { (r: Resolver, url: String) in Hostile.Endpoint(url: url) }
        }

        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(
            stderr.contains(
                "HierResolver: A factory for `HierResolverTests.Hostile.Endpoint` takes the container followed by typed "
                    + "arguments (String)."))
        #expect(stderr.contains("Fix: name the argument types and receive the container first: "))
        #expect(stderr.contains("`register(arguments: String.self) { r, ... in ... }`"))
    }

    // MARK: T, T? and T!

    @Test("registered T?, resolved T: the Optional registration is the near miss")
    func registeredOptionalResolvedPlain() {
        let app = DependencyResolver(name: "app")
        app.register { () -> Hostile.Theme? in Hostile.DarkTheme() }

        let error = #expect(throws: DependencyError.self) { try app.tryResolve(Hostile.Theme.self) }

        #expect(error?.kind == .notRegistered)
        let text = message(of: error)
        #expect(text.hasPrefix("No registration for `HierResolverTests.Hostile.Theme` in \"app\"."))
        #expect(
            text.contains(
                "\n  - `HierResolverTests.Hostile.Theme?` in \"app\": an Optional was registered; register the "
                    + "non-optional type, or resolve `HierResolverTests.Hostile.Theme?`\n"))
    }

    @Test("registered T, resolved T? with tryResolve: the message says to use optional()")
    func registeredPlainResolvedOptional() throws {
        let app = DependencyResolver(name: "app")
        app.register { Hostile.DarkTheme() as Hostile.Theme }

        let error = #expect(throws: DependencyError.self) {
            let theme: Hostile.Theme? = try app.tryResolve()
            _ = theme
        }

        #expect(error?.kind == .notRegistered)
        let text = message(of: error)
        #expect(text.hasPrefix("No registration for `HierResolverTests.Hostile.Theme?` in \"app\"."))
        #expect(
            text.contains(
                "\n  - `HierResolverTests.Hostile.Theme` in \"app\": you asked for an Optional; use `optional()` to "
                    + "resolve `HierResolverTests.Hostile.Theme` or nil\n"))
        let fixed: Hostile.Theme? = try app.tryOptional()
        #expect(fixed is Hostile.DarkTheme, "which the message says works")
    }

    @Test("T! is an Optional: optional() fills it, or gives nil, and resolve() into it asks for T?")
    func implicitlyUnwrappedOptional() throws {
        let app = DependencyResolver(name: "app")
        app.register { Hostile.DarkTheme() as Hostile.Theme }

        let theme: Hostile.Theme! = app.optional()
        let nothing: Hostile.Ledger! = app.optional()
        let error = #expect(throws: DependencyError.self) {
            let resolved: Hostile.Theme! = try app.tryResolve()
            _ = resolved
        }

        #expect(theme.name == "dark")
        #expect(nothing == nil)
        #expect(error?.kind == .notRegistered)
        #expect(message(of: error).hasPrefix("No registration for `HierResolverTests.Hostile.Theme?` in \"app\"."))
        #expect(message(of: error).contains("you asked for an Optional; use `optional()`"))
    }

    // MARK: store

    @Test("storing into a graph registration without a storer fails: there is nothing to replace")
    func storeIntoGraph() {
        let app = DependencyResolver(name: "app")
        app.register { Hostile.Palette() }

        let error = #expect(throws: DependencyError.self) { try app.tryStore(object: Hostile.Palette()) }

        #expect(error?.kind == .storeFailed)
        #expect(
            message(of: error)
                == "Cannot store into `HierResolverTests.Hostile.Palette` (graph, registered in \"app\"): it has no "
                + "storer, and its container keeps no instance to replace (only .persistent and .transient instances "
                + "are kept).\nFix: register it with register(variant:resolver:storer:), or give it the .persistent or "
                + ".transient lifetime.")
    }

    @Test("storing into an ephemeral registration without a storer fails the same way")
    func storeIntoEphemeral() {
        let app = DependencyResolver(name: "app")
        app.ephemeral { Hostile.Palette() }

        let error = #expect(throws: DependencyError.self) { try app.tryStore(object: Hostile.Palette()) }

        #expect(error?.kind == .storeFailed)
        #expect(
            message(of: error).hasPrefix(
                "Cannot store into `HierResolverTests.Hostile.Palette` (ephemeral, registered in \"app\"): it has no "
                    + "storer"))
    }

    @Test("storing a value type into a transient registration fails: it cannot be held weakly")
    func storeValueTypeIntoTransient() {
        let app = DependencyResolver(name: "app")
        app.transient { Hostile.Stamp() }

        let error = #expect(throws: DependencyError.self) { try app.tryStore(object: Hostile.Stamp()) }

        #expect(error?.kind == .storeFailed)
        #expect(
            message(of: error)
                == "Cannot store into `HierResolverTests.Hostile.Stamp` (transient, registered in \"app\"): a "
                + ".transient registration holds its instance weakly, and a value type cannot be held weakly.\n"
                + "Fix: give it the .persistent lifetime, or register it with register(variant:resolver:storer:).")
    }

    @Test("storing a value of a type nothing registers fails, and says to name the registered type")
    func storeWithNothingRegistered() throws {
        let app = DependencyResolver(name: "app")
        app.persistent { Hostile.Cat(name: "Mimi") as Hostile.Animal }

        let error = #expect(throws: DependencyError.self) { try app.tryStore(object: Hostile.Cat(name: "Franky")) }

        #expect(error?.kind == .storeFailed)
        let text = message(of: error)
        #expect(
            text.hasPrefix(
                "Cannot store a value of `HierResolverTests.Hostile.Cat`: there is no registration to store into.\n"
                    + "No registration for `HierResolverTests.Hostile.Cat` in \"app\"."))
        #expect(
            text.hasSuffix(
                "If the value's type only conforms to the registered type, name the registered type: "
                    + "store(Registered.self, object: value)."))
        try app.tryStore(Hostile.Animal.self, object: Hostile.Cat(name: "Franky"))
        #expect(app.resolve(Hostile.Animal.self).name == "Franky", "which the message says works")
    }

    // MARK: remove

    @Test("removing a key no container registers fails, and says so")
    func removeMissingKey() {
        let app = DependencyResolver(name: "app")
        let feature = app.child(name: "feature")

        let error = #expect(throws: DependencyError.self) { try feature.tryRemoveResolver(for: Hostile.Ledger.self) }

        #expect(error?.kind == .removeFailed)
        #expect(
            message(of: error)
                == "Cannot remove `HierResolverTests.Hostile.Ledger` from \"feature\": it has no such registration.\n"
                + "No container in its chain registers it.\nFix: check the type and variant.")
    }

    @Test("removing a key only an ancestor registers fails, names the ancestor, and leaves it registered")
    func removeAncestorsKey() throws {
        let app = DependencyResolver(name: "app")
        let feature = app.child(name: "feature")
        app.register { Hostile.Ledger() }

        let error = #expect(throws: DependencyError.self) { try feature.tryRemoveResolver(for: Hostile.Ledger.self) }

        #expect(error?.kind == .removeFailed)
        #expect(
            message(of: error)
                == "Cannot remove `HierResolverTests.Hostile.Ledger` from \"feature\": it has no such registration.\n"
                + "It is registered in \"app\", an ancestor; removal reaches the receiving container only.\n"
                + "Fix: remove it from \"app\", or override it by registering in \"feature\".")
        _ = try feature.tryResolve(Hostile.Ledger.self)
    }

    // MARK: registration mistakes that are ignored

    @Test("a duplicate registration is ignored: the first wins, isInstalled is false, and the trace says why")
    func duplicateRegistration() throws {
        let app = DependencyResolver(name: "app")
        let events = app.collectTraceEvents()

        let first = app.register { Hostile.Cat(name: "first") as Hostile.Animal }
        let second = app.register { Hostile.Cat(name: "second") as Hostile.Animal }
        let animal: Hostile.Animal = try app.tryResolve()

        #expect(first.isInstalled)
        #expect(!second.isInstalled)
        #expect(animal.name == "first")
        let ignored = events.all.filter { $0.kind == .duplicateIgnored }
        #expect(ignored.count == 1)
        #expect(ignored.first?.key == "`HierResolverTests.Hostile.Animal`")
        #expect(ignored.first?.container == "\"app\"")
        #expect(
            ignored.first?.message
                == "ignored: this container already registers the key and the first registration wins; "
                + "use replace(...) to replace it")
    }

    @Test("a module cycle (A installs B installs A) runs each module once and traces the skip")
    func moduleCycle() throws {
        let app = DependencyResolver(name: "app")
        let events = app.collectTraceEvents()
        let runs = LockedList<String>()

        let ran = app.register(module: Hostile.LoopModuleA(runs: runs))
        let again = app.register(module: Hostile.LoopModuleA(runs: runs))

        #expect(ran)
        #expect(!again)
        #expect(runs.all == ["A", "B"])
        let modules = events.all.filter { $0.kind == .moduleInstalled || $0.kind == .moduleSkipped }
        #expect(
            modules.map { "\($0.kind) \($0.key)" } == [
                "moduleInstalled `HierResolverTests.Hostile.LoopModuleA`",
                "moduleInstalled `HierResolverTests.Hostile.LoopModuleB`",
                "moduleSkipped `HierResolverTests.Hostile.LoopModuleA`",
                "moduleSkipped `HierResolverTests.Hostile.LoopModuleA`",
            ])
        #expect(modules.last?.message.hasPrefix("skipped: this container installed it already") == true)
        _ = try app.tryResolve(Hostile.Ledger.self)  // what the modules registered is there
    }

    @Test("a transient value type behaves as ephemeral, and the trace says so")
    func transientValueType() throws {
        let app = DependencyResolver(name: "app")
        let events = app.collectTraceEvents()
        app.transient { Hostile.Stamp() }

        let first: Hostile.Stamp = try app.tryResolve()
        let second: Hostile.Stamp = try app.tryResolve()

        #expect(first.id != second.id)
        let reported = events.all.filter { $0.kind == .transientValueType }
        #expect(reported.count == 2)
        #expect(
            reported.first?.message
                == "a value type cannot be held weakly, so this transient registration behaves as ephemeral")
    }

    // MARK: what goes wrong while building

    @Test("a resolution cycle prints the whole chain instead of overflowing the stack")
    func resolutionCycle() {
        let app = DependencyResolver(name: "app")
        app.register { r in Hostile.Router(coordinator: try r.tryResolve()) }
        app.register { r in Hostile.Coordinator(navigator: try r.tryResolve()) }
        app.register { r in Hostile.Navigator(router: try r.tryResolve()) }

        let error = #expect(throws: DependencyError.self) { try app.tryResolve(Hostile.Router.self) }

        #expect(error?.kind == .cycle)
        let chain = ["Router", "Coordinator", "Navigator", "Router"].map { "`HierResolverTests.Hostile.\($0)`" }
        #expect(error?.resolutionChain == chain)
        #expect(
            message(of: error)
                == "Dependency cycle: " + chain.joined(separator: " -> ") + ".\n"
                + "Fix: break the loop: let one side take the other through a property set after construction, "
                + "or resolve it later (lazily) instead of in the factory.")
    }

    @Test("a captive dependency names the shared registration, both containers and the three ways out")
    func captiveDependency() {
        let app = DependencyResolver(name: "app")
        let checkout = app.child(name: "checkout")
        app.persistent { r in Hostile.CheckoutService(gateway: try r.tryResolve()) }
        checkout.register { Hostile.CardGateway() as Hostile.Gateway }

        let error = #expect(throws: DependencyError.self) { try checkout.tryResolve(Hostile.CheckoutService.self) }

        #expect(error?.kind == .captiveDependency)
        let text = message(of: error)
        #expect(
            text.hasPrefix(
                "Captive dependency: `HierResolverTests.Hostile.CheckoutService` is persistent in \"app\", and its "
                    + "factory needs `HierResolverTests.Hostile.Gateway`, which only \"checkout\" provides (below "
                    + "\"app\")."))
        #expect(
            text.contains(
                "Fix: register `HierResolverTests.Hostile.Gateway` in \"app\" or an ancestor, register "
                    + "`HierResolverTests.Hostile.CheckoutService` in \"checkout\", or make it .graph or .ephemeral."))
        #expect(error?.resolutionChain == ["`HierResolverTests.Hostile.CheckoutService`"])
    }

    @Test("reset() from inside a factory: the instance being built is handed out but not cached, nor torn down")
    func resetWhileBuilding() throws {
        let app = DependencyResolver(name: "app")
        let calls = Counter()
        let closed = LockedList<Int>()
        app.persistent { [unowned app] () -> Hostile.Connection in
            let connection = Hostile.Connection(number: calls.increment())
            if connection.number == 1 { app.reset() }
            return connection
        }
        .teardown { closed.append($0.number) }

        let first: Hostile.Connection = try app.tryResolve()
        let second: Hostile.Connection = try app.tryResolve()
        let third: Hostile.Connection = try app.tryResolve()

        #expect(first.number == 1, "the resolve that was building gets its instance")
        #expect(second.number == 2, "it was not cached: the next resolve builds again")
        #expect(third === second, "and that one is cached")
        #expect(closed.all.isEmpty, "the stale instance never belonged to the container")
        app.reset()
        #expect(closed.all == [2])
    }

    @Test("a factory that throws comes back as factoryFailed, with the original error and the chain")
    func factoryThrows() {
        let app = DependencyResolver(name: "app")
        app.persistent { () throws -> Hostile.Configuration in throw FactoryError(reason: "settings.json missing") }
        app.register { r in Hostile.APIClient(configuration: try r.tryResolve()) }

        let error = #expect(throws: DependencyError.self) { try app.tryResolve(Hostile.APIClient.self) }

        #expect(error?.kind == .factoryFailed)
        #expect(error?.underlyingError as? FactoryError == FactoryError(reason: "settings.json missing"))
        #expect(
            message(of: error)
                == "The factory of `HierResolverTests.Hostile.Configuration` (persistent, registered in \"app\") "
                + "threw: FactoryError: settings.json missing\nResolution chain: `HierResolverTests.Hostile.APIClient` "
                + "-> `HierResolverTests.Hostile.Configuration`")
    }

    @Test(".implements of a type the instance does not conform to fails when that type is resolved")
    func implementsWithoutConformance() {
        let app = DependencyResolver(name: "app")
        app.register { Hostile.Downloader() }.implements(Hostile.Fetching.self)

        let error = #expect(throws: DependencyError.self) { try app.tryResolve(Hostile.Fetching.self) }

        #expect(error?.kind == .notImplemented)
        let text = message(of: error)
        #expect(
            text.hasPrefix(
                "`HierResolverTests.Hostile.Downloader` (registered in \"app\") is served as "
                    + "`HierResolverTests.Hostile.Fetching` by .implements(HierResolverTests.Hostile.Fetching.self), "
                    + "but its instance is not a `HierResolverTests.Hostile.Fetching`."))
        #expect(
            text.contains(
                "Fix: make HierResolverTests.Hostile.Downloader conform to HierResolverTests.Hostile.Fetching, or "
                    + "remove .implements(HierResolverTests.Hostile.Fetching.self)."))
    }

    @Test("verify() called from inside a factory returns a failed report instead of building forever")
    func verifyInsideFactory() throws {
        let app = DependencyResolver(name: "app")
        let reports = LockedList<VerificationReport>()
        app.register { r in
            reports.append(r.verify())
            return Hostile.Ledger()
        }

        _ = try app.tryResolve(Hostile.Ledger.self)

        let report = try #require(reports.all.first)
        #expect(!report.isValid)
        #expect(report.failures.first?.error.kind == .invalidConfiguration)
        let text = report.failures.first?.error.message ?? ""
        #expect(text.hasPrefix("verify() was called on \"app\" while this thread was resolving"))
        #expect(text.contains("Fix: call verify() outside any factory"))
    }

    @Test("two threads building shared instances that need each other: one gets .deadlock, the other .cycle")
    func deadlockBetweenThreads() throws {
        let app = DependencyResolver(name: "warehouse")
        let inventoryStarted = DispatchSemaphore(value: 0)
        let pricingStarted = DispatchSemaphore(value: 0)
        // Each factory waits until the other has started, so both are being built at once. Each signals
        // twice: after the deadlock, the surviving thread runs the other factory itself.
        app.persistent { r in
            inventoryStarted.signal()
            inventoryStarted.signal()
            pricingStarted.wait()
            return Hostile.Inventory(pricing: try r.tryResolve())
        }
        app.persistent { r in
            pricingStarted.signal()
            pricingStarted.signal()
            inventoryStarted.wait()
            return Hostile.Pricing(inventory: try r.tryResolve())
        }
        let failures = LockedList<DependencyError>()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            do { _ = try app.tryResolve(Hostile.Inventory.self) } catch let error as DependencyError {
                failures.append(error)
            } catch {}
        }
        DispatchQueue.global().async(group: group) {
            do { _ = try app.tryResolve(Hostile.Pricing.self) } catch let error as DependencyError {
                failures.append(error)
            } catch {}
        }

        try #require(group.wait(timeout: .now() + 60) == .success, "the two threads wait for each other forever")
        #expect(failures.all.map { "\($0.kind)" }.sorted() == ["cycle", "deadlock"])
        let deadlock = try #require(failures.all.first { $0.kind == .deadlock })
        #expect(deadlock.message.hasPrefix("Deadlock: `HierResolverTests.Hostile."))
        #expect(deadlock.message.contains("(persistent, in \"warehouse\") is being built by another thread"))
        #expect(
            deadlock.message.contains(
                "Fix: do not resolve across threads from inside factories of shared instances that need each other."))
    }

    // MARK: mistakes that stop the program

    @Test(".teardown on a registration that is not persistent stops the program where it is added")
    func teardownOnGraph() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let app = DependencyResolver(name: "app")
            app.register { Hostile.Socket() }.teardown { _ in }
        }

        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(stderr.contains("HostileInputTests.swift:"))
        #expect(
            stderr.contains(
                "Fatal error: HierResolver: .teardown on `HierResolverTests.Hostile.Socket` (graph, in \"app\"): only a "
                    + ".persistent instance belongs to its container, so only it can be torn down by the container.\n"
                    + "Fix: register it with lifetime: .persistent, or release the resources in the type's deinit."))
    }

    @Test("a bare @Resolve read with nothing registered anywhere stops with the message tryResolve throws on root")
    func bareWrapperWithNothingRegistered() async throws {
        let expected = RootAccess.exclusively {
            message(of: Result { try DependencyResolver.root.tryResolve(Hostile.Unheard.self) }.failure)
        }

        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Hostile.BareHolder().unheard
        }

        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(expected.hasPrefix("No registration for `HierResolverTests.Hostile.Unheard` in \"main\"."))
        #expect(stderr.contains("HostileInputTests.swift:"), "reported at the property's declaration")
        #expect(stderr.contains("Fatal error: HierResolver: " + expected))
    }
}

/// The types of the catalogue, apart from every other suite's.
enum Hostile {
    final class Ledger {}

    final class Unheard {}

    /// Reads a property that nothing anywhere registers.
    final class BareHolder {
        @Resolve var unheard: Unheard
    }

    struct DateFormat {
        let pattern: String
    }

    protocol Updating: AnyObject {}

    final class EditUpdater: Updating {}

    final class AddUpdater: Updating {}

    struct Flag {
        let isOn: Bool
    }

    struct Labelled {
        let mode: Bool
        let name: String
    }

    final class Endpoint {
        let url: String

        init(url: String) {
            self.url = url
        }
    }

    protocol Theme {
        var name: String { get }
    }

    struct DarkTheme: Theme {
        let name = "dark"
    }

    final class Palette {}

    /// A value type, which a transient registration cannot hold weakly.
    struct Stamp {
        let id = Serial.next()
    }

    protocol Animal {
        var name: String { get }
    }

    final class Cat: Animal {
        let name: String

        init(name: String) {
            self.name = name
        }
    }

    /// Installs `LoopModuleB`, which installs this module again.
    struct LoopModuleA: DependencyRegister {
        let runs: LockedList<String>

        func registerDependencies(container: Resolver) {
            runs.append("A")
            container.register { Ledger() }
            container.register(module: LoopModuleB(runs: runs))
        }
    }

    struct LoopModuleB: DependencyRegister {
        let runs: LockedList<String>

        func registerDependencies(container: Resolver) {
            runs.append("B")
            container.register(module: LoopModuleA(runs: runs))
        }
    }

    final class Router {
        init(coordinator: Coordinator) {}
    }

    final class Coordinator {
        init(navigator: Navigator) {}
    }

    final class Navigator {
        init(router: Router) {}
    }

    protocol Gateway {}

    struct CardGateway: Gateway {}

    final class CheckoutService {
        init(gateway: Gateway) {}
    }

    final class Connection {
        let number: Int

        init(number: Int) {
            self.number = number
        }
    }

    struct Configuration {}

    struct APIClient {
        init(configuration: Configuration) {}
    }

    protocol Fetching {}

    final class Downloader {}  // not a Fetching

    final class Inventory {
        init(pricing: Pricing) {}
    }

    final class Pricing {
        init(inventory: Inventory) {}
    }

    final class Socket {}
}

/// Setups that a test and its exit test (which runs in another process) both build.
private enum HostileSetups {
    /// "app" with a `Flag` whose factory reads its `Bool` with the throwing accessor.
    static func throwingFlag() -> DependencyResolver {
        let app = DependencyResolver(name: "app")
        app.register { (_, args) in Hostile.Flag(isOn: try args.value()) }
        return app
    }

    /// "app" with a `Flag` whose factory reads its `Bool` with the trapping accessor.
    static func trappingFlag() -> DependencyResolver {
        let app = DependencyResolver(name: "app")
        app.register { (_, args) in Hostile.Flag(isOn: args()) }
        return app
    }

    /// "app" with an `Endpoint` that takes a host and a port.
    static func endpoints() -> DependencyResolver {
        let app = DependencyResolver(name: "app")
        app.register { (host: String, port: Int) in Hostile.Endpoint(url: "\(host):\(port)") }
        return app
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
