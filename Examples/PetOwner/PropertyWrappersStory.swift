import HierResolver

/// An owner whose pet lives in a container: reading `pet` resolves it, assigning to it stores.
final class HouseholdMember {
    let name: String
    @Resolve var pet: Animal

    init(name: String, home: DependencyResolver) {
        self.name = name
        _pet = Resolve(container: home, variant: "Mimi")
    }

    func play() {
        print("\(name): I'm playing with \(pet.name ?? "someone").")
    }
}

/// A card made for one pet, whose name is passed as an argument.
final class AdoptionCard {
    let petName: String
    init(petName: String) { self.petName = petName }
}

/// Resolves its card on the first read, with the arguments set on `$card` before it.
final class AdoptionDesk {
    @LazyResolve var card: AdoptionCard

    init(home: DependencyResolver) {
        $card.container = home
    }
}

/// A statement screen whose date format lives in a variable, behind a storer.
final class StatementScreen {
    @Resolve var format: DateFormat

    init(container: DependencyResolver) {
        _format = Resolve(container: container, variant: "long_date")
    }
}

/// A visit log that may not be registered.
final class CheckupLog {
    func record(_ visit: String) { print("  logged: \(visit)") }
}

/// Logs a checkup when a log is registered: `@OptionalResolve` is `nil` otherwise.
final class Checkup {
    @OptionalResolve var log: CheckupLog?

    init(container: DependencyResolver) {
        _log = OptionalResolve(container: container)
    }

    func treat(_ pet: Animal) {
        log?.record("treated \(pet.name ?? "someone")")
    }
}

/// The flow that owns the paperwork step.
final class AdoptionFlow {}

/// A step that refers back to its flow: `@WeakLazyResolve` holds it weakly.
final class PaperworkStep {
    @WeakLazyResolve var flow: AdoptionFlow?

    init(container: DependencyResolver) {
        $flow.container = container
    }
}

/// Resolver's Franky story: assigning to an `@Resolve` property stores the new pet, and every owner sees it.
/// Then storers, `store` and `tryStore`, `@LazyResolve`, `@OptionalResolve` and `@WeakLazyResolve`.
enum PropertyWrappersStory {
    static func run() {
        scene("Property wrappers: settable properties, storers, lazy and optional ones")
        let home = observed(DependencyResolver(name: "home"))
        home.persistent(variant: "Mimi") { Cat(name: "Mimi") as Animal }
        home.register { (_, args) in AdoptionCard(petName: args()) }
        print("home.persistent(variant: \"Mimi\") { Cat(name: \"Mimi\") as Animal }")
        print("Ann and Bob each have @Resolve(container: home, variant: \"Mimi\") var pet: Animal")
        let ann = HouseholdMember(name: "Ann", home: home)
        let bob = HouseholdMember(name: "Bob", home: home)
        ann.play()
        bob.play()
        print("they share one cat: \(ann.pet === bob.pet)")

        print("ann.pet = Cat(name: \"Franky\")  // stored as home's persistent instance")
        ann.pet = Cat(name: "Franky")
        ann.play()
        bob.play()
        print("home resolves Franky too: \(home.resolve(Animal.self, variant: "Mimi").name == "Franky")")

        storers()
        lazyWrappers(home)
        optionalWrappers()
    }

    /// A storer keeps the value where the app wants it; `store` and `tryStore` do what an assignment does.
    private static func storers() {
        let office = observed(DependencyResolver(name: "office"))
        var longDate = DateFormat("MMM yyyy")
        office.register(variant: "long_date", resolver: { longDate }, storer: { format in longDate = format })
        print("\nvar longDate = DateFormat(\"MMM yyyy\")")
        print("office.register(variant: \"long_date\", resolver: { longDate },")
        print("                storer: { format in longDate = format })")
        let screen = StatementScreen(container: office)
        print("the screen's @Resolve format: \(screen.format.pattern)")
        screen.format = DateFormat("yyyy")
        print("screen.format = DateFormat(\"yyyy\"): the storer wrote longDate = \(longDate.pattern)")
        office.store(object: DateFormat("dd MMM"), variant: "long_date")
        print("office.store(object: DateFormat(\"dd MMM\"), variant: \"long_date\"):")
        print("  the screen reads \(screen.format.pattern)")

        let yard = observed(DependencyResolver(name: "yard"))
        yard.register(variant: "Mimi") { Cat(name: "Mimi") as Animal }  // .graph, no storer
        print("try yard.tryStore(Animal.self, object: Cat(name: \"Franky\"), variant: \"Mimi\"), a graph registration:")
        do {
            try yard.tryStore(Animal.self, object: Cat(name: "Franky"), variant: "Mimi")
        } catch {
            print(error)
        }
    }

    /// `@LazyResolve` resolves once with `$x.args`; `release()` forgets the value.
    private static func lazyWrappers(_ home: DependencyResolver) {
        let desk = AdoptionDesk(home: home)
        print("\n@LazyResolve var card: AdoptionCard, isResolved before the first read: \(desk.$card.isResolved)")
        desk.$card.args = "Franky"  // before the first read
        print("$card.args = \"Franky\": a card for \(desk.card.petName), isResolved \(desk.$card.isResolved)")
        desk.$card.args = "Tom"
        print("$card.args = \"Tom\" after the first read: still \(desk.card.petName)")
        desk.$card.release()
        print("$card.release(), then a read: a card for \(desk.card.petName)")
    }

    /// `@OptionalResolve` is `nil` until something is registered; `@WeakLazyResolve` lets go with its owner.
    private static func optionalWrappers() {
        let vet = observed(DependencyResolver(name: "vet"))
        let checkup = Checkup(container: vet)
        print("\n@OptionalResolve var log: CheckupLog?, nothing registered: \(checkup.log == nil ? "nil" : "found")")
        print("treat Mimi:")
        checkup.treat(Cat(name: "Mimi"))
        print("  (nothing logged)")
        vet.register { CheckupLog() }
        print("vet.register { CheckupLog() }, then treat Mimi:")
        checkup.treat(Cat(name: "Mimi"))

        let adoption = observed(DependencyResolver(name: "adoption"))
        adoption.persistent { AdoptionFlow() }
        let paperwork = PaperworkStep(container: adoption)
        let same = paperwork.flow === adoption.resolve(AdoptionFlow.self)  // no local keeps the flow alive
        print("@WeakLazyResolve var flow: AdoptionFlow?, the container's persistent flow: \(same)")
        adoption.reset()
        print("adoption.reset(), nothing else holds the flow: flow is \(paperwork.flow == nil ? "nil" : "still there")")
        paperwork.$flow.release()
        print("$flow.release(), then a read: a new flow: \(paperwork.flow != nil)")
    }
}
