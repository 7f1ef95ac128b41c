import Foundation
import HierResolver
import Testing

// The service locator is process-wide: `main` and `root` are shared by every test, so the tests that
// use them hold `RootAccess` and register only the types of this file into `main`.
//
// The `ResolverRegistering` conformance below is process-wide too: in the test process it runs once,
// at the first resolution through `main`, whichever test does it first. It registers only this file's
// private bootstrap types, so no other test sees it. The tests of its timing run in exit tests, each
// in a fresh process where nothing has touched `main` yet.

extension DependencyResolver: ResolverRegistering {
    /// Registers this file's bootstrap services into `main`, and counts how often it runs.
    public static func registerAllServices() {
        BootstrapProbe.calls.increment()
        for step in BootstrapProbe.during.all { step() }
        main.register { BootstrapGreeting(text: "from registerAllServices") }
        main.register { r in BootstrapService(greeting: r.resolve()) }
    }
}

private enum BootstrapProbe {
    static let calls = Counter()
    /// What an exit test adds to the bootstrap, in its own process.
    static let during = LockedList<@Sendable () -> Void>()
}

/// A shared instance of another tree, for the bootstrap's waits.
private final class BootstrapLink: Sendable {}

private struct BootstrapGreeting {
    let text: String
}

private struct BootstrapService {
    let greeting: BootstrapGreeting
}

/// Keys this file registers into `main` in the test process.
private final class LocatorClock {
    let label: String

    init(_ label: String) {
        self.label = label
    }
}

private final class LocatorRegistered {}

private final class LocatorUnregistered {}

private struct Screen: Resolving {}

private struct CustomScreen: Resolving {
    let resolver: DependencyResolver
}

@Suite("Service locator", .serialized)
struct ServiceLocatorTests {
    @Test("main is one root container named main")
    func mainIsOneContainer() {
        #expect(DependencyResolver.main === DependencyResolver.main)
        #expect(DependencyResolver.main.name == "main")
        #expect(DependencyResolver.main.parent == nil)
    }

    @Test("a copy of main has what registerAllServices() registered, with fresh instances")
    func copyOfMainIncludesBootstrap() {
        let test = DependencyResolver.main.copy(name: "test") { fakes in
            fakes.register { BootstrapGreeting(text: "from the test") }
        }
        let service: BootstrapService = test.resolve()
        #expect(service.greeting.text == "from the test")
        let original: BootstrapService = DependencyResolver.main.resolve()
        #expect(original.greeting.text == "from registerAllServices")
    }

    @Test("root defaults to main")
    func rootDefaultsToMain() {
        RootAccess.exclusively {
            #expect(DependencyResolver.root === DependencyResolver.main)
        }
    }

    @Test("setting root redirects the static resolve forms, and setting it back restores them")
    func rootIsSettable() {
        RootAccess.exclusively {
            DependencyResolver.main.register { LocatorClock("main") }
            let test = DependencyResolver.main.child(name: "test")
            test.register { LocatorClock("test") }

            DependencyResolver.root = test
            #expect(DependencyResolver.root === test)
            #expect(DependencyResolver.resolve(LocatorClock.self).label == "test")
            #expect(DependencyResolver.optional(LocatorClock.self)?.label == "test")
            #expect((try? DependencyResolver.tryResolve(LocatorClock.self))?.label == "test")

            DependencyResolver.root = .main
            #expect(DependencyResolver.resolve(LocatorClock.self).label == "main")
        }
    }

    @Test("the static API resolves through root's whole chain")
    func staticResolveWalksRootChain() {
        let test = DependencyResolver.main.child(name: "test").child(name: "deeper")
        DependencyResolver.withRoot(test) {
            DependencyResolver.main.register { LocatorClock("main") }
            #expect(DependencyResolver.resolve(LocatorClock.self).label == "main")
        }
    }

    @Test("static register goes to main even when root is another container")
    func staticRegisterGoesToMain() {
        RootAccess.exclusively {
            let unrelated = DependencyResolver(name: "unrelated")
            DependencyResolver.root = unrelated

            let options = DependencyResolver.register { LocatorRegistered() }

            #expect(options.container === DependencyResolver.main)
            #expect(DependencyResolver.main.optional(LocatorRegistered.self) != nil)
            #expect(unrelated.optional(LocatorRegistered.self) == nil)
            #expect(DependencyResolver.optional(LocatorRegistered.self) == nil, "static optional goes through root")
        }
    }

    @Test("static optional is nil when root's chain lacks the key, and tryResolve throws")
    func staticOptionalMiss() {
        RootAccess.exclusively {
            #expect(DependencyResolver.optional(LocatorUnregistered.self) == nil)
            let error = #expect(throws: DependencyError.self) {
                try DependencyResolver.tryResolve(LocatorUnregistered.self)
            }
            #expect(message(of: error).contains("in \"main\""))
        }
    }

    @Test("a factory's nested static resolve starts from the resolution's context, not root")
    func nestedStaticResolveUsesContext() {
        // No root needed: inside a factory the static API follows the resolution.
        let app = DependencyResolver(name: "app")
        let feature = app.child(name: "feature")
        app.register { Cat(name: "Mimi") as Animal }
        app.register { Owner(pet: DependencyResolver.resolve()) }
        app.register(name: "optional") { Owner(pet: DependencyResolver.optional(Animal.self) ?? Dog(name: "none")) }
        app.persistent(name: "shared") { Owner(pet: DependencyResolver.resolve()) }
        feature.register { Cat(name: "Franky") as Animal }

        #expect(feature.resolve(Owner.self).pet.name == "Franky", "a child override is reached")
        #expect(feature.resolve(Owner.self, name: "optional").pet.name == "Franky")
        #expect(app.resolve(Owner.self).pet.name == "Mimi")
        #expect(feature.resolve(Owner.self, name: "shared").pet.name == "Mimi", "a shared factory's owner context")
    }

    @Test("Resolving's default resolver is root, read at each use")
    func resolvingDefaultsToRoot() {
        RootAccess.exclusively {
            let screen = Screen()
            #expect(screen.resolver === DependencyResolver.main)

            let test = DependencyResolver.main.child(name: "test")
            DependencyResolver.root = test
            #expect(screen.resolver === test)
        }
    }

    @Test("a Resolving type can name its own resolver")
    func resolvingCanOverride() {
        let app = DependencyResolver(name: "app")
        app.register { Cat(name: "Mimi") as Animal }

        let screen = CustomScreen(resolver: app)

        #expect(screen.resolver.resolve(Animal.self).name == "Mimi")
    }

    // MARK: registerAllServices (each exit test runs in a fresh process)

    @Test("registerAllServices runs once, at the first resolution through main, and keeps earlier registrations")
    func registerAllServicesRunsOnceKeepingEarlier() async {
        await #expect(processExitsWith: .success) {
            DependencyResolver.main.register { BootstrapGreeting(text: "registered first") }
            #expect(BootstrapProbe.calls.value == 0, "registering does not run it")

            let unrelated = DependencyResolver(name: "unrelated")
            unrelated.register { Session() }
            _ = unrelated.resolve(Session.self)
            #expect(BootstrapProbe.calls.value == 0, "a container outside main's tree does not run it")

            let greeting: BootstrapGreeting = DependencyResolver.main.resolve()
            #expect(BootstrapProbe.calls.value == 1)
            #expect(greeting.text == "registered first", "the earlier registration was not overwritten")

            let service: BootstrapService = DependencyResolver.main.resolve()
            #expect(service.greeting.text == "registered first", "its other registrations are present")
            _ = DependencyResolver.resolve(BootstrapService.self)
            _ = DependencyResolver.main.child(name: "later").resolve(BootstrapService.self)
            #expect(BootstrapProbe.calls.value == 1, "exactly once")
        }
    }

    @Test("resolveAll through main runs registerAllServices first, so its contributions are there")
    func resolveAllRunsRegisterAllServices() async {
        await #expect(processExitsWith: .success) {
            BootstrapProbe.during.append {
                DependencyResolver.main.contribute { BootstrapGreeting(text: "contributed at launch") }
            }
            let feature = DependencyResolver.main.child(name: "feature")
            let greetings: [BootstrapGreeting] = feature.resolveAll()
            #expect(BootstrapProbe.calls.value == 1)
            #expect(greetings.map(\.text) == ["contributed at launch"])
        }
    }

    @Test(
        "registerAllServices and a thread it waits for, which waits for it through a shared instance: a deadlock, not a hang"
    )
    func registerAllServicesWaitLoop() async {
        await #expect(processExitsWith: .success) {
            // registerAllServices() resolves a persistent that another thread is building, and that
            // thread's factory resolves from main, so it waits for registerAllServices() to finish.
            let other = DependencyResolver(name: "other")
            let building = DispatchSemaphore(value: 0)
            other.persistent { () -> BootstrapLink in
                building.signal()
                _ = try DependencyResolver.main.tryResolve(BootstrapGreeting.self)
                return BootstrapLink()
            }
            let errors = LockedList<DependencyError>()
            BootstrapProbe.during.append {
                let helper = Thread {
                    do { _ = try other.tryResolve(BootstrapLink.self) } catch let error as DependencyError {
                        errors.append(error)
                    } catch {}
                }
                helper.start()
                guard building.wait(timeout: .now() + defaultWatchdog) == .success else {
                    fatalError("the helper thread did not start building the shared instance")
                }
                // A head start, not a wait: the helper's block inside its resolve from main has no signal.
                // Whichever thread closes the loop, its deadlock names the wait for registerAllServices().
                Thread.sleep(forTimeInterval: 0.05)
                do { _ = try other.tryResolve(BootstrapLink.self) } catch let error as DependencyError {
                    errors.append(error)
                } catch {}
            }

            let greeting = DependencyResolver.main.optional(BootstrapGreeting.self)

            #expect(greeting != nil)
            let deadlock = errors.all.first { $0.kind == .deadlock }
            #expect(
                deadlock?.message.contains("registerAllServices() to finish") == true, "\(errors.all.map(\.message))")
        }
    }

    @Test("registerAllServices waiting for a thread that resolves from main: the resolve fails after waitLimit")
    func registerAllServicesHop() async {
        await #expect(processExitsWith: .success) {
            DependencyResolver.main.waitLimit = 0.3
            let errors = LockedList<String>()
            BootstrapProbe.during.append {
                let done = DispatchSemaphore(value: 0)
                Thread {
                    do { _ = try DependencyResolver.main.tryResolve(BootstrapGreeting.self) } catch {
                        errors.append((error as? DependencyError)?.message ?? "\(error)")
                    }
                    done.signal()
                }.start()
                guard done.wait(timeout: .now() + defaultWatchdog) == .success else {
                    fatalError("the thread resolving from main did not finish")
                }
            }

            let greeting = DependencyResolver.main.optional(BootstrapGreeting.self)

            #expect(greeting != nil)
            #expect(
                errors.all.first?.hasPrefix("Deadlock suspected: waited 0.3 s for registerAllServices() to finish")
                    == true, "\(errors.all)")
        }
    }

    @Test("verify() on main runs registerAllServices first, and an earlier registration keeps precedence")
    func verifyRunsBootstrapFirst() async {
        await #expect(processExitsWith: .success) {
            DependencyResolver.main.register { BootstrapGreeting(text: "registered first") }

            let report = DependencyResolver.main.verify()

            #expect(BootstrapProbe.calls.value == 1)
            #expect(report.verified.contains { $0.key.contains("BootstrapService") }, "\(report)")
            #expect(report.isValid)
            let greeting: BootstrapGreeting = DependencyResolver.main.resolve()
            #expect(greeting.text == "registered first")
            #expect(BootstrapProbe.calls.value == 1, "exactly once")
        }
    }

    @Test("dependencyGraph() of main or of its child shows what registerAllServices registers")
    func dependencyGraphRunsBootstrapFirst() async {
        await #expect(processExitsWith: .success) {
            let feature = DependencyResolver.main.child(name: "feature")

            let graph = feature.dependencyGraph()

            #expect(BootstrapProbe.calls.value == 1)
            let keys = graph.containers.flatMap(\.nodes).map(\.key)
            #expect(keys.contains { $0.contains("BootstrapService") }, "\(keys)")
        }
    }

    @Test("resolving from a child of main runs registerAllServices once, however many threads ask")
    func registerAllServicesRunsForChildOfMain() async {
        await #expect(processExitsWith: .success) {
            let feature = DependencyResolver.main.child(name: "feature")
            let results = LockedList<String>()
            await withTaskGroup(of: Void.self) { group in
                for _ in 0..<4 {
                    group.addTask { results.append(feature.resolve(BootstrapService.self).greeting.text) }
                }
            }

            #expect(BootstrapProbe.calls.value == 1)
            #expect(results.all == Array(repeating: "from registerAllServices", count: 4))
            #expect(DependencyResolver.main.optional(BootstrapGreeting.self) != nil)
        }
    }

    @Test("reading or setting root runs registerAllServices first, so a root it sets is the one read; main does not")
    func readingRootRunsRegisterAllServices() async {
        await #expect(processExitsWith: .success) {
            // Resolver's mock set-up: registerAllServices() points root at a child of main.
            BootstrapProbe.during.append { DependencyResolver.root = DependencyResolver.main.child(name: "mock") }
            _ = DependencyResolver.main.name
            #expect(BootstrapProbe.calls.value == 0, "reading main does not run it")

            #expect(DependencyResolver.root.name == "mock")
            #expect(BootstrapProbe.calls.value == 1)
            #expect(Screen().resolver.name == "mock", "Resolving's default resolver is that root")
        }
        await #expect(processExitsWith: .success) {
            BootstrapProbe.during.append { DependencyResolver.root = DependencyResolver.main.child(name: "mock") }
            let mine = DependencyResolver(name: "mine")

            DependencyResolver.root = mine

            #expect(BootstrapProbe.calls.value == 1)
            #expect(DependencyResolver.root === mine, "the root set after it ran is kept")
        }
    }

    @Test("the static API runs registerAllServices even when root is outside main's tree")
    func registerAllServicesRunsForStaticAPI() async {
        await #expect(processExitsWith: .success) {
            let unrelated = DependencyResolver(name: "unrelated")
            unrelated.register { Session() }
            DependencyResolver.root = unrelated

            _ = DependencyResolver.resolve(Session.self)

            #expect(BootstrapProbe.calls.value == 1)
            #expect(DependencyResolver.main.optional(BootstrapService.self) != nil)
        }
    }
}
