// Every resolve form from methods of a final class that holds the container.
// Each check passes a container that resolves and, for the throwing forms, one whose factories all throw.

import HierResolver

private final class Widget: TaggedWidget {
    let tag: String

    init(tag: String) {
        self.tag = tag
    }
}

private final class ClassLoader {
    let c: DependencyResolver

    init(_ c: DependencyResolver) {
        self.c = c
    }

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

func classMethodShapesChecks(_ log: CheckLog) {
    let good = ShapeContainers.good(Widget.self)
    let broken = ShapeContainers.broken(Widget.self)
    let empty = DependencyResolver(name: "empty")
    log.check(
        "final class method: resolve()",
        ClassLoader(good).resolveDefault().tag == "plain"
            && ClassLoader(good).resolveDefault() === ClassLoader(good).resolveDefault())
    log.check(
        "final class method: resolve(_:variant:)",
        ClassLoader(good).resolveVariant().tag == "blue"
            && ClassLoader(good).resolveVariant() === ClassLoader(good).resolveVariant())
    log.check(
        "final class method: resolve(name:)",
        ClassLoader(good).resolveName().tag == "red"
            && ClassLoader(good).resolveName() === ClassLoader(good).resolveName())
    log.check(
        "final class method: optional()",
        ClassLoader(good).optionalDefault()?.tag == "plain" && ClassLoader(empty).optionalDefault() == nil)
    log.check(
        "final class method: optional(variant:)",
        ClassLoader(good).optionalVariant()?.tag == "blue" && ClassLoader(empty).optionalVariant() == nil)
    log.check(
        "final class method: optional(_:name:)",
        ClassLoader(good).optionalName()?.tag == "red" && ClassLoader(empty).optionalName() == nil)
    log.check("final class method: resolve(variant:args:)", ClassLoader(good).resolveArgs().tag == "single-7")
    log.check("final class method: resolve(name:args:)", ClassLoader(good).resolveNameArgs().tag == "single-7")
    log.check(
        "final class method: resolve(variant:args:) with a dictionary",
        ClassLoader(good).resolveDictionary().tag == "dict-7")
    log.check(
        "final class method: resolve(name:args:) with a dictionary",
        ClassLoader(good).resolveNameDictionary().tag == "dict-7")
    log.check(
        "final class method: optional(variant:args:)",
        ClassLoader(good).optionalArgs()?.tag == "single-7" && ClassLoader(empty).optionalArgs() == nil)
    log.check(
        "final class method: optional(name:args:)",
        ClassLoader(good).optionalNameArgs()?.tag == "single-7" && ClassLoader(empty).optionalNameArgs() == nil)
    log.check(
        "final class method: optional(variant:args:) with a dictionary",
        ClassLoader(good).optionalDictionary()?.tag == "dict-7" && ClassLoader(empty).optionalDictionary() == nil)
    log.check(
        "final class method: optional(name:args:) with a dictionary",
        ClassLoader(good).optionalNameDictionary()?.tag == "dict-7"
            && ClassLoader(empty).optionalNameDictionary() == nil)
    log.check("final class method: resolve(arguments:)", ClassLoader(good).resolveTyped().tag == "typed-3")
    log.check("final class method: resolve(variant:arguments:_:)", ClassLoader(good).resolveVariantTyped().tag == "t-3")
    log.check("final class method: resolve(name:arguments:_:)", ClassLoader(good).resolveNameTyped().tag == "t-3")
    log.check(
        "final class method: tryResolve(_:) with try",
        outcome { try ClassLoader(good).tryResolveDefaultTry().tag } == "plain"
            && outcome { try ClassLoader(broken).tryResolveDefaultTry().tag } == "factoryFailed")
    log.check(
        "final class method: tryResolve(_:) with try!", ClassLoader(good).tryResolveDefaultForceTry().tag == "plain")
    log.check(
        "final class method: tryResolve(_:) with try?",
        ClassLoader(good).tryResolveDefaultOptionalTry()?.tag == "plain"
            && ClassLoader(broken).tryResolveDefaultOptionalTry() == nil)
    log.check(
        "final class method: tryResolve(_:) in do/catch",
        ClassLoader(good).tryResolveDefaultDoCatch() == "plain"
            && ClassLoader(broken).tryResolveDefaultDoCatch() == "factoryFailed")
    log.check(
        "final class method: tryResolve(_:) in do/catch that traps",
        ClassLoader(good).tryResolveDefaultDoCatchTrap().tag == "plain")
    log.check(
        "final class method: tryResolve(variant:) with try",
        outcome { try ClassLoader(good).tryResolveVariantTry().tag } == "blue"
            && outcome { try ClassLoader(broken).tryResolveVariantTry().tag } == "factoryFailed")
    log.check(
        "final class method: tryResolve(variant:) with try!",
        ClassLoader(good).tryResolveVariantForceTry().tag == "blue")
    log.check(
        "final class method: tryResolve(variant:) with try?",
        ClassLoader(good).tryResolveVariantOptionalTry()?.tag == "blue"
            && ClassLoader(broken).tryResolveVariantOptionalTry() == nil)
    log.check(
        "final class method: tryResolve(variant:) in do/catch",
        ClassLoader(good).tryResolveVariantDoCatch() == "blue"
            && ClassLoader(broken).tryResolveVariantDoCatch() == "factoryFailed")
    log.check(
        "final class method: tryResolve(variant:) in do/catch that traps",
        ClassLoader(good).tryResolveVariantDoCatchTrap().tag == "blue")
    log.check(
        "final class method: tryResolve(name:) with try",
        outcome { try ClassLoader(good).tryResolveNameTry().tag } == "red"
            && outcome { try ClassLoader(broken).tryResolveNameTry().tag } == "factoryFailed")
    log.check(
        "final class method: tryResolve(name:) with try!", ClassLoader(good).tryResolveNameForceTry().tag == "red")
    log.check(
        "final class method: tryResolve(name:) with try?",
        ClassLoader(good).tryResolveNameOptionalTry()?.tag == "red"
            && ClassLoader(broken).tryResolveNameOptionalTry() == nil)
    log.check(
        "final class method: tryResolve(name:) in do/catch",
        ClassLoader(good).tryResolveNameDoCatch() == "red"
            && ClassLoader(broken).tryResolveNameDoCatch() == "factoryFailed")
    log.check(
        "final class method: tryResolve(name:) in do/catch that traps",
        ClassLoader(good).tryResolveNameDoCatchTrap().tag == "red")
    log.check(
        "final class method: tryOptional() with try",
        outcome { try ClassLoader(good).tryOptionalDefaultTry()?.tag } == "plain"
            && outcome { try ClassLoader(broken).tryOptionalDefaultTry()?.tag } == "factoryFailed")
    log.check(
        "final class method: tryOptional() with try!", ClassLoader(good).tryOptionalDefaultForceTry()?.tag == "plain")
    log.check(
        "final class method: tryOptional() with try?",
        ClassLoader(good).tryOptionalDefaultOptionalTry()?.tag == "plain"
            && ClassLoader(broken).tryOptionalDefaultOptionalTry() == nil)
    log.check(
        "final class method: tryOptional() in do/catch",
        ClassLoader(good).tryOptionalDefaultDoCatch() == "plain"
            && ClassLoader(broken).tryOptionalDefaultDoCatch() == "factoryFailed")
    log.check(
        "final class method: tryOptional() in do/catch that traps",
        ClassLoader(good).tryOptionalDefaultDoCatchTrap()?.tag == "plain")
    log.check(
        "final class method: tryOptional(_:variant:) with try",
        outcome { try ClassLoader(good).tryOptionalVariantTry()?.tag } == "blue"
            && outcome { try ClassLoader(broken).tryOptionalVariantTry()?.tag } == "factoryFailed")
    log.check(
        "final class method: tryOptional(_:variant:) with try!",
        ClassLoader(good).tryOptionalVariantForceTry()?.tag == "blue")
    log.check(
        "final class method: tryOptional(_:variant:) with try?",
        ClassLoader(good).tryOptionalVariantOptionalTry()?.tag == "blue"
            && ClassLoader(broken).tryOptionalVariantOptionalTry() == nil)
    log.check(
        "final class method: tryOptional(_:variant:) in do/catch",
        ClassLoader(good).tryOptionalVariantDoCatch() == "blue"
            && ClassLoader(broken).tryOptionalVariantDoCatch() == "factoryFailed")
    log.check(
        "final class method: tryOptional(_:variant:) in do/catch that traps",
        ClassLoader(good).tryOptionalVariantDoCatchTrap()?.tag == "blue")
    log.check(
        "final class method: tryOptional(name:) with try",
        outcome { try ClassLoader(good).tryOptionalNameTry()?.tag } == "red"
            && outcome { try ClassLoader(broken).tryOptionalNameTry()?.tag } == "factoryFailed")
    log.check(
        "final class method: tryOptional(name:) with try!", ClassLoader(good).tryOptionalNameForceTry()?.tag == "red")
    log.check(
        "final class method: tryOptional(name:) with try?",
        ClassLoader(good).tryOptionalNameOptionalTry()?.tag == "red"
            && ClassLoader(broken).tryOptionalNameOptionalTry() == nil)
    log.check(
        "final class method: tryOptional(name:) in do/catch",
        ClassLoader(good).tryOptionalNameDoCatch() == "red"
            && ClassLoader(broken).tryOptionalNameDoCatch() == "factoryFailed")
    log.check(
        "final class method: tryOptional(name:) in do/catch that traps",
        ClassLoader(good).tryOptionalNameDoCatchTrap()?.tag == "red")
    log.check(
        "final class method: tryResolve(variant:args:) with try",
        outcome { try ClassLoader(good).tryResolveArgsTry().tag } == "single-7"
            && outcome { try ClassLoader(broken).tryResolveArgsTry().tag } == "factoryFailed")
    log.check(
        "final class method: tryResolve(variant:args:) with try!",
        ClassLoader(good).tryResolveArgsForceTry().tag == "single-7")
    log.check(
        "final class method: tryResolve(variant:args:) with try?",
        ClassLoader(good).tryResolveArgsOptionalTry()?.tag == "single-7"
            && ClassLoader(broken).tryResolveArgsOptionalTry() == nil)
    log.check(
        "final class method: tryResolve(variant:args:) in do/catch",
        ClassLoader(good).tryResolveArgsDoCatch() == "single-7"
            && ClassLoader(broken).tryResolveArgsDoCatch() == "factoryFailed")
    log.check(
        "final class method: tryResolve(variant:args:) in do/catch that traps",
        ClassLoader(good).tryResolveArgsDoCatchTrap().tag == "single-7")
    log.check(
        "final class method: tryResolve(name:args:) with try",
        outcome { try ClassLoader(good).tryResolveNameArgsTry().tag } == "single-7"
            && outcome { try ClassLoader(broken).tryResolveNameArgsTry().tag } == "factoryFailed")
    log.check(
        "final class method: tryResolve(name:args:) with try!",
        ClassLoader(good).tryResolveNameArgsForceTry().tag == "single-7")
    log.check(
        "final class method: tryResolve(name:args:) with try?",
        ClassLoader(good).tryResolveNameArgsOptionalTry()?.tag == "single-7"
            && ClassLoader(broken).tryResolveNameArgsOptionalTry() == nil)
    log.check(
        "final class method: tryResolve(name:args:) in do/catch",
        ClassLoader(good).tryResolveNameArgsDoCatch() == "single-7"
            && ClassLoader(broken).tryResolveNameArgsDoCatch() == "factoryFailed")
    log.check(
        "final class method: tryResolve(name:args:) in do/catch that traps",
        ClassLoader(good).tryResolveNameArgsDoCatchTrap().tag == "single-7")
    log.check(
        "final class method: tryResolve(variant:args:) with a dictionary with try",
        outcome { try ClassLoader(good).tryResolveDictionaryTry().tag } == "dict-7"
            && outcome { try ClassLoader(broken).tryResolveDictionaryTry().tag } == "factoryFailed")
    log.check(
        "final class method: tryResolve(variant:args:) with a dictionary with try!",
        ClassLoader(good).tryResolveDictionaryForceTry().tag == "dict-7")
    log.check(
        "final class method: tryResolve(variant:args:) with a dictionary with try?",
        ClassLoader(good).tryResolveDictionaryOptionalTry()?.tag == "dict-7"
            && ClassLoader(broken).tryResolveDictionaryOptionalTry() == nil)
    log.check(
        "final class method: tryResolve(variant:args:) with a dictionary in do/catch",
        ClassLoader(good).tryResolveDictionaryDoCatch() == "dict-7"
            && ClassLoader(broken).tryResolveDictionaryDoCatch() == "factoryFailed")
    log.check(
        "final class method: tryResolve(variant:args:) with a dictionary in do/catch that traps",
        ClassLoader(good).tryResolveDictionaryDoCatchTrap().tag == "dict-7")
    log.check(
        "final class method: tryResolve(name:args:) with a dictionary with try",
        outcome { try ClassLoader(good).tryResolveNameDictionaryTry().tag } == "dict-7"
            && outcome { try ClassLoader(broken).tryResolveNameDictionaryTry().tag } == "factoryFailed")
    log.check(
        "final class method: tryResolve(name:args:) with a dictionary with try!",
        ClassLoader(good).tryResolveNameDictionaryForceTry().tag == "dict-7")
    log.check(
        "final class method: tryResolve(name:args:) with a dictionary with try?",
        ClassLoader(good).tryResolveNameDictionaryOptionalTry()?.tag == "dict-7"
            && ClassLoader(broken).tryResolveNameDictionaryOptionalTry() == nil)
    log.check(
        "final class method: tryResolve(name:args:) with a dictionary in do/catch",
        ClassLoader(good).tryResolveNameDictionaryDoCatch() == "dict-7"
            && ClassLoader(broken).tryResolveNameDictionaryDoCatch() == "factoryFailed")
    log.check(
        "final class method: tryResolve(name:args:) with a dictionary in do/catch that traps",
        ClassLoader(good).tryResolveNameDictionaryDoCatchTrap().tag == "dict-7")
    log.check(
        "final class method: tryOptional(variant:args:) with try",
        outcome { try ClassLoader(good).tryOptionalArgsTry()?.tag } == "single-7"
            && outcome { try ClassLoader(broken).tryOptionalArgsTry()?.tag } == "factoryFailed")
    log.check(
        "final class method: tryOptional(variant:args:) with try!",
        ClassLoader(good).tryOptionalArgsForceTry()?.tag == "single-7")
    log.check(
        "final class method: tryOptional(variant:args:) with try?",
        ClassLoader(good).tryOptionalArgsOptionalTry()?.tag == "single-7"
            && ClassLoader(broken).tryOptionalArgsOptionalTry() == nil)
    log.check(
        "final class method: tryOptional(variant:args:) in do/catch",
        ClassLoader(good).tryOptionalArgsDoCatch() == "single-7"
            && ClassLoader(broken).tryOptionalArgsDoCatch() == "factoryFailed")
    log.check(
        "final class method: tryOptional(variant:args:) in do/catch that traps",
        ClassLoader(good).tryOptionalArgsDoCatchTrap()?.tag == "single-7")
    log.check(
        "final class method: tryOptional(name:args:) with try",
        outcome { try ClassLoader(good).tryOptionalNameArgsTry()?.tag } == "single-7"
            && outcome { try ClassLoader(broken).tryOptionalNameArgsTry()?.tag } == "factoryFailed")
    log.check(
        "final class method: tryOptional(name:args:) with try!",
        ClassLoader(good).tryOptionalNameArgsForceTry()?.tag == "single-7")
    log.check(
        "final class method: tryOptional(name:args:) with try?",
        ClassLoader(good).tryOptionalNameArgsOptionalTry()?.tag == "single-7"
            && ClassLoader(broken).tryOptionalNameArgsOptionalTry() == nil)
    log.check(
        "final class method: tryOptional(name:args:) in do/catch",
        ClassLoader(good).tryOptionalNameArgsDoCatch() == "single-7"
            && ClassLoader(broken).tryOptionalNameArgsDoCatch() == "factoryFailed")
    log.check(
        "final class method: tryOptional(name:args:) in do/catch that traps",
        ClassLoader(good).tryOptionalNameArgsDoCatchTrap()?.tag == "single-7")
    log.check(
        "final class method: tryOptional(variant:args:) with a dictionary with try",
        outcome { try ClassLoader(good).tryOptionalDictionaryTry()?.tag } == "dict-7"
            && outcome { try ClassLoader(broken).tryOptionalDictionaryTry()?.tag } == "factoryFailed")
    log.check(
        "final class method: tryOptional(variant:args:) with a dictionary with try!",
        ClassLoader(good).tryOptionalDictionaryForceTry()?.tag == "dict-7")
    log.check(
        "final class method: tryOptional(variant:args:) with a dictionary with try?",
        ClassLoader(good).tryOptionalDictionaryOptionalTry()?.tag == "dict-7"
            && ClassLoader(broken).tryOptionalDictionaryOptionalTry() == nil)
    log.check(
        "final class method: tryOptional(variant:args:) with a dictionary in do/catch",
        ClassLoader(good).tryOptionalDictionaryDoCatch() == "dict-7"
            && ClassLoader(broken).tryOptionalDictionaryDoCatch() == "factoryFailed")
    log.check(
        "final class method: tryOptional(variant:args:) with a dictionary in do/catch that traps",
        ClassLoader(good).tryOptionalDictionaryDoCatchTrap()?.tag == "dict-7")
    log.check(
        "final class method: tryOptional(name:args:) with a dictionary with try",
        outcome { try ClassLoader(good).tryOptionalNameDictionaryTry()?.tag } == "dict-7"
            && outcome { try ClassLoader(broken).tryOptionalNameDictionaryTry()?.tag } == "factoryFailed")
    log.check(
        "final class method: tryOptional(name:args:) with a dictionary with try!",
        ClassLoader(good).tryOptionalNameDictionaryForceTry()?.tag == "dict-7")
    log.check(
        "final class method: tryOptional(name:args:) with a dictionary with try?",
        ClassLoader(good).tryOptionalNameDictionaryOptionalTry()?.tag == "dict-7"
            && ClassLoader(broken).tryOptionalNameDictionaryOptionalTry() == nil)
    log.check(
        "final class method: tryOptional(name:args:) with a dictionary in do/catch",
        ClassLoader(good).tryOptionalNameDictionaryDoCatch() == "dict-7"
            && ClassLoader(broken).tryOptionalNameDictionaryDoCatch() == "factoryFailed")
    log.check(
        "final class method: tryOptional(name:args:) with a dictionary in do/catch that traps",
        ClassLoader(good).tryOptionalNameDictionaryDoCatchTrap()?.tag == "dict-7")
    log.check(
        "final class method: tryResolve(arguments:) with try",
        outcome { try ClassLoader(good).tryResolveTypedTry().tag } == "typed-3"
            && outcome { try ClassLoader(broken).tryResolveTypedTry().tag } == "factoryFailed")
    log.check(
        "final class method: tryResolve(arguments:) with try!",
        ClassLoader(good).tryResolveTypedForceTry().tag == "typed-3")
    log.check(
        "final class method: tryResolve(arguments:) with try?",
        ClassLoader(good).tryResolveTypedOptionalTry()?.tag == "typed-3"
            && ClassLoader(broken).tryResolveTypedOptionalTry() == nil)
    log.check(
        "final class method: tryResolve(arguments:) in do/catch",
        ClassLoader(good).tryResolveTypedDoCatch() == "typed-3"
            && ClassLoader(broken).tryResolveTypedDoCatch() == "factoryFailed")
    log.check(
        "final class method: tryResolve(arguments:) in do/catch that traps",
        ClassLoader(good).tryResolveTypedDoCatchTrap().tag == "typed-3")
    log.check(
        "final class method: tryResolve(variant:arguments:_:) with try",
        outcome { try ClassLoader(good).tryResolveVariantTypedTry().tag } == "t-3"
            && outcome { try ClassLoader(broken).tryResolveVariantTypedTry().tag } == "factoryFailed")
    log.check(
        "final class method: tryResolve(variant:arguments:_:) with try!",
        ClassLoader(good).tryResolveVariantTypedForceTry().tag == "t-3")
    log.check(
        "final class method: tryResolve(variant:arguments:_:) with try?",
        ClassLoader(good).tryResolveVariantTypedOptionalTry()?.tag == "t-3"
            && ClassLoader(broken).tryResolveVariantTypedOptionalTry() == nil)
    log.check(
        "final class method: tryResolve(variant:arguments:_:) in do/catch",
        ClassLoader(good).tryResolveVariantTypedDoCatch() == "t-3"
            && ClassLoader(broken).tryResolveVariantTypedDoCatch() == "factoryFailed")
    log.check(
        "final class method: tryResolve(variant:arguments:_:) in do/catch that traps",
        ClassLoader(good).tryResolveVariantTypedDoCatchTrap().tag == "t-3")
    log.check(
        "final class method: tryResolve(name:arguments:_:) with try",
        outcome { try ClassLoader(good).tryResolveNameTypedTry().tag } == "t-3"
            && outcome { try ClassLoader(broken).tryResolveNameTypedTry().tag } == "factoryFailed")
    log.check(
        "final class method: tryResolve(name:arguments:_:) with try!",
        ClassLoader(good).tryResolveNameTypedForceTry().tag == "t-3")
    log.check(
        "final class method: tryResolve(name:arguments:_:) with try?",
        ClassLoader(good).tryResolveNameTypedOptionalTry()?.tag == "t-3"
            && ClassLoader(broken).tryResolveNameTypedOptionalTry() == nil)
    log.check(
        "final class method: tryResolve(name:arguments:_:) in do/catch",
        ClassLoader(good).tryResolveNameTypedDoCatch() == "t-3"
            && ClassLoader(broken).tryResolveNameTypedDoCatch() == "factoryFailed")
    log.check(
        "final class method: tryResolve(name:arguments:_:) in do/catch that traps",
        ClassLoader(good).tryResolveNameTypedDoCatchTrap().tag == "t-3")
}
