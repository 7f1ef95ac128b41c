import HierResolver

protocol Animal: AnyObject {
    var name: String? { get }
}

final class Cat: Animal {
    let name: String?
    init(name: String?) { self.name = name }
}

final class Dog: Animal {
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

/// Something nobody registers, to show what the resolve forms do without a registration.
protocol PetInsurance {}

/// Resolve's usage example: a context registers an animal and a person; the person is resolved.
/// Then the four resolve forms, and what happens when a key is registered twice, replaced or removed.
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

        resolveForms(context)
        duplicates(context)
    }

    /// `resolve`, `optional`, `tryResolve` and `tryOptional`: what each does when nothing is registered.
    private static func resolveForms(_ context: DependencyResolver) {
        print("\nthe four resolve forms:")
        let named = context.resolve(Person.self)
        print("  resolve(Person.self), the type named: \(type(of: named))")
        let insurance: PetInsurance? = context.optional()
        print("  optional() for PetInsurance, which nobody registered: \(insurance == nil ? "nil" : "found")")
        do {
            let maybePet: Animal? = try context.tryOptional()
            print("  try tryOptional() for Animal: \(maybePet?.name ?? "nil")")
            let _: PetInsurance = try context.tryResolve()
        } catch {
            print("  try tryResolve() for PetInsurance throws: \((error as? DependencyError)?.kind ?? .notRegistered)")
        }
    }

    /// The first registration of a key wins; `replace` and `removeResolver` change one on purpose.
    private static func duplicates(_ context: DependencyResolver) {
        print("\nregistering Animal a second time:")
        let tom = context.register { Cat(name: "Tom") as Animal }
        print("  register { Cat(name: \"Tom\") as Animal }: isInstalled \(tom.isInstalled) (\(tom.lifetime))")
        print("  first registration wins: \(context.resolve(Animal.self).name ?? "-")")

        context.replace { Dog(name: "Rex") as Animal }
        print("replace { Dog(name: \"Rex\") as Animal }, then resolve() as Person:")
        context.resolve(Person.self).play()

        context.removeResolver(for: Animal.self)
        print("removeResolver(for: Animal.self): optional() gives \(context.optional(Animal.self)?.name ?? "nil")")
        let again = context.register(Animal.self) { Cat(name: "Mimi") }  // the type named up front
        print("register(Animal.self) { Cat(name: \"Mimi\") }: isInstalled \(again.isInstalled), the key was free")

        let feature = context.child(name: "feature")
        feature.removeResolver(for: Animal.self)
        print("feature.removeResolver(for: Animal.self), a key only its parent registers, does nothing:")
        print("  feature still resolves \(feature.resolve(Animal.self).name ?? "-") from its parent")
        print("try feature.tryRemoveResolver(for: Animal.self) throws instead:")
        do {
            try feature.tryRemoveResolver(for: Animal.self)
        } catch {
            print(error)
        }
    }
}
