import Dispatch
import HierResolver
import Testing

// The part of the "Hostile input" catalogue (see HostileInputTests.swift and Guides/Errors.md) about what
// goes wrong while building: cycles, captive dependencies, reset() and verify() from inside a factory,
// throwing factories, .implements without conformance, and a deadlock between two threads.

extension HostileInputTests {
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

        // Through a graph registration, in the shared instance's context, from a grandchild.
        let root = DependencyResolver(name: "app")
        let feature = root.child(name: "feature")
        let screen = feature.child(name: "screen")
        root.register { r in Owner(pet: try r.tryResolve()) }  // graph, in the owner's context below
        root.persistent { r in Pair(try r.tryResolve(Owner.self), 0) }
        feature.register { Cat(name: "Franky") as Animal }

        let nested = #expect(throws: DependencyError.self) { try screen.tryResolve(Pair<Owner, Int>.self) }

        #expect(nested?.kind == .captiveDependency)
        let nestedText = message(of: nested)
        #expect(nestedText.contains("Captive dependency: `HierResolverTests.Pair<HierResolverTests.Owner, Int>`"))
        #expect(nestedText.contains("is persistent in \"app\""))
        #expect(nestedText.contains("needs `HierResolverTests.Animal`, which only \"feature\" provides"))
        #expect(
            nested?.resolutionChain == [
                "`HierResolverTests.Pair<HierResolverTests.Owner, Int>`", "`HierResolverTests.Owner`",
            ])
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

        // Resolved from a child, the message still names the container that registered the factory.
        let root = DependencyResolver(name: "app")
        let feature = root.child(name: "feature")
        root.persistent { () throws -> Session in throw FactoryError(reason: "disk full") }

        let fromChild = #expect(throws: DependencyError.self) { try feature.tryResolve(Session.self) }

        #expect(fromChild?.kind == .factoryFailed)
        #expect(fromChild?.underlyingError as? FactoryError == FactoryError(reason: "disk full"))
        let fromChildText = message(of: fromChild)
        #expect(
            fromChildText.contains("The factory of `HierResolverTests.Session` (persistent, registered in \"app\")"))
        #expect(fromChildText.contains("threw: FactoryError: disk full"))

        // A graph factory that throws inside a nested resolve: its lifetime is graph, and the chain is carried.
        let graphApp = DependencyResolver(name: "app")
        graphApp.register { r in Owner(pet: try r.tryResolve()) }
        graphApp.register { () throws -> Animal in throw FactoryError(reason: "no cats today") }

        let nested = #expect(throws: DependencyError.self) { try graphApp.tryResolve(Owner.self) }

        #expect(nested?.kind == .factoryFailed)
        #expect(nested?.resolutionChain == ["`HierResolverTests.Owner`", "`HierResolverTests.Animal`"])
        let nestedText = message(of: nested)
        #expect(nestedText.contains("The factory of `HierResolverTests.Animal` (graph, registered in \"app\")"))
        #expect(nestedText.contains("Resolution chain: `HierResolverTests.Owner` -> `HierResolverTests.Animal`"))
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
            pricingStarted.waitUnderWatchdog()
            return Hostile.Inventory(pricing: try r.tryResolve())
        }
        app.persistent { r in
            pricingStarted.signal()
            pricingStarted.signal()
            inventoryStarted.waitUnderWatchdog()
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

        try #require(
            group.wait(timeout: .now() + defaultWatchdog) == .success, "the two threads wait for each other forever")
        #expect(failures.all.map { "\($0.kind)" }.sorted() == ["cycle", "deadlock"])
        let deadlock = try #require(failures.all.first { $0.kind == .deadlock })
        #expect(deadlock.message.hasPrefix("Deadlock: `HierResolverTests.Hostile."))
        #expect(deadlock.message.contains("(persistent, in \"warehouse\") is being built by another thread"))
        #expect(
            deadlock.message.contains(
                "Fix: do not resolve across threads from inside factories of shared instances that need each other."))
    }
}
