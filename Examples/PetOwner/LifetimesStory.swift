import Dispatch
import HierResolver

final class Example: CustomStringConvertible {
    let number: Int
    init(_ number: Int) { self.number = number }
    var description: String { "Example #\(number)" }
}

/// A value type: it cannot be held weakly, so `.transient` behaves as `.ephemeral` for it.
struct Point {
    var x = 0
}

/// A greeting whose text is read when its factory runs.
final class Greeting {
    let text: String
    init(text: String) { self.text = text }
}

/// A main-actor type: its factory is `@MainActor`, so the container builds it on the main actor only.
@MainActor
final class PetListModel {
    var title = "Pets"
}

/// Resolve's lifetimes: persistent, transient, ephemeral; the default lifetime, reset, and cached instances.
enum LifetimesStory {
    @MainActor
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
        print("graph, the default: one instance per resolution (the next scene)")

        defaults()
        caching(context)
        mainActorTypes(context)
    }

    /// `defaultLifetime`, a value type registered as transient, and a persistent built under contention.
    private static func defaults() {
        let services = observed(DependencyResolver(name: "services"))
        print("\nservices.defaultLifetime = .persistent:")
        services.defaultLifetime = .persistent
        print("  register { Example(0) } gets \(services.register { Example(0) }.lifetime)")
        print("  a child starts with \(services.child(name: "feature").defaultLifetime)")

        let values = DependencyResolver(name: "values")  // its own trace hook, to show one event
        values.trace = { event in
            if event.kind == .transientValueType { print("  trace: \(event.kind) \(event.key)") }
        }
        print("values.transient { Point() }: a struct cannot be held weakly, so each resolve builds one")
        values.transient { Point() }
        _ = values.resolve(Point.self)

        let server = observed(DependencyResolver(name: "server"))
        var builds = 0
        server.persistent { () -> Example in
            builds += 1
            return Example(builds)
        }
        DispatchQueue.concurrentPerform(iterations: 64) { _ in
            let _: Example = server.resolve()
        }
        print("a persistent Example resolved from 64 threads at once: built \(builds) time(s)")
    }

    /// A cached instance keeps what its factory read when it ran.
    private static func caching(_ context: DependencyResolver) {
        var userName = "Ann"
        context.persistent { Greeting(text: "Hello, \(userName)") }
        let hello: Greeting = context.resolve()
        userName = "Bob"
        print("\npersistent Greeting built while userName was Ann; userName = \"Bob\":")
        let helloAgain: Greeting = context.resolve()
        print("  resolve() gives \(helloAgain.text) (the same instance: \(hello === helloAgain))")
        context.reset()
        print("  after reset(): \(context.resolve(Greeting.self).text)")
    }

    /// A `@MainActor` type: its factory is `@MainActor`, resolved from the main actor.
    @MainActor
    private static func mainActorTypes(_ context: DependencyResolver) {
        context.register { @MainActor in PetListModel() }
        let model: PetListModel = context.resolve()
        print("\nregister { @MainActor in PetListModel() }, resolved on the main actor: \(model.title)")
    }
}
