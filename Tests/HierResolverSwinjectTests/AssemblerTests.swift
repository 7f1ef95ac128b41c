import HierResolverSwinject
import Testing

private struct Recording: Assembly {
    let id: String
    let journal: Journal

    func assemble(container: Container) {
        journal.note("assemble \(id)")
        container.register(Tag.self, name: id) { _ in Tag(text: id) }
    }

    func loaded(resolver: Resolver) {
        // Every assembly of the batch has registered: the last one's tag resolves here.
        let last = resolver.resolve(Tag.self, name: "c")
        journal.note("loaded \(id) sees \(last?.text ?? "nothing")")
    }
}

private struct Silent: Assembly {
    func assemble(container: Container) {
        container.register(Session.self) { _ in Session() }
    }
}

/// Registers `Tag` under the name "shared", with its own text.
private struct Sharing: Assembly {
    let text: String

    func assemble(container: Container) {
        container.register(Tag.self, name: "shared") { _ in Tag(text: text) }
    }
}

@Suite("Assembly and Assembler")
struct AssemblerTests {
    @Test("the assembler runs every assemble(container:) first, then every loaded(resolver:), in order")
    func assembleAllThenLoadedAll() {
        let journal = Journal()
        _ = Assembler(["a", "b", "c"].map { Recording(id: $0, journal: journal) })

        #expect(
            journal.all == [
                "assemble a", "assemble b", "assemble c",
                "loaded a sees c", "loaded b sees c", "loaded c sees c",
            ])
    }

    @Test("apply(assembly:) and apply(assemblies:) add to the assembler's container")
    func applyLater() throws {
        let journal = Journal()
        let assembler = Assembler(container: Container())
        assembler.apply(assembly: Silent())
        assembler.apply(assemblies: [Recording(id: "a", journal: journal)])

        #expect(assembler.resolver.resolve(Session.self) != nil)
        let tag = try #require(assembler.resolver.resolve(Tag.self, name: "a"))
        #expect(tag.text == "a")
        #expect(journal.all == ["assemble a", "loaded a sees nothing"])
    }

    @Test("two assemblies that register the same key: the later one's registration replaces the earlier one's")
    func laterAssemblyReplaces() {
        let assembler = Assembler([Sharing(text: "first"), Sharing(text: "second")])
        #expect(assembler.resolver.resolve(Tag.self, name: "shared")?.text == "second")

        // Applied later, and even an assembly applied before, runs again and replaces.
        assembler.apply(assembly: Sharing(text: "third"))
        #expect(assembler.resolver.resolve(Tag.self, name: "shared")?.text == "third")
        assembler.apply(assembly: Sharing(text: "second"))
        #expect(assembler.resolver.resolve(Tag.self, name: "shared")?.text == "second")
    }

    @Test("an assembly without loaded(resolver:) compiles and its default does nothing")
    func defaultLoaded() {
        let assembler = Assembler([Silent()])
        #expect(assembler.resolver.resolve(Session.self) != nil)
    }

    @Test("a child assembler's container sees its parent's registrations")
    func parentAssembler() throws {
        let parent = Assembler([Silent()])
        let child = Assembler([], parent: parent)
        #expect(child.resolver.resolve(Session.self) != nil)
        let childContainer = try #require(child.resolver as? Container)
        let parentContainer = try #require(parent.resolver as? Container)
        #expect(childContainer !== parentContainer)
        #expect(childContainer.dependencyResolver.parent === parentContainer.dependencyResolver)
    }

    @Test(
        "an assembly installed in the core container as a module runs its assemble(container:) once, into that container"
    )
    func assemblyAsModule() throws {
        let journal = Journal()
        let container = Container()
        container.dependencyResolver.register(module: Recording(id: "a", journal: journal))
        container.dependencyResolver.register(module: Recording(id: "a", journal: journal))
        #expect(journal.all == ["assemble a"])
        // Registered through the Container the core container stands for: both see it.
        let tag = try #require(container.resolve(Tag.self, name: "a"))
        #expect(tag.text == "a")
        #expect(container.dependencyResolver.optional(Tag.self, variant: "a")?.text == "a")
    }
}
