import HierResolver

protocol Animal: AnyObject {
    var name: String? { get }
}

final class Cat: Animal {
    let name: String?
    init(name: String?) { self.name = name }
}

protocol Person {
    func play()
}

final class PetOwner: Person {
    let pet: Animal
    init(pet: Animal) { self.pet = pet }

    func play() {
        let name = pet.name ?? "someone"
        print("I'm playing with \(name).")
    }
}

/// Resolve's usage example: a context registers an animal and a person; the person is resolved.
enum PetStory {
    static func run() {
        scene("A pet owner (registering and resolving)")
        let context = observed(DependencyResolver(name: "context"))
        context.register { Cat(name: "Mimi") as Animal }
        context.register { r in PetOwner(pet: r.resolve()) as Person }
        print("context.register { Cat(name: \"Mimi\") as Animal }")
        print("context.register { r in PetOwner(pet: r.resolve()) as Person }")
        let petOwner: Person = context.resolve()
        petOwner.play()
    }
}
