import HierResolver
import Testing

// The static forms that pass arguments, spelled as Resolver spells them (`Resolver.register`,
// `Resolver.resolve(args:)`, `Resolver.optional(args:)`, `Resolver.tryResolve(args:)`,
// `Resolver.tryOptional(name:args:)`), which go through `main` and `root`, with the static `replace`.
// They touch `main` and `root`, so they hold `RootAccess` and use types of their own.

@Suite("Arguments through the static API")
struct StaticArgumentTests {
    @Test("static Resolver forms with args, and static replace, go through main and root")
    func staticArgsForms() throws {
        final class StaticModel {
            let editMode: Bool
            let name: String?

            init(editMode: Bool, name: String? = nil) {
                self.editMode = editMode
                self.name = name
            }
        }
        final class StaticClock {
            let label: String

            init(_ label: String) {
                self.label = label
            }
        }
        try RootAccess.exclusively {
            Resolver.register { (_, args) in StaticModel(editMode: args()) }
            Resolver.register(name: "named") { (_, args) in StaticModel(editMode: args("mode"), name: args("name")) }
            Resolver.register { StaticClock("real") }

            let single: StaticModel = Resolver.resolve(args: true)
            let named: StaticModel = Resolver.resolve(name: "named", args: ["mode": true, "name": "Editing"])
            let optional: StaticModel? = Resolver.optional(args: false)
            let tried: StaticModel = try Resolver.tryResolve(args: true)
            let triedOptional: StaticModel? = try Resolver.tryOptional(
                name: "named", args: ["mode": false, "name": "x"])
            #expect(single.editMode && named.name == "Editing" && optional?.editMode == false && tried.editMode)
            #expect(triedOptional?.editMode == false && triedOptional?.name == "x")

            Resolver.replace { StaticClock("fixed") }
            #expect(Resolver.resolve(StaticClock.self).label == "fixed")
        }
    }
}
