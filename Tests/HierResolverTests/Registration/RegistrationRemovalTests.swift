import HierResolver
import Testing

// Part of the "Registration" suite: removing a key the container does not hold, which changes nothing,
// stops nothing, and is told to the trace hook; the throwing twin says so with an error.

extension RegistrationTests {
    @Test("removing a key from an empty container does nothing and does not stop the program")
    func removeAbsentKeyFromEmptyContainer() {
        let app = DependencyResolver(name: "app")

        app.removeResolver(for: Session.self)
        app.removeResolver(for: Animal.self, variant: "night")
        app.removeResolver(for: Animal.self, name: "day")

        #expect(app.optional(Session.self) == nil)
        #expect(app.register { Session() }.isInstalled, "the key is still free")
    }

    @Test("removing a key twice removes it once; the second removal does nothing")
    func removeTwice() {
        let app = DependencyResolver(name: "app")
        app.register { Cat(name: "Mimi") as Animal }
        app.register(variant: "night") { Cat(name: "Luna") as Animal }

        app.removeResolver(for: Animal.self, variant: "night")
        app.removeResolver(for: Animal.self, variant: "night")

        #expect(app.optional(Animal.self, variant: "night") == nil)
        #expect(app.resolve(Animal.self).name == "Mimi", "the other key of the type is untouched")
    }

    @Test("removing from a child a key only its parent holds leaves both containers as they were")
    func removeParentsKeyFromChild() {
        let app = DependencyResolver(name: "app")
        app.persistent { Session() }
        app.register { Cat(name: "Mimi") as Animal }
        let feature = app.child(name: "feature")
        feature.register(variant: "night") { Cat(name: "Luna") as Animal }
        let session: Session = feature.resolve()

        feature.removeResolver(for: Session.self)
        feature.removeResolver(for: Animal.self)

        #expect(feature.resolve(Session.self) === session, "the parent keeps its registration and its instance")
        #expect(app.resolve(Session.self) === session)
        #expect(feature.resolve(Animal.self).name == "Mimi")
        #expect(feature.resolve(Animal.self, variant: "night").name == "Luna", "the child keeps its own")
        #expect(app.optional(Animal.self, variant: "night") == nil)
    }

    @Test("removing a key that is not there tells the trace hook where the key is registered, if anywhere")
    func removeAbsentKeyIsTraced() {
        let app = DependencyResolver(name: "app")
        app.register { Cat(name: "Mimi") as Animal }
        let feature = app.child(name: "feature")
        let events = app.collectTraceEvents()

        feature.removeResolver(for: Animal.self)
        app.removeResolver(for: Session.self, name: "guest")

        let ignored = events.all.filter { $0.kind == .nothingToRemove }
        #expect(events.all.count == 2)
        #expect(
            ignored.map(\.key) == ["`HierResolverTests.Animal`", "`HierResolverTests.Session` (variant \"guest\")"])
        #expect(ignored.map(\.container) == ["\"feature\"", "\"app\""])
        #expect(ignored.allSatisfy { $0.lifetime == nil && $0.cacheHit == nil && $0.context == nil && $0.depth == 0 })
        #expect(
            ignored.map(\.message) == [
                "nothing removed: the receiving container has no such registration; \"app\", an ancestor, "
                    + "registers it and keeps it",
                "nothing removed: no container in its chain registers it",
            ])
    }

    @Test("the trace printer writes a removal of nothing on one line")
    func removeAbsentKeyIsPrinted() {
        let app = DependencyResolver(name: "app")
        let written = LockedList<String>()
        app.trace = TracePrinter { written.append($0) }.handler

        app.removeResolver(for: Session.self)

        #expect(
            written.all == [
                "nothingToRemove `HierResolverTests.Session` in \"app\": nothing removed: no container in its "
                    + "chain registers it"
            ])
    }

    @Test("tryRemoveResolver of a key that is not there throws removeFailed, and changes nothing either")
    func tryRemoveAbsentKeyThrows() {
        let app = DependencyResolver(name: "app")
        app.persistent { Session() }
        let feature = app.child(name: "feature")
        let session: Session = feature.resolve()
        let events = app.collectTraceEvents()

        let error = #expect(throws: DependencyError.self) { try feature.tryRemoveResolver(for: Session.self) }
        let named = #expect(throws: DependencyError.self) {
            try app.tryRemoveResolver(for: Session.self, name: "guest")
        }

        let kinds = events.all.map(\.kind)

        #expect(error?.kind == .removeFailed)
        #expect(named?.kind == .removeFailed)
        #expect(message(of: error).hasPrefix("Cannot remove `HierResolverTests.Session` from \"feature\""))
        #expect(kinds == [.nothingToRemove, .nothingToRemove], "the hook hears it as it does from removeResolver")
        #expect(feature.resolve(Session.self) === session, "the parent keeps its registration and its instance")
    }
}
