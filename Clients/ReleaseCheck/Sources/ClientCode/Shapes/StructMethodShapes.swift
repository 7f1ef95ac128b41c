// Every resolve form from methods of a struct that holds the container.
// Each check passes a container that resolves and, for the throwing forms, one whose factories all throw.

import HierResolver

private final class Widget: TaggedWidget {
    let tag: String

    init(tag: String) {
        self.tag = tag
    }
}

private struct StructLoader {
    let c: DependencyResolver

    func resolveDefault() -> Widget {
        c.resolve()
    }

    func resolveVariant() -> Widget {
        c.resolve(Widget.self, variant: "blue")
    }

    func resolveName() -> Widget {
        c.resolve(name: "red")
    }

    func optionalDefault() -> Widget? {
        c.optional()
    }

    func optionalVariant() -> Widget? {
        c.optional(variant: "blue")
    }

    func optionalName() -> Widget? {
        c.optional(Widget.self, name: "red")
    }

    func resolveArgs() -> Widget {
        c.resolve(variant: "single", args: 7)
    }

    func resolveNameArgs() -> Widget {
        c.resolve(name: "single", args: 7)
    }

    func resolveDictionary() -> Widget {
        c.resolve(variant: "dict", args: ["n": 7])
    }

    func resolveNameDictionary() -> Widget {
        c.resolve(name: "dict", args: ["n": 7])
    }

    func optionalArgs() -> Widget? {
        c.optional(variant: "single", args: 7)
    }

    func optionalNameArgs() -> Widget? {
        c.optional(name: "single", args: 7)
    }

    func optionalDictionary() -> Widget? {
        c.optional(variant: "dict", args: ["n": 7])
    }

    func optionalNameDictionary() -> Widget? {
        c.optional(name: "dict", args: ["n": 7])
    }

    func resolveTyped() -> Widget {
        c.resolve(arguments: 3)
    }

    func resolveVariantTyped() -> Widget {
        c.resolve(variant: "typed", arguments: 3, "t")
    }

    func resolveNameTyped() -> Widget {
        c.resolve(name: "typed", arguments: 3, "t")
    }

    func tryResolveDefaultTry() throws -> Widget {
        try c.tryResolve(Widget.self)
    }

    func tryResolveDefaultForceTry() -> Widget {
        try! c.tryResolve(Widget.self)
    }

    func tryResolveDefaultOptionalTry() -> Widget? {
        try? (c.tryResolve(Widget.self) as Widget)
    }

    func tryResolveDefaultDoCatch() -> String {
        do {
            let widget: Widget = try c.tryResolve(Widget.self)
            return widget.tag
        } catch let error as DependencyError {
            return "\(error.kind)"
        } catch {
            return "\(error)"
        }
    }

    func tryResolveDefaultDoCatchTrap() -> Widget {
        do {
            return try c.tryResolve(Widget.self)
        } catch {
            fatalError("unexpected failure: \(error)")
        }
    }

    func tryResolveVariantTry() throws -> Widget {
        try c.tryResolve(variant: "blue")
    }

    func tryResolveVariantForceTry() -> Widget {
        try! c.tryResolve(variant: "blue")
    }

    func tryResolveVariantOptionalTry() -> Widget? {
        try? (c.tryResolve(variant: "blue") as Widget)
    }

    func tryResolveVariantDoCatch() -> String {
        do {
            let widget: Widget = try c.tryResolve(variant: "blue")
            return widget.tag
        } catch let error as DependencyError {
            return "\(error.kind)"
        } catch {
            return "\(error)"
        }
    }

    func tryResolveVariantDoCatchTrap() -> Widget {
        do {
            return try c.tryResolve(variant: "blue")
        } catch {
            fatalError("unexpected failure: \(error)")
        }
    }

    func tryResolveNameTry() throws -> Widget {
        try c.tryResolve(name: "red")
    }

    func tryResolveNameForceTry() -> Widget {
        try! c.tryResolve(name: "red")
    }

    func tryResolveNameOptionalTry() -> Widget? {
        try? (c.tryResolve(name: "red") as Widget)
    }

    func tryResolveNameDoCatch() -> String {
        do {
            let widget: Widget = try c.tryResolve(name: "red")
            return widget.tag
        } catch let error as DependencyError {
            return "\(error.kind)"
        } catch {
            return "\(error)"
        }
    }

    func tryResolveNameDoCatchTrap() -> Widget {
        do {
            return try c.tryResolve(name: "red")
        } catch {
            fatalError("unexpected failure: \(error)")
        }
    }

    func tryOptionalDefaultTry() throws -> Widget? {
        try c.tryOptional()
    }

    func tryOptionalDefaultForceTry() -> Widget? {
        try! c.tryOptional()
    }

    func tryOptionalDefaultOptionalTry() -> Widget? {
        try? (c.tryOptional() as Widget?)
    }

    func tryOptionalDefaultDoCatch() -> String {
        do {
            let widget: Widget? = try c.tryOptional()
            return widget?.tag ?? "nil"
        } catch let error as DependencyError {
            return "\(error.kind)"
        } catch {
            return "\(error)"
        }
    }

    func tryOptionalDefaultDoCatchTrap() -> Widget? {
        do {
            return try c.tryOptional()
        } catch {
            fatalError("unexpected failure: \(error)")
        }
    }

    func tryOptionalVariantTry() throws -> Widget? {
        try c.tryOptional(Widget.self, variant: "blue")
    }

    func tryOptionalVariantForceTry() -> Widget? {
        try! c.tryOptional(Widget.self, variant: "blue")
    }

    func tryOptionalVariantOptionalTry() -> Widget? {
        try? (c.tryOptional(Widget.self, variant: "blue") as Widget?)
    }

    func tryOptionalVariantDoCatch() -> String {
        do {
            let widget: Widget? = try c.tryOptional(Widget.self, variant: "blue")
            return widget?.tag ?? "nil"
        } catch let error as DependencyError {
            return "\(error.kind)"
        } catch {
            return "\(error)"
        }
    }

    func tryOptionalVariantDoCatchTrap() -> Widget? {
        do {
            return try c.tryOptional(Widget.self, variant: "blue")
        } catch {
            fatalError("unexpected failure: \(error)")
        }
    }

    func tryOptionalNameTry() throws -> Widget? {
        try c.tryOptional(name: "red")
    }

    func tryOptionalNameForceTry() -> Widget? {
        try! c.tryOptional(name: "red")
    }

    func tryOptionalNameOptionalTry() -> Widget? {
        try? (c.tryOptional(name: "red") as Widget?)
    }

    func tryOptionalNameDoCatch() -> String {
        do {
            let widget: Widget? = try c.tryOptional(name: "red")
            return widget?.tag ?? "nil"
        } catch let error as DependencyError {
            return "\(error.kind)"
        } catch {
            return "\(error)"
        }
    }

    func tryOptionalNameDoCatchTrap() -> Widget? {
        do {
            return try c.tryOptional(name: "red")
        } catch {
            fatalError("unexpected failure: \(error)")
        }
    }

    func tryResolveArgsTry() throws -> Widget {
        try c.tryResolve(variant: "single", args: 7)
    }

    func tryResolveArgsForceTry() -> Widget {
        try! c.tryResolve(variant: "single", args: 7)
    }

    func tryResolveArgsOptionalTry() -> Widget? {
        try? (c.tryResolve(variant: "single", args: 7) as Widget)
    }

    func tryResolveArgsDoCatch() -> String {
        do {
            let widget: Widget = try c.tryResolve(variant: "single", args: 7)
            return widget.tag
        } catch let error as DependencyError {
            return "\(error.kind)"
        } catch {
            return "\(error)"
        }
    }

    func tryResolveArgsDoCatchTrap() -> Widget {
        do {
            return try c.tryResolve(variant: "single", args: 7)
        } catch {
            fatalError("unexpected failure: \(error)")
        }
    }

    func tryResolveNameArgsTry() throws -> Widget {
        try c.tryResolve(name: "single", args: 7)
    }

    func tryResolveNameArgsForceTry() -> Widget {
        try! c.tryResolve(name: "single", args: 7)
    }

    func tryResolveNameArgsOptionalTry() -> Widget? {
        try? (c.tryResolve(name: "single", args: 7) as Widget)
    }

    func tryResolveNameArgsDoCatch() -> String {
        do {
            let widget: Widget = try c.tryResolve(name: "single", args: 7)
            return widget.tag
        } catch let error as DependencyError {
            return "\(error.kind)"
        } catch {
            return "\(error)"
        }
    }

    func tryResolveNameArgsDoCatchTrap() -> Widget {
        do {
            return try c.tryResolve(name: "single", args: 7)
        } catch {
            fatalError("unexpected failure: \(error)")
        }
    }

    func tryResolveDictionaryTry() throws -> Widget {
        try c.tryResolve(variant: "dict", args: ["n": 7])
    }

    func tryResolveDictionaryForceTry() -> Widget {
        try! c.tryResolve(variant: "dict", args: ["n": 7])
    }

    func tryResolveDictionaryOptionalTry() -> Widget? {
        try? (c.tryResolve(variant: "dict", args: ["n": 7]) as Widget)
    }

    func tryResolveDictionaryDoCatch() -> String {
        do {
            let widget: Widget = try c.tryResolve(variant: "dict", args: ["n": 7])
            return widget.tag
        } catch let error as DependencyError {
            return "\(error.kind)"
        } catch {
            return "\(error)"
        }
    }

    func tryResolveDictionaryDoCatchTrap() -> Widget {
        do {
            return try c.tryResolve(variant: "dict", args: ["n": 7])
        } catch {
            fatalError("unexpected failure: \(error)")
        }
    }

    func tryResolveNameDictionaryTry() throws -> Widget {
        try c.tryResolve(name: "dict", args: ["n": 7])
    }

    func tryResolveNameDictionaryForceTry() -> Widget {
        try! c.tryResolve(name: "dict", args: ["n": 7])
    }

    func tryResolveNameDictionaryOptionalTry() -> Widget? {
        try? (c.tryResolve(name: "dict", args: ["n": 7]) as Widget)
    }

    func tryResolveNameDictionaryDoCatch() -> String {
        do {
            let widget: Widget = try c.tryResolve(name: "dict", args: ["n": 7])
            return widget.tag
        } catch let error as DependencyError {
            return "\(error.kind)"
        } catch {
            return "\(error)"
        }
    }

    func tryResolveNameDictionaryDoCatchTrap() -> Widget {
        do {
            return try c.tryResolve(name: "dict", args: ["n": 7])
        } catch {
            fatalError("unexpected failure: \(error)")
        }
    }

    func tryOptionalArgsTry() throws -> Widget? {
        try c.tryOptional(variant: "single", args: 7)
    }

    func tryOptionalArgsForceTry() -> Widget? {
        try! c.tryOptional(variant: "single", args: 7)
    }

    func tryOptionalArgsOptionalTry() -> Widget? {
        try? (c.tryOptional(variant: "single", args: 7) as Widget?)
    }

    func tryOptionalArgsDoCatch() -> String {
        do {
            let widget: Widget? = try c.tryOptional(variant: "single", args: 7)
            return widget?.tag ?? "nil"
        } catch let error as DependencyError {
            return "\(error.kind)"
        } catch {
            return "\(error)"
        }
    }

    func tryOptionalArgsDoCatchTrap() -> Widget? {
        do {
            return try c.tryOptional(variant: "single", args: 7)
        } catch {
            fatalError("unexpected failure: \(error)")
        }
    }

    func tryOptionalNameArgsTry() throws -> Widget? {
        try c.tryOptional(name: "single", args: 7)
    }

    func tryOptionalNameArgsForceTry() -> Widget? {
        try! c.tryOptional(name: "single", args: 7)
    }

    func tryOptionalNameArgsOptionalTry() -> Widget? {
        try? (c.tryOptional(name: "single", args: 7) as Widget?)
    }

    func tryOptionalNameArgsDoCatch() -> String {
        do {
            let widget: Widget? = try c.tryOptional(name: "single", args: 7)
            return widget?.tag ?? "nil"
        } catch let error as DependencyError {
            return "\(error.kind)"
        } catch {
            return "\(error)"
        }
    }

    func tryOptionalNameArgsDoCatchTrap() -> Widget? {
        do {
            return try c.tryOptional(name: "single", args: 7)
        } catch {
            fatalError("unexpected failure: \(error)")
        }
    }

    func tryOptionalDictionaryTry() throws -> Widget? {
        try c.tryOptional(variant: "dict", args: ["n": 7])
    }

    func tryOptionalDictionaryForceTry() -> Widget? {
        try! c.tryOptional(variant: "dict", args: ["n": 7])
    }

    func tryOptionalDictionaryOptionalTry() -> Widget? {
        try? (c.tryOptional(variant: "dict", args: ["n": 7]) as Widget?)
    }

    func tryOptionalDictionaryDoCatch() -> String {
        do {
            let widget: Widget? = try c.tryOptional(variant: "dict", args: ["n": 7])
            return widget?.tag ?? "nil"
        } catch let error as DependencyError {
            return "\(error.kind)"
        } catch {
            return "\(error)"
        }
    }

    func tryOptionalDictionaryDoCatchTrap() -> Widget? {
        do {
            return try c.tryOptional(variant: "dict", args: ["n": 7])
        } catch {
            fatalError("unexpected failure: \(error)")
        }
    }

    func tryOptionalNameDictionaryTry() throws -> Widget? {
        try c.tryOptional(name: "dict", args: ["n": 7])
    }

    func tryOptionalNameDictionaryForceTry() -> Widget? {
        try! c.tryOptional(name: "dict", args: ["n": 7])
    }

    func tryOptionalNameDictionaryOptionalTry() -> Widget? {
        try? (c.tryOptional(name: "dict", args: ["n": 7]) as Widget?)
    }

    func tryOptionalNameDictionaryDoCatch() -> String {
        do {
            let widget: Widget? = try c.tryOptional(name: "dict", args: ["n": 7])
            return widget?.tag ?? "nil"
        } catch let error as DependencyError {
            return "\(error.kind)"
        } catch {
            return "\(error)"
        }
    }

    func tryOptionalNameDictionaryDoCatchTrap() -> Widget? {
        do {
            return try c.tryOptional(name: "dict", args: ["n": 7])
        } catch {
            fatalError("unexpected failure: \(error)")
        }
    }

    func tryResolveTypedTry() throws -> Widget {
        try c.tryResolve(arguments: 3)
    }

    func tryResolveTypedForceTry() -> Widget {
        try! c.tryResolve(arguments: 3)
    }

    func tryResolveTypedOptionalTry() -> Widget? {
        try? (c.tryResolve(arguments: 3) as Widget)
    }

    func tryResolveTypedDoCatch() -> String {
        do {
            let widget: Widget = try c.tryResolve(arguments: 3)
            return widget.tag
        } catch let error as DependencyError {
            return "\(error.kind)"
        } catch {
            return "\(error)"
        }
    }

    func tryResolveTypedDoCatchTrap() -> Widget {
        do {
            return try c.tryResolve(arguments: 3)
        } catch {
            fatalError("unexpected failure: \(error)")
        }
    }

    func tryResolveVariantTypedTry() throws -> Widget {
        try c.tryResolve(variant: "typed", arguments: 3, "t")
    }

    func tryResolveVariantTypedForceTry() -> Widget {
        try! c.tryResolve(variant: "typed", arguments: 3, "t")
    }

    func tryResolveVariantTypedOptionalTry() -> Widget? {
        try? (c.tryResolve(variant: "typed", arguments: 3, "t") as Widget)
    }

    func tryResolveVariantTypedDoCatch() -> String {
        do {
            let widget: Widget = try c.tryResolve(variant: "typed", arguments: 3, "t")
            return widget.tag
        } catch let error as DependencyError {
            return "\(error.kind)"
        } catch {
            return "\(error)"
        }
    }

    func tryResolveVariantTypedDoCatchTrap() -> Widget {
        do {
            return try c.tryResolve(variant: "typed", arguments: 3, "t")
        } catch {
            fatalError("unexpected failure: \(error)")
        }
    }

    func tryResolveNameTypedTry() throws -> Widget {
        try c.tryResolve(name: "typed", arguments: 3, "t")
    }

    func tryResolveNameTypedForceTry() -> Widget {
        try! c.tryResolve(name: "typed", arguments: 3, "t")
    }

    func tryResolveNameTypedOptionalTry() -> Widget? {
        try? (c.tryResolve(name: "typed", arguments: 3, "t") as Widget)
    }

    func tryResolveNameTypedDoCatch() -> String {
        do {
            let widget: Widget = try c.tryResolve(name: "typed", arguments: 3, "t")
            return widget.tag
        } catch let error as DependencyError {
            return "\(error.kind)"
        } catch {
            return "\(error)"
        }
    }

    func tryResolveNameTypedDoCatchTrap() -> Widget {
        do {
            return try c.tryResolve(name: "typed", arguments: 3, "t")
        } catch {
            fatalError("unexpected failure: \(error)")
        }
    }
}

func structMethodShapesChecks(_ log: CheckLog) {
    let good = ShapeContainers.good(Widget.self)
    let broken = ShapeContainers.broken(Widget.self)
    let empty = DependencyResolver(name: "empty")
    log.check(
        "struct method: resolve()",
        StructLoader(c: good).resolveDefault().tag == "plain"
            && StructLoader(c: good).resolveDefault() === StructLoader(c: good).resolveDefault())
    log.check(
        "struct method: resolve(_:variant:)",
        StructLoader(c: good).resolveVariant().tag == "blue"
            && StructLoader(c: good).resolveVariant() === StructLoader(c: good).resolveVariant())
    log.check(
        "struct method: resolve(name:)",
        StructLoader(c: good).resolveName().tag == "red"
            && StructLoader(c: good).resolveName() === StructLoader(c: good).resolveName())
    log.check(
        "struct method: optional()",
        StructLoader(c: good).optionalDefault()?.tag == "plain" && StructLoader(c: empty).optionalDefault() == nil)
    log.check(
        "struct method: optional(variant:)",
        StructLoader(c: good).optionalVariant()?.tag == "blue" && StructLoader(c: empty).optionalVariant() == nil)
    log.check(
        "struct method: optional(_:name:)",
        StructLoader(c: good).optionalName()?.tag == "red" && StructLoader(c: empty).optionalName() == nil)
    log.check("struct method: resolve(variant:args:)", StructLoader(c: good).resolveArgs().tag == "single-7")
    log.check("struct method: resolve(name:args:)", StructLoader(c: good).resolveNameArgs().tag == "single-7")
    log.check(
        "struct method: resolve(variant:args:) with a dictionary",
        StructLoader(c: good).resolveDictionary().tag == "dict-7")
    log.check(
        "struct method: resolve(name:args:) with a dictionary",
        StructLoader(c: good).resolveNameDictionary().tag == "dict-7")
    log.check(
        "struct method: optional(variant:args:)",
        StructLoader(c: good).optionalArgs()?.tag == "single-7" && StructLoader(c: empty).optionalArgs() == nil)
    log.check(
        "struct method: optional(name:args:)",
        StructLoader(c: good).optionalNameArgs()?.tag == "single-7" && StructLoader(c: empty).optionalNameArgs() == nil)
    log.check(
        "struct method: optional(variant:args:) with a dictionary",
        StructLoader(c: good).optionalDictionary()?.tag == "dict-7"
            && StructLoader(c: empty).optionalDictionary() == nil)
    log.check(
        "struct method: optional(name:args:) with a dictionary",
        StructLoader(c: good).optionalNameDictionary()?.tag == "dict-7"
            && StructLoader(c: empty).optionalNameDictionary() == nil)
    log.check("struct method: resolve(arguments:)", StructLoader(c: good).resolveTyped().tag == "typed-3")
    log.check("struct method: resolve(variant:arguments:_:)", StructLoader(c: good).resolveVariantTyped().tag == "t-3")
    log.check("struct method: resolve(name:arguments:_:)", StructLoader(c: good).resolveNameTyped().tag == "t-3")
    log.check(
        "struct method: tryResolve(_:) with try",
        outcome { try StructLoader(c: good).tryResolveDefaultTry().tag } == "plain"
            && outcome { try StructLoader(c: broken).tryResolveDefaultTry().tag } == "factoryFailed")
    log.check(
        "struct method: tryResolve(_:) with try!", StructLoader(c: good).tryResolveDefaultForceTry().tag == "plain")
    log.check(
        "struct method: tryResolve(_:) with try?",
        StructLoader(c: good).tryResolveDefaultOptionalTry()?.tag == "plain"
            && StructLoader(c: broken).tryResolveDefaultOptionalTry() == nil)
    log.check(
        "struct method: tryResolve(_:) in do/catch",
        StructLoader(c: good).tryResolveDefaultDoCatch() == "plain"
            && StructLoader(c: broken).tryResolveDefaultDoCatch() == "factoryFailed")
    log.check(
        "struct method: tryResolve(_:) in do/catch that traps",
        StructLoader(c: good).tryResolveDefaultDoCatchTrap().tag == "plain")
    log.check(
        "struct method: tryResolve(variant:) with try",
        outcome { try StructLoader(c: good).tryResolveVariantTry().tag } == "blue"
            && outcome { try StructLoader(c: broken).tryResolveVariantTry().tag } == "factoryFailed")
    log.check(
        "struct method: tryResolve(variant:) with try!", StructLoader(c: good).tryResolveVariantForceTry().tag == "blue"
    )
    log.check(
        "struct method: tryResolve(variant:) with try?",
        StructLoader(c: good).tryResolveVariantOptionalTry()?.tag == "blue"
            && StructLoader(c: broken).tryResolveVariantOptionalTry() == nil)
    log.check(
        "struct method: tryResolve(variant:) in do/catch",
        StructLoader(c: good).tryResolveVariantDoCatch() == "blue"
            && StructLoader(c: broken).tryResolveVariantDoCatch() == "factoryFailed")
    log.check(
        "struct method: tryResolve(variant:) in do/catch that traps",
        StructLoader(c: good).tryResolveVariantDoCatchTrap().tag == "blue")
    log.check(
        "struct method: tryResolve(name:) with try",
        outcome { try StructLoader(c: good).tryResolveNameTry().tag } == "red"
            && outcome { try StructLoader(c: broken).tryResolveNameTry().tag } == "factoryFailed")
    log.check("struct method: tryResolve(name:) with try!", StructLoader(c: good).tryResolveNameForceTry().tag == "red")
    log.check(
        "struct method: tryResolve(name:) with try?",
        StructLoader(c: good).tryResolveNameOptionalTry()?.tag == "red"
            && StructLoader(c: broken).tryResolveNameOptionalTry() == nil)
    log.check(
        "struct method: tryResolve(name:) in do/catch",
        StructLoader(c: good).tryResolveNameDoCatch() == "red"
            && StructLoader(c: broken).tryResolveNameDoCatch() == "factoryFailed")
    log.check(
        "struct method: tryResolve(name:) in do/catch that traps",
        StructLoader(c: good).tryResolveNameDoCatchTrap().tag == "red")
    log.check(
        "struct method: tryOptional() with try",
        outcome { try StructLoader(c: good).tryOptionalDefaultTry()?.tag } == "plain"
            && outcome { try StructLoader(c: broken).tryOptionalDefaultTry()?.tag } == "factoryFailed")
    log.check(
        "struct method: tryOptional() with try!", StructLoader(c: good).tryOptionalDefaultForceTry()?.tag == "plain")
    log.check(
        "struct method: tryOptional() with try?",
        StructLoader(c: good).tryOptionalDefaultOptionalTry()?.tag == "plain"
            && StructLoader(c: broken).tryOptionalDefaultOptionalTry() == nil)
    log.check(
        "struct method: tryOptional() in do/catch",
        StructLoader(c: good).tryOptionalDefaultDoCatch() == "plain"
            && StructLoader(c: broken).tryOptionalDefaultDoCatch() == "factoryFailed")
    log.check(
        "struct method: tryOptional() in do/catch that traps",
        StructLoader(c: good).tryOptionalDefaultDoCatchTrap()?.tag == "plain")
    log.check(
        "struct method: tryOptional(_:variant:) with try",
        outcome { try StructLoader(c: good).tryOptionalVariantTry()?.tag } == "blue"
            && outcome { try StructLoader(c: broken).tryOptionalVariantTry()?.tag } == "factoryFailed")
    log.check(
        "struct method: tryOptional(_:variant:) with try!",
        StructLoader(c: good).tryOptionalVariantForceTry()?.tag == "blue")
    log.check(
        "struct method: tryOptional(_:variant:) with try?",
        StructLoader(c: good).tryOptionalVariantOptionalTry()?.tag == "blue"
            && StructLoader(c: broken).tryOptionalVariantOptionalTry() == nil)
    log.check(
        "struct method: tryOptional(_:variant:) in do/catch",
        StructLoader(c: good).tryOptionalVariantDoCatch() == "blue"
            && StructLoader(c: broken).tryOptionalVariantDoCatch() == "factoryFailed")
    log.check(
        "struct method: tryOptional(_:variant:) in do/catch that traps",
        StructLoader(c: good).tryOptionalVariantDoCatchTrap()?.tag == "blue")
    log.check(
        "struct method: tryOptional(name:) with try",
        outcome { try StructLoader(c: good).tryOptionalNameTry()?.tag } == "red"
            && outcome { try StructLoader(c: broken).tryOptionalNameTry()?.tag } == "factoryFailed")
    log.check(
        "struct method: tryOptional(name:) with try!", StructLoader(c: good).tryOptionalNameForceTry()?.tag == "red")
    log.check(
        "struct method: tryOptional(name:) with try?",
        StructLoader(c: good).tryOptionalNameOptionalTry()?.tag == "red"
            && StructLoader(c: broken).tryOptionalNameOptionalTry() == nil)
    log.check(
        "struct method: tryOptional(name:) in do/catch",
        StructLoader(c: good).tryOptionalNameDoCatch() == "red"
            && StructLoader(c: broken).tryOptionalNameDoCatch() == "factoryFailed")
    log.check(
        "struct method: tryOptional(name:) in do/catch that traps",
        StructLoader(c: good).tryOptionalNameDoCatchTrap()?.tag == "red")
    log.check(
        "struct method: tryResolve(variant:args:) with try",
        outcome { try StructLoader(c: good).tryResolveArgsTry().tag } == "single-7"
            && outcome { try StructLoader(c: broken).tryResolveArgsTry().tag } == "factoryFailed")
    log.check(
        "struct method: tryResolve(variant:args:) with try!",
        StructLoader(c: good).tryResolveArgsForceTry().tag == "single-7")
    log.check(
        "struct method: tryResolve(variant:args:) with try?",
        StructLoader(c: good).tryResolveArgsOptionalTry()?.tag == "single-7"
            && StructLoader(c: broken).tryResolveArgsOptionalTry() == nil)
    log.check(
        "struct method: tryResolve(variant:args:) in do/catch",
        StructLoader(c: good).tryResolveArgsDoCatch() == "single-7"
            && StructLoader(c: broken).tryResolveArgsDoCatch() == "factoryFailed")
    log.check(
        "struct method: tryResolve(variant:args:) in do/catch that traps",
        StructLoader(c: good).tryResolveArgsDoCatchTrap().tag == "single-7")
    log.check(
        "struct method: tryResolve(name:args:) with try",
        outcome { try StructLoader(c: good).tryResolveNameArgsTry().tag } == "single-7"
            && outcome { try StructLoader(c: broken).tryResolveNameArgsTry().tag } == "factoryFailed")
    log.check(
        "struct method: tryResolve(name:args:) with try!",
        StructLoader(c: good).tryResolveNameArgsForceTry().tag == "single-7")
    log.check(
        "struct method: tryResolve(name:args:) with try?",
        StructLoader(c: good).tryResolveNameArgsOptionalTry()?.tag == "single-7"
            && StructLoader(c: broken).tryResolveNameArgsOptionalTry() == nil)
    log.check(
        "struct method: tryResolve(name:args:) in do/catch",
        StructLoader(c: good).tryResolveNameArgsDoCatch() == "single-7"
            && StructLoader(c: broken).tryResolveNameArgsDoCatch() == "factoryFailed")
    log.check(
        "struct method: tryResolve(name:args:) in do/catch that traps",
        StructLoader(c: good).tryResolveNameArgsDoCatchTrap().tag == "single-7")
    log.check(
        "struct method: tryResolve(variant:args:) with a dictionary with try",
        outcome { try StructLoader(c: good).tryResolveDictionaryTry().tag } == "dict-7"
            && outcome { try StructLoader(c: broken).tryResolveDictionaryTry().tag } == "factoryFailed")
    log.check(
        "struct method: tryResolve(variant:args:) with a dictionary with try!",
        StructLoader(c: good).tryResolveDictionaryForceTry().tag == "dict-7")
    log.check(
        "struct method: tryResolve(variant:args:) with a dictionary with try?",
        StructLoader(c: good).tryResolveDictionaryOptionalTry()?.tag == "dict-7"
            && StructLoader(c: broken).tryResolveDictionaryOptionalTry() == nil)
    log.check(
        "struct method: tryResolve(variant:args:) with a dictionary in do/catch",
        StructLoader(c: good).tryResolveDictionaryDoCatch() == "dict-7"
            && StructLoader(c: broken).tryResolveDictionaryDoCatch() == "factoryFailed")
    log.check(
        "struct method: tryResolve(variant:args:) with a dictionary in do/catch that traps",
        StructLoader(c: good).tryResolveDictionaryDoCatchTrap().tag == "dict-7")
    log.check(
        "struct method: tryResolve(name:args:) with a dictionary with try",
        outcome { try StructLoader(c: good).tryResolveNameDictionaryTry().tag } == "dict-7"
            && outcome { try StructLoader(c: broken).tryResolveNameDictionaryTry().tag } == "factoryFailed")
    log.check(
        "struct method: tryResolve(name:args:) with a dictionary with try!",
        StructLoader(c: good).tryResolveNameDictionaryForceTry().tag == "dict-7")
    log.check(
        "struct method: tryResolve(name:args:) with a dictionary with try?",
        StructLoader(c: good).tryResolveNameDictionaryOptionalTry()?.tag == "dict-7"
            && StructLoader(c: broken).tryResolveNameDictionaryOptionalTry() == nil)
    log.check(
        "struct method: tryResolve(name:args:) with a dictionary in do/catch",
        StructLoader(c: good).tryResolveNameDictionaryDoCatch() == "dict-7"
            && StructLoader(c: broken).tryResolveNameDictionaryDoCatch() == "factoryFailed")
    log.check(
        "struct method: tryResolve(name:args:) with a dictionary in do/catch that traps",
        StructLoader(c: good).tryResolveNameDictionaryDoCatchTrap().tag == "dict-7")
    log.check(
        "struct method: tryOptional(variant:args:) with try",
        outcome { try StructLoader(c: good).tryOptionalArgsTry()?.tag } == "single-7"
            && outcome { try StructLoader(c: broken).tryOptionalArgsTry()?.tag } == "factoryFailed")
    log.check(
        "struct method: tryOptional(variant:args:) with try!",
        StructLoader(c: good).tryOptionalArgsForceTry()?.tag == "single-7")
    log.check(
        "struct method: tryOptional(variant:args:) with try?",
        StructLoader(c: good).tryOptionalArgsOptionalTry()?.tag == "single-7"
            && StructLoader(c: broken).tryOptionalArgsOptionalTry() == nil)
    log.check(
        "struct method: tryOptional(variant:args:) in do/catch",
        StructLoader(c: good).tryOptionalArgsDoCatch() == "single-7"
            && StructLoader(c: broken).tryOptionalArgsDoCatch() == "factoryFailed")
    log.check(
        "struct method: tryOptional(variant:args:) in do/catch that traps",
        StructLoader(c: good).tryOptionalArgsDoCatchTrap()?.tag == "single-7")
    log.check(
        "struct method: tryOptional(name:args:) with try",
        outcome { try StructLoader(c: good).tryOptionalNameArgsTry()?.tag } == "single-7"
            && outcome { try StructLoader(c: broken).tryOptionalNameArgsTry()?.tag } == "factoryFailed")
    log.check(
        "struct method: tryOptional(name:args:) with try!",
        StructLoader(c: good).tryOptionalNameArgsForceTry()?.tag == "single-7")
    log.check(
        "struct method: tryOptional(name:args:) with try?",
        StructLoader(c: good).tryOptionalNameArgsOptionalTry()?.tag == "single-7"
            && StructLoader(c: broken).tryOptionalNameArgsOptionalTry() == nil)
    log.check(
        "struct method: tryOptional(name:args:) in do/catch",
        StructLoader(c: good).tryOptionalNameArgsDoCatch() == "single-7"
            && StructLoader(c: broken).tryOptionalNameArgsDoCatch() == "factoryFailed")
    log.check(
        "struct method: tryOptional(name:args:) in do/catch that traps",
        StructLoader(c: good).tryOptionalNameArgsDoCatchTrap()?.tag == "single-7")
    log.check(
        "struct method: tryOptional(variant:args:) with a dictionary with try",
        outcome { try StructLoader(c: good).tryOptionalDictionaryTry()?.tag } == "dict-7"
            && outcome { try StructLoader(c: broken).tryOptionalDictionaryTry()?.tag } == "factoryFailed")
    log.check(
        "struct method: tryOptional(variant:args:) with a dictionary with try!",
        StructLoader(c: good).tryOptionalDictionaryForceTry()?.tag == "dict-7")
    log.check(
        "struct method: tryOptional(variant:args:) with a dictionary with try?",
        StructLoader(c: good).tryOptionalDictionaryOptionalTry()?.tag == "dict-7"
            && StructLoader(c: broken).tryOptionalDictionaryOptionalTry() == nil)
    log.check(
        "struct method: tryOptional(variant:args:) with a dictionary in do/catch",
        StructLoader(c: good).tryOptionalDictionaryDoCatch() == "dict-7"
            && StructLoader(c: broken).tryOptionalDictionaryDoCatch() == "factoryFailed")
    log.check(
        "struct method: tryOptional(variant:args:) with a dictionary in do/catch that traps",
        StructLoader(c: good).tryOptionalDictionaryDoCatchTrap()?.tag == "dict-7")
    log.check(
        "struct method: tryOptional(name:args:) with a dictionary with try",
        outcome { try StructLoader(c: good).tryOptionalNameDictionaryTry()?.tag } == "dict-7"
            && outcome { try StructLoader(c: broken).tryOptionalNameDictionaryTry()?.tag } == "factoryFailed")
    log.check(
        "struct method: tryOptional(name:args:) with a dictionary with try!",
        StructLoader(c: good).tryOptionalNameDictionaryForceTry()?.tag == "dict-7")
    log.check(
        "struct method: tryOptional(name:args:) with a dictionary with try?",
        StructLoader(c: good).tryOptionalNameDictionaryOptionalTry()?.tag == "dict-7"
            && StructLoader(c: broken).tryOptionalNameDictionaryOptionalTry() == nil)
    log.check(
        "struct method: tryOptional(name:args:) with a dictionary in do/catch",
        StructLoader(c: good).tryOptionalNameDictionaryDoCatch() == "dict-7"
            && StructLoader(c: broken).tryOptionalNameDictionaryDoCatch() == "factoryFailed")
    log.check(
        "struct method: tryOptional(name:args:) with a dictionary in do/catch that traps",
        StructLoader(c: good).tryOptionalNameDictionaryDoCatchTrap()?.tag == "dict-7")
    log.check(
        "struct method: tryResolve(arguments:) with try",
        outcome { try StructLoader(c: good).tryResolveTypedTry().tag } == "typed-3"
            && outcome { try StructLoader(c: broken).tryResolveTypedTry().tag } == "factoryFailed")
    log.check(
        "struct method: tryResolve(arguments:) with try!",
        StructLoader(c: good).tryResolveTypedForceTry().tag == "typed-3")
    log.check(
        "struct method: tryResolve(arguments:) with try?",
        StructLoader(c: good).tryResolveTypedOptionalTry()?.tag == "typed-3"
            && StructLoader(c: broken).tryResolveTypedOptionalTry() == nil)
    log.check(
        "struct method: tryResolve(arguments:) in do/catch",
        StructLoader(c: good).tryResolveTypedDoCatch() == "typed-3"
            && StructLoader(c: broken).tryResolveTypedDoCatch() == "factoryFailed")
    log.check(
        "struct method: tryResolve(arguments:) in do/catch that traps",
        StructLoader(c: good).tryResolveTypedDoCatchTrap().tag == "typed-3")
    log.check(
        "struct method: tryResolve(variant:arguments:_:) with try",
        outcome { try StructLoader(c: good).tryResolveVariantTypedTry().tag } == "t-3"
            && outcome { try StructLoader(c: broken).tryResolveVariantTypedTry().tag } == "factoryFailed")
    log.check(
        "struct method: tryResolve(variant:arguments:_:) with try!",
        StructLoader(c: good).tryResolveVariantTypedForceTry().tag == "t-3")
    log.check(
        "struct method: tryResolve(variant:arguments:_:) with try?",
        StructLoader(c: good).tryResolveVariantTypedOptionalTry()?.tag == "t-3"
            && StructLoader(c: broken).tryResolveVariantTypedOptionalTry() == nil)
    log.check(
        "struct method: tryResolve(variant:arguments:_:) in do/catch",
        StructLoader(c: good).tryResolveVariantTypedDoCatch() == "t-3"
            && StructLoader(c: broken).tryResolveVariantTypedDoCatch() == "factoryFailed")
    log.check(
        "struct method: tryResolve(variant:arguments:_:) in do/catch that traps",
        StructLoader(c: good).tryResolveVariantTypedDoCatchTrap().tag == "t-3")
    log.check(
        "struct method: tryResolve(name:arguments:_:) with try",
        outcome { try StructLoader(c: good).tryResolveNameTypedTry().tag } == "t-3"
            && outcome { try StructLoader(c: broken).tryResolveNameTypedTry().tag } == "factoryFailed")
    log.check(
        "struct method: tryResolve(name:arguments:_:) with try!",
        StructLoader(c: good).tryResolveNameTypedForceTry().tag == "t-3")
    log.check(
        "struct method: tryResolve(name:arguments:_:) with try?",
        StructLoader(c: good).tryResolveNameTypedOptionalTry()?.tag == "t-3"
            && StructLoader(c: broken).tryResolveNameTypedOptionalTry() == nil)
    log.check(
        "struct method: tryResolve(name:arguments:_:) in do/catch",
        StructLoader(c: good).tryResolveNameTypedDoCatch() == "t-3"
            && StructLoader(c: broken).tryResolveNameTypedDoCatch() == "factoryFailed")
    log.check(
        "struct method: tryResolve(name:arguments:_:) in do/catch that traps",
        StructLoader(c: good).tryResolveNameTypedDoCatchTrap().tag == "t-3")
}
