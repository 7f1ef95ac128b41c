import HierResolver
import Testing

// Errors and their messages beyond the "Hostile input" catalogue: near misses of look-alike types and of
// descendants, cycles of every length and through every path, failures traced and in nested resolves, no
// partial state after a failure, and the trapping forms' messages. (Misses, variants, T and T?, captive
// dependencies and throwing factories are in the catalogue, HostileInputTests.swift.)

@Suite("Errors and their messages")
struct ErrorTests {
    // MARK: not registered

    @Test("a type with the same short name in another namespace is listed as a near miss")
    func lookAlikeTypeIsListed() {
        let app = DependencyResolver(name: "app")
        app.register { Billing.Config(value: "billing") }

        let error = #expect(throws: DependencyError.self) { try app.tryResolve(Shipping.Config.self) }

        let text = message(of: error)
        #expect(text.contains("No registration for `HierResolverTests.Shipping.Config`"))
        #expect(text.contains("`HierResolverTests.Billing.Config` in \"app\": a different type with the same name"))
    }

    @Test("a registration that only a descendant holds is listed")
    func descendantRegistrationIsListed() {
        let app = DependencyResolver(name: "app")
        let feature = app.child(name: "feature")
        let screen = feature.child(name: "screen")
        screen.register { Session() }

        let error = #expect(throws: DependencyError.self) { try app.tryResolve(Session.self) }

        let text = message(of: error)
        #expect(text.contains("`HierResolverTests.Session` in \"screen\", a descendant that \"app\" cannot see"))
    }

    // MARK: cycles

    @Test("a cycle of two reports the whole chain")
    func cycleOfTwo() {
        let app = DependencyResolver(name: "app")
        app.register { r in
            _ = try r.tryResolve(CycleB.self)
            return CycleA()
        }
        app.register { r in
            _ = try r.tryResolve(CycleA.self)
            return CycleB()
        }

        let error = #expect(throws: DependencyError.self) { try app.tryResolve(CycleA.self) }

        #expect(error?.kind == .cycle)
        let chain = ["CycleA", "CycleB", "CycleA"].map { "`HierResolverTests.\($0)`" }
        #expect(message(of: error).contains("Dependency cycle: " + chain.joined(separator: " -> ")))
        #expect(error?.resolutionChain == chain)
    }

    @Test("a cycle of four reports the whole chain, starting where the resolve started")
    func cycleOfFour() {
        let app = Setups.cycleOfFour()

        let error = #expect(throws: DependencyError.self) { try app.tryResolve(CycleB.self) }

        #expect(error?.kind == .cycle)
        let chain = ["CycleB", "CycleC", "CycleD", "CycleA", "CycleB"].map { "`HierResolverTests.\($0)`" }
        #expect(message(of: error).contains("Dependency cycle: " + chain.joined(separator: " -> ")))
        #expect(error?.resolutionChain == chain)
    }

    @Test("a factory that resolves its own type is a cycle")
    func selfCycle() {
        let app = DependencyResolver(name: "app")
        app.register { r in
            _ = try r.tryResolve(CycleA.self)
            return CycleA()
        }

        let error = #expect(throws: DependencyError.self) { try app.tryResolve(CycleA.self) }

        #expect(error?.kind == .cycle)
        #expect(
            message(of: error).contains("Dependency cycle: `HierResolverTests.CycleA` -> `HierResolverTests.CycleA`"))
    }

    @Test("a cycle through persistent registrations is reported and leaves nothing cached")
    func cycleThroughPersistent() {
        let app = DependencyResolver(name: "app")
        app.persistent { r in
            _ = try r.tryResolve(CycleB.self)
            return CycleA()
        }
        app.persistent { r in
            _ = try r.tryResolve(CycleA.self)
            return CycleB()
        }

        for _ in 0..<2 {
            let error = #expect(throws: DependencyError.self) { try app.tryResolve(CycleA.self) }
            #expect(error?.kind == .cycle, "the second attempt fails the same way: no half-built instance")
            #expect(
                message(of: error).contains(
                    "`HierResolverTests.CycleA` -> `HierResolverTests.CycleB` -> `HierResolverTests.CycleA`"
                )
            )
        }
    }

    @Test("a cycle reached through the static API is detected too")
    func cycleThroughStaticAPI() {
        let app = DependencyResolver(name: "app")
        app.register { _ in
            _ = try DependencyResolver.tryResolve(CycleB.self)
            return CycleA()
        }
        app.register { r in
            _ = try r.tryResolve(CycleA.self)
            return CycleB()
        }

        let error = #expect(throws: DependencyError.self) { try app.tryResolve(CycleA.self) }

        #expect(error?.kind == .cycle)
    }

    // MARK: failures in nested resolves

    @Test("a missing dependency of a nested resolve names the missing key and the chain")
    func nestedMissingHasChain() {
        let app = DependencyResolver(name: "app")
        app.register { r in Owner(pet: try r.tryResolve()) }

        let error = #expect(throws: DependencyError.self) { try app.tryResolve(Owner.self) }

        #expect(error?.kind == .notRegistered)
        #expect(error?.resolutionChain == ["`HierResolverTests.Owner`"])
        #expect(message(of: error).contains("No registration for `HierResolverTests.Animal` in \"app\""))
    }

    @Test("a failed top-level resolve is traced as failed with the error's message")
    func failureIsTraced() {
        let app = DependencyResolver(name: "app")
        let events = app.collectTraceEvents()

        _ = try? app.tryResolve(Session.self)

        let failures = events.all.filter { $0.kind == .failed }
        #expect(failures.count == 1)
        #expect(failures.first?.key == "`HierResolverTests.Session`")
        #expect(failures.first?.container == "\"app\"")
        #expect(failures.first?.message.contains("No registration for `HierResolverTests.Session`") == true)
    }

    // MARK: no partial state

    @Test("a persistent whose factory threw once is built again, then cached")
    func persistentRetriesAfterFailure() throws {
        let app = DependencyResolver(name: "app")
        let calls = Counter()
        app.persistent { () throws -> Session in
            if calls.increment() == 1 { throw FactoryError(reason: "first call fails") }
            return Session()
        }

        #expect(throws: DependencyError.self) { try app.tryResolve(Session.self) }
        let built: Session = try app.tryResolve()
        let again: Session = try app.tryResolve()

        #expect(built === again)
        #expect(calls.value == 2)
    }

    @Test("a persistent that failed because a dependency failed is not cached")
    func persistentWithFailedDependencyIsNotCached() throws {
        let app = DependencyResolver(name: "app")
        let calls = Counter()
        app.persistent { r in Owner(pet: try r.tryResolve()) }
        app.register { () throws -> Animal in
            if calls.increment() == 1 { throw FactoryError(reason: "first call fails") }
            return Cat(name: "Mimi")
        }

        #expect(throws: DependencyError.self) { try app.tryResolve(Owner.self) }
        let owner: Owner = try app.tryResolve()

        #expect(owner.pet.name == "Mimi")
        #expect(app.resolve(Owner.self) === owner)
    }

    @Test("graph instances built by a failed resolution are not reused")
    func failedGraphIsForgotten() throws {
        let app = DependencyResolver(name: "app")
        let attempts = Counter()
        let seen = LockedList<Int>()
        app.register { Session() }  // graph
        app.register { r in
            let session: Session = try r.tryResolve()
            seen.append(session.id)
            if attempts.increment() == 1 { throw FactoryError(reason: "first call fails") }
            return Pair(session, try r.tryResolve(Session.self))
        }

        #expect(throws: DependencyError.self) { try app.tryResolve(Pair<Session, Session>.self) }
        let pair: Pair<Session, Session> = try app.tryResolve()

        let ids = seen.all
        #expect(ids.count == 2)
        #expect(ids[0] != ids[1], "the second resolution built its own graph instance")
        #expect(pair.first === pair.second, "and shares it within itself")
    }

    @Test("after a cycle the next resolution on the same thread works normally")
    func cycleLeavesNoState() throws {
        let app = Setups.cycleOfFour()
        app.register { r in Pair(r.resolve(Session.self), r.resolve(Session.self)) }
        app.register { Session() }

        #expect(throws: DependencyError.self) { try app.tryResolve(CycleA.self) }
        let pair: Pair<Session, Session> = try app.tryResolve()
        let next: Pair<Session, Session> = try app.tryResolve()

        #expect(pair.first === pair.second)
        #expect(next.first !== pair.first, "a new top-level resolution, not a nested one")
    }

    // MARK: trapping forms (each exit test runs in a fresh process)

    @Test("resolve() traps with the same message tryResolve throws")
    func resolveTrapsWithMessage() async throws {
        let expected = message(of: Result { try Setups.threeLevels().tryResolve(Session.self) }.failure)

        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Setups.threeLevels().resolve(Session.self)
        }

        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(stderr.contains("HierResolver: " + expected))
    }

    @Test("a cycle through nested resolve() calls traps with the chain, not a stack overflow")
    func cycleTraps() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let app = DependencyResolver(name: "app")
            app.register { r in
                _ = r.resolve(CycleB.self)
                return CycleA()
            }
            app.register { r in
                _ = r.resolve(CycleA.self)
                return CycleB()
            }
            _ = app.resolve(CycleA.self)
        }

        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(
            stderr.contains(
                "HierResolver: Dependency cycle: `HierResolverTests.CycleA` -> `HierResolverTests.CycleB` -> "
                    + "`HierResolverTests.CycleA`"
            )
        )
    }

    @Test("optional() traps when the factory throws, with the same message tryOptional throws")
    func optionalTrapsOnFactoryFailure() async throws {
        let expected = message(of: Result { try Setups.failingFactory().tryOptional(Session.self) }.failure)

        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Setups.failingFactory().optional(Session.self)
        }

        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(expected.contains("disk full"))
        #expect(stderr.contains("HierResolver: " + expected))
    }

    @Test("removeResolver of a key only an ancestor registers does not stop the program; tryRemoveResolver throws")
    func removeOfAncestorsKeyDoesNotTrap() async {
        let expected = message(of: Result { try Setups.threeLevels().tryRemoveResolver(for: Animal.self) }.failure)

        await #expect(processExitsWith: .success) {
            let screen = Setups.threeLevels()
            screen.removeResolver(for: Animal.self)
            precondition(screen.resolve(Animal.self).name == "Mimi", "the ancestor keeps its registration")
        }

        #expect(expected.contains("It is registered in \"app\""))
    }
}

/// Setups that a test and its exit test (which runs in another process) both build.
private enum Setups {
    /// "screen" -> "feature" -> "app", with an `Animal` in "app".
    static func threeLevels() -> DependencyResolver {
        let app = DependencyResolver(name: "app")
        app.register { Cat(name: "Mimi") as Animal }
        let screen = app.child(name: "feature").child(name: "screen")
        return screen
    }

    /// A -> B -> C -> D -> A.
    static func cycleOfFour() -> DependencyResolver {
        let app = DependencyResolver(name: "app")
        app.register { r in
            _ = try r.tryResolve(CycleB.self)
            return CycleA()
        }
        app.register { r in
            _ = try r.tryResolve(CycleC.self)
            return CycleB()
        }
        app.register { r in
            _ = try r.tryResolve(CycleD.self)
            return CycleC()
        }
        app.register { r in
            _ = try r.tryResolve(CycleA.self)
            return CycleD()
        }
        return app
    }

    /// A `Session` whose factory throws.
    static func failingFactory() -> DependencyResolver {
        let app = DependencyResolver(name: "app")
        app.register { () throws -> Session in throw FactoryError(reason: "disk full") }
        return app
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
