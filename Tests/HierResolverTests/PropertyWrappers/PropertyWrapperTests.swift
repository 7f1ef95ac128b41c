import Foundation
import HierResolver
import Testing

// Property wrappers: @Resolve, @LazyResolve, @OptionalResolve and @WeakLazyResolve, reading, storing,
// releasing and failing, with the seeds' examples. How the lazy wrappers resolve outside their lock is in
// PropertyWrapperLockTests.swift.

/// Types of the property-wrapper tests. Bare wrappers can fall back to any live container in the
/// process, so the types here are this suite's own: no other suite registers them.
enum Wrapped {
    protocol Animal: AnyObject {
        var name: String? { get }
    }

    final class Cat: Animal {
        let name: String?
        init(name: String?) { self.name = name }
    }

    /// Seed 003's pet owner: a bare `@Resolve`.
    final class PetOwner {
        @Resolve var pet: Animal

        func play() -> String { "I'm playing with \(pet.name ?? "someone")." }
    }

    /// Seed 003's Franky story, with the variant the owner and the registration agree on.
    final class MimiOwner {
        @Resolve(variant: "Mimi") var pet: Animal

        func play() -> String { "I'm playing with \(pet.name ?? "someone")." }
    }

    /// An owner bound to one container.
    final class BoundOwner {
        @Resolve var pet: Animal
        @OptionalResolve var optionalPet: Animal?

        init(container: DependencyResolver) {
            _pet = Resolve(container: container)
            _optionalPet = OptionalResolve(container: container)
        }
    }

    /// Seed 003's formatter property, backed by a storer.
    final class DateScreen {
        @Resolve(variant: "long_date") var formatter: DateFormatter
    }

    /// Seed 000's `@LazyInjected` with `$service.args`.
    final class XYZNameService {
        let editing: Bool
        init(editing: Bool) { self.editing = editing }
    }

    final class NamedInjectedViewController {
        @LazyResolve var service: XYZNameService
        var editMode: Bool

        init(editMode: Bool) { self.editMode = editMode }

        func viewDidLoad() {
            $service.args = editMode
        }
    }

    /// Seed 000's "inject services, not data".
    final class DummyViewModel {
        private(set) var loaded: (id: Int, editing: Bool)?
        func load(id: Int, editing: Bool) { loaded = (id, editing) }
    }

    final class DummyViewController {
        var id: Int = 0
        var editing: Bool = false
        @Resolve var viewModel: DummyViewModel

        func viewDidLoad() {
            viewModel.load(id: id, editing: editing)
        }
    }

    /// Only the fallback tests register this type.
    final class FallbackService {
        let id = Serial.next()
    }

    final class FallbackReader {
        @Resolve var service: FallbackService
        @OptionalResolve var optional: FallbackService?
    }

    final class Analytics {}

    final class Coordinator {
        let id = Serial.next()
    }

    final class Delegate {
        @WeakLazyResolve var coordinator: Coordinator?
        @LazyResolve var lazy: Coordinator
    }
}

@Suite("Property wrappers")
struct PropertyWrapperTests {
    @Test("003 usage: a bare @Resolve finds the pet through root")
    func bareResolveThroughRoot() {
        let context = DependencyResolver(name: "context")
        context.register { Wrapped.Cat(name: "Mimi") as Wrapped.Animal }
        context.register { Wrapped.PetOwner() }
        DependencyResolver.withRoot(context) {
            let petOwner: Wrapped.PetOwner = context.resolve()
            #expect(petOwner.play() == "I'm playing with Mimi.")
        }
    }

    @Test("003 Franky: assigning a transient pet is seen by the owner and by other owners")
    func frankyTransient() {
        let context = DependencyResolver(name: "context")
        context.register { Wrapped.MimiOwner() }
        context.transient(variant: "Mimi") { Wrapped.Cat(name: "Mimi") as Wrapped.Animal }
        DependencyResolver.withRoot(context) {
            let petOwner: Wrapped.MimiOwner = context.resolve()
            let neighbour: Wrapped.MimiOwner = context.resolve()
            let mimi = petOwner.pet  // held here, so the transient Mimi stays
            #expect(petOwner.play() == "I'm playing with Mimi.")
            #expect(neighbour.pet === mimi)

            petOwner.pet = Wrapped.Cat(name: "Franky")
            #expect(petOwner.play() == "I'm playing with Franky.")
            #expect(neighbour.play() == "I'm playing with Franky.", "one transient instance, shared")
        }
    }

    @Test("Franky with a persistent registration: the stored pet replaces the container's instance")
    func frankyPersistent() {
        let context = DependencyResolver(name: "context")
        context.persistent(variant: "Mimi") { Wrapped.Cat(name: "Mimi") as Wrapped.Animal }
        DependencyResolver.withRoot(context) {
            let petOwner = Wrapped.MimiOwner()
            #expect(petOwner.play() == "I'm playing with Mimi.")
            petOwner.pet = Wrapped.Cat(name: "Franky")
            #expect(Wrapped.MimiOwner().play() == "I'm playing with Franky.")
            #expect(context.resolve(Wrapped.Animal.self, variant: "Mimi").name == "Franky")
        }
    }

    @Test("Franky with a storer: the storer gets the value, and every read sees it")
    func frankyStorer() {
        var pet: Wrapped.Animal = Wrapped.Cat(name: "Mimi")
        let stored = LockedList<String>()
        let context = DependencyResolver(name: "context")
        context.register(
            variant: "Mimi", resolver: { pet },
            storer: { newPet in
                stored.append(newPet.name ?? "")
                pet = newPet
            })
        DependencyResolver.withRoot(context) {
            let petOwner = Wrapped.MimiOwner()
            petOwner.pet = Wrapped.Cat(name: "Franky")
            #expect(stored.all == ["Franky"])
            #expect(Wrapped.MimiOwner().play() == "I'm playing with Franky.")
        }
    }

    @Test("003 formatter: a storer-backed @Resolve(variant:) set directly or through store(object:variant:)")
    func formatterWithStorer() {
        var dateFormatter: DateFormatter = {
            let formatter = DateFormatter()
            formatter.dateFormat = "MMM yyyy"
            return formatter
        }()
        let context = DependencyResolver(name: "context")
        context.register(variant: "long_date", resolver: { dateFormatter }, storer: { f in dateFormatter = f })
        DependencyResolver.withRoot(context) {
            let screen = Wrapped.DateScreen()
            #expect(screen.formatter.dateFormat == "MMM yyyy")

            let someOtherFormatter = DateFormatter()
            someOtherFormatter.dateFormat = "yyyy"
            screen.formatter = someOtherFormatter
            #expect(screen.formatter === someOtherFormatter)

            let third = DateFormatter()
            third.dateFormat = "dd"
            context.store(object: third, variant: "long_date")
            #expect(screen.formatter.dateFormat == "dd")
        }
    }

    @Test("every read of @Resolve resolves: the lifetime decides identity")
    func resolveIsALiveView() {
        let context = DependencyResolver(name: "context")
        context.ephemeral { Wrapped.Cat(name: "Mimi") as Wrapped.Animal }
        let owner = Wrapped.BoundOwner(container: context)
        #expect(owner.pet !== owner.pet, "ephemeral: a new cat per read")
    }

    @Test("@Resolve(container:) never falls back, even when another live container registers the key")
    func boundResolveNeverFallsBack() {
        let other = DependencyResolver(name: "other")
        other.register { Wrapped.Cat(name: "Elsewhere") as Wrapped.Animal }
        let empty = DependencyResolver(name: "empty")
        let owner = Wrapped.BoundOwner(container: empty)
        #expect(owner.optionalPet == nil)
        #expect(other.optional(Wrapped.Animal.self) != nil)
    }

    @Test(
        "a bare @Resolve falls back to the oldest container that registers the key, in any tree, keeping none alive")
    func bareResolveFallsBackWeakly() {
        RootAccess.exclusively {
            weak var weakFeature: DependencyResolver?
            let reader = Wrapped.FallbackReader()
            do {
                let feature = DependencyResolver.main.child(name: "feature")
                feature.register(lifetime: .persistent) { Wrapped.FallbackService() }
                weakFeature = feature
                let newer = DependencyResolver.main.child(name: "newer")
                newer.register(lifetime: .persistent) { Wrapped.FallbackService() }

                #expect(reader.service === feature.resolve(Wrapped.FallbackService.self), "the oldest one")
                #expect(reader.optional === reader.service)
            }
            #expect(weakFeature == nil, "the wrapper did not keep the container alive")
            #expect(reader.optional == nil, "nothing live registers it any more")

            let standalone = DependencyResolver(name: "standalone")
            standalone.register { Wrapped.FallbackService() }
            #expect(reader.optional != nil, "a container outside the trees of main and root is searched too")
        }
    }

    @Test("assigning to @Resolve of a graph registration without a storer stops with the store message")
    func assigningUnstorableTraps() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let context = DependencyResolver(name: "context")
            context.register { Wrapped.Cat(name: "Mimi") as Wrapped.Animal }
            let owner = Wrapped.BoundOwner(container: context)
            owner.pet = Wrapped.Cat(name: "Franky")
        }
        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(stderr.contains("PropertyWrapperTests.swift:"))
        #expect(
            stderr.contains(
                "HierResolver: Cannot store into `HierResolverTests.Wrapped.Animal` (graph, registered in \"context\"): "
                    + "it has no storer"))
    }

    @Test("reading @Resolve with nothing registered stops with the not-registered message")
    func readingUnregisteredTraps() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let owner = Wrapped.BoundOwner(container: DependencyResolver(name: "empty"))
            _ = owner.pet
        }
        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(stderr.contains("HierResolver: No registration for `HierResolverTests.Wrapped.Animal` in \"empty\"."))
    }

    @Test("000 @LazyResolve with $service.args set before the first read")
    func lazyResolveArgs() {
        let main = DependencyResolver(name: "main")
        main.register { (_, args) in Wrapped.XYZNameService(editing: args()) }
        DependencyResolver.withRoot(main) {
            let controller = Wrapped.NamedInjectedViewController(editMode: true)
            controller.viewDidLoad()
            #expect(controller.service.editing == true)
            #expect(controller.$service.isResolved)

            let dictionary = Wrapped.NamedInjectedViewController(editMode: false)
            main.register(name: "dictionary") { (_, args) in Wrapped.XYZNameService(editing: args("editing")) }
            dictionary.$service.variant = "dictionary"
            dictionary.$service.args = ["editing": false]
            #expect(dictionary.service.editing == false)
        }
    }

    @Test("@LazyResolve keeps its value, release() forgets it, and $x.container picks the container")
    func lazyResolveKeepsAndReleases() {
        let app = DependencyResolver(name: "app")
        app.ephemeral { Wrapped.Coordinator() }
        let delegate = Wrapped.Delegate()
        delegate.$lazy.container = app
        #expect(!delegate.$lazy.isResolved)
        let first = delegate.lazy
        #expect(delegate.lazy === first, "kept")
        delegate.$lazy.release()
        #expect(delegate.lazy !== first, "resolved again")
        delegate.lazy = first
        #expect(delegate.lazy === first, "assignment replaces the kept value")
    }

    @Test("@OptionalResolve is nil when nothing is registered")
    func optionalResolveIsNil() {
        let app = DependencyResolver(name: "app")
        let owner = Wrapped.BoundOwner(container: app)
        #expect(owner.optionalPet == nil)
        app.register { Wrapped.Cat(name: "Mimi") as Wrapped.Animal }
        #expect(owner.optionalPet?.name == "Mimi", "a live view: registered later, seen now")
    }

    @Test("@WeakLazyResolve holds weakly: nil once the object is gone, and release() resolves again")
    func weakLazyResolve() {
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .persistent) { Wrapped.Coordinator() }
        let delegate = Wrapped.Delegate()
        delegate.$coordinator.container = app
        let coordinator = delegate.coordinator
        #expect(coordinator === app.resolve(Wrapped.Coordinator.self))

        app.reset()  // the container lets go; only `coordinator` holds it now
        #expect(delegate.coordinator === coordinator)
        _ = consume coordinator
        #expect(delegate.coordinator == nil, "gone, and not resolved again")
        delegate.$coordinator.release()
        #expect(delegate.coordinator === app.resolve(Wrapped.Coordinator.self))
    }

    @Test("a first @LazyResolve read that cannot resolve stops with the message, at the declaration")
    func lazyResolveFailureTraps() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let delegate = Wrapped.Delegate()
            delegate.$lazy.container = DependencyResolver(name: "empty")
            _ = delegate.lazy
        }
        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(stderr.contains("PropertyWrapperTests.swift:"))
        #expect(
            stderr.contains("HierResolver: No registration for `HierResolverTests.Wrapped.Coordinator` in \"empty\"."))
    }

    @Test("@WeakLazyResolve of a value type, or of an object nobody else holds, reads nil")
    func weakLazyResolveOfUnheldValues() {
        let app = DependencyResolver(name: "app")
        app.ephemeral { Wrapped.Coordinator() }
        app.register { Token() }
        let delegate = Wrapped.Delegate()
        delegate.$coordinator.container = app
        #expect(delegate.coordinator == nil, "a fresh ephemeral object is gone at once")
        let token = WeakLazyResolve<Token>(container: app)
        #expect(token.wrappedValue == nil, "a value type cannot be held weakly")
    }

    @Test("000 inject services, not data: the view model is injected, its data passed by a method")
    func injectServicesNotData() {
        let main = DependencyResolver(name: "main")
        main.register(lifetime: .persistent) { Wrapped.DummyViewModel() }
        DependencyResolver.withRoot(main) {
            let controller = Wrapped.DummyViewController()
            controller.id = 7
            controller.editing = true
            controller.viewDidLoad()
            #expect(controller.viewModel.loaded?.id == 7)
            #expect(controller.viewModel.loaded?.editing == true)
        }
    }

    @Test("every wrapper of a sendable type is sendable (checked when this file compiles)")
    func wrappersOfSendableTypesAreSendable() {
        func sendable<S: Sendable>(_: S.Type) -> String { "\(S.self)" }
        let names = [
            sendable(Resolve<Session>.self), sendable(OptionalResolve<Session>.self),
            sendable(LazyResolve<Session>.self), sendable(WeakLazyResolve<Session>.self),
            sendable(Injected<Session>.self), sendable(OptionalInjected<Session>.self),
            sendable(RegistrationOptions<Session>.self),
        ]
        #expect(names.count == 7)
    }
}
