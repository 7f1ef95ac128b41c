import HierResolver
import Testing

// The arguments part of the "Hostile input" catalogue (see HostileInputTests.swift and Guides/Errors.md):
// `Args` read as the wrong type, missing or mixed up, typed arguments of the wrong types or arity, and
// the trapping forms, each with what happens and what the message says.

extension HostileInputTests {
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
        #expect(stderr.contains("HostileArgumentInputTests.swift:"))
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
        #expect(stderr.contains("HostileArgumentInputTests.swift:"))
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
