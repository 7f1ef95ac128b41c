import HierResolver
import Testing

// What a factory that reads Resolver-style `Args` reports when the arguments do not fit: a missing value
// or key, nil, a wrong type, a single value and a dictionary mixed up; how the failure is traced and
// carries its chain; and the trapping accessor. Part of the "Arguments" suite.

extension ArgumentTests {
    // MARK: Args errors

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
