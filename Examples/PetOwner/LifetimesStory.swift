import HierResolver

final class Example: CustomStringConvertible {
    let number: Int
    init(_ number: Int) { self.number = number }
    var description: String { "Example #\(number)" }
}

/// Resolve's lifetimes: persistent, transient, ephemeral.
enum LifetimesStory {
    static func run() {
        scene("Lifetimes")
        let context = observed(DependencyResolver(name: "context"))
        var made = 0  // factories need not be @Sendable: they may capture and change local state
        func next() -> Example {
            made += 1
            return Example(made)
        }
        context.persistent(variant: "persistent") { next() }
        context.transient(variant: "transient") { next() }
        context.ephemeral(variant: "ephemeral") { next() }

        let p1: Example = context.resolve(variant: "persistent")
        let p2: Example = context.resolve(variant: "persistent")
        print("persistent: \(p1), \(p2)  (always the same)")

        var held: Example? = context.resolve(Example.self, variant: "transient")
        let again: Example = context.resolve(variant: "transient")
        print("transient while held: \(held!), \(again)  (the same while someone holds it)")
        held = nil
        _ = again
        let e1: Example = context.resolve(variant: "ephemeral")
        let e2: Example = context.resolve(variant: "ephemeral")
        print("ephemeral: \(e1), \(e2)  (new every time)")
        context.reset()
        let p3: Example = context.resolve(variant: "persistent")
        print("after reset(): persistent is \(p3)")
    }
}
