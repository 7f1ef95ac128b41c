// Registering, replacing, lifetimes, child containers and variants.

import HierResolver

private protocol Greeter: AnyObject {
    var greeting: String { get }
}

private final class Hello: Greeter {
    let greeting: String

    init(_ greeting: String) {
        self.greeting = greeting
    }
}

private final class Counter {}

private final class Pair {
    let first: Counter
    let second: Counter

    init(first: Counter, second: Counter) {
        self.first = first
        self.second = second
    }
}

private final class Service {
    let counter: Counter

    init(counter: Counter) {
        self.counter = counter
    }
}

private enum Flavor: String {
    case vanilla
}

private func greeting(_ c: DependencyResolver, variant: Variant? = nil) -> String {
    c.resolve(Greeter.self, variant: variant).greeting
}

private func registerForms(_ log: CheckLog) {
    let c = DependencyResolver(name: "registering")
    let plain = c.register { Hello("plain") as Greeter }
    c.register(variant: "resolver") { r in Hello("resolver in \(r.name ?? "?")") as Greeter }
    c.register(name: "named") { Hello("named") as Greeter }
    let namedResolver = c.register(Greeter.self, name: "named-resolver", lifetime: .persistent) { r in
        Hello("named resolver in \(r.name ?? "?")")
    }
    log.check(
        "register(_:variant:lifetime:factory:): the instance, the options' container, lifetime and isInstalled",
        greeting(c) == "plain" && plain.isInstalled && plain.container === c && plain.lifetime == .graph)
    log.check(
        "register(variant:factory:) with a factory that takes the container",
        greeting(c, variant: "resolver") == "resolver in registering")
    log.check("register(name:factory:)", c.resolve(Greeter.self, name: "named").greeting == "named")
    log.check(
        "register(_:name:lifetime:factory:) with a factory that takes the container",
        greeting(c, variant: "named-resolver") == "named resolver in registering"
            && namedResolver.lifetime == .persistent
            && c.resolve(Greeter.self, name: "named-resolver") === c.resolve(Greeter.self, name: "named-resolver"))
    let duplicate = c.register { Hello("second") as Greeter }
    log.check("a second register of a key is ignored", !duplicate.isInstalled && greeting(c) == "plain")

    let replaced = c.replace { Hello("replaced") as Greeter }
    c.replace(variant: "resolver") { r in Hello("replaced in \(r.name ?? "?")") as Greeter }
    c.replace(name: "named") { Hello("replaced named") as Greeter }
    c.replace(Greeter.self, name: "named-resolver", lifetime: .ephemeral) { _ in Hello("replaced named resolver") }
    log.check("replace(_:variant:lifetime:factory:)", replaced.isInstalled && greeting(c) == "replaced")
    log.check(
        "replace(variant:factory:) with the container", greeting(c, variant: "resolver") == "replaced in registering")
    log.check("replace(name:factory:)", greeting(c, variant: "named") == "replaced named")
    log.check(
        "replace(_:name:lifetime:factory:) with the container and a new lifetime",
        greeting(c, variant: "named-resolver") == "replaced named resolver"
            && c.resolve(Greeter.self, name: "named-resolver") !== c.resolve(Greeter.self, name: "named-resolver"))
}

/// Whether two resolves of a transient key share one instance, and whether it is gone once nobody holds it.
private func transientBehaviour(_ c: DependencyResolver, variant: Variant?) -> (shared: Bool, released: Bool) {
    weak var weakFirst: Counter?
    var shared = false
    do {
        let first: Counter = c.resolve(variant: variant)
        let second: Counter = c.resolve(variant: variant)
        weakFirst = first
        shared = first === second
    }
    return (shared, weakFirst == nil)
}

private func isPersistent(_ c: DependencyResolver, variant: Variant?) -> Bool {
    c.resolve(Counter.self, variant: variant) === c.resolve(Counter.self, variant: variant)
}

private func lifetimeForms(_ log: CheckLog) {
    let c = DependencyResolver(name: "lifetimes")
    c.persistent { Counter() }
    c.persistent(variant: "p-resolver") { _ in Counter() }
    c.persistent(name: "p-name") { Counter() }
    c.persistent(Counter.self, name: "p-name-resolver") { _ in Counter() }
    c.transient(variant: "t") { Counter() }
    c.transient(variant: "t-resolver") { _ in Counter() }
    c.transient(name: "t-name") { Counter() }
    c.transient(Counter.self, name: "t-name-resolver") { _ in Counter() }
    c.ephemeral(variant: "e") { Counter() }
    c.ephemeral(variant: "e-resolver") { _ in Counter() }
    c.ephemeral(name: "e-name") { Counter() }
    c.ephemeral(Counter.self, name: "e-name-resolver") { _ in Counter() }
    c.register(variant: "g") { Counter() }
    c.register(variant: "graph-pair") { r in Pair(first: r.resolve(variant: "g"), second: r.resolve(variant: "g")) }
    c.register(variant: "ephemeral-pair") { r in
        Pair(first: r.resolve(variant: "e"), second: r.resolve(variant: "e"))
    }

    for variant: Variant? in [nil, "p-resolver", "p-name", "p-name-resolver"] {
        log.check("persistent, \(variant?.rawValue ?? "no variant"): one instance", isPersistent(c, variant: variant))
    }
    for variant: Variant in ["t", "t-resolver", "t-name", "t-name-resolver"] {
        let behaviour = transientBehaviour(c, variant: variant)
        log.check(
            "transient, \(variant.rawValue): shared while held, released after", behaviour.shared && behaviour.released)
    }
    for variant: Variant in ["e", "e-resolver", "e-name", "e-name-resolver"] {
        log.check("ephemeral, \(variant.rawValue): a new instance each time", !isPersistent(c, variant: variant))
    }
    let graphPair: Pair = c.resolve(variant: "graph-pair")
    let ephemeralPair: Pair = c.resolve(variant: "ephemeral-pair")
    log.check(
        "graph: one instance per resolution, a new one for the next",
        graphPair.first === graphPair.second && !isPersistent(c, variant: "g"))
    log.check("ephemeral: a new instance within one resolution", ephemeralPair.first !== ephemeralPair.second)

    let defaults = DependencyResolver(name: "defaults")
    defaults.defaultLifetime = .persistent
    defaults.register { Counter() }
    log.check(
        "defaultLifetime sets the lifetime of registrations without one",
        defaults.defaultLifetime == .persistent && isPersistent(defaults, variant: nil))

    let lifetimes: [Lifetime] = [.ephemeral, .graph, .transient, .persistent]
    log.check(
        "Lifetime.description", lifetimes.map(\.description) == ["ephemeral", "graph", "transient", "persistent"])
}

private struct Hierarchy {
    let app = DependencyResolver(name: "app")

    func run(_ log: CheckLog) {
        app.register { r in Service(counter: r.resolve()) }
        app.register(lifetime: .persistent) { Counter() }
        let feature = app.child(name: "feature")
        let featureCounter = Counter()
        feature.register { featureCounter }
        let test = DependencyResolver(child: app, name: "test")
        let anonymous = DependencyResolver(parent: app)
        log.check(
            "a child's override reaches its parent's factories",
            feature.resolve(Service.self).counter === featureCounter
                && app.resolve(Service.self).counter !== featureCounter)
        log.check(
            "child(name:), init(child:name:), init(parent:name:): parent, name and children",
            feature.parent === app && test.parent === app && anonymous.parent === app && feature.name == "feature"
                && anonymous.name == nil && app.children.contains { $0 === feature }
                && app.children.contains { $0 === test } && app.parent == nil)
        log.check(
            "container and description",
            feature.container === feature && feature.description.contains("feature")
                && test.resolve(Counter.self) === app.resolve(Counter.self))
        let before: Counter = app.resolve()
        app.reset()
        log.check("reset() drops the persistent instances", app.resolve(Counter.self) !== before)
    }
}

private func variantForms(_ log: CheckLog) {
    let literal: Variant = "literal"
    let name: DependencyResolver.Name = "name"
    log.check(
        "Variant: init(_:), init(rawValue:), from a raw-representable, a literal, name(fromString:), description",
        Variant("text").rawValue == "text" && Variant(rawValue: "raw").rawValue == "raw"
            && Variant(Flavor.vanilla).rawValue == "vanilla" && literal.rawValue == "literal"
            && literal.description == "\"literal\"" && name == Variant("name")
            && DependencyResolver.Name.name(fromString: "fred") == Variant("fred"))
    let resolver: Resolver = DependencyResolver(name: "typealias")
    resolver.register(variant: Variant(Flavor.vanilla)) { Hello("vanilla") as Greeter }
    log.check(
        "Resolver is DependencyResolver; variant and name are one key space",
        resolver.resolve(Greeter.self, name: "vanilla").greeting == "vanilla")
}

func registrationChecks(_ log: CheckLog) {
    registerForms(log)
    lifetimeForms(log)
    Hierarchy().run(log)
    variantForms(log)
}
