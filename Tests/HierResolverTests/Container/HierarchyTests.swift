import HierResolver
import Testing

// Hierarchies and the context rule: what a child, a parent and siblings see, overrides, removal in a
// child, the owner's context of shared instances, graph instances per context, captive dependencies,
// and how containers own their children.

@Suite("Hierarchy and the context rule")
struct HierarchyTests {
    // MARK: lookup

    @Test("a child and a grandchild find what the root registered")
    func lookupWalksUp() {
        let app = DependencyResolver(name: "app")
        let feature = app.child(name: "feature")
        let screen = feature.child(name: "screen")
        app.register { Cat(name: "Mimi") as Animal }

        #expect(feature.resolve(Animal.self).name == "Mimi")
        #expect(screen.resolve(Animal.self).name == "Mimi")
        #expect(screen.optional(Animal.self)?.name == "Mimi")
    }

    @Test("a parent never sees a child's registration")
    func parentDoesNotSeeChild() {
        let app = DependencyResolver(name: "app")
        let feature = app.child(name: "feature")
        feature.register { Cat(name: "Franky") as Animal }

        #expect(app.optional(Animal.self) == nil)
        #expect(feature.resolve(Animal.self).name == "Franky")
    }

    @Test("siblings never see each other's registrations")
    func siblingsAreIsolated() {
        let app = DependencyResolver(name: "app")
        let left = app.child(name: "left")
        let right = app.child(name: "right")
        left.register { Cat(name: "Franky") as Animal }

        #expect(right.optional(Animal.self) == nil)
        #expect(right.register { Dog(name: "Rex") as Animal }.isInstalled)
        #expect(left.resolve(Animal.self) is Cat)
        #expect(right.resolve(Animal.self) is Dog)
    }

    @Test("a child's registration overrides its parent's for the child and its descendants only")
    func childOverrides() {
        let app = DependencyResolver(name: "app")
        let feature = app.child(name: "feature")
        let screen = feature.child(name: "screen")
        app.register { Cat(name: "Mimi") as Animal }

        #expect(feature.register { Cat(name: "Franky") as Animal }.isInstalled, "an override is not a duplicate")

        #expect(app.resolve(Animal.self).name == "Mimi")
        #expect(feature.resolve(Animal.self).name == "Franky")
        #expect(screen.resolve(Animal.self).name == "Franky")
    }

    @Test("a child sees registrations and removals made after it first looked a key up")
    func lookupFollowsChanges() {
        let app = DependencyResolver(name: "app")
        let feature = app.child(name: "feature")
        let screen = feature.child(name: "screen")
        #expect(screen.optional(Animal.self) == nil)

        app.register { Cat(name: "Mimi") as Animal }
        #expect(screen.resolve(Animal.self).name == "Mimi")

        feature.register { Cat(name: "Franky") as Animal }
        #expect(screen.resolve(Animal.self).name == "Franky")

        feature.removeResolver(for: Animal.self)
        #expect(screen.resolve(Animal.self).name == "Mimi")

        app.removeResolver(for: Animal.self)
        #expect(screen.optional(Animal.self) == nil)
    }

    @Test("a child that looked a key up many times, and so remembers it, still sees later changes")
    func rememberedLookupFollowsChanges() {
        let app = DependencyResolver(name: "app")
        let feature = app.child(name: "feature")
        let screen = feature.child(name: "screen")
        app.register { Cat(name: "Mimi") as Animal }
        // The first walk up the chain is not remembered, the later ones are: both must answer alike.
        for _ in 0..<5 { #expect(screen.resolve(Animal.self).name == "Mimi") }
        for _ in 0..<5 { #expect(feature.resolve(Animal.self).name == "Mimi") }

        feature.register { Cat(name: "Franky") as Animal }
        for _ in 0..<3 { #expect(screen.resolve(Animal.self).name == "Franky") }
        #expect(feature.resolve(Animal.self).name == "Franky")

        app.replace { Cat(name: "Tom") as Animal }
        feature.removeResolver(for: Animal.self)
        for _ in 0..<3 { #expect(screen.resolve(Animal.self).name == "Tom") }
        #expect(feature.resolve(Animal.self).name == "Tom")
    }

    @Test("removeResolver in a child removes the child's override only")
    func removeReachesReceiverOnly() {
        let app = DependencyResolver(name: "app")
        let feature = app.child(name: "feature")
        app.register { Cat(name: "Mimi") as Animal }
        feature.register { Cat(name: "Franky") as Animal }

        feature.removeResolver(for: Animal.self)

        #expect(feature.resolve(Animal.self).name == "Mimi")
        #expect(app.resolve(Animal.self).name == "Mimi")
    }

    @Test("child(name:) makes a child like DependencyResolver(parent:name:)")
    func childSpelling() {
        let app = DependencyResolver(name: "app")
        let viaChild = app.child(name: "feature")
        let viaInit = DependencyResolver(parent: app, name: "other")

        #expect(viaChild.parent === app)
        #expect(viaInit.parent === app)
        #expect(viaChild.name == "feature")
        #expect(app.parent == nil)
        #expect(app.children.map(\.name) == ["feature", "other"])
    }

    // MARK: the context rule

    @Test(
        "child override reaches the dependency of a parent's factory",
        arguments: [Lifetime.graph, .ephemeral]
    )
    func childOverrideReachesParentFactory(lifetime: Lifetime) {
        let app = DependencyResolver(name: "app")
        let feature = app.child(name: "feature")
        app.register { Cat(name: "Mimi") as Animal }
        app.register(lifetime: lifetime) { r in Owner(pet: r.resolve()) }
        app.register(lifetime: lifetime) { PetOwner() as Person }
        feature.register { Cat(name: "Franky") as Animal }

        #expect(feature.resolve(Owner.self).pet.name == "Franky")
        #expect(app.resolve(Owner.self).pet.name == "Mimi")
        #expect(feature.resolve(Person.self).play() == "I'm playing with Franky.", "through the static API too")
        #expect(app.resolve(Person.self).play() == "I'm playing with Mimi.")
    }

    @Test(
        "a shared factory in the parent resolves in the parent even when first resolved from a child",
        arguments: [Lifetime.persistent, .transient]
    )
    func sharedFactoryUsesOwnerContext(lifetime: Lifetime) {
        let app = DependencyResolver(name: "app")
        let feature = app.child(name: "feature")
        let other = app.child(name: "other")
        app.register { Cat(name: "Mimi") as Animal }
        app.register(lifetime: lifetime) { r in Owner(pet: r.resolve()) }
        app.register(lifetime: lifetime) { PetOwner() as Person }
        feature.register { Cat(name: "Franky") as Animal }
        other.register { Cat(name: "Luna") as Animal }

        let owner: Owner = feature.resolve()
        let person: Person = feature.resolve()

        #expect(owner.pet.name == "Mimi", "the owner's context, not the requesting child's")
        #expect(person.play() == "I'm playing with Mimi.", "through the static API too")
        #expect(app.resolve(Owner.self) === owner, "the parent shares the instance")
        #expect(other.resolve(Owner.self) === owner, "so does every other child")
    }

    @Test("the owner's context is inherited by everything a shared factory resolves, however deep")
    func ownerContextIsInherited() {
        let app = DependencyResolver(name: "app")
        let feature = app.child(name: "feature")
        app.register { Cat(name: "Mimi") as Animal }
        app.register { r in Owner(pet: r.resolve()) }  // graph
        app.persistent { r in Pair(r.resolve(Owner.self), DependencyResolver.resolve(Owner.self)) }
        feature.register { Cat(name: "Franky") as Animal }

        let pair: Pair<Owner, Owner> = feature.resolve()

        #expect(pair.first.pet.name == "Mimi")
        #expect(pair.second.pet.name == "Mimi")
        #expect(pair.first === pair.second, "one graph instance in the owner's context")
    }

    @Test("a graph instance built for a child is not handed to a parent's persistent instance")
    func graphInstanceDoesNotLeakIntoParent() {
        let app = DependencyResolver(name: "app")
        let feature = app.child(name: "feature")
        app.register { r in Owner(pet: r.resolve()) }  // graph
        app.register { Cat(name: "Mimi") as Animal }
        app.persistent { r in Pair(r.resolve(Owner.self), 0) }
        app.register { r in Pair(r.resolve(Owner.self), r.resolve(Pair<Owner, Int>.self)) }
        feature.register { Cat(name: "Franky") as Animal }

        let top: Pair<Owner, Pair<Owner, Int>> = feature.resolve()

        #expect(top.first.pet.name == "Franky", "the child's graph instance")
        #expect(top.second.first.pet.name == "Mimi", "the parent's persistent instance has the parent's")
        #expect(top.first !== top.second.first)
    }

    @Test("a graph instance built for a parent context is shared with the parent only")
    func graphInstancesArePerContext() {
        let app = DependencyResolver(name: "app")
        let feature = app.child(name: "feature")
        app.register { Session() }  // graph, no override anywhere
        app.persistent { r in Pair(r.resolve(Session.self), 0) }
        app.register { r in
            Pair(Pair(r.resolve(Session.self), r.resolve(Session.self)), r.resolve(Pair<Session, Int>.self))
        }

        let top: Pair<Pair<Session, Session>, Pair<Session, Int>> = feature.resolve()

        #expect(top.first.first === top.first.second, "shared within the child's context")
        #expect(top.second.first !== top.first.first, "the persistent instance got the owner's own")
    }

    @Test("a persistent factory in a parent that needs a key only a child registered fails as captive")
    func captiveDependency() {
        let app = DependencyResolver(name: "app")
        let feature = app.child(name: "feature")
        app.persistent { r in Owner(pet: try r.tryResolve()) }
        feature.register { Cat(name: "Franky") as Animal }

        let error = #expect(throws: DependencyError.self) { try feature.tryResolve(Owner.self) }

        #expect(error?.kind == .captiveDependency)
        let text = message(of: error)
        #expect(text.contains("\"app\""))
        #expect(text.contains("\"feature\""))
        #expect(text.contains("`HierResolverTests.Owner`"))
        #expect(text.contains("`HierResolverTests.Animal`"))
        #expect(feature.optional(Animal.self)?.name == "Franky", "the child itself still resolves its key")
    }

    // MARK: ownership

    @Test("a parent holds its children weakly")
    func childrenAreWeak() {
        let app = DependencyResolver(name: "app")
        let kept = app.child(name: "kept")
        weak var dropped: DependencyResolver?
        do {
            let temporary = app.child(name: "temporary")
            dropped = temporary
            #expect(app.children.count == 2)
        }

        #expect(dropped == nil)
        #expect(app.children.count == 1)
        #expect(app.children.first === kept)
    }

    @Test("dropping a child frees the child and the instances it cached")
    func droppingChildFreesInstances() {
        let app = DependencyResolver(name: "app")
        app.persistent { Cache() }
        weak var childSession: Session?
        weak var parentCache: Cache?
        weak var child: DependencyResolver?
        do {
            let feature = app.child(name: "feature")
            child = feature
            feature.persistent { Session() }
            feature.transient { Token() }
            childSession = feature.resolve(Session.self)
            parentCache = feature.resolve(Cache.self)
            #expect(childSession != nil)
        }

        #expect(child == nil)
        #expect(childSession == nil, "the child's persistent instance went with it")
        #expect(parentCache != nil, "the parent keeps its own persistent instance")
    }

    @Test("a child keeps its parent alive")
    func childKeepsParentAlive() {
        weak var parent: DependencyResolver?
        let feature: DependencyResolver
        do {
            let app = DependencyResolver(name: "app")
            app.register { Cat(name: "Mimi") as Animal }
            parent = app
            feature = app.child(name: "feature")
        }

        #expect(parent != nil)
        #expect(feature.parent === parent)
        #expect(feature.resolve(Animal.self).name == "Mimi")
    }
}
