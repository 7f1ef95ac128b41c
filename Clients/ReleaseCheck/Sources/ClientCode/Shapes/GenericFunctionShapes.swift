// Every resolve form from private generic functions, specialised for the widget type.
// Each check passes a container that resolves and, for the throwing forms, one whose factories all throw.

import HierResolver

private final class Widget: TaggedWidget {
    let tag: String

    init(tag: String) {
        self.tag = tag
    }
}

private func resolveDefault<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W {
    c.resolve()
}

private func resolveVariant<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W {
    c.resolve(W.self, variant: "blue")
}

private func resolveName<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W {
    c.resolve(name: "red")
}

private func optionalDefault<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W? {
    c.optional()
}

private func optionalVariant<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W? {
    c.optional(variant: "blue")
}

private func optionalName<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W? {
    c.optional(W.self, name: "red")
}

private func resolveArgs<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W {
    c.resolve(variant: "single", args: 7)
}

private func resolveNameArgs<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W {
    c.resolve(name: "single", args: 7)
}

private func resolveDictionary<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W {
    c.resolve(variant: "dict", args: ["n": 7])
}

private func resolveNameDictionary<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W {
    c.resolve(name: "dict", args: ["n": 7])
}

private func optionalArgs<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W? {
    c.optional(variant: "single", args: 7)
}

private func optionalNameArgs<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W? {
    c.optional(name: "single", args: 7)
}

private func optionalDictionary<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W? {
    c.optional(variant: "dict", args: ["n": 7])
}

private func optionalNameDictionary<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W? {
    c.optional(name: "dict", args: ["n": 7])
}

private func resolveTyped<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W {
    c.resolve(arguments: 3)
}

private func resolveVariantTyped<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W {
    c.resolve(variant: "typed", arguments: 3, "t")
}

private func resolveNameTyped<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W {
    c.resolve(name: "typed", arguments: 3, "t")
}

private func tryResolveDefaultTry<W: Tagged>(_ c: DependencyResolver, as _: W.Type) throws -> W {
    try c.tryResolve(W.self)
}

private func tryResolveDefaultForceTry<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W {
    try! c.tryResolve(W.self)
}

private func tryResolveDefaultOptionalTry<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W? {
    try? (c.tryResolve(W.self) as W)
}

private func tryResolveDefaultDoCatch<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> String {
    do {
        let widget: W = try c.tryResolve(W.self)
        return widget.tag
    } catch let error as DependencyError {
        return "\(error.kind)"
    } catch {
        return "\(error)"
    }
}

private func tryResolveDefaultDoCatchTrap<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W {
    do {
        return try c.tryResolve(W.self)
    } catch {
        fatalError("unexpected failure: \(error)")
    }
}

private func tryResolveVariantTry<W: Tagged>(_ c: DependencyResolver, as _: W.Type) throws -> W {
    try c.tryResolve(variant: "blue")
}

private func tryResolveVariantForceTry<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W {
    try! c.tryResolve(variant: "blue")
}

private func tryResolveVariantOptionalTry<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W? {
    try? (c.tryResolve(variant: "blue") as W)
}

private func tryResolveVariantDoCatch<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> String {
    do {
        let widget: W = try c.tryResolve(variant: "blue")
        return widget.tag
    } catch let error as DependencyError {
        return "\(error.kind)"
    } catch {
        return "\(error)"
    }
}

private func tryResolveVariantDoCatchTrap<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W {
    do {
        return try c.tryResolve(variant: "blue")
    } catch {
        fatalError("unexpected failure: \(error)")
    }
}

private func tryResolveNameTry<W: Tagged>(_ c: DependencyResolver, as _: W.Type) throws -> W {
    try c.tryResolve(name: "red")
}

private func tryResolveNameForceTry<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W {
    try! c.tryResolve(name: "red")
}

private func tryResolveNameOptionalTry<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W? {
    try? (c.tryResolve(name: "red") as W)
}

private func tryResolveNameDoCatch<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> String {
    do {
        let widget: W = try c.tryResolve(name: "red")
        return widget.tag
    } catch let error as DependencyError {
        return "\(error.kind)"
    } catch {
        return "\(error)"
    }
}

private func tryResolveNameDoCatchTrap<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W {
    do {
        return try c.tryResolve(name: "red")
    } catch {
        fatalError("unexpected failure: \(error)")
    }
}

private func tryOptionalDefaultTry<W: Tagged>(_ c: DependencyResolver, as _: W.Type) throws -> W? {
    try c.tryOptional()
}

private func tryOptionalDefaultForceTry<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W? {
    try! c.tryOptional()
}

private func tryOptionalDefaultOptionalTry<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W? {
    try? (c.tryOptional() as W?)
}

private func tryOptionalDefaultDoCatch<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> String {
    do {
        let widget: W? = try c.tryOptional()
        return widget?.tag ?? "nil"
    } catch let error as DependencyError {
        return "\(error.kind)"
    } catch {
        return "\(error)"
    }
}

private func tryOptionalDefaultDoCatchTrap<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W? {
    do {
        return try c.tryOptional()
    } catch {
        fatalError("unexpected failure: \(error)")
    }
}

private func tryOptionalVariantTry<W: Tagged>(_ c: DependencyResolver, as _: W.Type) throws -> W? {
    try c.tryOptional(W.self, variant: "blue")
}

private func tryOptionalVariantForceTry<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W? {
    try! c.tryOptional(W.self, variant: "blue")
}

private func tryOptionalVariantOptionalTry<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W? {
    try? (c.tryOptional(W.self, variant: "blue") as W?)
}

private func tryOptionalVariantDoCatch<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> String {
    do {
        let widget: W? = try c.tryOptional(W.self, variant: "blue")
        return widget?.tag ?? "nil"
    } catch let error as DependencyError {
        return "\(error.kind)"
    } catch {
        return "\(error)"
    }
}

private func tryOptionalVariantDoCatchTrap<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W? {
    do {
        return try c.tryOptional(W.self, variant: "blue")
    } catch {
        fatalError("unexpected failure: \(error)")
    }
}

private func tryOptionalNameTry<W: Tagged>(_ c: DependencyResolver, as _: W.Type) throws -> W? {
    try c.tryOptional(name: "red")
}

private func tryOptionalNameForceTry<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W? {
    try! c.tryOptional(name: "red")
}

private func tryOptionalNameOptionalTry<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W? {
    try? (c.tryOptional(name: "red") as W?)
}

private func tryOptionalNameDoCatch<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> String {
    do {
        let widget: W? = try c.tryOptional(name: "red")
        return widget?.tag ?? "nil"
    } catch let error as DependencyError {
        return "\(error.kind)"
    } catch {
        return "\(error)"
    }
}

private func tryOptionalNameDoCatchTrap<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W? {
    do {
        return try c.tryOptional(name: "red")
    } catch {
        fatalError("unexpected failure: \(error)")
    }
}

private func tryResolveArgsTry<W: Tagged>(_ c: DependencyResolver, as _: W.Type) throws -> W {
    try c.tryResolve(variant: "single", args: 7)
}

private func tryResolveArgsForceTry<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W {
    try! c.tryResolve(variant: "single", args: 7)
}

private func tryResolveArgsOptionalTry<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W? {
    try? (c.tryResolve(variant: "single", args: 7) as W)
}

private func tryResolveArgsDoCatch<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> String {
    do {
        let widget: W = try c.tryResolve(variant: "single", args: 7)
        return widget.tag
    } catch let error as DependencyError {
        return "\(error.kind)"
    } catch {
        return "\(error)"
    }
}

private func tryResolveArgsDoCatchTrap<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W {
    do {
        return try c.tryResolve(variant: "single", args: 7)
    } catch {
        fatalError("unexpected failure: \(error)")
    }
}

private func tryResolveNameArgsTry<W: Tagged>(_ c: DependencyResolver, as _: W.Type) throws -> W {
    try c.tryResolve(name: "single", args: 7)
}

private func tryResolveNameArgsForceTry<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W {
    try! c.tryResolve(name: "single", args: 7)
}

private func tryResolveNameArgsOptionalTry<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W? {
    try? (c.tryResolve(name: "single", args: 7) as W)
}

private func tryResolveNameArgsDoCatch<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> String {
    do {
        let widget: W = try c.tryResolve(name: "single", args: 7)
        return widget.tag
    } catch let error as DependencyError {
        return "\(error.kind)"
    } catch {
        return "\(error)"
    }
}

private func tryResolveNameArgsDoCatchTrap<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W {
    do {
        return try c.tryResolve(name: "single", args: 7)
    } catch {
        fatalError("unexpected failure: \(error)")
    }
}

private func tryResolveDictionaryTry<W: Tagged>(_ c: DependencyResolver, as _: W.Type) throws -> W {
    try c.tryResolve(variant: "dict", args: ["n": 7])
}

private func tryResolveDictionaryForceTry<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W {
    try! c.tryResolve(variant: "dict", args: ["n": 7])
}

private func tryResolveDictionaryOptionalTry<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W? {
    try? (c.tryResolve(variant: "dict", args: ["n": 7]) as W)
}

private func tryResolveDictionaryDoCatch<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> String {
    do {
        let widget: W = try c.tryResolve(variant: "dict", args: ["n": 7])
        return widget.tag
    } catch let error as DependencyError {
        return "\(error.kind)"
    } catch {
        return "\(error)"
    }
}

private func tryResolveDictionaryDoCatchTrap<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W {
    do {
        return try c.tryResolve(variant: "dict", args: ["n": 7])
    } catch {
        fatalError("unexpected failure: \(error)")
    }
}

private func tryResolveNameDictionaryTry<W: Tagged>(_ c: DependencyResolver, as _: W.Type) throws -> W {
    try c.tryResolve(name: "dict", args: ["n": 7])
}

private func tryResolveNameDictionaryForceTry<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W {
    try! c.tryResolve(name: "dict", args: ["n": 7])
}

private func tryResolveNameDictionaryOptionalTry<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W? {
    try? (c.tryResolve(name: "dict", args: ["n": 7]) as W)
}

private func tryResolveNameDictionaryDoCatch<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> String {
    do {
        let widget: W = try c.tryResolve(name: "dict", args: ["n": 7])
        return widget.tag
    } catch let error as DependencyError {
        return "\(error.kind)"
    } catch {
        return "\(error)"
    }
}

private func tryResolveNameDictionaryDoCatchTrap<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W {
    do {
        return try c.tryResolve(name: "dict", args: ["n": 7])
    } catch {
        fatalError("unexpected failure: \(error)")
    }
}

private func tryOptionalArgsTry<W: Tagged>(_ c: DependencyResolver, as _: W.Type) throws -> W? {
    try c.tryOptional(variant: "single", args: 7)
}

private func tryOptionalArgsForceTry<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W? {
    try! c.tryOptional(variant: "single", args: 7)
}

private func tryOptionalArgsOptionalTry<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W? {
    try? (c.tryOptional(variant: "single", args: 7) as W?)
}

private func tryOptionalArgsDoCatch<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> String {
    do {
        let widget: W? = try c.tryOptional(variant: "single", args: 7)
        return widget?.tag ?? "nil"
    } catch let error as DependencyError {
        return "\(error.kind)"
    } catch {
        return "\(error)"
    }
}

private func tryOptionalArgsDoCatchTrap<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W? {
    do {
        return try c.tryOptional(variant: "single", args: 7)
    } catch {
        fatalError("unexpected failure: \(error)")
    }
}

private func tryOptionalNameArgsTry<W: Tagged>(_ c: DependencyResolver, as _: W.Type) throws -> W? {
    try c.tryOptional(name: "single", args: 7)
}

private func tryOptionalNameArgsForceTry<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W? {
    try! c.tryOptional(name: "single", args: 7)
}

private func tryOptionalNameArgsOptionalTry<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W? {
    try? (c.tryOptional(name: "single", args: 7) as W?)
}

private func tryOptionalNameArgsDoCatch<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> String {
    do {
        let widget: W? = try c.tryOptional(name: "single", args: 7)
        return widget?.tag ?? "nil"
    } catch let error as DependencyError {
        return "\(error.kind)"
    } catch {
        return "\(error)"
    }
}

private func tryOptionalNameArgsDoCatchTrap<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W? {
    do {
        return try c.tryOptional(name: "single", args: 7)
    } catch {
        fatalError("unexpected failure: \(error)")
    }
}

private func tryOptionalDictionaryTry<W: Tagged>(_ c: DependencyResolver, as _: W.Type) throws -> W? {
    try c.tryOptional(variant: "dict", args: ["n": 7])
}

private func tryOptionalDictionaryForceTry<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W? {
    try! c.tryOptional(variant: "dict", args: ["n": 7])
}

private func tryOptionalDictionaryOptionalTry<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W? {
    try? (c.tryOptional(variant: "dict", args: ["n": 7]) as W?)
}

private func tryOptionalDictionaryDoCatch<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> String {
    do {
        let widget: W? = try c.tryOptional(variant: "dict", args: ["n": 7])
        return widget?.tag ?? "nil"
    } catch let error as DependencyError {
        return "\(error.kind)"
    } catch {
        return "\(error)"
    }
}

private func tryOptionalDictionaryDoCatchTrap<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W? {
    do {
        return try c.tryOptional(variant: "dict", args: ["n": 7])
    } catch {
        fatalError("unexpected failure: \(error)")
    }
}

private func tryOptionalNameDictionaryTry<W: Tagged>(_ c: DependencyResolver, as _: W.Type) throws -> W? {
    try c.tryOptional(name: "dict", args: ["n": 7])
}

private func tryOptionalNameDictionaryForceTry<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W? {
    try! c.tryOptional(name: "dict", args: ["n": 7])
}

private func tryOptionalNameDictionaryOptionalTry<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W? {
    try? (c.tryOptional(name: "dict", args: ["n": 7]) as W?)
}

private func tryOptionalNameDictionaryDoCatch<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> String {
    do {
        let widget: W? = try c.tryOptional(name: "dict", args: ["n": 7])
        return widget?.tag ?? "nil"
    } catch let error as DependencyError {
        return "\(error.kind)"
    } catch {
        return "\(error)"
    }
}

private func tryOptionalNameDictionaryDoCatchTrap<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W? {
    do {
        return try c.tryOptional(name: "dict", args: ["n": 7])
    } catch {
        fatalError("unexpected failure: \(error)")
    }
}

private func tryResolveTypedTry<W: Tagged>(_ c: DependencyResolver, as _: W.Type) throws -> W {
    try c.tryResolve(arguments: 3)
}

private func tryResolveTypedForceTry<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W {
    try! c.tryResolve(arguments: 3)
}

private func tryResolveTypedOptionalTry<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W? {
    try? (c.tryResolve(arguments: 3) as W)
}

private func tryResolveTypedDoCatch<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> String {
    do {
        let widget: W = try c.tryResolve(arguments: 3)
        return widget.tag
    } catch let error as DependencyError {
        return "\(error.kind)"
    } catch {
        return "\(error)"
    }
}

private func tryResolveTypedDoCatchTrap<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W {
    do {
        return try c.tryResolve(arguments: 3)
    } catch {
        fatalError("unexpected failure: \(error)")
    }
}

private func tryResolveVariantTypedTry<W: Tagged>(_ c: DependencyResolver, as _: W.Type) throws -> W {
    try c.tryResolve(variant: "typed", arguments: 3, "t")
}

private func tryResolveVariantTypedForceTry<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W {
    try! c.tryResolve(variant: "typed", arguments: 3, "t")
}

private func tryResolveVariantTypedOptionalTry<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W? {
    try? (c.tryResolve(variant: "typed", arguments: 3, "t") as W)
}

private func tryResolveVariantTypedDoCatch<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> String {
    do {
        let widget: W = try c.tryResolve(variant: "typed", arguments: 3, "t")
        return widget.tag
    } catch let error as DependencyError {
        return "\(error.kind)"
    } catch {
        return "\(error)"
    }
}

private func tryResolveVariantTypedDoCatchTrap<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W {
    do {
        return try c.tryResolve(variant: "typed", arguments: 3, "t")
    } catch {
        fatalError("unexpected failure: \(error)")
    }
}

private func tryResolveNameTypedTry<W: Tagged>(_ c: DependencyResolver, as _: W.Type) throws -> W {
    try c.tryResolve(name: "typed", arguments: 3, "t")
}

private func tryResolveNameTypedForceTry<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W {
    try! c.tryResolve(name: "typed", arguments: 3, "t")
}

private func tryResolveNameTypedOptionalTry<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W? {
    try? (c.tryResolve(name: "typed", arguments: 3, "t") as W)
}

private func tryResolveNameTypedDoCatch<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> String {
    do {
        let widget: W = try c.tryResolve(name: "typed", arguments: 3, "t")
        return widget.tag
    } catch let error as DependencyError {
        return "\(error.kind)"
    } catch {
        return "\(error)"
    }
}

private func tryResolveNameTypedDoCatchTrap<W: Tagged>(_ c: DependencyResolver, as _: W.Type) -> W {
    do {
        return try c.tryResolve(name: "typed", arguments: 3, "t")
    } catch {
        fatalError("unexpected failure: \(error)")
    }
}

func genericFunctionShapesChecks(_ log: CheckLog) {
    let good = ShapeContainers.good(Widget.self)
    let broken = ShapeContainers.broken(Widget.self)
    let empty = DependencyResolver(name: "empty")
    log.check(
        "generic function: resolve()",
        resolveDefault(good, as: Widget.self).tag == "plain"
            && resolveDefault(good, as: Widget.self) === resolveDefault(good, as: Widget.self))
    log.check(
        "generic function: resolve(_:variant:)",
        resolveVariant(good, as: Widget.self).tag == "blue"
            && resolveVariant(good, as: Widget.self) === resolveVariant(good, as: Widget.self))
    log.check(
        "generic function: resolve(name:)",
        resolveName(good, as: Widget.self).tag == "red"
            && resolveName(good, as: Widget.self) === resolveName(good, as: Widget.self))
    log.check(
        "generic function: optional()",
        optionalDefault(good, as: Widget.self)?.tag == "plain" && optionalDefault(empty, as: Widget.self) == nil)
    log.check(
        "generic function: optional(variant:)",
        optionalVariant(good, as: Widget.self)?.tag == "blue" && optionalVariant(empty, as: Widget.self) == nil)
    log.check(
        "generic function: optional(_:name:)",
        optionalName(good, as: Widget.self)?.tag == "red" && optionalName(empty, as: Widget.self) == nil)
    log.check("generic function: resolve(variant:args:)", resolveArgs(good, as: Widget.self).tag == "single-7")
    log.check("generic function: resolve(name:args:)", resolveNameArgs(good, as: Widget.self).tag == "single-7")
    log.check(
        "generic function: resolve(variant:args:) with a dictionary",
        resolveDictionary(good, as: Widget.self).tag == "dict-7")
    log.check(
        "generic function: resolve(name:args:) with a dictionary",
        resolveNameDictionary(good, as: Widget.self).tag == "dict-7")
    log.check(
        "generic function: optional(variant:args:)",
        optionalArgs(good, as: Widget.self)?.tag == "single-7" && optionalArgs(empty, as: Widget.self) == nil)
    log.check(
        "generic function: optional(name:args:)",
        optionalNameArgs(good, as: Widget.self)?.tag == "single-7" && optionalNameArgs(empty, as: Widget.self) == nil)
    log.check(
        "generic function: optional(variant:args:) with a dictionary",
        optionalDictionary(good, as: Widget.self)?.tag == "dict-7" && optionalDictionary(empty, as: Widget.self) == nil)
    log.check(
        "generic function: optional(name:args:) with a dictionary",
        optionalNameDictionary(good, as: Widget.self)?.tag == "dict-7"
            && optionalNameDictionary(empty, as: Widget.self) == nil)
    log.check("generic function: resolve(arguments:)", resolveTyped(good, as: Widget.self).tag == "typed-3")
    log.check(
        "generic function: resolve(variant:arguments:_:)", resolveVariantTyped(good, as: Widget.self).tag == "t-3")
    log.check("generic function: resolve(name:arguments:_:)", resolveNameTyped(good, as: Widget.self).tag == "t-3")
    log.check(
        "generic function: tryResolve(_:) with try",
        outcome { try tryResolveDefaultTry(good, as: Widget.self).tag } == "plain"
            && outcome { try tryResolveDefaultTry(broken, as: Widget.self).tag } == "factoryFailed")
    log.check(
        "generic function: tryResolve(_:) with try!", tryResolveDefaultForceTry(good, as: Widget.self).tag == "plain")
    log.check(
        "generic function: tryResolve(_:) with try?",
        tryResolveDefaultOptionalTry(good, as: Widget.self)?.tag == "plain"
            && tryResolveDefaultOptionalTry(broken, as: Widget.self) == nil)
    log.check(
        "generic function: tryResolve(_:) in do/catch",
        tryResolveDefaultDoCatch(good, as: Widget.self) == "plain"
            && tryResolveDefaultDoCatch(broken, as: Widget.self) == "factoryFailed")
    log.check(
        "generic function: tryResolve(_:) in do/catch that traps",
        tryResolveDefaultDoCatchTrap(good, as: Widget.self).tag == "plain")
    log.check(
        "generic function: tryResolve(variant:) with try",
        outcome { try tryResolveVariantTry(good, as: Widget.self).tag } == "blue"
            && outcome { try tryResolveVariantTry(broken, as: Widget.self).tag } == "factoryFailed")
    log.check(
        "generic function: tryResolve(variant:) with try!",
        tryResolveVariantForceTry(good, as: Widget.self).tag == "blue")
    log.check(
        "generic function: tryResolve(variant:) with try?",
        tryResolveVariantOptionalTry(good, as: Widget.self)?.tag == "blue"
            && tryResolveVariantOptionalTry(broken, as: Widget.self) == nil)
    log.check(
        "generic function: tryResolve(variant:) in do/catch",
        tryResolveVariantDoCatch(good, as: Widget.self) == "blue"
            && tryResolveVariantDoCatch(broken, as: Widget.self) == "factoryFailed")
    log.check(
        "generic function: tryResolve(variant:) in do/catch that traps",
        tryResolveVariantDoCatchTrap(good, as: Widget.self).tag == "blue")
    log.check(
        "generic function: tryResolve(name:) with try",
        outcome { try tryResolveNameTry(good, as: Widget.self).tag } == "red"
            && outcome { try tryResolveNameTry(broken, as: Widget.self).tag } == "factoryFailed")
    log.check(
        "generic function: tryResolve(name:) with try!", tryResolveNameForceTry(good, as: Widget.self).tag == "red")
    log.check(
        "generic function: tryResolve(name:) with try?",
        tryResolveNameOptionalTry(good, as: Widget.self)?.tag == "red"
            && tryResolveNameOptionalTry(broken, as: Widget.self) == nil)
    log.check(
        "generic function: tryResolve(name:) in do/catch",
        tryResolveNameDoCatch(good, as: Widget.self) == "red"
            && tryResolveNameDoCatch(broken, as: Widget.self) == "factoryFailed")
    log.check(
        "generic function: tryResolve(name:) in do/catch that traps",
        tryResolveNameDoCatchTrap(good, as: Widget.self).tag == "red")
    log.check(
        "generic function: tryOptional() with try",
        outcome { try tryOptionalDefaultTry(good, as: Widget.self)?.tag } == "plain"
            && outcome { try tryOptionalDefaultTry(broken, as: Widget.self)?.tag } == "factoryFailed")
    log.check(
        "generic function: tryOptional() with try!", tryOptionalDefaultForceTry(good, as: Widget.self)?.tag == "plain")
    log.check(
        "generic function: tryOptional() with try?",
        tryOptionalDefaultOptionalTry(good, as: Widget.self)?.tag == "plain"
            && tryOptionalDefaultOptionalTry(broken, as: Widget.self) == nil)
    log.check(
        "generic function: tryOptional() in do/catch",
        tryOptionalDefaultDoCatch(good, as: Widget.self) == "plain"
            && tryOptionalDefaultDoCatch(broken, as: Widget.self) == "factoryFailed")
    log.check(
        "generic function: tryOptional() in do/catch that traps",
        tryOptionalDefaultDoCatchTrap(good, as: Widget.self)?.tag == "plain")
    log.check(
        "generic function: tryOptional(_:variant:) with try",
        outcome { try tryOptionalVariantTry(good, as: Widget.self)?.tag } == "blue"
            && outcome { try tryOptionalVariantTry(broken, as: Widget.self)?.tag } == "factoryFailed")
    log.check(
        "generic function: tryOptional(_:variant:) with try!",
        tryOptionalVariantForceTry(good, as: Widget.self)?.tag == "blue")
    log.check(
        "generic function: tryOptional(_:variant:) with try?",
        tryOptionalVariantOptionalTry(good, as: Widget.self)?.tag == "blue"
            && tryOptionalVariantOptionalTry(broken, as: Widget.self) == nil)
    log.check(
        "generic function: tryOptional(_:variant:) in do/catch",
        tryOptionalVariantDoCatch(good, as: Widget.self) == "blue"
            && tryOptionalVariantDoCatch(broken, as: Widget.self) == "factoryFailed")
    log.check(
        "generic function: tryOptional(_:variant:) in do/catch that traps",
        tryOptionalVariantDoCatchTrap(good, as: Widget.self)?.tag == "blue")
    log.check(
        "generic function: tryOptional(name:) with try",
        outcome { try tryOptionalNameTry(good, as: Widget.self)?.tag } == "red"
            && outcome { try tryOptionalNameTry(broken, as: Widget.self)?.tag } == "factoryFailed")
    log.check(
        "generic function: tryOptional(name:) with try!", tryOptionalNameForceTry(good, as: Widget.self)?.tag == "red")
    log.check(
        "generic function: tryOptional(name:) with try?",
        tryOptionalNameOptionalTry(good, as: Widget.self)?.tag == "red"
            && tryOptionalNameOptionalTry(broken, as: Widget.self) == nil)
    log.check(
        "generic function: tryOptional(name:) in do/catch",
        tryOptionalNameDoCatch(good, as: Widget.self) == "red"
            && tryOptionalNameDoCatch(broken, as: Widget.self) == "factoryFailed")
    log.check(
        "generic function: tryOptional(name:) in do/catch that traps",
        tryOptionalNameDoCatchTrap(good, as: Widget.self)?.tag == "red")
    log.check(
        "generic function: tryResolve(variant:args:) with try",
        outcome { try tryResolveArgsTry(good, as: Widget.self).tag } == "single-7"
            && outcome { try tryResolveArgsTry(broken, as: Widget.self).tag } == "factoryFailed")
    log.check(
        "generic function: tryResolve(variant:args:) with try!",
        tryResolveArgsForceTry(good, as: Widget.self).tag == "single-7")
    log.check(
        "generic function: tryResolve(variant:args:) with try?",
        tryResolveArgsOptionalTry(good, as: Widget.self)?.tag == "single-7"
            && tryResolveArgsOptionalTry(broken, as: Widget.self) == nil)
    log.check(
        "generic function: tryResolve(variant:args:) in do/catch",
        tryResolveArgsDoCatch(good, as: Widget.self) == "single-7"
            && tryResolveArgsDoCatch(broken, as: Widget.self) == "factoryFailed")
    log.check(
        "generic function: tryResolve(variant:args:) in do/catch that traps",
        tryResolveArgsDoCatchTrap(good, as: Widget.self).tag == "single-7")
    log.check(
        "generic function: tryResolve(name:args:) with try",
        outcome { try tryResolveNameArgsTry(good, as: Widget.self).tag } == "single-7"
            && outcome { try tryResolveNameArgsTry(broken, as: Widget.self).tag } == "factoryFailed")
    log.check(
        "generic function: tryResolve(name:args:) with try!",
        tryResolveNameArgsForceTry(good, as: Widget.self).tag == "single-7")
    log.check(
        "generic function: tryResolve(name:args:) with try?",
        tryResolveNameArgsOptionalTry(good, as: Widget.self)?.tag == "single-7"
            && tryResolveNameArgsOptionalTry(broken, as: Widget.self) == nil)
    log.check(
        "generic function: tryResolve(name:args:) in do/catch",
        tryResolveNameArgsDoCatch(good, as: Widget.self) == "single-7"
            && tryResolveNameArgsDoCatch(broken, as: Widget.self) == "factoryFailed")
    log.check(
        "generic function: tryResolve(name:args:) in do/catch that traps",
        tryResolveNameArgsDoCatchTrap(good, as: Widget.self).tag == "single-7")
    log.check(
        "generic function: tryResolve(variant:args:) with a dictionary with try",
        outcome { try tryResolveDictionaryTry(good, as: Widget.self).tag } == "dict-7"
            && outcome { try tryResolveDictionaryTry(broken, as: Widget.self).tag } == "factoryFailed")
    log.check(
        "generic function: tryResolve(variant:args:) with a dictionary with try!",
        tryResolveDictionaryForceTry(good, as: Widget.self).tag == "dict-7")
    log.check(
        "generic function: tryResolve(variant:args:) with a dictionary with try?",
        tryResolveDictionaryOptionalTry(good, as: Widget.self)?.tag == "dict-7"
            && tryResolveDictionaryOptionalTry(broken, as: Widget.self) == nil)
    log.check(
        "generic function: tryResolve(variant:args:) with a dictionary in do/catch",
        tryResolveDictionaryDoCatch(good, as: Widget.self) == "dict-7"
            && tryResolveDictionaryDoCatch(broken, as: Widget.self) == "factoryFailed")
    log.check(
        "generic function: tryResolve(variant:args:) with a dictionary in do/catch that traps",
        tryResolveDictionaryDoCatchTrap(good, as: Widget.self).tag == "dict-7")
    log.check(
        "generic function: tryResolve(name:args:) with a dictionary with try",
        outcome { try tryResolveNameDictionaryTry(good, as: Widget.self).tag } == "dict-7"
            && outcome { try tryResolveNameDictionaryTry(broken, as: Widget.self).tag } == "factoryFailed")
    log.check(
        "generic function: tryResolve(name:args:) with a dictionary with try!",
        tryResolveNameDictionaryForceTry(good, as: Widget.self).tag == "dict-7")
    log.check(
        "generic function: tryResolve(name:args:) with a dictionary with try?",
        tryResolveNameDictionaryOptionalTry(good, as: Widget.self)?.tag == "dict-7"
            && tryResolveNameDictionaryOptionalTry(broken, as: Widget.self) == nil)
    log.check(
        "generic function: tryResolve(name:args:) with a dictionary in do/catch",
        tryResolveNameDictionaryDoCatch(good, as: Widget.self) == "dict-7"
            && tryResolveNameDictionaryDoCatch(broken, as: Widget.self) == "factoryFailed")
    log.check(
        "generic function: tryResolve(name:args:) with a dictionary in do/catch that traps",
        tryResolveNameDictionaryDoCatchTrap(good, as: Widget.self).tag == "dict-7")
    log.check(
        "generic function: tryOptional(variant:args:) with try",
        outcome { try tryOptionalArgsTry(good, as: Widget.self)?.tag } == "single-7"
            && outcome { try tryOptionalArgsTry(broken, as: Widget.self)?.tag } == "factoryFailed")
    log.check(
        "generic function: tryOptional(variant:args:) with try!",
        tryOptionalArgsForceTry(good, as: Widget.self)?.tag == "single-7")
    log.check(
        "generic function: tryOptional(variant:args:) with try?",
        tryOptionalArgsOptionalTry(good, as: Widget.self)?.tag == "single-7"
            && tryOptionalArgsOptionalTry(broken, as: Widget.self) == nil)
    log.check(
        "generic function: tryOptional(variant:args:) in do/catch",
        tryOptionalArgsDoCatch(good, as: Widget.self) == "single-7"
            && tryOptionalArgsDoCatch(broken, as: Widget.self) == "factoryFailed")
    log.check(
        "generic function: tryOptional(variant:args:) in do/catch that traps",
        tryOptionalArgsDoCatchTrap(good, as: Widget.self)?.tag == "single-7")
    log.check(
        "generic function: tryOptional(name:args:) with try",
        outcome { try tryOptionalNameArgsTry(good, as: Widget.self)?.tag } == "single-7"
            && outcome { try tryOptionalNameArgsTry(broken, as: Widget.self)?.tag } == "factoryFailed")
    log.check(
        "generic function: tryOptional(name:args:) with try!",
        tryOptionalNameArgsForceTry(good, as: Widget.self)?.tag == "single-7")
    log.check(
        "generic function: tryOptional(name:args:) with try?",
        tryOptionalNameArgsOptionalTry(good, as: Widget.self)?.tag == "single-7"
            && tryOptionalNameArgsOptionalTry(broken, as: Widget.self) == nil)
    log.check(
        "generic function: tryOptional(name:args:) in do/catch",
        tryOptionalNameArgsDoCatch(good, as: Widget.self) == "single-7"
            && tryOptionalNameArgsDoCatch(broken, as: Widget.self) == "factoryFailed")
    log.check(
        "generic function: tryOptional(name:args:) in do/catch that traps",
        tryOptionalNameArgsDoCatchTrap(good, as: Widget.self)?.tag == "single-7")
    log.check(
        "generic function: tryOptional(variant:args:) with a dictionary with try",
        outcome { try tryOptionalDictionaryTry(good, as: Widget.self)?.tag } == "dict-7"
            && outcome { try tryOptionalDictionaryTry(broken, as: Widget.self)?.tag } == "factoryFailed")
    log.check(
        "generic function: tryOptional(variant:args:) with a dictionary with try!",
        tryOptionalDictionaryForceTry(good, as: Widget.self)?.tag == "dict-7")
    log.check(
        "generic function: tryOptional(variant:args:) with a dictionary with try?",
        tryOptionalDictionaryOptionalTry(good, as: Widget.self)?.tag == "dict-7"
            && tryOptionalDictionaryOptionalTry(broken, as: Widget.self) == nil)
    log.check(
        "generic function: tryOptional(variant:args:) with a dictionary in do/catch",
        tryOptionalDictionaryDoCatch(good, as: Widget.self) == "dict-7"
            && tryOptionalDictionaryDoCatch(broken, as: Widget.self) == "factoryFailed")
    log.check(
        "generic function: tryOptional(variant:args:) with a dictionary in do/catch that traps",
        tryOptionalDictionaryDoCatchTrap(good, as: Widget.self)?.tag == "dict-7")
    log.check(
        "generic function: tryOptional(name:args:) with a dictionary with try",
        outcome { try tryOptionalNameDictionaryTry(good, as: Widget.self)?.tag } == "dict-7"
            && outcome { try tryOptionalNameDictionaryTry(broken, as: Widget.self)?.tag } == "factoryFailed")
    log.check(
        "generic function: tryOptional(name:args:) with a dictionary with try!",
        tryOptionalNameDictionaryForceTry(good, as: Widget.self)?.tag == "dict-7")
    log.check(
        "generic function: tryOptional(name:args:) with a dictionary with try?",
        tryOptionalNameDictionaryOptionalTry(good, as: Widget.self)?.tag == "dict-7"
            && tryOptionalNameDictionaryOptionalTry(broken, as: Widget.self) == nil)
    log.check(
        "generic function: tryOptional(name:args:) with a dictionary in do/catch",
        tryOptionalNameDictionaryDoCatch(good, as: Widget.self) == "dict-7"
            && tryOptionalNameDictionaryDoCatch(broken, as: Widget.self) == "factoryFailed")
    log.check(
        "generic function: tryOptional(name:args:) with a dictionary in do/catch that traps",
        tryOptionalNameDictionaryDoCatchTrap(good, as: Widget.self)?.tag == "dict-7")
    log.check(
        "generic function: tryResolve(arguments:) with try",
        outcome { try tryResolveTypedTry(good, as: Widget.self).tag } == "typed-3"
            && outcome { try tryResolveTypedTry(broken, as: Widget.self).tag } == "factoryFailed")
    log.check(
        "generic function: tryResolve(arguments:) with try!",
        tryResolveTypedForceTry(good, as: Widget.self).tag == "typed-3")
    log.check(
        "generic function: tryResolve(arguments:) with try?",
        tryResolveTypedOptionalTry(good, as: Widget.self)?.tag == "typed-3"
            && tryResolveTypedOptionalTry(broken, as: Widget.self) == nil)
    log.check(
        "generic function: tryResolve(arguments:) in do/catch",
        tryResolveTypedDoCatch(good, as: Widget.self) == "typed-3"
            && tryResolveTypedDoCatch(broken, as: Widget.self) == "factoryFailed")
    log.check(
        "generic function: tryResolve(arguments:) in do/catch that traps",
        tryResolveTypedDoCatchTrap(good, as: Widget.self).tag == "typed-3")
    log.check(
        "generic function: tryResolve(variant:arguments:_:) with try",
        outcome { try tryResolveVariantTypedTry(good, as: Widget.self).tag } == "t-3"
            && outcome { try tryResolveVariantTypedTry(broken, as: Widget.self).tag } == "factoryFailed")
    log.check(
        "generic function: tryResolve(variant:arguments:_:) with try!",
        tryResolveVariantTypedForceTry(good, as: Widget.self).tag == "t-3")
    log.check(
        "generic function: tryResolve(variant:arguments:_:) with try?",
        tryResolveVariantTypedOptionalTry(good, as: Widget.self)?.tag == "t-3"
            && tryResolveVariantTypedOptionalTry(broken, as: Widget.self) == nil)
    log.check(
        "generic function: tryResolve(variant:arguments:_:) in do/catch",
        tryResolveVariantTypedDoCatch(good, as: Widget.self) == "t-3"
            && tryResolveVariantTypedDoCatch(broken, as: Widget.self) == "factoryFailed")
    log.check(
        "generic function: tryResolve(variant:arguments:_:) in do/catch that traps",
        tryResolveVariantTypedDoCatchTrap(good, as: Widget.self).tag == "t-3")
    log.check(
        "generic function: tryResolve(name:arguments:_:) with try",
        outcome { try tryResolveNameTypedTry(good, as: Widget.self).tag } == "t-3"
            && outcome { try tryResolveNameTypedTry(broken, as: Widget.self).tag } == "factoryFailed")
    log.check(
        "generic function: tryResolve(name:arguments:_:) with try!",
        tryResolveNameTypedForceTry(good, as: Widget.self).tag == "t-3")
    log.check(
        "generic function: tryResolve(name:arguments:_:) with try?",
        tryResolveNameTypedOptionalTry(good, as: Widget.self)?.tag == "t-3"
            && tryResolveNameTypedOptionalTry(broken, as: Widget.self) == nil)
    log.check(
        "generic function: tryResolve(name:arguments:_:) in do/catch",
        tryResolveNameTypedDoCatch(good, as: Widget.self) == "t-3"
            && tryResolveNameTypedDoCatch(broken, as: Widget.self) == "factoryFailed")
    log.check(
        "generic function: tryResolve(name:arguments:_:) in do/catch that traps",
        tryResolveNameTypedDoCatchTrap(good, as: Widget.self).tag == "t-3")
}
