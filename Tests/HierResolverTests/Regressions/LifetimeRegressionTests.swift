import HierResolver
import Testing

// Regression tests of instance lifetimes and ownership: each pins a defect found after its feature
// landed, and says what went wrong before. The exit tests keep a crash in its own process.

@Suite("Regressions: lifetimes and ownership")
struct LifetimeRegressionTests {
    /// Defect: graph instances were once keyed by the ObjectIdentifier of their context container
    /// without keeping it alive, so a new child allocated where a dropped one lived got the dropped
    /// child's instance ("pet 0" for every screen). The allocator reuses the address here every time.
    @Test("a graph instance built for a child that is gone is not handed to a later child of the same resolution")
    func graphInstanceOfDroppedChildIsNotReused() {
        let app = DependencyResolver(name: "app")
        app.register { Cat(name: "Mimi") as Animal }
        app.register { r in Owner(pet: r.resolve()) }  // graph
        let petNames = LockedList<String>()
        app.register { [unowned app] () -> Token in
            for index in 0..<50 {
                let screen = app.child(name: "screen \(index)")  // dropped at the end of each pass
                screen.register { Cat(name: "pet \(index)") as Animal }
                petNames.append(screen.resolve(Owner.self).pet.name ?? "")
            }
            return Token()
        }

        _ = app.resolve(Token.self)

        #expect(petNames.all == (0..<50).map { "pet \($0)" })
    }

    /// Defect: at the end of a top-level resolution the per-thread state once released its graph
    /// and transient instances while still emptying its arrays. A deinit that resolves started a new
    /// resolution on the same state, which emptied the same arrays again: "Simultaneous accesses"
    /// with exclusivity checks on, a segmentation fault with them off. An exit test, so the crash
    /// stays in its own process.
    @Test(
        "an instance whose deinit resolves from the container may be released when its resolution ends",
        arguments: ["graph", "transient"]
    )
    func deinitResolvingAtEndOfResolution(lifetime: String) async {
        await #expect(processExitsWith: .success) { [lifetime] in
            let app = DependencyResolver(name: "app")
            let deinitResolves = Counter()
            app.register { Session() }
            app.register { r in Pair(r.resolve(Session.self), r.resolve(Session.self)) }
            app.register(lifetime: lifetime == "graph" ? .graph : .transient) { [unowned app] in
                ResolvesOnDeinit(app: app, count: deinitResolves)
            }
            app.register { r in
                _ = r.resolve(ResolvesOnDeinit.self)  // released when the resolution ends
                return Token()
            }

            for _ in 0..<10 { _ = app.resolve(Token.self) }

            #expect(deinitResolves.value == 10)
        }
    }

    /// Defect: the options once held only the registration, whose `owner` is `unowned(unsafe)`;
    /// once the container was gone, `options.container` read freed memory and the process crashed
    /// ("Bad pointer dereference"). An exit test, so the crash stays in its own process.
    @Test("registration options still name their container after everything else let go of it")
    func optionsOutliveContainer() async {
        await #expect(processExitsWith: .success) {
            let options = optionsOfDroppedContainer()
            _ = DependencyResolver(name: "reuses the memory")
            #expect(options.container.name == "feature")
            #expect(options.container.resolve(Session.self).id > 0)
        }
    }
}

/// Resolves from its container when it goes away, as an object that logs through a resolved logger might.
private final class ResolvesOnDeinit {
    let app: DependencyResolver
    let count: Counter

    init(app: DependencyResolver, count: Counter) {
        self.app = app
        self.count = count
    }

    deinit {
        let pair: Pair<Session, Session> = app.resolve()
        if pair.first === pair.second { count.increment() }
    }
}

/// Registration options of a container that nothing but the options refers to any more.
private func optionsOfDroppedContainer() -> RegistrationOptions<Session> {
    let app = DependencyResolver(name: "app")
    let feature = app.child(name: "feature")
    return feature.register { Session() }
}
