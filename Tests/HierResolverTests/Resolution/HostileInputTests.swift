import Dispatch
import HierResolver
import Testing

// The catalogue of bad input: one test per mistake a user can make, each pinning what happens (an
// error, a nil, an ignored call with its trace event, or a stopped program) and what the message says.
// Guides/Errors.md lists the same catalogue. The suite spans files: the arguments part is in
// Arguments/HostileArgumentInputTests.swift, what goes wrong while building in HostileBuildInputTests.swift,
// and the catalogue's types in HostileInputFixtures.swift.

@Suite("Hostile input")
struct HostileInputTests {
    // MARK: looking up what is not there

    @Test("an unregistered type names the containers searched and how to register it")
    func unregisteredType() {
        let app = DependencyResolver(name: "app")
        let screen = app.child(name: "feature").child(name: "screen")

        let error = #expect(throws: DependencyError.self) { try screen.tryResolve(Hostile.Ledger.self) }
        // The same miss with an unrelated registration in "app": it is not listed as similar.
        app.register { Hostile.Cat(name: "Mimi") as Hostile.Animal }
        let withOther = #expect(throws: DependencyError.self) { try screen.tryResolve(Hostile.Ledger.self) }

        for error in [error, withOther] {
            #expect(error?.kind == .notRegistered)
            let text = message(of: error)
            #expect(text.hasPrefix("No registration for `HierResolverTests.Hostile.Ledger` in \"screen\"."))
            #expect(text.contains("\nSearched: \"screen\" -> \"feature\" -> \"app\".\n"))
            #expect(text.contains("\nNothing similar is registered.\n"))
            #expect(
                text.hasSuffix(
                    "Fix: call `register { ... }` returning `HierResolverTests.Hostile.Ledger` on \"screen\" or an "
                        + "ancestor."
                ))
            #expect(error?.resolutionChain == [])
            #expect(error?.description.hasPrefix("HierResolver: No registration for") == true)
        }
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

        // Variants registered at two levels are all near misses, each with its container.
        let root = DependencyResolver(name: "app")
        let feature = root.child(name: "feature")
        root.register(variant: "long_date") { Hostile.DateFormat(pattern: "MMMM d, yyyy") }
        feature.register(variant: "short_date") { Hostile.DateFormat(pattern: "dd/MM/yy") }

        let twoLevels = #expect(throws: DependencyError.self) {
            try feature.tryResolve(Hostile.DateFormat.self, variant: "iso_date")
        }

        #expect(twoLevels?.kind == .notRegistered)
        let twoLevelsText = message(of: twoLevels)
        #expect(
            twoLevelsText.contains(
                "No registration for `HierResolverTests.Hostile.DateFormat` (variant \"iso_date\") in \"feature\""))
        #expect(twoLevelsText.contains("`HierResolverTests.Hostile.DateFormat` (variant \"long_date\") in \"app\""))
        #expect(
            twoLevelsText.contains("`HierResolverTests.Hostile.DateFormat` (variant \"short_date\") in \"feature\""))
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
        #expect(app.optional(Hostile.Theme.self)?.name == "dark", "and so does the trapping form")
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

    @Test("removing a key no container registers does nothing; tryRemoveResolver throws, and says so")
    func removeMissingKey() {
        let app = DependencyResolver(name: "app")
        let feature = app.child(name: "feature")
        let events = app.collectTraceEvents()

        feature.removeResolver(for: Hostile.Ledger.self)
        #expect(events.all.map(\.kind) == [.nothingToRemove])
        let error = #expect(throws: DependencyError.self) { try feature.tryRemoveResolver(for: Hostile.Ledger.self) }

        #expect(error?.kind == .removeFailed)
        #expect(
            message(of: error)
                == "Cannot remove `HierResolverTests.Hostile.Ledger` from \"feature\": it has no such registration.\n"
                + "No container in its chain registers it.\nFix: check the type and variant.")
    }

    @Test("removing a key only an ancestor registers does nothing; tryRemoveResolver throws and names the ancestor")
    func removeAncestorsKey() throws {
        let app = DependencyResolver(name: "app")
        let feature = app.child(name: "feature")
        app.register { Hostile.Ledger() }

        feature.removeResolver(for: Hostile.Ledger.self)
        _ = try feature.tryResolve(Hostile.Ledger.self)
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

    // MARK: mistakes that stop the program

    @Test(".teardown on a registration whose container keeps no instance stops the program where it is added")
    func teardownOnGraph() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let app = DependencyResolver(name: "app")
            app.register { Hostile.Socket() }.teardown { _ in }
        }

        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(stderr.contains("HostileInputTests.swift:"))
        #expect(
            stderr.contains(
                "Fatal error: HierResolver: .teardown on `HierResolverTests.Hostile.Socket` (graph, in \"app\"): its "
                    + "container keeps no graph instance, so it has nothing to tear down; only .persistent and "
                    + ".transient instances are kept by their container.\nFix: register it with lifetime: .persistent "
                    + "(or .transient), or release the resources in the type's deinit."))
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

extension Hostile {
    final class Unheard {}

    /// Reads a property that nothing anywhere registers; declared in this file, where its trap is reported.
    final class BareHolder {
        @Resolve var unheard: Unheard
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
