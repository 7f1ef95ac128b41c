import Foundation
import HierResolver
import Testing

// Seed 003 (Resolve), on `DependencyResolver`. The types are in Seed003Types.swift. The seed declares
// `let context = DependencyResolver()` in several snippets; each test has its own. Its bare `@Resolve`
// properties find "the first DependencyResolver that registered this type", so these tests run one at a time.

extension AppContainerSeeds {
    @Suite("Seed 003: Resolve")
    struct Resolve003 {
        @Test("003 usage: bare @Resolve finds the context that registered Animal, and the owner plays with Mimi")
        func usage() {
            let context = DependencyResolver()

            context.register { Cat(name: "Mimi") as Animal }
            context.register { PetOwner() as Person }
            let petOwner: Person = context.resolve()
            let printed = PrintedLines.capture {
                petOwner.play()
                // print: I'm playing with Mimi.
            }

            #expect(printed == ["I'm playing with Mimi."])
        }

        @Test("003 @Resolve(container: someContext) resolves from that container only, not the oldest that registered")
        func resolveFromAGivenContainer() {
            let older = DependencyResolver()
            older.register { Cat(name: "Mimi") as Animal }
            let context = DependencyResolver()
            context.register { Cat(name: "Tom") as Animal }

            let owner = SomeContext.$bound.withValue(context) { SomeContextPetOwner() }

            #expect(owner.pet.name == "Tom")
            #expect(PetOwner().pet.name == "Mimi", "a bare @Resolve finds the first container that registered Animal")
        }

        @Test("003 type registration: the first registration of a type wins until removeResolver removes it")
        func registrationAndRemoval() {
            let context = DependencyResolver()
            context.register { Cat(name: "Mimi") as Animal }
            context.register { PetOwner() as Person }  // as a test's stub would be, registered first
            context.register { DogWalker() as Person }  // the app's default: ignored

            #expect(context.resolve(Person.self) is PetOwner)
            #expect(context.resolve(Animal.self).name == "Mimi")

            context.removeResolver(for: Person.self)

            context.register { DogWalker() as Person }
            #expect(context.resolve(Person.self) is DogWalker)
        }

        @Test("003 variants: @Resolve(variant: \"long_date\") gets the long formatter, a new one per read")
        func variantFormatters() {
            let context = DependencyResolver()

            context.register(variant: "long_date") { () -> DateFormatter in
                let formatter = DateFormatter()
                formatter.dateFormat = "MMM yyyy"
                return formatter
            }

            context.register(variant: "short_date") { () -> DateFormatter in
                let formatter = DateFormatter()
                formatter.dateFormat = "dd/MM/yyyy"
                return formatter
            }

            let screen = DateScreen()
            #expect(screen.formatter.dateFormat == "MMM yyyy")
            #expect(screen.formatter !== screen.formatter, "the factory makes a new formatter every time")
            #expect(context.resolve(DateFormatter.self, variant: "short_date").dateFormat == "dd/MM/yyyy")
            #expect(context.optional(DateFormatter.self) == nil, "a variant is not the plain type")
        }

        @Test("003 object lifetime: a factory returning one formatter resolves that formatter every time")
        func oneFormatter() {
            let context = DependencyResolver()
            let dateFormatter: DateFormatter = {
                let formatter = DateFormatter()
                formatter.dateFormat = "MMM yyyy"
                return formatter
            }()

            context.register(variant: "long_date") { dateFormatter }

            let screen = DateScreen()
            #expect(screen.formatter === dateFormatter)
            #expect(context.resolve(DateFormatter.self, variant: "long_date") === dateFormatter)
        }

        @Test("003 lifetimes: persistent is always the same, transient the same while held, ephemeral always new")
        func lifetimes() {
            let context = DependencyResolver()

            // persistent life time will always resolve the same object
            context.persistent { Example() }

            // transient life time will resolve the same object provided there is a strong reference to it elsewhere
            context.transient { Example2() }

            // ephemeral life time will always resolve a new object
            context.ephemeral { Example3() }

            let persistent = WeakBox(context.resolve(Example.self))
            #expect(persistent.object != nil, "the container keeps it")
            #expect(context.resolve(Example.self) === persistent.object)

            var held: Example2? = context.resolve(Example2.self)
            #expect(context.resolve(Example2.self) === held)
            let released = WeakBox(held)
            held = nil
            #expect(released.object == nil, "the container holds it weakly")
            #expect(context.resolve(Example2.self) !== released.object)

            let ephemeral: Example3 = context.resolve()
            #expect(context.resolve(Example3.self) !== ephemeral)
        }

        @Test("003 storer: assigning the @Resolve property or calling store writes through the storer")
        func storer() {
            let context = DependencyResolver()
            var dateFormatter: DateFormatter = {
                let formatter = DateFormatter()
                formatter.dateFormat = "MMM yyyy"
                return formatter
            }()

            context.register(variant: "long_date", resolver: { dateFormatter }, storer: { f in dateFormatter = f })

            let screen = DateScreen()
            let original = dateFormatter
            #expect(screen.formatter === original)

            let someOtherFormatter = DateFormatter()
            someOtherFormatter.dateFormat = "yyyy"
            screen.use(someOtherFormatter)  // self.formatter = someOtherFormatter
            #expect(dateFormatter === someOtherFormatter, "the storer ran")
            #expect(screen.formatter.dateFormat == "yyyy")

            dateFormatter = original
            #expect(screen.formatter === original)
            // OR
            context.store(object: someOtherFormatter, variant: "long_date")
            #expect(dateFormatter === someOtherFormatter, "the storer ran")
            #expect(screen.formatter.dateFormat == "yyyy")
        }

        @Test("003 Franky: the owner plays with Mimi, then with Franky after pet is assigned")
        func franky() {
            let context = DependencyResolver()

            context.register { PetOwner() }
            // fixed: the seed assigns register's result to petOwner; resolve the owner instead
            let petOwner: PetOwner = context.resolve()
            // fixed: PetOwner's `@Resolve var pet: Animal` names no variant, and a variant never falls back
            // to it, so the cat is registered without the seed's `variant: "Mimi"`
            let mimi = context.transient { Cat(name: "Mimi") as Animal }

            let printed = PrintedLines.capture {
                petOwner.play()
                // print: I'm playing with Mimi.

                petOwner.pet = Cat(name: "Franky")
                petOwner.play()
                // print: I'm playing with Franky.
            }

            #expect(printed == ["I'm playing with Mimi.", "I'm playing with Franky."])
            #expect(mimi.isInstalled)
        }

        @Test("003 hierarchical registration: ExampleRegister's owner plays with Mimi")
        func hierarchicalRegistration() {
            let context = DependencyResolver()
            // fixed: the seed registers `ExampleObject`, which it never declares; it means ExampleRegister
            context.register { ExampleRegister() }

            let petOwner: Person = context.resolve()
            let printed = PrintedLines.capture {
                petOwner.play()
                // print: I'm playing with Mimi.
            }

            #expect(printed == ["I'm playing with Mimi."])
        }

        @Test("003 Franky with the cat registered without a variant (not the seed's text): assigning pet stores Franky")
        func frankyWithoutVariant() {
            for lifetime in [Lifetime.transient, .persistent] {
                let context = DependencyResolver()
                context.register { PetOwner() }
                let petOwner: PetOwner = context.resolve()
                context.register(lifetime: lifetime) { Cat(name: "Mimi") as Animal }

                let printed = PrintedLines.capture {
                    petOwner.play()
                    petOwner.pet = Cat(name: "Franky")
                    petOwner.play()
                }

                #expect(printed == ["I'm playing with Mimi.", "I'm playing with Franky."], "\(lifetime)")
                #expect(context.resolve(Animal.self).name == "Franky", "\(lifetime): every reader sees Franky")
                #expect(PetOwner().pet.name == "Franky", "\(lifetime)")
            }
        }

        @Test("003 registering ExampleRegister through any register form runs its registerDependencies")
        func dependencyRegisterThroughEveryForm() {
            let forms: [(String, (DependencyResolver) -> Void)] = [
                ("register", { context in context.register { ExampleRegister() } }),
                ("register with a resolver", { context in context.register { _ in ExampleRegister() } }),
                ("persistent", { context in context.persistent { ExampleRegister() } }),
                ("transient", { context in context.transient { ExampleRegister() } }),
                ("ephemeral", { context in context.ephemeral { ExampleRegister() } }),
                ("register(lifetime:)", { context in context.register(lifetime: .persistent) { ExampleRegister() } }),
            ]
            for (form, registerExample) in forms {
                let context = DependencyResolver()
                registerExample(context)

                #expect(context.optional(Animal.self)?.name == "Mimi", "\(form)")
                #expect(context.optional(Person.self) is PetOwner, "\(form)")
            }
        }
    }
}
