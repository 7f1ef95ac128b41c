import HierResolver
import Testing

// Lifetimes: what graph, ephemeral, transient and persistent hand out, share and keep, and in which
// container's context each is built.

@Suite("Lifetimes")
struct LifetimeTests {
    // MARK: ephemeral

    @Test("ephemeral makes a new instance for every resolve, even within one resolution")
    func ephemeralIsAlwaysNew() {
        let app = DependencyResolver(name: "app")
        app.ephemeral { Session() }
        app.register { r in Pair(r.resolve(Session.self), r.resolve(Session.self)) }

        let pair: Pair<Session, Session> = app.resolve()
        let first: Session = app.resolve()
        let second: Session = app.resolve()

        #expect(pair.first !== pair.second)
        #expect(first.id != second.id)
    }

    // MARK: graph

    @Test("graph shares one instance within a top-level resolve and makes a new one for the next")
    func graphIsPerResolution() {
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .graph) { Session() }
        app.register { r in Pair(r.resolve(Session.self), r.resolve(Session.self)) }

        let pair: Pair<Session, Session> = app.resolve()
        let next: Pair<Session, Session> = app.resolve()

        #expect(pair.first === pair.second)
        #expect(next.first === next.second)
        #expect(pair.first.id != next.first.id)
        #expect(app.resolve(Session.self).id != app.resolve(Session.self).id)
    }

    @Test("graph sharing reaches nested resolves at any depth")
    func graphIsSharedAcrossDepth() {
        let app = DependencyResolver(name: "app")
        app.register { Session() }
        app.register { r in Owner(pet: SessionCat(session: r.resolve())) }
        app.register { r in Pair(r.resolve(Session.self), r.resolve(Owner.self)) }

        let pair: Pair<Session, Owner> = app.resolve()

        #expect((pair.second.pet as? SessionCat)?.session === pair.first)
    }

    @Test("graph sharing works when a factory resolves through the static API")
    func graphIsSharedThroughStaticAPI() {
        let app = DependencyResolver(name: "app")
        app.register { Session() }
        app.register { r in Pair(r.resolve(Session.self), DependencyResolver.resolve(Session.self)) }

        let pair: Pair<Session, Session> = app.resolve()

        #expect(pair.first === pair.second)
    }

    @Test("graph sharing works when a factory resolves through a container it captured")
    func graphIsSharedThroughCapturedContainer() {
        let app = DependencyResolver(name: "app")
        app.register { Session() }
        app.register { [unowned app] in Pair(app.resolve(Session.self), app.resolve(Session.self)) }

        let pair: Pair<Session, Session> = app.resolve()

        #expect(pair.first === pair.second)
    }

    // MARK: transient

    @Test("transient gives the same object while it is held elsewhere and a new one once released")
    func transientFollowsOutsideReferences() {
        let app = DependencyResolver(name: "app")
        app.transient { Session() }

        weak var released: Session?
        var firstID = 0
        do {
            let first: Session = app.resolve()
            let again: Session = app.resolve()
            #expect(again === first)
            released = first
            firstID = first.id
        }
        #expect(released == nil, "the container holds a transient instance weakly")

        let fresh: Session = app.resolve()
        #expect(fresh.id != firstID)
    }

    @Test("transient is shared within one resolution even when nothing else holds it, then released")
    func transientIsSharedWithinResolution() {
        let app = DependencyResolver(name: "app")
        app.transient { Session() }
        let seen = LockedList<Int>()
        weak var built: Session?
        app.register { r in
            let firstID = r.resolve(Session.self).id  // the factory does not keep the first instance
            let second: Session = r.resolve()
            built = second
            seen.append(firstID)
            seen.append(second.id)
            return Token()
        }

        _ = app.resolve(Token.self)

        let ids = seen.all
        #expect(ids.count == 2)
        #expect(ids.first == ids.last, "both nested resolves got the same transient instance")
        #expect(built == nil, "the resolution let go of the transient instance when it returned")
    }

    @Test("transient of a value type behaves as ephemeral and is reported")
    func transientValueType() {
        let app = DependencyResolver(name: "app")
        let events = app.collectTraceEvents()
        app.transient { Token() }
        app.register { r in Pair(r.resolve(Token.self), r.resolve(Token.self)) }

        let first: Token = app.resolve()
        let second: Token = app.resolve()
        let pair: Pair<Token, Token> = app.resolve()

        #expect(first.id != second.id)
        #expect(pair.first.id != pair.second.id)
        let reports = events.all.filter { $0.kind == .transientValueType }
        #expect(!reports.isEmpty)
        #expect(reports.allSatisfy { $0.key == "`HierResolverTests.Token`" && $0.lifetime == .transient })
    }

    @Test("transient holds a class registered under a protocol type weakly, like any class")
    func transientProtocolType() {
        let app = DependencyResolver(name: "app")
        let events = app.collectTraceEvents()
        app.transient { Cat(name: "Mimi") as Animal }

        let first: Animal = app.resolve()
        let second: Animal = app.resolve()

        let firstID = (first as? Cat)?.id
        #expect(firstID != nil)
        #expect((second as? Cat)?.id == firstID)
        #expect(!events.all.contains { $0.kind == .transientValueType })
    }

    // MARK: persistent

    @Test("persistent builds one instance and keeps it")
    func persistentIsKept() {
        let app = DependencyResolver(name: "app")
        let calls = Counter()
        app.persistent { () -> Session in
            calls.increment()
            return Session()
        }

        let first: Session = app.resolve()
        let second: Session = app.resolve()

        #expect(first === second)
        #expect(calls.value == 1)
    }

    @Test("persistent is one instance per owning container")
    func persistentPerOwner() {
        let app = DependencyResolver(name: "app")
        app.persistent { Session() }
        let left = app.child(name: "left")
        let right = app.child(name: "right")

        let shared: Session = app.resolve()
        #expect(left.resolve(Session.self) === shared, "the parent's registration owns the instance")
        #expect(right.resolve(Session.self) === shared)

        left.persistent { Session() }
        right.persistent { Session() }
        let leftOwn: Session = left.resolve()
        let rightOwn: Session = right.resolve()
        #expect(Set([shared.id, leftOwn.id, rightOwn.id]).count == 3)
        #expect(left.resolve(Session.self) === leftOwn)
    }

    // MARK: reset

    @Test("reset drops this container's persistent and transient instances, and nobody else's")
    func resetIsPerContainer() {
        let app = DependencyResolver(name: "app")
        let feature = app.child(name: "feature")
        let screen = feature.child(name: "screen")
        for container in [app, feature, screen] {
            container.persistent { Session() }
            container.transient { Cache() }
        }
        let before = [app, feature, screen].map { ($0.resolve(Session.self), $0.resolve(Cache.self)) }

        feature.reset()

        let after = [app, feature, screen].map { ($0.resolve(Session.self), $0.resolve(Cache.self)) }
        #expect(after[0].0 === before[0].0, "the parent keeps its persistent instance")
        #expect(after[0].1 === before[0].1, "the parent keeps its transient instance")
        #expect(after[1].0 !== before[1].0, "the reset container builds a new persistent instance")
        #expect(after[1].1 !== before[1].1, "the reset container builds a new transient instance")
        #expect(after[2].0 === before[2].0, "the child keeps its persistent instance")
        #expect(after[2].1 === before[2].1, "the child keeps its transient instance")
        #expect(feature.resolve(Session.self) === after[1].0, "the new instance is cached again")
    }

    @Test("reset releases the persistent instance it dropped")
    func resetReleasesInstance() {
        let app = DependencyResolver(name: "app")
        app.persistent { Session() }
        weak var cached: Session?
        do { cached = app.resolve(Session.self) }
        #expect(cached != nil)

        app.reset()

        #expect(cached == nil)
    }

    @Test("an instance being built while its container is reset is handed out but not cached")
    func resetDuringBuild() {
        let app = DependencyResolver(name: "app")
        let calls = Counter()
        app.persistent { [unowned app] () -> Session in
            if calls.increment() == 1 { app.reset() }
            return Session()
        }

        let first: Session = app.resolve()
        let second: Session = app.resolve()
        let third: Session = app.resolve()

        #expect(first !== second)
        #expect(second === third)
        #expect(calls.value == 2)
    }

    // MARK: defaults and spellings

    @Test("the default lifetime is graph")
    func defaultIsGraph() {
        let app = DependencyResolver(name: "app")

        #expect(app.defaultLifetime == .graph)
        #expect(app.register { Session() }.lifetime == .graph)
    }

    @Test("the default lifetime is settable and applies to later registrations only")
    func defaultIsSettable() {
        let app = DependencyResolver(name: "app")
        let graph = app.register { Cache() }

        app.defaultLifetime = .persistent
        let persistent = app.register { Session() }

        #expect(app.defaultLifetime == .persistent)
        #expect(graph.lifetime == .graph)
        #expect(persistent.lifetime == .persistent)
        #expect(app.resolve(Session.self) === app.resolve(Session.self))
        #expect(app.resolve(Cache.self) !== app.resolve(Cache.self))
        #expect(app.register(lifetime: .ephemeral) { Token() }.lifetime == .ephemeral, "explicit beats default")
    }

    @Test("a child starts with its parent's default lifetime and can change its own")
    func childInheritsDefault() {
        let app = DependencyResolver(name: "app")
        app.defaultLifetime = .ephemeral
        let feature = app.child(name: "feature")

        #expect(feature.defaultLifetime == .ephemeral)
        #expect(feature.register { Session() }.lifetime == .ephemeral)

        feature.defaultLifetime = .transient
        #expect(app.defaultLifetime == .ephemeral, "the child's setting does not reach the parent")
        #expect(feature.register { Cache() }.lifetime == .transient)
    }

    @Test(
        "persistent, transient, ephemeral and register(lifetime:) set the lifetime",
        arguments: [Lifetime.ephemeral, .graph, .transient, .persistent]
    )
    func spellingsSetLifetime(lifetime: Lifetime) {
        let app = DependencyResolver(name: "app")
        app.defaultLifetime = lifetime == .graph ? .ephemeral : .graph

        let options: [RegistrationOptions<Session>]
        switch lifetime {
        case .persistent:
            options = [
                app.persistent { Session() },
                app.persistent(variant: "v") { _ in Session() },
                app.persistent(name: "n") { Session() },
                app.persistent(name: "r") { _ in Session() },
            ]
        case .transient:
            options = [
                app.transient { Session() },
                app.transient(variant: "v") { _ in Session() },
                app.transient(name: "n") { Session() },
                app.transient(name: "r") { _ in Session() },
            ]
        case .ephemeral:
            options = [
                app.ephemeral { Session() },
                app.ephemeral(variant: "v") { _ in Session() },
                app.ephemeral(name: "n") { Session() },
                app.ephemeral(name: "r") { _ in Session() },
            ]
        case .graph:
            options = []
        }
        let general = [
            app.register(variant: "general", lifetime: lifetime) { Session() },
            app.register(variant: "resolver", lifetime: lifetime) { _ in Session() },
            app.register(name: "named", lifetime: lifetime) { Session() },
            app.replace(variant: "replaced", lifetime: lifetime) { Session() },
        ]

        for option in options + general {
            #expect(option.isInstalled)
            #expect(option.lifetime == lifetime)
        }
    }
}

/// An animal that remembers the session it was made with.
private final class SessionCat: Animal {
    let name: String? = "Session cat"
    let session: Session

    init(session: Session) {
        self.session = session
    }
}
