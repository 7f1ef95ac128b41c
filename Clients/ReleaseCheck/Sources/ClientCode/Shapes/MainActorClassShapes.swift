// Every resolve form from methods of a main-actor class.
// Each check passes a container that resolves and, for the throwing forms, one whose factories all throw.

import HierResolver

private final class Widget: TaggedWidget {
    let tag: String

    init(tag: String) {
        self.tag = tag
    }
}

@MainActor private final class MainActorLoader {
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

@MainActor
func mainActorClassShapesChecks(_ log: CheckLog) {
    let good = ShapeContainers.good(Widget.self)
    let broken = ShapeContainers.broken(Widget.self)
    let empty = DependencyResolver(name: "empty")
    log.check(
        "main-actor class method: resolve()",
        MainActorLoader(good).resolveDefault().tag == "plain"
            && MainActorLoader(good).resolveDefault() === MainActorLoader(good).resolveDefault())
    log.check(
        "main-actor class method: resolve(_:variant:)",
        MainActorLoader(good).resolveVariant().tag == "blue"
            && MainActorLoader(good).resolveVariant() === MainActorLoader(good).resolveVariant())
    log.check(
        "main-actor class method: resolve(name:)",
        MainActorLoader(good).resolveName().tag == "red"
            && MainActorLoader(good).resolveName() === MainActorLoader(good).resolveName())
    log.check(
        "main-actor class method: optional()",
        MainActorLoader(good).optionalDefault()?.tag == "plain" && MainActorLoader(empty).optionalDefault() == nil)
    log.check(
        "main-actor class method: optional(variant:)",
        MainActorLoader(good).optionalVariant()?.tag == "blue" && MainActorLoader(empty).optionalVariant() == nil)
    log.check(
        "main-actor class method: optional(_:name:)",
        MainActorLoader(good).optionalName()?.tag == "red" && MainActorLoader(empty).optionalName() == nil)
    log.check("main-actor class method: resolve(variant:args:)", MainActorLoader(good).resolveArgs().tag == "single-7")
    log.check("main-actor class method: resolve(name:args:)", MainActorLoader(good).resolveNameArgs().tag == "single-7")
    log.check(
        "main-actor class method: resolve(variant:args:) with a dictionary",
        MainActorLoader(good).resolveDictionary().tag == "dict-7")
    log.check(
        "main-actor class method: resolve(name:args:) with a dictionary",
        MainActorLoader(good).resolveNameDictionary().tag == "dict-7")
    log.check(
        "main-actor class method: optional(variant:args:)",
        MainActorLoader(good).optionalArgs()?.tag == "single-7" && MainActorLoader(empty).optionalArgs() == nil)
    log.check(
        "main-actor class method: optional(name:args:)",
        MainActorLoader(good).optionalNameArgs()?.tag == "single-7" && MainActorLoader(empty).optionalNameArgs() == nil)
    log.check(
        "main-actor class method: optional(variant:args:) with a dictionary",
        MainActorLoader(good).optionalDictionary()?.tag == "dict-7"
            && MainActorLoader(empty).optionalDictionary() == nil)
    log.check(
        "main-actor class method: optional(name:args:) with a dictionary",
        MainActorLoader(good).optionalNameDictionary()?.tag == "dict-7"
            && MainActorLoader(empty).optionalNameDictionary() == nil)
    log.check("main-actor class method: resolve(arguments:)", MainActorLoader(good).resolveTyped().tag == "typed-3")
    log.check(
        "main-actor class method: resolve(variant:arguments:_:)",
        MainActorLoader(good).resolveVariantTyped().tag == "t-3")
    log.check(
        "main-actor class method: resolve(name:arguments:_:)", MainActorLoader(good).resolveNameTyped().tag == "t-3")
    log.check(
        "main-actor class method: tryResolve(_:) with try",
        outcome { try MainActorLoader(good).tryResolveDefaultTry().tag } == "plain"
            && outcome { try MainActorLoader(broken).tryResolveDefaultTry().tag } == "factoryFailed")
    log.check(
        "main-actor class method: tryResolve(_:) with try!",
        MainActorLoader(good).tryResolveDefaultForceTry().tag == "plain")
    log.check(
        "main-actor class method: tryResolve(_:) with try?",
        MainActorLoader(good).tryResolveDefaultOptionalTry()?.tag == "plain"
            && MainActorLoader(broken).tryResolveDefaultOptionalTry() == nil)
    log.check(
        "main-actor class method: tryResolve(_:) in do/catch",
        MainActorLoader(good).tryResolveDefaultDoCatch() == "plain"
            && MainActorLoader(broken).tryResolveDefaultDoCatch() == "factoryFailed")
    log.check(
        "main-actor class method: tryResolve(_:) in do/catch that traps",
        MainActorLoader(good).tryResolveDefaultDoCatchTrap().tag == "plain")
    log.check(
        "main-actor class method: tryResolve(variant:) with try",
        outcome { try MainActorLoader(good).tryResolveVariantTry().tag } == "blue"
            && outcome { try MainActorLoader(broken).tryResolveVariantTry().tag } == "factoryFailed")
    log.check(
        "main-actor class method: tryResolve(variant:) with try!",
        MainActorLoader(good).tryResolveVariantForceTry().tag == "blue")
    log.check(
        "main-actor class method: tryResolve(variant:) with try?",
        MainActorLoader(good).tryResolveVariantOptionalTry()?.tag == "blue"
            && MainActorLoader(broken).tryResolveVariantOptionalTry() == nil)
    log.check(
        "main-actor class method: tryResolve(variant:) in do/catch",
        MainActorLoader(good).tryResolveVariantDoCatch() == "blue"
            && MainActorLoader(broken).tryResolveVariantDoCatch() == "factoryFailed")
    log.check(
        "main-actor class method: tryResolve(variant:) in do/catch that traps",
        MainActorLoader(good).tryResolveVariantDoCatchTrap().tag == "blue")
    log.check(
        "main-actor class method: tryResolve(name:) with try",
        outcome { try MainActorLoader(good).tryResolveNameTry().tag } == "red"
            && outcome { try MainActorLoader(broken).tryResolveNameTry().tag } == "factoryFailed")
    log.check(
        "main-actor class method: tryResolve(name:) with try!",
        MainActorLoader(good).tryResolveNameForceTry().tag == "red")
    log.check(
        "main-actor class method: tryResolve(name:) with try?",
        MainActorLoader(good).tryResolveNameOptionalTry()?.tag == "red"
            && MainActorLoader(broken).tryResolveNameOptionalTry() == nil)
    log.check(
        "main-actor class method: tryResolve(name:) in do/catch",
        MainActorLoader(good).tryResolveNameDoCatch() == "red"
            && MainActorLoader(broken).tryResolveNameDoCatch() == "factoryFailed")
    log.check(
        "main-actor class method: tryResolve(name:) in do/catch that traps",
        MainActorLoader(good).tryResolveNameDoCatchTrap().tag == "red")
    log.check(
        "main-actor class method: tryOptional() with try",
        outcome { try MainActorLoader(good).tryOptionalDefaultTry()?.tag } == "plain"
            && outcome { try MainActorLoader(broken).tryOptionalDefaultTry()?.tag } == "factoryFailed")
    log.check(
        "main-actor class method: tryOptional() with try!",
        MainActorLoader(good).tryOptionalDefaultForceTry()?.tag == "plain")
    log.check(
        "main-actor class method: tryOptional() with try?",
        MainActorLoader(good).tryOptionalDefaultOptionalTry()?.tag == "plain"
            && MainActorLoader(broken).tryOptionalDefaultOptionalTry() == nil)
    log.check(
        "main-actor class method: tryOptional() in do/catch",
        MainActorLoader(good).tryOptionalDefaultDoCatch() == "plain"
            && MainActorLoader(broken).tryOptionalDefaultDoCatch() == "factoryFailed")
    log.check(
        "main-actor class method: tryOptional() in do/catch that traps",
        MainActorLoader(good).tryOptionalDefaultDoCatchTrap()?.tag == "plain")
    log.check(
        "main-actor class method: tryOptional(_:variant:) with try",
        outcome { try MainActorLoader(good).tryOptionalVariantTry()?.tag } == "blue"
            && outcome { try MainActorLoader(broken).tryOptionalVariantTry()?.tag } == "factoryFailed")
    log.check(
        "main-actor class method: tryOptional(_:variant:) with try!",
        MainActorLoader(good).tryOptionalVariantForceTry()?.tag == "blue")
    log.check(
        "main-actor class method: tryOptional(_:variant:) with try?",
        MainActorLoader(good).tryOptionalVariantOptionalTry()?.tag == "blue"
            && MainActorLoader(broken).tryOptionalVariantOptionalTry() == nil)
    log.check(
        "main-actor class method: tryOptional(_:variant:) in do/catch",
        MainActorLoader(good).tryOptionalVariantDoCatch() == "blue"
            && MainActorLoader(broken).tryOptionalVariantDoCatch() == "factoryFailed")
    log.check(
        "main-actor class method: tryOptional(_:variant:) in do/catch that traps",
        MainActorLoader(good).tryOptionalVariantDoCatchTrap()?.tag == "blue")
    log.check(
        "main-actor class method: tryOptional(name:) with try",
        outcome { try MainActorLoader(good).tryOptionalNameTry()?.tag } == "red"
            && outcome { try MainActorLoader(broken).tryOptionalNameTry()?.tag } == "factoryFailed")
    log.check(
        "main-actor class method: tryOptional(name:) with try!",
        MainActorLoader(good).tryOptionalNameForceTry()?.tag == "red")
    log.check(
        "main-actor class method: tryOptional(name:) with try?",
        MainActorLoader(good).tryOptionalNameOptionalTry()?.tag == "red"
            && MainActorLoader(broken).tryOptionalNameOptionalTry() == nil)
    log.check(
        "main-actor class method: tryOptional(name:) in do/catch",
        MainActorLoader(good).tryOptionalNameDoCatch() == "red"
            && MainActorLoader(broken).tryOptionalNameDoCatch() == "factoryFailed")
    log.check(
        "main-actor class method: tryOptional(name:) in do/catch that traps",
        MainActorLoader(good).tryOptionalNameDoCatchTrap()?.tag == "red")
    log.check(
        "main-actor class method: tryResolve(variant:args:) with try",
        outcome { try MainActorLoader(good).tryResolveArgsTry().tag } == "single-7"
            && outcome { try MainActorLoader(broken).tryResolveArgsTry().tag } == "factoryFailed")
    log.check(
        "main-actor class method: tryResolve(variant:args:) with try!",
        MainActorLoader(good).tryResolveArgsForceTry().tag == "single-7")
    log.check(
        "main-actor class method: tryResolve(variant:args:) with try?",
        MainActorLoader(good).tryResolveArgsOptionalTry()?.tag == "single-7"
            && MainActorLoader(broken).tryResolveArgsOptionalTry() == nil)
    log.check(
        "main-actor class method: tryResolve(variant:args:) in do/catch",
        MainActorLoader(good).tryResolveArgsDoCatch() == "single-7"
            && MainActorLoader(broken).tryResolveArgsDoCatch() == "factoryFailed")
    log.check(
        "main-actor class method: tryResolve(variant:args:) in do/catch that traps",
        MainActorLoader(good).tryResolveArgsDoCatchTrap().tag == "single-7")
    log.check(
        "main-actor class method: tryResolve(name:args:) with try",
        outcome { try MainActorLoader(good).tryResolveNameArgsTry().tag } == "single-7"
            && outcome { try MainActorLoader(broken).tryResolveNameArgsTry().tag } == "factoryFailed")
    log.check(
        "main-actor class method: tryResolve(name:args:) with try!",
        MainActorLoader(good).tryResolveNameArgsForceTry().tag == "single-7")
    log.check(
        "main-actor class method: tryResolve(name:args:) with try?",
        MainActorLoader(good).tryResolveNameArgsOptionalTry()?.tag == "single-7"
            && MainActorLoader(broken).tryResolveNameArgsOptionalTry() == nil)
    log.check(
        "main-actor class method: tryResolve(name:args:) in do/catch",
        MainActorLoader(good).tryResolveNameArgsDoCatch() == "single-7"
            && MainActorLoader(broken).tryResolveNameArgsDoCatch() == "factoryFailed")
    log.check(
        "main-actor class method: tryResolve(name:args:) in do/catch that traps",
        MainActorLoader(good).tryResolveNameArgsDoCatchTrap().tag == "single-7")
    log.check(
        "main-actor class method: tryResolve(variant:args:) with a dictionary with try",
        outcome { try MainActorLoader(good).tryResolveDictionaryTry().tag } == "dict-7"
            && outcome { try MainActorLoader(broken).tryResolveDictionaryTry().tag } == "factoryFailed")
    log.check(
        "main-actor class method: tryResolve(variant:args:) with a dictionary with try!",
        MainActorLoader(good).tryResolveDictionaryForceTry().tag == "dict-7")
    log.check(
        "main-actor class method: tryResolve(variant:args:) with a dictionary with try?",
        MainActorLoader(good).tryResolveDictionaryOptionalTry()?.tag == "dict-7"
            && MainActorLoader(broken).tryResolveDictionaryOptionalTry() == nil)
    log.check(
        "main-actor class method: tryResolve(variant:args:) with a dictionary in do/catch",
        MainActorLoader(good).tryResolveDictionaryDoCatch() == "dict-7"
            && MainActorLoader(broken).tryResolveDictionaryDoCatch() == "factoryFailed")
    log.check(
        "main-actor class method: tryResolve(variant:args:) with a dictionary in do/catch that traps",
        MainActorLoader(good).tryResolveDictionaryDoCatchTrap().tag == "dict-7")
    log.check(
        "main-actor class method: tryResolve(name:args:) with a dictionary with try",
        outcome { try MainActorLoader(good).tryResolveNameDictionaryTry().tag } == "dict-7"
            && outcome { try MainActorLoader(broken).tryResolveNameDictionaryTry().tag } == "factoryFailed")
    log.check(
        "main-actor class method: tryResolve(name:args:) with a dictionary with try!",
        MainActorLoader(good).tryResolveNameDictionaryForceTry().tag == "dict-7")
    log.check(
        "main-actor class method: tryResolve(name:args:) with a dictionary with try?",
        MainActorLoader(good).tryResolveNameDictionaryOptionalTry()?.tag == "dict-7"
            && MainActorLoader(broken).tryResolveNameDictionaryOptionalTry() == nil)
    log.check(
        "main-actor class method: tryResolve(name:args:) with a dictionary in do/catch",
        MainActorLoader(good).tryResolveNameDictionaryDoCatch() == "dict-7"
            && MainActorLoader(broken).tryResolveNameDictionaryDoCatch() == "factoryFailed")
    log.check(
        "main-actor class method: tryResolve(name:args:) with a dictionary in do/catch that traps",
        MainActorLoader(good).tryResolveNameDictionaryDoCatchTrap().tag == "dict-7")
    log.check(
        "main-actor class method: tryOptional(variant:args:) with try",
        outcome { try MainActorLoader(good).tryOptionalArgsTry()?.tag } == "single-7"
            && outcome { try MainActorLoader(broken).tryOptionalArgsTry()?.tag } == "factoryFailed")
    log.check(
        "main-actor class method: tryOptional(variant:args:) with try!",
        MainActorLoader(good).tryOptionalArgsForceTry()?.tag == "single-7")
    log.check(
        "main-actor class method: tryOptional(variant:args:) with try?",
        MainActorLoader(good).tryOptionalArgsOptionalTry()?.tag == "single-7"
            && MainActorLoader(broken).tryOptionalArgsOptionalTry() == nil)
    log.check(
        "main-actor class method: tryOptional(variant:args:) in do/catch",
        MainActorLoader(good).tryOptionalArgsDoCatch() == "single-7"
            && MainActorLoader(broken).tryOptionalArgsDoCatch() == "factoryFailed")
    log.check(
        "main-actor class method: tryOptional(variant:args:) in do/catch that traps",
        MainActorLoader(good).tryOptionalArgsDoCatchTrap()?.tag == "single-7")
    log.check(
        "main-actor class method: tryOptional(name:args:) with try",
        outcome { try MainActorLoader(good).tryOptionalNameArgsTry()?.tag } == "single-7"
            && outcome { try MainActorLoader(broken).tryOptionalNameArgsTry()?.tag } == "factoryFailed")
    log.check(
        "main-actor class method: tryOptional(name:args:) with try!",
        MainActorLoader(good).tryOptionalNameArgsForceTry()?.tag == "single-7")
    log.check(
        "main-actor class method: tryOptional(name:args:) with try?",
        MainActorLoader(good).tryOptionalNameArgsOptionalTry()?.tag == "single-7"
            && MainActorLoader(broken).tryOptionalNameArgsOptionalTry() == nil)
    log.check(
        "main-actor class method: tryOptional(name:args:) in do/catch",
        MainActorLoader(good).tryOptionalNameArgsDoCatch() == "single-7"
            && MainActorLoader(broken).tryOptionalNameArgsDoCatch() == "factoryFailed")
    log.check(
        "main-actor class method: tryOptional(name:args:) in do/catch that traps",
        MainActorLoader(good).tryOptionalNameArgsDoCatchTrap()?.tag == "single-7")
    log.check(
        "main-actor class method: tryOptional(variant:args:) with a dictionary with try",
        outcome { try MainActorLoader(good).tryOptionalDictionaryTry()?.tag } == "dict-7"
            && outcome { try MainActorLoader(broken).tryOptionalDictionaryTry()?.tag } == "factoryFailed")
    log.check(
        "main-actor class method: tryOptional(variant:args:) with a dictionary with try!",
        MainActorLoader(good).tryOptionalDictionaryForceTry()?.tag == "dict-7")
    log.check(
        "main-actor class method: tryOptional(variant:args:) with a dictionary with try?",
        MainActorLoader(good).tryOptionalDictionaryOptionalTry()?.tag == "dict-7"
            && MainActorLoader(broken).tryOptionalDictionaryOptionalTry() == nil)
    log.check(
        "main-actor class method: tryOptional(variant:args:) with a dictionary in do/catch",
        MainActorLoader(good).tryOptionalDictionaryDoCatch() == "dict-7"
            && MainActorLoader(broken).tryOptionalDictionaryDoCatch() == "factoryFailed")
    log.check(
        "main-actor class method: tryOptional(variant:args:) with a dictionary in do/catch that traps",
        MainActorLoader(good).tryOptionalDictionaryDoCatchTrap()?.tag == "dict-7")
    log.check(
        "main-actor class method: tryOptional(name:args:) with a dictionary with try",
        outcome { try MainActorLoader(good).tryOptionalNameDictionaryTry()?.tag } == "dict-7"
            && outcome { try MainActorLoader(broken).tryOptionalNameDictionaryTry()?.tag } == "factoryFailed")
    log.check(
        "main-actor class method: tryOptional(name:args:) with a dictionary with try!",
        MainActorLoader(good).tryOptionalNameDictionaryForceTry()?.tag == "dict-7")
    log.check(
        "main-actor class method: tryOptional(name:args:) with a dictionary with try?",
        MainActorLoader(good).tryOptionalNameDictionaryOptionalTry()?.tag == "dict-7"
            && MainActorLoader(broken).tryOptionalNameDictionaryOptionalTry() == nil)
    log.check(
        "main-actor class method: tryOptional(name:args:) with a dictionary in do/catch",
        MainActorLoader(good).tryOptionalNameDictionaryDoCatch() == "dict-7"
            && MainActorLoader(broken).tryOptionalNameDictionaryDoCatch() == "factoryFailed")
    log.check(
        "main-actor class method: tryOptional(name:args:) with a dictionary in do/catch that traps",
        MainActorLoader(good).tryOptionalNameDictionaryDoCatchTrap()?.tag == "dict-7")
    log.check(
        "main-actor class method: tryResolve(arguments:) with try",
        outcome { try MainActorLoader(good).tryResolveTypedTry().tag } == "typed-3"
            && outcome { try MainActorLoader(broken).tryResolveTypedTry().tag } == "factoryFailed")
    log.check(
        "main-actor class method: tryResolve(arguments:) with try!",
        MainActorLoader(good).tryResolveTypedForceTry().tag == "typed-3")
    log.check(
        "main-actor class method: tryResolve(arguments:) with try?",
        MainActorLoader(good).tryResolveTypedOptionalTry()?.tag == "typed-3"
            && MainActorLoader(broken).tryResolveTypedOptionalTry() == nil)
    log.check(
        "main-actor class method: tryResolve(arguments:) in do/catch",
        MainActorLoader(good).tryResolveTypedDoCatch() == "typed-3"
            && MainActorLoader(broken).tryResolveTypedDoCatch() == "factoryFailed")
    log.check(
        "main-actor class method: tryResolve(arguments:) in do/catch that traps",
        MainActorLoader(good).tryResolveTypedDoCatchTrap().tag == "typed-3")
    log.check(
        "main-actor class method: tryResolve(variant:arguments:_:) with try",
        outcome { try MainActorLoader(good).tryResolveVariantTypedTry().tag } == "t-3"
            && outcome { try MainActorLoader(broken).tryResolveVariantTypedTry().tag } == "factoryFailed")
    log.check(
        "main-actor class method: tryResolve(variant:arguments:_:) with try!",
        MainActorLoader(good).tryResolveVariantTypedForceTry().tag == "t-3")
    log.check(
        "main-actor class method: tryResolve(variant:arguments:_:) with try?",
        MainActorLoader(good).tryResolveVariantTypedOptionalTry()?.tag == "t-3"
            && MainActorLoader(broken).tryResolveVariantTypedOptionalTry() == nil)
    log.check(
        "main-actor class method: tryResolve(variant:arguments:_:) in do/catch",
        MainActorLoader(good).tryResolveVariantTypedDoCatch() == "t-3"
            && MainActorLoader(broken).tryResolveVariantTypedDoCatch() == "factoryFailed")
    log.check(
        "main-actor class method: tryResolve(variant:arguments:_:) in do/catch that traps",
        MainActorLoader(good).tryResolveVariantTypedDoCatchTrap().tag == "t-3")
    log.check(
        "main-actor class method: tryResolve(name:arguments:_:) with try",
        outcome { try MainActorLoader(good).tryResolveNameTypedTry().tag } == "t-3"
            && outcome { try MainActorLoader(broken).tryResolveNameTypedTry().tag } == "factoryFailed")
    log.check(
        "main-actor class method: tryResolve(name:arguments:_:) with try!",
        MainActorLoader(good).tryResolveNameTypedForceTry().tag == "t-3")
    log.check(
        "main-actor class method: tryResolve(name:arguments:_:) with try?",
        MainActorLoader(good).tryResolveNameTypedOptionalTry()?.tag == "t-3"
            && MainActorLoader(broken).tryResolveNameTypedOptionalTry() == nil)
    log.check(
        "main-actor class method: tryResolve(name:arguments:_:) in do/catch",
        MainActorLoader(good).tryResolveNameTypedDoCatch() == "t-3"
            && MainActorLoader(broken).tryResolveNameTypedDoCatch() == "factoryFailed")
    log.check(
        "main-actor class method: tryResolve(name:arguments:_:) in do/catch that traps",
        MainActorLoader(good).tryResolveNameTypedDoCatchTrap().tag == "t-3")
}
