import Testing

@testable import HierResolver

// The near misses a miss lists: which registrations, in which order, and how many. (The kinds of
// near miss, one by one, are in the "Hostile input" catalogue and in ErrorTests.swift.)

@Suite("Near misses")
struct NearMissTests {
    @Test("a miss among thousands of unrelated registrations lists none of them")
    func unrelatedRegistrationsAreNotListed() {
        let app = DependencyResolver(name: "app")
        let feature = app.child(name: "feature")
        for index in 0..<1_000 { app.register(variant: Variant("token-\(index)")) { Token() } }
        for index in 0..<1_000 { feature.register(variant: Variant("cat-\(index)")) { Cat(name: "\(index)") } }
        feature.register { Billing.Config(value: "billing") }

        let error = #expect(throws: DependencyError.self) { try feature.tryResolve(Session.self) }

        let text = message(of: error)
        #expect(
            text == "No registration for `HierResolverTests.Session` in \"feature\".\n"
                + "Searched: \"feature\" -> \"app\".\nNothing similar is registered.\n"
                + "Fix: call `register { ... }` returning `HierResolverTests.Session` on \"feature\" or an ancestor.")
    }

    @Test("same-type near misses come first, then the closest variants, then look-alike types, ten in all")
    func closestNearMissesFirst() {
        let app = DependencyResolver(name: "app")
        let feature = app.child(name: "feature")
        for index in 0..<20 { app.register(variant: Variant("v\(index)")) { Shipping.Config(value: "\(index)") } }
        app.register(variant: "dark") { Billing.Config(value: "billing") }
        app.register(variant: "dart") { Shipping.Config(value: "dart") }
        feature.register(variant: "dark") { (value: String) in Shipping.Config(value: value) }
        app.register(variant: "dark") { () -> Shipping.Config? in nil }

        let error = #expect(throws: DependencyError.self) {
            try feature.tryResolve(Shipping.Config.self, variant: "dark")
        }

        let lines = message(of: error).split(separator: "\n").filter { $0.hasPrefix("  - ") }.map(String.init)
        let config = "`HierResolverTests.Shipping.Config`"
        #expect(
            lines == [
                "  - \(config) (variant \"dark\") with arguments (String) in \"feature\": it takes typed arguments; "
                    + "pass them with `resolve(arguments:)`",
                "  - `HierResolverTests.Shipping.Config?` (variant \"dark\") in \"app\": an Optional was registered; "
                    + "register the non-optional type, or resolve `HierResolverTests.Shipping.Config?`",
                "  - \(config) (variant \"dart\") in \"app\"",
                // Four edits from "dark" each, in the order of their names.
                "  - \(config) (variant \"v0\") in \"app\"",
                "  - \(config) (variant \"v1\") in \"app\"",
                "  - \(config) (variant \"v10\") in \"app\"",
                "  - \(config) (variant \"v11\") in \"app\"",
                "  - \(config) (variant \"v12\") in \"app\"",
                "  - \(config) (variant \"v13\") in \"app\"",
                "  - \(config) (variant \"v14\") in \"app\"",
                // 13 more variants and the look-alike `Billing.Config`.
                "  - and 14 more: `dependencyGraph()` of \"feature\" lists every registration it sees",
            ])
    }

    @Test("a variant one edit away is listed before the nearer container's other variants")
    func typoBeforeNearerContainer() {
        let app = DependencyResolver(name: "app")
        let feature = app.child(name: "feature")
        for index in 0..<12 { feature.register(variant: Variant("mode-\(index)")) { Token() } }
        app.register(variant: "long_date") { Token() }

        let error = #expect(throws: DependencyError.self) { try feature.tryResolve(Token.self, variant: "long-date") }

        let lines = message(of: error).split(separator: "\n").filter { $0.hasPrefix("  - ") }
        #expect(lines.first == "  - `HierResolverTests.Token` (variant \"long_date\") in \"app\"")
        #expect(lines.count == 11)
        #expect(lines.last == "  - and 3 more: `dependencyGraph()` of \"feature\" lists every registration it sees")
    }

    @Test("seed 002's String? trap stays first and explained among many other signatures and variants")
    func optionalArgumentTrapStaysFirst() {
        let app = DependencyResolver(name: "app")
        for index in 0..<15 {
            app.register(variant: Variant("region-\(index)")) { (url: String) in
                URLSessionNetworkLayer(baseURL: url) as NetworkLayer
            }
        }
        app.register { (port: Int) in URLSessionNetworkLayer(baseURL: "\(port)") as NetworkLayer }
        app.register { url in URLSessionNetworkLayer(baseURL: url) as NetworkLayer }  // infers (String?)

        let error = #expect(throws: DependencyError.self) {
            try app.tryResolve(NetworkLayer.self, arguments: "http://prod.myapi.com/api/")
        }

        let lines = message(of: error).split(separator: "\n").filter { $0.hasPrefix("  - ") }.map(String.init)
        #expect(lines.count == 11)
        // Both signatures without a variant first (in the order of their names), then the variants.
        #expect(
            lines.prefix(2) == [
                "  - `HierResolverTests.NetworkLayer` with arguments (Int) in \"app\"",
                "  - `HierResolverTests.NetworkLayer` with arguments (String?) in \"app\": the registration takes "
                    + "`String?` where the resolve passed `String`; give the closure's parameter its type, "
                    + "`{ (value: String) in ... }`",
            ])
        #expect(lines.last == "  - and 7 more: `dependencyGraph()` of \"app\" lists every registration it sees")
    }

    @Test("signatures of one key are listed in the order they read, whatever the table's order")
    func signaturesInReadingOrder() {
        let app = DependencyResolver(name: "app")
        app.register { (url: String, port: Int) in URLSessionNetworkLayer(baseURL: "\(url):\(port)") as NetworkLayer }
        app.register { (url: String) in URLSessionNetworkLayer(baseURL: url) as NetworkLayer }
        app.register { (port: Int) in URLSessionNetworkLayer(baseURL: "\(port)") as NetworkLayer }

        let error = #expect(throws: DependencyError.self) { try app.tryResolve(NetworkLayer.self, arguments: true) }

        let lines = message(of: error).split(separator: "\n").filter { $0.hasPrefix("  - ") }
        #expect(
            lines == [
                "  - `HierResolverTests.NetworkLayer` with arguments (Int) in \"app\"",
                "  - `HierResolverTests.NetworkLayer` with arguments (String) in \"app\"",
                "  - `HierResolverTests.NetworkLayer` with arguments (String, Int) in \"app\"",
            ])
    }

    @Test("the edit distance that orders variants is the textbook one, over the first 64 bytes")
    func editDistanceMatchesTheTextbook() {
        func textbook(_ asked: [UInt8], _ other: [UInt8]) -> Int {
            var row = Array(0...asked.count)
            for (line, byte) in other.enumerated() {
                var diagonal = row[0]
                row[0] = line + 1
                for column in asked.indices {
                    let above = row[column + 1]
                    row[column + 1] = min(above + 1, row[column] + 1, diagonal + (asked[column] == byte ? 0 : 1))
                    diagonal = above
                }
            }
            return row[asked.count]
        }
        var generator = SeededGenerator(state: 42)
        for _ in 0..<2_000 {
            let letters = "abc-_é"
            func word(_ length: Int) -> String {
                String((0..<length).map { _ in letters.randomElement(using: &generator)! })
            }
            let asked = word(Int.random(in: 0...70, using: &generator))
            let other = word(Int.random(in: 0...70, using: &generator))
            let missed = MissedKey(
                Token.self, key: RegistrationKey(Token.self, variant: Variant(asked)))
            let expected = textbook(Array(asked.utf8.prefix(64)), Array(other.utf8.prefix(64)))
            #expect(missed.distance(to: Variant(other)) == expected, "\(asked) / \(other)")
        }
        let none = MissedKey(Token.self, key: RegistrationKey(Token.self, variant: nil))
        #expect(none.distance(to: Variant("night")) == 5)
        #expect(none.distance(to: nil) == 0)
    }
}
