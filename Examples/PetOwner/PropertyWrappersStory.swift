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

/// Resolver's Franky story: assigning to an `@Resolve` property stores the new pet, and every owner sees it.
enum PropertyWrappersStory {
    static func run() {
        scene("Settable properties: assigning a new pet")
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

        let desk = AdoptionDesk(home: home)
        let newPet = bob.pet.name ?? "someone"
        desk.$card.args = newPet  // before the first read
        print("@LazyResolve with $card.args = \"\(newPet)\": a card for \(desk.card.petName)")
    }
}
