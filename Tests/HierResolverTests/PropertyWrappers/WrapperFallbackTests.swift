import Foundation
import HierResolver
import Testing

// A bare wrapper's fallback searches every live tree, and tests run in parallel: each test keys its
// registrations by a tag type of its own, so that no other test's container can be the oldest one.

private final class Pet<Tag> {
    let name: String

    init(name: String) {
        self.name = name
    }
}

/// Seed 003's `PetOwner`, with its bare `@Resolve var pet`.
private final class PetKeeper<Tag> {
    @Resolve var pet: Pet<Tag>

    func play() -> String { "I'm playing with \(pet.name)." }
}

private final class FormatterUser<Tag> {
    @Resolve(variant: "long_date") var formatter: Pet<Tag>
}

private final class VariantKeeper<Tag> {
    @Resolve(variant: "Mimi") var pet: Pet<Tag>
}

private final class LazyKeeper<Tag> {
    @LazyResolve var pet: Pet<Tag>
    @OptionalResolve var optionalPet: Pet<Tag>?
    @WeakLazyResolve var weakPet: Pet<Tag>?
    @Injected var injected: Pet<Tag>
    @OptionalInjected var optionallyInjected: Pet<Tag>?
}

private final class OptionalKeeper<Tag> {
    @OptionalResolve var pet: Pet<Tag>?
}

/// The wrappers that resolve once, when their owner is made.
private final class InjectedKeeper<Tag> {
    @Injected var injected: Pet<Tag>
    @OptionalInjected var optionallyInjected: Pet<Tag>?
}

@Suite("Bare wrapper fallback")
struct WrapperFallbackTests {
    @Test("003 usage example: a bare @Resolve finds a context that is neither main nor root")
    func bareResolveFindsAnyContext() {
        enum Tag {}
        let context = DependencyResolver()
        context.register { Pet<Tag>(name: "Mimi") }
        context.register { PetKeeper<Tag>() }

        let petOwner: PetKeeper<Tag> = context.resolve()

        #expect(petOwner.play() == "I'm playing with Mimi.")
    }

    @Test("003 variants: a bare @Resolve(variant:) finds the context that registered the variant")
    func bareVariantFindsContext() {
        enum Tag {}
        let context = DependencyResolver()
        context.register(variant: "long_date") { Pet<Tag>(name: "MMM yyyy") }
        context.register(variant: "short_date") { Pet<Tag>(name: "dd/MM/yyyy") }

        #expect(FormatterUser<Tag>().formatter.name == "MMM yyyy")
    }

    @Test("003 Franky: assigning a bare @Resolve stores into the container it resolved from")
    func assignmentStoresIntoFoundContainer() {
        enum Tag {}
        let context = DependencyResolver()
        context.transient(variant: "Mimi") { Pet<Tag>(name: "Mimi") }
        let owner = VariantKeeper<Tag>()
        #expect(owner.pet.name == "Mimi")

        owner.pet = Pet(name: "Franky")

        #expect(owner.pet.name == "Franky")
        #expect(context.resolve(Pet<Tag>.self, variant: "Mimi").name == "Franky", "stored into that context")
    }

    @Test("the oldest live container that registers the key wins, and a container that goes stops being one")
    func oldestLiveContainerWins() {
        enum Tag {}
        var first: DependencyResolver? = DependencyResolver(name: "first")
        first?.register { Pet<Tag>(name: "first") }
        let second = DependencyResolver(name: "second")
        let secondChild = second.child(name: "second.child")
        secondChild.register { Pet<Tag>(name: "second child") }
        let owner = PetKeeper<Tag>()
        #expect(owner.pet.name == "first")

        weak let released = first
        first = nil

        // Another test's fallback search may hold the container for an instant.
        #expect(eventually { released == nil }, "reading through the fallback kept no container alive")
        #expect(owner.pet.name == "second child", "a child in another tree is found too")
    }

    @Test("lazy, optional, weak and injected bare wrappers use the same fallback")
    func everyBareWrapperFallsBack() {
        enum Tag {}
        let context = DependencyResolver()
        context.persistent { Pet<Tag>(name: "Mimi") }
        let keeper = LazyKeeper<Tag>()

        #expect(keeper.pet.name == "Mimi")
        #expect(keeper.optionalPet?.name == "Mimi")
        #expect(keeper.weakPet?.name == "Mimi", "the persistent instance is held by its container")
        #expect(keeper.injected.name == "Mimi")
        #expect(keeper.optionallyInjected?.name == "Mimi")
        #expect(keeper.injected === context.resolve(Pet<Tag>.self))
    }

    @Test(
        "@Injected and @OptionalInjected resolve through root's scope, or the resolution in progress, before any older container"
    )
    func injectedStartsWhereStaticResolvesStart() {
        enum Tag {}
        let oldest = DependencyResolver(name: "oldest")
        oldest.persistent { Pet<Tag>(name: "oldest") }
        let scoped = DependencyResolver(name: "scoped")
        scoped.persistent { Pet<Tag>(name: "scoped") }

        let inScope = DependencyResolver.withRoot(scoped) { InjectedKeeper<Tag>() }
        #expect(inScope.injected.name == "scoped" && inScope.optionallyInjected?.name == "scoped")

        // A factory's object resolves its wrappers through the resolution's context: the child that overrides.
        let child = oldest.child(name: "child")
        child.ephemeral { Pet<Tag>(name: "child") }
        oldest.ephemeral { InjectedKeeper<Tag>() }
        let built: InjectedKeeper<Tag> = DependencyResolver.withRoot(scoped) { child.resolve() }
        #expect(built.injected.name == "child" && built.optionallyInjected?.name == "child")

        // `container:` resolves from that container's chain, wherever the owner is made.
        let given = DependencyResolver.withRoot(scoped) { Injected<Pet<Tag>>(container: child) }
        #expect(given.wrappedValue.name == "child")
        #expect(OptionalInjected<Pet<Tag>>(container: DependencyResolver()).wrappedValue == nil)
    }

    @Test("under a trace hook, a bare @Injected reports the one resolve it makes, and nothing where it only looked")
    func injectedUnderTraceReportsOneResolve() {
        enum Tag {}
        enum Elsewhere {}
        let scoped = DependencyResolver(name: "traced")
        scoped.persistent { Pet<Tag>(name: "traced") }
        let elsewhere = scoped.child(name: "elsewhere")
        elsewhere.persistent { Pet<Elsewhere>(name: "elsewhere") }
        let events = scoped.collectTraceEvents()

        let keeper = DependencyResolver.withRoot(scoped) { InjectedKeeper<Tag>() }
        #expect(keeper.injected.name == "traced" && keeper.optionallyInjected === keeper.injected)
        #expect(events.all.map(\.kind) == [.resolved, .resolved], "one event per wrapper")

        // The scope's chain lacks the key: the wrappers find it in the scope's child, and looking in the
        // scope first reports no miss.
        let other = DependencyResolver.withRoot(scoped) { InjectedKeeper<Elsewhere>() }
        #expect(other.injected.name == "elsewhere" && other.optionallyInjected === other.injected)
        #expect(events.all.map(\.kind) == [.resolved, .resolved, .resolved, .resolved])
    }

    @Test("a bare optional wrapper reads nil when no live container registers the key")
    func optionalReadsNilAfterContainerGoes() {
        enum Tag {}
        var context: DependencyResolver? = DependencyResolver()
        context?.register { Pet<Tag>(name: "Mimi") }
        let keeper = OptionalKeeper<Tag>()
        #expect(keeper.pet?.name == "Mimi")

        context = nil

        // Another test's fallback search may hold the container for an instant.
        #expect(eventually { keeper.pet == nil })
    }

    @Test("a bare @Resolve that finds its key nowhere names the variants that live containers do register")
    func missNamesVariantsElsewhere() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            enum Tag {}
            let context = DependencyResolver(name: "context")
            context.register(variant: "Mimi") { Pet<Tag>(name: "Mimi") }
            _ = PetKeeper<Tag>().pet
        }
        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(stderr.contains("A bare property wrapper also searched every live container"), "\(stderr)")
        #expect(stderr.contains("(variant \"Mimi\") in \"context\""), "\(stderr)")
    }
}
