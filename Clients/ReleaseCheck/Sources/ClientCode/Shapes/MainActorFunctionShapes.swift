// Every resolve form from main-actor functions.
// Each check passes a container that resolves and, for the throwing forms, one whose factories all throw.

import HierResolver

private final class Widget: TaggedWidget {
    let tag: String

    init(tag: String) {
        self.tag = tag
    }
}

@MainActor
private func resolveDefault(_ c: DependencyResolver) -> Widget {
    c.resolve()
}

@MainActor
private func resolveVariant(_ c: DependencyResolver) -> Widget {
    c.resolve(Widget.self, variant: "blue")
}

@MainActor
private func resolveName(_ c: DependencyResolver) -> Widget {
    c.resolve(name: "red")
}

@MainActor
private func optionalDefault(_ c: DependencyResolver) -> Widget? {
    c.optional()
}

@MainActor
private func optionalVariant(_ c: DependencyResolver) -> Widget? {
    c.optional(variant: "blue")
}

@MainActor
private func optionalName(_ c: DependencyResolver) -> Widget? {
    c.optional(Widget.self, name: "red")
}

@MainActor
private func resolveArgs(_ c: DependencyResolver) -> Widget {
    c.resolve(variant: "single", args: 7)
}

@MainActor
private func resolveNameArgs(_ c: DependencyResolver) -> Widget {
    c.resolve(name: "single", args: 7)
}

@MainActor
private func resolveDictionary(_ c: DependencyResolver) -> Widget {
    c.resolve(variant: "dict", args: ["n": 7])
}

@MainActor
private func resolveNameDictionary(_ c: DependencyResolver) -> Widget {
    c.resolve(name: "dict", args: ["n": 7])
}

@MainActor
private func optionalArgs(_ c: DependencyResolver) -> Widget? {
    c.optional(variant: "single", args: 7)
}

@MainActor
private func optionalNameArgs(_ c: DependencyResolver) -> Widget? {
    c.optional(name: "single", args: 7)
}

@MainActor
private func optionalDictionary(_ c: DependencyResolver) -> Widget? {
    c.optional(variant: "dict", args: ["n": 7])
}

@MainActor
private func optionalNameDictionary(_ c: DependencyResolver) -> Widget? {
    c.optional(name: "dict", args: ["n": 7])
}

@MainActor
private func resolveTyped(_ c: DependencyResolver) -> Widget {
    c.resolve(arguments: 3)
}

@MainActor
private func resolveVariantTyped(_ c: DependencyResolver) -> Widget {
    c.resolve(variant: "typed", arguments: 3, "t")
}

@MainActor
private func resolveNameTyped(_ c: DependencyResolver) -> Widget {
    c.resolve(name: "typed", arguments: 3, "t")
}

@MainActor
private func tryResolveDefaultTry(_ c: DependencyResolver) throws -> Widget {
    try c.tryResolve(Widget.self)
}

@MainActor
private func tryResolveDefaultForceTry(_ c: DependencyResolver) -> Widget {
    try! c.tryResolve(Widget.self)
}

@MainActor
private func tryResolveDefaultOptionalTry(_ c: DependencyResolver) -> Widget? {
    try? (c.tryResolve(Widget.self) as Widget)
}

@MainActor
private func tryResolveDefaultDoCatch(_ c: DependencyResolver) -> String {
    do {
        let widget: Widget = try c.tryResolve(Widget.self)
        return widget.tag
    } catch let error as DependencyError {
        return "\(error.kind)"
    } catch {
        return "\(error)"
    }
}

@MainActor
private func tryResolveDefaultDoCatchTrap(_ c: DependencyResolver) -> Widget {
    do {
        return try c.tryResolve(Widget.self)
    } catch {
        fatalError("unexpected failure: \(error)")
    }
}

@MainActor
private func tryResolveVariantTry(_ c: DependencyResolver) throws -> Widget {
    try c.tryResolve(variant: "blue")
}

@MainActor
private func tryResolveVariantForceTry(_ c: DependencyResolver) -> Widget {
    try! c.tryResolve(variant: "blue")
}

@MainActor
private func tryResolveVariantOptionalTry(_ c: DependencyResolver) -> Widget? {
    try? (c.tryResolve(variant: "blue") as Widget)
}

@MainActor
private func tryResolveVariantDoCatch(_ c: DependencyResolver) -> String {
    do {
        let widget: Widget = try c.tryResolve(variant: "blue")
        return widget.tag
    } catch let error as DependencyError {
        return "\(error.kind)"
    } catch {
        return "\(error)"
    }
}

@MainActor
private func tryResolveVariantDoCatchTrap(_ c: DependencyResolver) -> Widget {
    do {
        return try c.tryResolve(variant: "blue")
    } catch {
        fatalError("unexpected failure: \(error)")
    }
}

@MainActor
private func tryResolveNameTry(_ c: DependencyResolver) throws -> Widget {
    try c.tryResolve(name: "red")
}

@MainActor
private func tryResolveNameForceTry(_ c: DependencyResolver) -> Widget {
    try! c.tryResolve(name: "red")
}

@MainActor
private func tryResolveNameOptionalTry(_ c: DependencyResolver) -> Widget? {
    try? (c.tryResolve(name: "red") as Widget)
}

@MainActor
private func tryResolveNameDoCatch(_ c: DependencyResolver) -> String {
    do {
        let widget: Widget = try c.tryResolve(name: "red")
        return widget.tag
    } catch let error as DependencyError {
        return "\(error.kind)"
    } catch {
        return "\(error)"
    }
}

@MainActor
private func tryResolveNameDoCatchTrap(_ c: DependencyResolver) -> Widget {
    do {
        return try c.tryResolve(name: "red")
    } catch {
        fatalError("unexpected failure: \(error)")
    }
}

@MainActor
private func tryOptionalDefaultTry(_ c: DependencyResolver) throws -> Widget? {
    try c.tryOptional()
}

@MainActor
private func tryOptionalDefaultForceTry(_ c: DependencyResolver) -> Widget? {
    try! c.tryOptional()
}

@MainActor
private func tryOptionalDefaultOptionalTry(_ c: DependencyResolver) -> Widget? {
    try? (c.tryOptional() as Widget?)
}

@MainActor
private func tryOptionalDefaultDoCatch(_ c: DependencyResolver) -> String {
    do {
        let widget: Widget? = try c.tryOptional()
        return widget?.tag ?? "nil"
    } catch let error as DependencyError {
        return "\(error.kind)"
    } catch {
        return "\(error)"
    }
}

@MainActor
private func tryOptionalDefaultDoCatchTrap(_ c: DependencyResolver) -> Widget? {
    do {
        return try c.tryOptional()
    } catch {
        fatalError("unexpected failure: \(error)")
    }
}

@MainActor
private func tryOptionalVariantTry(_ c: DependencyResolver) throws -> Widget? {
    try c.tryOptional(Widget.self, variant: "blue")
}

@MainActor
private func tryOptionalVariantForceTry(_ c: DependencyResolver) -> Widget? {
    try! c.tryOptional(Widget.self, variant: "blue")
}

@MainActor
private func tryOptionalVariantOptionalTry(_ c: DependencyResolver) -> Widget? {
    try? (c.tryOptional(Widget.self, variant: "blue") as Widget?)
}

@MainActor
private func tryOptionalVariantDoCatch(_ c: DependencyResolver) -> String {
    do {
        let widget: Widget? = try c.tryOptional(Widget.self, variant: "blue")
        return widget?.tag ?? "nil"
    } catch let error as DependencyError {
        return "\(error.kind)"
    } catch {
        return "\(error)"
    }
}

@MainActor
private func tryOptionalVariantDoCatchTrap(_ c: DependencyResolver) -> Widget? {
    do {
        return try c.tryOptional(Widget.self, variant: "blue")
    } catch {
        fatalError("unexpected failure: \(error)")
    }
}

@MainActor
private func tryOptionalNameTry(_ c: DependencyResolver) throws -> Widget? {
    try c.tryOptional(name: "red")
}

@MainActor
private func tryOptionalNameForceTry(_ c: DependencyResolver) -> Widget? {
    try! c.tryOptional(name: "red")
}

@MainActor
private func tryOptionalNameOptionalTry(_ c: DependencyResolver) -> Widget? {
    try? (c.tryOptional(name: "red") as Widget?)
}

@MainActor
private func tryOptionalNameDoCatch(_ c: DependencyResolver) -> String {
    do {
        let widget: Widget? = try c.tryOptional(name: "red")
        return widget?.tag ?? "nil"
    } catch let error as DependencyError {
        return "\(error.kind)"
    } catch {
        return "\(error)"
    }
}

@MainActor
private func tryOptionalNameDoCatchTrap(_ c: DependencyResolver) -> Widget? {
    do {
        return try c.tryOptional(name: "red")
    } catch {
        fatalError("unexpected failure: \(error)")
    }
}

@MainActor
private func tryResolveArgsTry(_ c: DependencyResolver) throws -> Widget {
    try c.tryResolve(variant: "single", args: 7)
}

@MainActor
private func tryResolveArgsForceTry(_ c: DependencyResolver) -> Widget {
    try! c.tryResolve(variant: "single", args: 7)
}

@MainActor
private func tryResolveArgsOptionalTry(_ c: DependencyResolver) -> Widget? {
    try? (c.tryResolve(variant: "single", args: 7) as Widget)
}

@MainActor
private func tryResolveArgsDoCatch(_ c: DependencyResolver) -> String {
    do {
        let widget: Widget = try c.tryResolve(variant: "single", args: 7)
        return widget.tag
    } catch let error as DependencyError {
        return "\(error.kind)"
    } catch {
        return "\(error)"
    }
}

@MainActor
private func tryResolveArgsDoCatchTrap(_ c: DependencyResolver) -> Widget {
    do {
        return try c.tryResolve(variant: "single", args: 7)
    } catch {
        fatalError("unexpected failure: \(error)")
    }
}

@MainActor
private func tryResolveNameArgsTry(_ c: DependencyResolver) throws -> Widget {
    try c.tryResolve(name: "single", args: 7)
}

@MainActor
private func tryResolveNameArgsForceTry(_ c: DependencyResolver) -> Widget {
    try! c.tryResolve(name: "single", args: 7)
}

@MainActor
private func tryResolveNameArgsOptionalTry(_ c: DependencyResolver) -> Widget? {
    try? (c.tryResolve(name: "single", args: 7) as Widget)
}

@MainActor
private func tryResolveNameArgsDoCatch(_ c: DependencyResolver) -> String {
    do {
        let widget: Widget = try c.tryResolve(name: "single", args: 7)
        return widget.tag
    } catch let error as DependencyError {
        return "\(error.kind)"
    } catch {
        return "\(error)"
    }
}

@MainActor
private func tryResolveNameArgsDoCatchTrap(_ c: DependencyResolver) -> Widget {
    do {
        return try c.tryResolve(name: "single", args: 7)
    } catch {
        fatalError("unexpected failure: \(error)")
    }
}

@MainActor
private func tryResolveDictionaryTry(_ c: DependencyResolver) throws -> Widget {
    try c.tryResolve(variant: "dict", args: ["n": 7])
}

@MainActor
private func tryResolveDictionaryForceTry(_ c: DependencyResolver) -> Widget {
    try! c.tryResolve(variant: "dict", args: ["n": 7])
}

@MainActor
private func tryResolveDictionaryOptionalTry(_ c: DependencyResolver) -> Widget? {
    try? (c.tryResolve(variant: "dict", args: ["n": 7]) as Widget)
}

@MainActor
private func tryResolveDictionaryDoCatch(_ c: DependencyResolver) -> String {
    do {
        let widget: Widget = try c.tryResolve(variant: "dict", args: ["n": 7])
        return widget.tag
    } catch let error as DependencyError {
        return "\(error.kind)"
    } catch {
        return "\(error)"
    }
}

@MainActor
private func tryResolveDictionaryDoCatchTrap(_ c: DependencyResolver) -> Widget {
    do {
        return try c.tryResolve(variant: "dict", args: ["n": 7])
    } catch {
        fatalError("unexpected failure: \(error)")
    }
}

@MainActor
private func tryResolveNameDictionaryTry(_ c: DependencyResolver) throws -> Widget {
    try c.tryResolve(name: "dict", args: ["n": 7])
}

@MainActor
private func tryResolveNameDictionaryForceTry(_ c: DependencyResolver) -> Widget {
    try! c.tryResolve(name: "dict", args: ["n": 7])
}

@MainActor
private func tryResolveNameDictionaryOptionalTry(_ c: DependencyResolver) -> Widget? {
    try? (c.tryResolve(name: "dict", args: ["n": 7]) as Widget)
}

@MainActor
private func tryResolveNameDictionaryDoCatch(_ c: DependencyResolver) -> String {
    do {
        let widget: Widget = try c.tryResolve(name: "dict", args: ["n": 7])
        return widget.tag
    } catch let error as DependencyError {
        return "\(error.kind)"
    } catch {
        return "\(error)"
    }
}

@MainActor
private func tryResolveNameDictionaryDoCatchTrap(_ c: DependencyResolver) -> Widget {
    do {
        return try c.tryResolve(name: "dict", args: ["n": 7])
    } catch {
        fatalError("unexpected failure: \(error)")
    }
}

@MainActor
private func tryOptionalArgsTry(_ c: DependencyResolver) throws -> Widget? {
    try c.tryOptional(variant: "single", args: 7)
}

@MainActor
private func tryOptionalArgsForceTry(_ c: DependencyResolver) -> Widget? {
    try! c.tryOptional(variant: "single", args: 7)
}

@MainActor
private func tryOptionalArgsOptionalTry(_ c: DependencyResolver) -> Widget? {
    try? (c.tryOptional(variant: "single", args: 7) as Widget?)
}

@MainActor
private func tryOptionalArgsDoCatch(_ c: DependencyResolver) -> String {
    do {
        let widget: Widget? = try c.tryOptional(variant: "single", args: 7)
        return widget?.tag ?? "nil"
    } catch let error as DependencyError {
        return "\(error.kind)"
    } catch {
        return "\(error)"
    }
}

@MainActor
private func tryOptionalArgsDoCatchTrap(_ c: DependencyResolver) -> Widget? {
    do {
        return try c.tryOptional(variant: "single", args: 7)
    } catch {
        fatalError("unexpected failure: \(error)")
    }
}

@MainActor
private func tryOptionalNameArgsTry(_ c: DependencyResolver) throws -> Widget? {
    try c.tryOptional(name: "single", args: 7)
}

@MainActor
private func tryOptionalNameArgsForceTry(_ c: DependencyResolver) -> Widget? {
    try! c.tryOptional(name: "single", args: 7)
}

@MainActor
private func tryOptionalNameArgsOptionalTry(_ c: DependencyResolver) -> Widget? {
    try? (c.tryOptional(name: "single", args: 7) as Widget?)
}

@MainActor
private func tryOptionalNameArgsDoCatch(_ c: DependencyResolver) -> String {
    do {
        let widget: Widget? = try c.tryOptional(name: "single", args: 7)
        return widget?.tag ?? "nil"
    } catch let error as DependencyError {
        return "\(error.kind)"
    } catch {
        return "\(error)"
    }
}

@MainActor
private func tryOptionalNameArgsDoCatchTrap(_ c: DependencyResolver) -> Widget? {
    do {
        return try c.tryOptional(name: "single", args: 7)
    } catch {
        fatalError("unexpected failure: \(error)")
    }
}

@MainActor
private func tryOptionalDictionaryTry(_ c: DependencyResolver) throws -> Widget? {
    try c.tryOptional(variant: "dict", args: ["n": 7])
}

@MainActor
private func tryOptionalDictionaryForceTry(_ c: DependencyResolver) -> Widget? {
    try! c.tryOptional(variant: "dict", args: ["n": 7])
}

@MainActor
private func tryOptionalDictionaryOptionalTry(_ c: DependencyResolver) -> Widget? {
    try? (c.tryOptional(variant: "dict", args: ["n": 7]) as Widget?)
}

@MainActor
private func tryOptionalDictionaryDoCatch(_ c: DependencyResolver) -> String {
    do {
        let widget: Widget? = try c.tryOptional(variant: "dict", args: ["n": 7])
        return widget?.tag ?? "nil"
    } catch let error as DependencyError {
        return "\(error.kind)"
    } catch {
        return "\(error)"
    }
}

@MainActor
private func tryOptionalDictionaryDoCatchTrap(_ c: DependencyResolver) -> Widget? {
    do {
        return try c.tryOptional(variant: "dict", args: ["n": 7])
    } catch {
        fatalError("unexpected failure: \(error)")
    }
}

@MainActor
private func tryOptionalNameDictionaryTry(_ c: DependencyResolver) throws -> Widget? {
    try c.tryOptional(name: "dict", args: ["n": 7])
}

@MainActor
private func tryOptionalNameDictionaryForceTry(_ c: DependencyResolver) -> Widget? {
    try! c.tryOptional(name: "dict", args: ["n": 7])
}

@MainActor
private func tryOptionalNameDictionaryOptionalTry(_ c: DependencyResolver) -> Widget? {
    try? (c.tryOptional(name: "dict", args: ["n": 7]) as Widget?)
}

@MainActor
private func tryOptionalNameDictionaryDoCatch(_ c: DependencyResolver) -> String {
    do {
        let widget: Widget? = try c.tryOptional(name: "dict", args: ["n": 7])
        return widget?.tag ?? "nil"
    } catch let error as DependencyError {
        return "\(error.kind)"
    } catch {
        return "\(error)"
    }
}

@MainActor
private func tryOptionalNameDictionaryDoCatchTrap(_ c: DependencyResolver) -> Widget? {
    do {
        return try c.tryOptional(name: "dict", args: ["n": 7])
    } catch {
        fatalError("unexpected failure: \(error)")
    }
}

@MainActor
private func tryResolveTypedTry(_ c: DependencyResolver) throws -> Widget {
    try c.tryResolve(arguments: 3)
}

@MainActor
private func tryResolveTypedForceTry(_ c: DependencyResolver) -> Widget {
    try! c.tryResolve(arguments: 3)
}

@MainActor
private func tryResolveTypedOptionalTry(_ c: DependencyResolver) -> Widget? {
    try? (c.tryResolve(arguments: 3) as Widget)
}

@MainActor
private func tryResolveTypedDoCatch(_ c: DependencyResolver) -> String {
    do {
        let widget: Widget = try c.tryResolve(arguments: 3)
        return widget.tag
    } catch let error as DependencyError {
        return "\(error.kind)"
    } catch {
        return "\(error)"
    }
}

@MainActor
private func tryResolveTypedDoCatchTrap(_ c: DependencyResolver) -> Widget {
    do {
        return try c.tryResolve(arguments: 3)
    } catch {
        fatalError("unexpected failure: \(error)")
    }
}

@MainActor
private func tryResolveVariantTypedTry(_ c: DependencyResolver) throws -> Widget {
    try c.tryResolve(variant: "typed", arguments: 3, "t")
}

@MainActor
private func tryResolveVariantTypedForceTry(_ c: DependencyResolver) -> Widget {
    try! c.tryResolve(variant: "typed", arguments: 3, "t")
}

@MainActor
private func tryResolveVariantTypedOptionalTry(_ c: DependencyResolver) -> Widget? {
    try? (c.tryResolve(variant: "typed", arguments: 3, "t") as Widget)
}

@MainActor
private func tryResolveVariantTypedDoCatch(_ c: DependencyResolver) -> String {
    do {
        let widget: Widget = try c.tryResolve(variant: "typed", arguments: 3, "t")
        return widget.tag
    } catch let error as DependencyError {
        return "\(error.kind)"
    } catch {
        return "\(error)"
    }
}

@MainActor
private func tryResolveVariantTypedDoCatchTrap(_ c: DependencyResolver) -> Widget {
    do {
        return try c.tryResolve(variant: "typed", arguments: 3, "t")
    } catch {
        fatalError("unexpected failure: \(error)")
    }
}

@MainActor
private func tryResolveNameTypedTry(_ c: DependencyResolver) throws -> Widget {
    try c.tryResolve(name: "typed", arguments: 3, "t")
}

@MainActor
private func tryResolveNameTypedForceTry(_ c: DependencyResolver) -> Widget {
    try! c.tryResolve(name: "typed", arguments: 3, "t")
}

@MainActor
private func tryResolveNameTypedOptionalTry(_ c: DependencyResolver) -> Widget? {
    try? (c.tryResolve(name: "typed", arguments: 3, "t") as Widget)
}

@MainActor
private func tryResolveNameTypedDoCatch(_ c: DependencyResolver) -> String {
    do {
        let widget: Widget = try c.tryResolve(name: "typed", arguments: 3, "t")
        return widget.tag
    } catch let error as DependencyError {
        return "\(error.kind)"
    } catch {
        return "\(error)"
    }
}

@MainActor
private func tryResolveNameTypedDoCatchTrap(_ c: DependencyResolver) -> Widget {
    do {
        return try c.tryResolve(name: "typed", arguments: 3, "t")
    } catch {
        fatalError("unexpected failure: \(error)")
    }
}

@MainActor
func mainActorFunctionShapesChecks(_ log: CheckLog) {
    let good = ShapeContainers.good(Widget.self)
    let broken = ShapeContainers.broken(Widget.self)
    let empty = DependencyResolver(name: "empty")
    log.check(
        "main-actor function: resolve()",
        resolveDefault(good).tag == "plain" && resolveDefault(good) === resolveDefault(good))
    log.check(
        "main-actor function: resolve(_:variant:)",
        resolveVariant(good).tag == "blue" && resolveVariant(good) === resolveVariant(good))
    log.check(
        "main-actor function: resolve(name:)", resolveName(good).tag == "red" && resolveName(good) === resolveName(good)
    )
    log.check("main-actor function: optional()", optionalDefault(good)?.tag == "plain" && optionalDefault(empty) == nil)
    log.check(
        "main-actor function: optional(variant:)", optionalVariant(good)?.tag == "blue" && optionalVariant(empty) == nil
    )
    log.check("main-actor function: optional(_:name:)", optionalName(good)?.tag == "red" && optionalName(empty) == nil)
    log.check("main-actor function: resolve(variant:args:)", resolveArgs(good).tag == "single-7")
    log.check("main-actor function: resolve(name:args:)", resolveNameArgs(good).tag == "single-7")
    log.check("main-actor function: resolve(variant:args:) with a dictionary", resolveDictionary(good).tag == "dict-7")
    log.check("main-actor function: resolve(name:args:) with a dictionary", resolveNameDictionary(good).tag == "dict-7")
    log.check(
        "main-actor function: optional(variant:args:)",
        optionalArgs(good)?.tag == "single-7" && optionalArgs(empty) == nil)
    log.check(
        "main-actor function: optional(name:args:)",
        optionalNameArgs(good)?.tag == "single-7" && optionalNameArgs(empty) == nil)
    log.check(
        "main-actor function: optional(variant:args:) with a dictionary",
        optionalDictionary(good)?.tag == "dict-7" && optionalDictionary(empty) == nil)
    log.check(
        "main-actor function: optional(name:args:) with a dictionary",
        optionalNameDictionary(good)?.tag == "dict-7" && optionalNameDictionary(empty) == nil)
    log.check("main-actor function: resolve(arguments:)", resolveTyped(good).tag == "typed-3")
    log.check("main-actor function: resolve(variant:arguments:_:)", resolveVariantTyped(good).tag == "t-3")
    log.check("main-actor function: resolve(name:arguments:_:)", resolveNameTyped(good).tag == "t-3")
    log.check(
        "main-actor function: tryResolve(_:) with try",
        outcome { try tryResolveDefaultTry(good).tag } == "plain"
            && outcome { try tryResolveDefaultTry(broken).tag } == "factoryFailed")
    log.check("main-actor function: tryResolve(_:) with try!", tryResolveDefaultForceTry(good).tag == "plain")
    log.check(
        "main-actor function: tryResolve(_:) with try?",
        tryResolveDefaultOptionalTry(good)?.tag == "plain" && tryResolveDefaultOptionalTry(broken) == nil)
    log.check(
        "main-actor function: tryResolve(_:) in do/catch",
        tryResolveDefaultDoCatch(good) == "plain" && tryResolveDefaultDoCatch(broken) == "factoryFailed")
    log.check(
        "main-actor function: tryResolve(_:) in do/catch that traps", tryResolveDefaultDoCatchTrap(good).tag == "plain")
    log.check(
        "main-actor function: tryResolve(variant:) with try",
        outcome { try tryResolveVariantTry(good).tag } == "blue"
            && outcome { try tryResolveVariantTry(broken).tag } == "factoryFailed")
    log.check("main-actor function: tryResolve(variant:) with try!", tryResolveVariantForceTry(good).tag == "blue")
    log.check(
        "main-actor function: tryResolve(variant:) with try?",
        tryResolveVariantOptionalTry(good)?.tag == "blue" && tryResolveVariantOptionalTry(broken) == nil)
    log.check(
        "main-actor function: tryResolve(variant:) in do/catch",
        tryResolveVariantDoCatch(good) == "blue" && tryResolveVariantDoCatch(broken) == "factoryFailed")
    log.check(
        "main-actor function: tryResolve(variant:) in do/catch that traps",
        tryResolveVariantDoCatchTrap(good).tag == "blue")
    log.check(
        "main-actor function: tryResolve(name:) with try",
        outcome { try tryResolveNameTry(good).tag } == "red"
            && outcome { try tryResolveNameTry(broken).tag } == "factoryFailed")
    log.check("main-actor function: tryResolve(name:) with try!", tryResolveNameForceTry(good).tag == "red")
    log.check(
        "main-actor function: tryResolve(name:) with try?",
        tryResolveNameOptionalTry(good)?.tag == "red" && tryResolveNameOptionalTry(broken) == nil)
    log.check(
        "main-actor function: tryResolve(name:) in do/catch",
        tryResolveNameDoCatch(good) == "red" && tryResolveNameDoCatch(broken) == "factoryFailed")
    log.check(
        "main-actor function: tryResolve(name:) in do/catch that traps", tryResolveNameDoCatchTrap(good).tag == "red")
    log.check(
        "main-actor function: tryOptional() with try",
        outcome { try tryOptionalDefaultTry(good)?.tag } == "plain"
            && outcome { try tryOptionalDefaultTry(broken)?.tag } == "factoryFailed")
    log.check("main-actor function: tryOptional() with try!", tryOptionalDefaultForceTry(good)?.tag == "plain")
    log.check(
        "main-actor function: tryOptional() with try?",
        tryOptionalDefaultOptionalTry(good)?.tag == "plain" && tryOptionalDefaultOptionalTry(broken) == nil)
    log.check(
        "main-actor function: tryOptional() in do/catch",
        tryOptionalDefaultDoCatch(good) == "plain" && tryOptionalDefaultDoCatch(broken) == "factoryFailed")
    log.check(
        "main-actor function: tryOptional() in do/catch that traps", tryOptionalDefaultDoCatchTrap(good)?.tag == "plain"
    )
    log.check(
        "main-actor function: tryOptional(_:variant:) with try",
        outcome { try tryOptionalVariantTry(good)?.tag } == "blue"
            && outcome { try tryOptionalVariantTry(broken)?.tag } == "factoryFailed")
    log.check("main-actor function: tryOptional(_:variant:) with try!", tryOptionalVariantForceTry(good)?.tag == "blue")
    log.check(
        "main-actor function: tryOptional(_:variant:) with try?",
        tryOptionalVariantOptionalTry(good)?.tag == "blue" && tryOptionalVariantOptionalTry(broken) == nil)
    log.check(
        "main-actor function: tryOptional(_:variant:) in do/catch",
        tryOptionalVariantDoCatch(good) == "blue" && tryOptionalVariantDoCatch(broken) == "factoryFailed")
    log.check(
        "main-actor function: tryOptional(_:variant:) in do/catch that traps",
        tryOptionalVariantDoCatchTrap(good)?.tag == "blue")
    log.check(
        "main-actor function: tryOptional(name:) with try",
        outcome { try tryOptionalNameTry(good)?.tag } == "red"
            && outcome { try tryOptionalNameTry(broken)?.tag } == "factoryFailed")
    log.check("main-actor function: tryOptional(name:) with try!", tryOptionalNameForceTry(good)?.tag == "red")
    log.check(
        "main-actor function: tryOptional(name:) with try?",
        tryOptionalNameOptionalTry(good)?.tag == "red" && tryOptionalNameOptionalTry(broken) == nil)
    log.check(
        "main-actor function: tryOptional(name:) in do/catch",
        tryOptionalNameDoCatch(good) == "red" && tryOptionalNameDoCatch(broken) == "factoryFailed")
    log.check(
        "main-actor function: tryOptional(name:) in do/catch that traps", tryOptionalNameDoCatchTrap(good)?.tag == "red"
    )
    log.check(
        "main-actor function: tryResolve(variant:args:) with try",
        outcome { try tryResolveArgsTry(good).tag } == "single-7"
            && outcome { try tryResolveArgsTry(broken).tag } == "factoryFailed")
    log.check(
        "main-actor function: tryResolve(variant:args:) with try!", tryResolveArgsForceTry(good).tag == "single-7")
    log.check(
        "main-actor function: tryResolve(variant:args:) with try?",
        tryResolveArgsOptionalTry(good)?.tag == "single-7" && tryResolveArgsOptionalTry(broken) == nil)
    log.check(
        "main-actor function: tryResolve(variant:args:) in do/catch",
        tryResolveArgsDoCatch(good) == "single-7" && tryResolveArgsDoCatch(broken) == "factoryFailed")
    log.check(
        "main-actor function: tryResolve(variant:args:) in do/catch that traps",
        tryResolveArgsDoCatchTrap(good).tag == "single-7")
    log.check(
        "main-actor function: tryResolve(name:args:) with try",
        outcome { try tryResolveNameArgsTry(good).tag } == "single-7"
            && outcome { try tryResolveNameArgsTry(broken).tag } == "factoryFailed")
    log.check(
        "main-actor function: tryResolve(name:args:) with try!", tryResolveNameArgsForceTry(good).tag == "single-7")
    log.check(
        "main-actor function: tryResolve(name:args:) with try?",
        tryResolveNameArgsOptionalTry(good)?.tag == "single-7" && tryResolveNameArgsOptionalTry(broken) == nil)
    log.check(
        "main-actor function: tryResolve(name:args:) in do/catch",
        tryResolveNameArgsDoCatch(good) == "single-7" && tryResolveNameArgsDoCatch(broken) == "factoryFailed")
    log.check(
        "main-actor function: tryResolve(name:args:) in do/catch that traps",
        tryResolveNameArgsDoCatchTrap(good).tag == "single-7")
    log.check(
        "main-actor function: tryResolve(variant:args:) with a dictionary with try",
        outcome { try tryResolveDictionaryTry(good).tag } == "dict-7"
            && outcome { try tryResolveDictionaryTry(broken).tag } == "factoryFailed")
    log.check(
        "main-actor function: tryResolve(variant:args:) with a dictionary with try!",
        tryResolveDictionaryForceTry(good).tag == "dict-7")
    log.check(
        "main-actor function: tryResolve(variant:args:) with a dictionary with try?",
        tryResolveDictionaryOptionalTry(good)?.tag == "dict-7" && tryResolveDictionaryOptionalTry(broken) == nil)
    log.check(
        "main-actor function: tryResolve(variant:args:) with a dictionary in do/catch",
        tryResolveDictionaryDoCatch(good) == "dict-7" && tryResolveDictionaryDoCatch(broken) == "factoryFailed")
    log.check(
        "main-actor function: tryResolve(variant:args:) with a dictionary in do/catch that traps",
        tryResolveDictionaryDoCatchTrap(good).tag == "dict-7")
    log.check(
        "main-actor function: tryResolve(name:args:) with a dictionary with try",
        outcome { try tryResolveNameDictionaryTry(good).tag } == "dict-7"
            && outcome { try tryResolveNameDictionaryTry(broken).tag } == "factoryFailed")
    log.check(
        "main-actor function: tryResolve(name:args:) with a dictionary with try!",
        tryResolveNameDictionaryForceTry(good).tag == "dict-7")
    log.check(
        "main-actor function: tryResolve(name:args:) with a dictionary with try?",
        tryResolveNameDictionaryOptionalTry(good)?.tag == "dict-7" && tryResolveNameDictionaryOptionalTry(broken) == nil
    )
    log.check(
        "main-actor function: tryResolve(name:args:) with a dictionary in do/catch",
        tryResolveNameDictionaryDoCatch(good) == "dict-7" && tryResolveNameDictionaryDoCatch(broken) == "factoryFailed")
    log.check(
        "main-actor function: tryResolve(name:args:) with a dictionary in do/catch that traps",
        tryResolveNameDictionaryDoCatchTrap(good).tag == "dict-7")
    log.check(
        "main-actor function: tryOptional(variant:args:) with try",
        outcome { try tryOptionalArgsTry(good)?.tag } == "single-7"
            && outcome { try tryOptionalArgsTry(broken)?.tag } == "factoryFailed")
    log.check(
        "main-actor function: tryOptional(variant:args:) with try!", tryOptionalArgsForceTry(good)?.tag == "single-7")
    log.check(
        "main-actor function: tryOptional(variant:args:) with try?",
        tryOptionalArgsOptionalTry(good)?.tag == "single-7" && tryOptionalArgsOptionalTry(broken) == nil)
    log.check(
        "main-actor function: tryOptional(variant:args:) in do/catch",
        tryOptionalArgsDoCatch(good) == "single-7" && tryOptionalArgsDoCatch(broken) == "factoryFailed")
    log.check(
        "main-actor function: tryOptional(variant:args:) in do/catch that traps",
        tryOptionalArgsDoCatchTrap(good)?.tag == "single-7")
    log.check(
        "main-actor function: tryOptional(name:args:) with try",
        outcome { try tryOptionalNameArgsTry(good)?.tag } == "single-7"
            && outcome { try tryOptionalNameArgsTry(broken)?.tag } == "factoryFailed")
    log.check(
        "main-actor function: tryOptional(name:args:) with try!", tryOptionalNameArgsForceTry(good)?.tag == "single-7")
    log.check(
        "main-actor function: tryOptional(name:args:) with try?",
        tryOptionalNameArgsOptionalTry(good)?.tag == "single-7" && tryOptionalNameArgsOptionalTry(broken) == nil)
    log.check(
        "main-actor function: tryOptional(name:args:) in do/catch",
        tryOptionalNameArgsDoCatch(good) == "single-7" && tryOptionalNameArgsDoCatch(broken) == "factoryFailed")
    log.check(
        "main-actor function: tryOptional(name:args:) in do/catch that traps",
        tryOptionalNameArgsDoCatchTrap(good)?.tag == "single-7")
    log.check(
        "main-actor function: tryOptional(variant:args:) with a dictionary with try",
        outcome { try tryOptionalDictionaryTry(good)?.tag } == "dict-7"
            && outcome { try tryOptionalDictionaryTry(broken)?.tag } == "factoryFailed")
    log.check(
        "main-actor function: tryOptional(variant:args:) with a dictionary with try!",
        tryOptionalDictionaryForceTry(good)?.tag == "dict-7")
    log.check(
        "main-actor function: tryOptional(variant:args:) with a dictionary with try?",
        tryOptionalDictionaryOptionalTry(good)?.tag == "dict-7" && tryOptionalDictionaryOptionalTry(broken) == nil)
    log.check(
        "main-actor function: tryOptional(variant:args:) with a dictionary in do/catch",
        tryOptionalDictionaryDoCatch(good) == "dict-7" && tryOptionalDictionaryDoCatch(broken) == "factoryFailed")
    log.check(
        "main-actor function: tryOptional(variant:args:) with a dictionary in do/catch that traps",
        tryOptionalDictionaryDoCatchTrap(good)?.tag == "dict-7")
    log.check(
        "main-actor function: tryOptional(name:args:) with a dictionary with try",
        outcome { try tryOptionalNameDictionaryTry(good)?.tag } == "dict-7"
            && outcome { try tryOptionalNameDictionaryTry(broken)?.tag } == "factoryFailed")
    log.check(
        "main-actor function: tryOptional(name:args:) with a dictionary with try!",
        tryOptionalNameDictionaryForceTry(good)?.tag == "dict-7")
    log.check(
        "main-actor function: tryOptional(name:args:) with a dictionary with try?",
        tryOptionalNameDictionaryOptionalTry(good)?.tag == "dict-7"
            && tryOptionalNameDictionaryOptionalTry(broken) == nil)
    log.check(
        "main-actor function: tryOptional(name:args:) with a dictionary in do/catch",
        tryOptionalNameDictionaryDoCatch(good) == "dict-7"
            && tryOptionalNameDictionaryDoCatch(broken) == "factoryFailed")
    log.check(
        "main-actor function: tryOptional(name:args:) with a dictionary in do/catch that traps",
        tryOptionalNameDictionaryDoCatchTrap(good)?.tag == "dict-7")
    log.check(
        "main-actor function: tryResolve(arguments:) with try",
        outcome { try tryResolveTypedTry(good).tag } == "typed-3"
            && outcome { try tryResolveTypedTry(broken).tag } == "factoryFailed")
    log.check("main-actor function: tryResolve(arguments:) with try!", tryResolveTypedForceTry(good).tag == "typed-3")
    log.check(
        "main-actor function: tryResolve(arguments:) with try?",
        tryResolveTypedOptionalTry(good)?.tag == "typed-3" && tryResolveTypedOptionalTry(broken) == nil)
    log.check(
        "main-actor function: tryResolve(arguments:) in do/catch",
        tryResolveTypedDoCatch(good) == "typed-3" && tryResolveTypedDoCatch(broken) == "factoryFailed")
    log.check(
        "main-actor function: tryResolve(arguments:) in do/catch that traps",
        tryResolveTypedDoCatchTrap(good).tag == "typed-3")
    log.check(
        "main-actor function: tryResolve(variant:arguments:_:) with try",
        outcome { try tryResolveVariantTypedTry(good).tag } == "t-3"
            && outcome { try tryResolveVariantTypedTry(broken).tag } == "factoryFailed")
    log.check(
        "main-actor function: tryResolve(variant:arguments:_:) with try!",
        tryResolveVariantTypedForceTry(good).tag == "t-3")
    log.check(
        "main-actor function: tryResolve(variant:arguments:_:) with try?",
        tryResolveVariantTypedOptionalTry(good)?.tag == "t-3" && tryResolveVariantTypedOptionalTry(broken) == nil)
    log.check(
        "main-actor function: tryResolve(variant:arguments:_:) in do/catch",
        tryResolveVariantTypedDoCatch(good) == "t-3" && tryResolveVariantTypedDoCatch(broken) == "factoryFailed")
    log.check(
        "main-actor function: tryResolve(variant:arguments:_:) in do/catch that traps",
        tryResolveVariantTypedDoCatchTrap(good).tag == "t-3")
    log.check(
        "main-actor function: tryResolve(name:arguments:_:) with try",
        outcome { try tryResolveNameTypedTry(good).tag } == "t-3"
            && outcome { try tryResolveNameTypedTry(broken).tag } == "factoryFailed")
    log.check(
        "main-actor function: tryResolve(name:arguments:_:) with try!", tryResolveNameTypedForceTry(good).tag == "t-3")
    log.check(
        "main-actor function: tryResolve(name:arguments:_:) with try?",
        tryResolveNameTypedOptionalTry(good)?.tag == "t-3" && tryResolveNameTypedOptionalTry(broken) == nil)
    log.check(
        "main-actor function: tryResolve(name:arguments:_:) in do/catch",
        tryResolveNameTypedDoCatch(good) == "t-3" && tryResolveNameTypedDoCatch(broken) == "factoryFailed")
    log.check(
        "main-actor function: tryResolve(name:arguments:_:) in do/catch that traps",
        tryResolveNameTypedDoCatchTrap(good).tag == "t-3")
}
