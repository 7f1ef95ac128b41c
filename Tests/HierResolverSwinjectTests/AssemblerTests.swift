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
        let last = resolver.optional(Tag.self, name: "c")
        journal.note("loaded \(id) sees \(last?.text ?? "nothing")")
    }
}

private struct Silent: Assembly {
    func assemble(container: Container) {
        container.register(Session.self) { _ in Session() }
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
    func applyLater() {
        let journal = Journal()
        let assembler = Assembler(container: Container())
        assembler.apply(assembly: Silent())
        assembler.apply(assemblies: [Recording(id: "a", journal: journal)])

        #expect(assembler.resolver.optional(Session.self) != nil)
        #expect(assembler.resolver.resolve(Tag.self, name: "a").text == "a")
        #expect(journal.all == ["assemble a", "loaded a sees nothing"])
    }

    @Test("an assembly without loaded(resolver:) compiles and its default does nothing")
    func defaultLoaded() {
        let assembler = Assembler([Silent()])
        #expect(assembler.resolver.optional(Session.self) != nil)
    }

    @Test("a child assembler's container sees its parent's registrations")
    func parentAssembler() {
        let parent = Assembler([Silent()])
        let child = Assembler([], parent: parent)
        #expect(child.resolver.optional(Session.self) != nil)
        #expect(child.resolver !== parent.resolver)
    }

    @Test("an assembly installed as a module runs its assemble(container:) once per container")
    func assemblyAsModule() {
        let journal = Journal()
        let container = Container()
        container.register(module: Recording(id: "a", journal: journal))
        container.register(module: Recording(id: "a", journal: journal))
        #expect(journal.all == ["assemble a"])
        #expect(container.resolve(Tag.self, name: "a").text == "a")
    }
}
