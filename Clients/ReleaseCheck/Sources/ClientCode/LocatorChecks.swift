// The service locator: `ResolverRegistering`, the static forms on `main` and `root`, and `Resolving`.
// These checks share `DependencyResolver.main` with the rest of the process, so they use types of their own.

import HierResolver

private final class Beacon {
    let label: String

    init(_ label: String) {
        self.label = label
    }
}

private final class Boot {
    let origin: String

    init(_ origin: String) {
        self.origin = origin
    }
}

private final class Holder {
    let beacon: Beacon

    init(beacon: Beacon) {
        self.beacon = beacon
    }
}

extension HierResolver.DependencyResolver: HierResolver.ResolverRegistering {
    /// Registers what the locator checks expect `main` to hold before anything resolves through it.
    public static func registerAllServices() {
        main.register { Boot("registerAllServices") }
        main.register(name: "early") { Boot("registerAllServices") }
    }
}

private struct DefaultScreen: Resolving {
    func beacon() -> Beacon { resolver.resolve() }
}

private struct FeatureScreen: Resolving {
    let resolver: DependencyResolver

    func beacon() throws -> Beacon { try resolver.tryResolve() }
}

private func staticRegistrations() {
    DependencyResolver.register(name: "early") { Boot("registered before") }
    DependencyResolver.register { Beacon("plain") }
    DependencyResolver.register(variant: "resolver") { r in Beacon("resolver in \(r.name ?? "?")") }
    DependencyResolver.register(name: "named") { Beacon("named") }
    DependencyResolver.register(Beacon.self, name: "named-resolver", lifetime: .persistent) { _ in
        Beacon("named resolver")
    }
    DependencyResolver.register(variant: "args") { (_: DependencyResolver, args: Args) in
        Beacon("args \(try args.value() as Int)")
    }
    DependencyResolver.register(name: "dict") { (_: DependencyResolver, args: Args) in
        Beacon("dict \(try args.value("n") as Int)")
    }
    DependencyResolver.register(variant: "to-replace") { Beacon("old") }
    DependencyResolver.register(variant: "to-replace-resolver") { Beacon("old") }
    DependencyResolver.register(name: "to-replace-name") { Beacon("old") }
    DependencyResolver.register(name: "to-replace-name-resolver") { Beacon("old") }
    DependencyResolver.register(variant: "broken") { () throws -> Beacon in throw PlannedFailure(reason: "static") }
}

private func label(_ beacon: Beacon) -> String { beacon.label }

private func optionalLabel(_ beacon: Beacon?) -> String { beacon?.label ?? "nil" }

private func staticTrapping(_ log: CheckLog) {
    log.check("static resolve()", label(DependencyResolver.resolve()) == "plain")
    log.check(
        "static resolve(variant:) with the container",
        label(DependencyResolver.resolve(variant: "resolver")) == "resolver in main")
    log.check("static resolve(name:)", label(DependencyResolver.resolve(name: "named")) == "named")
    log.check(
        "static optional(variant:) and optional(name:)",
        optionalLabel(DependencyResolver.optional(variant: "resolver")) == "resolver in main"
            && optionalLabel(DependencyResolver.optional(name: "named-resolver")) == "named resolver"
            && optionalLabel(DependencyResolver.optional(variant: "missing")) == "nil")
    log.check(
        "static resolve(variant:args:) and resolve(name:args:)",
        label(DependencyResolver.resolve(variant: "args", args: 1)) == "args 1"
            && label(DependencyResolver.resolve(name: "args", args: 2)) == "args 2")
    log.check(
        "static resolve(variant:args:) and resolve(name:args:) with a dictionary",
        label(DependencyResolver.resolve(variant: "dict", args: ["n": 3])) == "dict 3"
            && label(DependencyResolver.resolve(name: "dict", args: ["n": 4])) == "dict 4")
    log.check(
        "static optional(variant:args:) and optional(name:args:)",
        optionalLabel(DependencyResolver.optional(variant: "args", args: 5)) == "args 5"
            && optionalLabel(DependencyResolver.optional(name: "args", args: 6)) == "args 6")
    log.check(
        "static optional(variant:args:) and optional(name:args:) with a dictionary",
        optionalLabel(DependencyResolver.optional(variant: "dict", args: ["n": 7])) == "dict 7"
            && optionalLabel(DependencyResolver.optional(name: "dict", args: ["n": 8])) == "dict 8")
}

private func staticTry() throws -> [String] {
    [
        label(try DependencyResolver.tryResolve(variant: "resolver")),
        label(try DependencyResolver.tryResolve(name: "named")),
        optionalLabel(try DependencyResolver.tryOptional(variant: "missing")),
        optionalLabel(try DependencyResolver.tryOptional(name: "named")),
        label(try DependencyResolver.tryResolve(variant: "args", args: 1)),
        label(try DependencyResolver.tryResolve(name: "args", args: 2)),
        optionalLabel(try DependencyResolver.tryOptional(variant: "args", args: 3)),
        optionalLabel(try DependencyResolver.tryOptional(name: "dict", args: ["n": 4])),
    ]
}

private func staticThrowing(_ log: CheckLog) {
    log.check(
        "static tryResolve, tryOptional and their args forms with try",
        (try? staticTry())
            == ["resolver in main", "named", "nil", "named", "args 1", "args 2", "args 3", "dict 4"])
    log.check(
        "static tryResolve(variant:) with try: a failing factory is factoryFailed",
        errorKind { _ = try DependencyResolver.tryResolve(Beacon.self, variant: "broken") } == .factoryFailed)
    let forced: Beacon = try! DependencyResolver.tryResolve(name: "named")
    let forcedOptional: Beacon? = try! DependencyResolver.tryOptional(variant: "args", args: 9)
    log.check(
        "static tryResolve and tryOptional with try!", forced.label == "named" && forcedOptional?.label == "args 9")
    let missing = try? DependencyResolver.tryResolve(Beacon.self, name: "missing")
    let present = try? DependencyResolver.tryResolve(Beacon.self, name: "args", args: 10)
    log.check("static tryResolve with try?", missing == nil && present?.label == "args 10")
    let closure = { (name: Variant) -> String in
        do {
            let beacon: Beacon? = try DependencyResolver.tryOptional(name: name, args: 11)
            return optionalLabel(beacon)
        } catch let error as DependencyError {
            return "\(error.kind)"
        } catch {
            return "other error"
        }
    }
    log.check(
        "static tryOptional(name:args:) in do/catch",
        closure("args") == "args 11" && closure("broken") == "factoryFailed" && closure("missing") == "nil")
}

private func staticReplace(_ log: CheckLog) {
    let replaced = DependencyResolver.replace(variant: "to-replace") { Beacon("new") }
    DependencyResolver.replace(variant: "to-replace-resolver") { r in Beacon("new in \(r.name ?? "?")") }
    DependencyResolver.replace(name: "to-replace-name") { Beacon("new named") }
    DependencyResolver.replace(Beacon.self, name: "to-replace-name-resolver", lifetime: .persistent) { _ in
        Beacon("new named resolver")
    }
    log.check(
        "static replace, all four forms",
        replaced.isInstalled && replaced.container === DependencyResolver.main
            && label(DependencyResolver.resolve(variant: "to-replace")) == "new"
            && label(DependencyResolver.resolve(variant: "to-replace-resolver")) == "new in main"
            && label(DependencyResolver.resolve(name: "to-replace-name")) == "new named"
            && label(DependencyResolver.resolve(name: "to-replace-name-resolver")) == "new named resolver")
}

private func rootAndContext(_ log: CheckLog) {
    let custom = DependencyResolver(name: "custom root")
    custom.register { Beacon("custom") }
    DependencyResolver.root = custom
    let fromCustom = label(DependencyResolver.resolve())
    let screen = DefaultScreen().beacon().label
    DependencyResolver.root = DependencyResolver.main
    log.check(
        "root: static resolves and Resolving's default resolver go through it",
        fromCustom == "custom" && screen == "custom" && DependencyResolver.root === DependencyResolver.main
            && DefaultScreen().beacon().label == "plain")
    let feature = DependencyResolver(name: "feature")
    feature.register { Beacon("feature") }
    feature.register { Holder(beacon: DependencyResolver.resolve()) }
    log.check(
        "inside a factory, a static resolve starts from the resolution's container",
        feature.resolve(Holder.self).beacon.label == "feature")
    log.check(
        "Resolving with a resolver of its own",
        (try? FeatureScreen(resolver: feature).beacon().label) == "feature"
            && (try? FeatureScreen(resolver: custom).beacon().label) == "custom")
}

func locatorChecks(_ log: CheckLog) {
    staticRegistrations()
    log.check(
        "registerAllServices() runs before the first resolve through main, and never overwrites",
        DependencyResolver.resolve(Boot.self).origin == "registerAllServices"
            && DependencyResolver.main.resolve(Boot.self, name: "early").origin == "registered before"
            && DependencyResolver.main.name == "main")
    staticTrapping(log)
    staticThrowing(log)
    staticReplace(log)
    rootAndContext(log)
}
