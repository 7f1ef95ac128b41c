// Every resolve form from local closures, each called where it is made.
// Each check passes a container that resolves and, for the throwing forms, one whose factories all throw.

import HierResolver

private final class Widget: TaggedWidget {
    let tag: String

    init(tag: String) {
        self.tag = tag
    }
}

func closureShapesChecks(_ log: CheckLog) {
    let good = ShapeContainers.good(Widget.self)
    let broken = ShapeContainers.broken(Widget.self)
    let empty = DependencyResolver(name: "empty")
    let resolveDefault = { (c: DependencyResolver) -> Widget in c.resolve() }
    log.check(
        "closure called in place: resolve()",
        resolveDefault(good).tag == "plain" && resolveDefault(good) === resolveDefault(good))
    let resolveVariant = { (c: DependencyResolver) -> Widget in c.resolve(Widget.self, variant: "blue") }
    log.check(
        "closure called in place: resolve(_:variant:)",
        resolveVariant(good).tag == "blue" && resolveVariant(good) === resolveVariant(good))
    let resolveName = { (c: DependencyResolver) -> Widget in c.resolve(name: "red") }
    log.check(
        "closure called in place: resolve(name:)",
        resolveName(good).tag == "red" && resolveName(good) === resolveName(good))
    let optionalDefault = { (c: DependencyResolver) -> Widget? in c.optional() }
    log.check(
        "closure called in place: optional()", optionalDefault(good)?.tag == "plain" && optionalDefault(empty) == nil)
    let optionalVariant = { (c: DependencyResolver) -> Widget? in c.optional(variant: "blue") }
    log.check(
        "closure called in place: optional(variant:)",
        optionalVariant(good)?.tag == "blue" && optionalVariant(empty) == nil)
    let optionalName = { (c: DependencyResolver) -> Widget? in c.optional(Widget.self, name: "red") }
    log.check(
        "closure called in place: optional(_:name:)", optionalName(good)?.tag == "red" && optionalName(empty) == nil)
    let resolveArgs = { (c: DependencyResolver) -> Widget in c.resolve(variant: "single", args: 7) }
    log.check("closure called in place: resolve(variant:args:)", resolveArgs(good).tag == "single-7")
    let resolveNameArgs = { (c: DependencyResolver) -> Widget in c.resolve(name: "single", args: 7) }
    log.check("closure called in place: resolve(name:args:)", resolveNameArgs(good).tag == "single-7")
    let resolveDictionary = { (c: DependencyResolver) -> Widget in c.resolve(variant: "dict", args: ["n": 7]) }
    log.check(
        "closure called in place: resolve(variant:args:) with a dictionary", resolveDictionary(good).tag == "dict-7")
    let resolveNameDictionary = { (c: DependencyResolver) -> Widget in c.resolve(name: "dict", args: ["n": 7]) }
    log.check(
        "closure called in place: resolve(name:args:) with a dictionary", resolveNameDictionary(good).tag == "dict-7")
    let optionalArgs = { (c: DependencyResolver) -> Widget? in c.optional(variant: "single", args: 7) }
    log.check(
        "closure called in place: optional(variant:args:)",
        optionalArgs(good)?.tag == "single-7" && optionalArgs(empty) == nil)
    let optionalNameArgs = { (c: DependencyResolver) -> Widget? in c.optional(name: "single", args: 7) }
    log.check(
        "closure called in place: optional(name:args:)",
        optionalNameArgs(good)?.tag == "single-7" && optionalNameArgs(empty) == nil)
    let optionalDictionary = { (c: DependencyResolver) -> Widget? in c.optional(variant: "dict", args: ["n": 7]) }
    log.check(
        "closure called in place: optional(variant:args:) with a dictionary",
        optionalDictionary(good)?.tag == "dict-7" && optionalDictionary(empty) == nil)
    let optionalNameDictionary = { (c: DependencyResolver) -> Widget? in c.optional(name: "dict", args: ["n": 7]) }
    log.check(
        "closure called in place: optional(name:args:) with a dictionary",
        optionalNameDictionary(good)?.tag == "dict-7" && optionalNameDictionary(empty) == nil)
    let resolveTyped = { (c: DependencyResolver) -> Widget in c.resolve(arguments: 3) }
    log.check("closure called in place: resolve(arguments:)", resolveTyped(good).tag == "typed-3")
    let resolveVariantTyped = { (c: DependencyResolver) -> Widget in c.resolve(variant: "typed", arguments: 3, "t") }
    log.check("closure called in place: resolve(variant:arguments:_:)", resolveVariantTyped(good).tag == "t-3")
    let resolveNameTyped = { (c: DependencyResolver) -> Widget in c.resolve(name: "typed", arguments: 3, "t") }
    log.check("closure called in place: resolve(name:arguments:_:)", resolveNameTyped(good).tag == "t-3")
    let tryResolveDefaultTry = { (c: DependencyResolver) throws -> Widget in try c.tryResolve(Widget.self) }
    log.check(
        "closure called in place: tryResolve(_:) with try",
        outcome { try tryResolveDefaultTry(good).tag } == "plain"
            && outcome { try tryResolveDefaultTry(broken).tag } == "factoryFailed")
    let tryResolveDefaultForceTry = { (c: DependencyResolver) -> Widget in try! c.tryResolve(Widget.self) }
    log.check("closure called in place: tryResolve(_:) with try!", tryResolveDefaultForceTry(good).tag == "plain")
    let tryResolveDefaultOptionalTry = { (c: DependencyResolver) -> Widget? in
        try? (c.tryResolve(Widget.self) as Widget)
    }
    log.check(
        "closure called in place: tryResolve(_:) with try?",
        tryResolveDefaultOptionalTry(good)?.tag == "plain" && tryResolveDefaultOptionalTry(broken) == nil)
    let tryResolveDefaultDoCatch = { (c: DependencyResolver) -> String in
        do {
            let widget: Widget = try c.tryResolve(Widget.self)
            return widget.tag
        } catch let error as DependencyError {
            return "\(error.kind)"
        } catch {
            return "\(error)"
        }
    }
    log.check(
        "closure called in place: tryResolve(_:) in do/catch",
        tryResolveDefaultDoCatch(good) == "plain" && tryResolveDefaultDoCatch(broken) == "factoryFailed")
    let tryResolveDefaultDoCatchTrap = { (c: DependencyResolver) -> Widget in
        do {
            return try c.tryResolve(Widget.self)
        } catch {
            fatalError("unexpected failure: \(error)")
        }
    }
    log.check(
        "closure called in place: tryResolve(_:) in do/catch that traps",
        tryResolveDefaultDoCatchTrap(good).tag == "plain")
    let tryResolveVariantTry = { (c: DependencyResolver) throws -> Widget in try c.tryResolve(variant: "blue") }
    log.check(
        "closure called in place: tryResolve(variant:) with try",
        outcome { try tryResolveVariantTry(good).tag } == "blue"
            && outcome { try tryResolveVariantTry(broken).tag } == "factoryFailed")
    let tryResolveVariantForceTry = { (c: DependencyResolver) -> Widget in try! c.tryResolve(variant: "blue") }
    log.check("closure called in place: tryResolve(variant:) with try!", tryResolveVariantForceTry(good).tag == "blue")
    let tryResolveVariantOptionalTry = { (c: DependencyResolver) -> Widget? in
        try? (c.tryResolve(variant: "blue") as Widget)
    }
    log.check(
        "closure called in place: tryResolve(variant:) with try?",
        tryResolveVariantOptionalTry(good)?.tag == "blue" && tryResolveVariantOptionalTry(broken) == nil)
    let tryResolveVariantDoCatch = { (c: DependencyResolver) -> String in
        do {
            let widget: Widget = try c.tryResolve(variant: "blue")
            return widget.tag
        } catch let error as DependencyError {
            return "\(error.kind)"
        } catch {
            return "\(error)"
        }
    }
    log.check(
        "closure called in place: tryResolve(variant:) in do/catch",
        tryResolveVariantDoCatch(good) == "blue" && tryResolveVariantDoCatch(broken) == "factoryFailed")
    let tryResolveVariantDoCatchTrap = { (c: DependencyResolver) -> Widget in
        do {
            return try c.tryResolve(variant: "blue")
        } catch {
            fatalError("unexpected failure: \(error)")
        }
    }
    log.check(
        "closure called in place: tryResolve(variant:) in do/catch that traps",
        tryResolveVariantDoCatchTrap(good).tag == "blue")
    let tryResolveNameTry = { (c: DependencyResolver) throws -> Widget in try c.tryResolve(name: "red") }
    log.check(
        "closure called in place: tryResolve(name:) with try",
        outcome { try tryResolveNameTry(good).tag } == "red"
            && outcome { try tryResolveNameTry(broken).tag } == "factoryFailed")
    let tryResolveNameForceTry = { (c: DependencyResolver) -> Widget in try! c.tryResolve(name: "red") }
    log.check("closure called in place: tryResolve(name:) with try!", tryResolveNameForceTry(good).tag == "red")
    let tryResolveNameOptionalTry = { (c: DependencyResolver) -> Widget? in try? (c.tryResolve(name: "red") as Widget) }
    log.check(
        "closure called in place: tryResolve(name:) with try?",
        tryResolveNameOptionalTry(good)?.tag == "red" && tryResolveNameOptionalTry(broken) == nil)
    let tryResolveNameDoCatch = { (c: DependencyResolver) -> String in
        do {
            let widget: Widget = try c.tryResolve(name: "red")
            return widget.tag
        } catch let error as DependencyError {
            return "\(error.kind)"
        } catch {
            return "\(error)"
        }
    }
    log.check(
        "closure called in place: tryResolve(name:) in do/catch",
        tryResolveNameDoCatch(good) == "red" && tryResolveNameDoCatch(broken) == "factoryFailed")
    let tryResolveNameDoCatchTrap = { (c: DependencyResolver) -> Widget in
        do {
            return try c.tryResolve(name: "red")
        } catch {
            fatalError("unexpected failure: \(error)")
        }
    }
    log.check(
        "closure called in place: tryResolve(name:) in do/catch that traps",
        tryResolveNameDoCatchTrap(good).tag == "red")
    let tryOptionalDefaultTry = { (c: DependencyResolver) throws -> Widget? in try c.tryOptional() }
    log.check(
        "closure called in place: tryOptional() with try",
        outcome { try tryOptionalDefaultTry(good)?.tag } == "plain"
            && outcome { try tryOptionalDefaultTry(broken)?.tag } == "factoryFailed")
    let tryOptionalDefaultForceTry = { (c: DependencyResolver) -> Widget? in try! c.tryOptional() }
    log.check("closure called in place: tryOptional() with try!", tryOptionalDefaultForceTry(good)?.tag == "plain")
    let tryOptionalDefaultOptionalTry = { (c: DependencyResolver) -> Widget? in try? (c.tryOptional() as Widget?) }
    log.check(
        "closure called in place: tryOptional() with try?",
        tryOptionalDefaultOptionalTry(good)?.tag == "plain" && tryOptionalDefaultOptionalTry(broken) == nil)
    let tryOptionalDefaultDoCatch = { (c: DependencyResolver) -> String in
        do {
            let widget: Widget? = try c.tryOptional()
            return widget?.tag ?? "nil"
        } catch let error as DependencyError {
            return "\(error.kind)"
        } catch {
            return "\(error)"
        }
    }
    log.check(
        "closure called in place: tryOptional() in do/catch",
        tryOptionalDefaultDoCatch(good) == "plain" && tryOptionalDefaultDoCatch(broken) == "factoryFailed")
    let tryOptionalDefaultDoCatchTrap = { (c: DependencyResolver) -> Widget? in
        do {
            return try c.tryOptional()
        } catch {
            fatalError("unexpected failure: \(error)")
        }
    }
    log.check(
        "closure called in place: tryOptional() in do/catch that traps",
        tryOptionalDefaultDoCatchTrap(good)?.tag == "plain")
    let tryOptionalVariantTry = { (c: DependencyResolver) throws -> Widget? in
        try c.tryOptional(Widget.self, variant: "blue")
    }
    log.check(
        "closure called in place: tryOptional(_:variant:) with try",
        outcome { try tryOptionalVariantTry(good)?.tag } == "blue"
            && outcome { try tryOptionalVariantTry(broken)?.tag } == "factoryFailed")
    let tryOptionalVariantForceTry = { (c: DependencyResolver) -> Widget? in
        try! c.tryOptional(Widget.self, variant: "blue")
    }
    log.check(
        "closure called in place: tryOptional(_:variant:) with try!", tryOptionalVariantForceTry(good)?.tag == "blue")
    let tryOptionalVariantOptionalTry = { (c: DependencyResolver) -> Widget? in
        try? (c.tryOptional(Widget.self, variant: "blue") as Widget?)
    }
    log.check(
        "closure called in place: tryOptional(_:variant:) with try?",
        tryOptionalVariantOptionalTry(good)?.tag == "blue" && tryOptionalVariantOptionalTry(broken) == nil)
    let tryOptionalVariantDoCatch = { (c: DependencyResolver) -> String in
        do {
            let widget: Widget? = try c.tryOptional(Widget.self, variant: "blue")
            return widget?.tag ?? "nil"
        } catch let error as DependencyError {
            return "\(error.kind)"
        } catch {
            return "\(error)"
        }
    }
    log.check(
        "closure called in place: tryOptional(_:variant:) in do/catch",
        tryOptionalVariantDoCatch(good) == "blue" && tryOptionalVariantDoCatch(broken) == "factoryFailed")
    let tryOptionalVariantDoCatchTrap = { (c: DependencyResolver) -> Widget? in
        do {
            return try c.tryOptional(Widget.self, variant: "blue")
        } catch {
            fatalError("unexpected failure: \(error)")
        }
    }
    log.check(
        "closure called in place: tryOptional(_:variant:) in do/catch that traps",
        tryOptionalVariantDoCatchTrap(good)?.tag == "blue")
    let tryOptionalNameTry = { (c: DependencyResolver) throws -> Widget? in try c.tryOptional(name: "red") }
    log.check(
        "closure called in place: tryOptional(name:) with try",
        outcome { try tryOptionalNameTry(good)?.tag } == "red"
            && outcome { try tryOptionalNameTry(broken)?.tag } == "factoryFailed")
    let tryOptionalNameForceTry = { (c: DependencyResolver) -> Widget? in try! c.tryOptional(name: "red") }
    log.check("closure called in place: tryOptional(name:) with try!", tryOptionalNameForceTry(good)?.tag == "red")
    let tryOptionalNameOptionalTry = { (c: DependencyResolver) -> Widget? in
        try? (c.tryOptional(name: "red") as Widget?)
    }
    log.check(
        "closure called in place: tryOptional(name:) with try?",
        tryOptionalNameOptionalTry(good)?.tag == "red" && tryOptionalNameOptionalTry(broken) == nil)
    let tryOptionalNameDoCatch = { (c: DependencyResolver) -> String in
        do {
            let widget: Widget? = try c.tryOptional(name: "red")
            return widget?.tag ?? "nil"
        } catch let error as DependencyError {
            return "\(error.kind)"
        } catch {
            return "\(error)"
        }
    }
    log.check(
        "closure called in place: tryOptional(name:) in do/catch",
        tryOptionalNameDoCatch(good) == "red" && tryOptionalNameDoCatch(broken) == "factoryFailed")
    let tryOptionalNameDoCatchTrap = { (c: DependencyResolver) -> Widget? in
        do {
            return try c.tryOptional(name: "red")
        } catch {
            fatalError("unexpected failure: \(error)")
        }
    }
    log.check(
        "closure called in place: tryOptional(name:) in do/catch that traps",
        tryOptionalNameDoCatchTrap(good)?.tag == "red")
    let tryResolveArgsTry = { (c: DependencyResolver) throws -> Widget in try c.tryResolve(variant: "single", args: 7) }
    log.check(
        "closure called in place: tryResolve(variant:args:) with try",
        outcome { try tryResolveArgsTry(good).tag } == "single-7"
            && outcome { try tryResolveArgsTry(broken).tag } == "factoryFailed")
    let tryResolveArgsForceTry = { (c: DependencyResolver) -> Widget in try! c.tryResolve(variant: "single", args: 7) }
    log.check(
        "closure called in place: tryResolve(variant:args:) with try!", tryResolveArgsForceTry(good).tag == "single-7")
    let tryResolveArgsOptionalTry = { (c: DependencyResolver) -> Widget? in
        try? (c.tryResolve(variant: "single", args: 7) as Widget)
    }
    log.check(
        "closure called in place: tryResolve(variant:args:) with try?",
        tryResolveArgsOptionalTry(good)?.tag == "single-7" && tryResolveArgsOptionalTry(broken) == nil)
    let tryResolveArgsDoCatch = { (c: DependencyResolver) -> String in
        do {
            let widget: Widget = try c.tryResolve(variant: "single", args: 7)
            return widget.tag
        } catch let error as DependencyError {
            return "\(error.kind)"
        } catch {
            return "\(error)"
        }
    }
    log.check(
        "closure called in place: tryResolve(variant:args:) in do/catch",
        tryResolveArgsDoCatch(good) == "single-7" && tryResolveArgsDoCatch(broken) == "factoryFailed")
    let tryResolveArgsDoCatchTrap = { (c: DependencyResolver) -> Widget in
        do {
            return try c.tryResolve(variant: "single", args: 7)
        } catch {
            fatalError("unexpected failure: \(error)")
        }
    }
    log.check(
        "closure called in place: tryResolve(variant:args:) in do/catch that traps",
        tryResolveArgsDoCatchTrap(good).tag == "single-7")
    let tryResolveNameArgsTry = { (c: DependencyResolver) throws -> Widget in try c.tryResolve(name: "single", args: 7)
    }
    log.check(
        "closure called in place: tryResolve(name:args:) with try",
        outcome { try tryResolveNameArgsTry(good).tag } == "single-7"
            && outcome { try tryResolveNameArgsTry(broken).tag } == "factoryFailed")
    let tryResolveNameArgsForceTry = { (c: DependencyResolver) -> Widget in try! c.tryResolve(name: "single", args: 7) }
    log.check(
        "closure called in place: tryResolve(name:args:) with try!", tryResolveNameArgsForceTry(good).tag == "single-7")
    let tryResolveNameArgsOptionalTry = { (c: DependencyResolver) -> Widget? in
        try? (c.tryResolve(name: "single", args: 7) as Widget)
    }
    log.check(
        "closure called in place: tryResolve(name:args:) with try?",
        tryResolveNameArgsOptionalTry(good)?.tag == "single-7" && tryResolveNameArgsOptionalTry(broken) == nil)
    let tryResolveNameArgsDoCatch = { (c: DependencyResolver) -> String in
        do {
            let widget: Widget = try c.tryResolve(name: "single", args: 7)
            return widget.tag
        } catch let error as DependencyError {
            return "\(error.kind)"
        } catch {
            return "\(error)"
        }
    }
    log.check(
        "closure called in place: tryResolve(name:args:) in do/catch",
        tryResolveNameArgsDoCatch(good) == "single-7" && tryResolveNameArgsDoCatch(broken) == "factoryFailed")
    let tryResolveNameArgsDoCatchTrap = { (c: DependencyResolver) -> Widget in
        do {
            return try c.tryResolve(name: "single", args: 7)
        } catch {
            fatalError("unexpected failure: \(error)")
        }
    }
    log.check(
        "closure called in place: tryResolve(name:args:) in do/catch that traps",
        tryResolveNameArgsDoCatchTrap(good).tag == "single-7")
    let tryResolveDictionaryTry = { (c: DependencyResolver) throws -> Widget in
        try c.tryResolve(variant: "dict", args: ["n": 7])
    }
    log.check(
        "closure called in place: tryResolve(variant:args:) with a dictionary with try",
        outcome { try tryResolveDictionaryTry(good).tag } == "dict-7"
            && outcome { try tryResolveDictionaryTry(broken).tag } == "factoryFailed")
    let tryResolveDictionaryForceTry = { (c: DependencyResolver) -> Widget in
        try! c.tryResolve(variant: "dict", args: ["n": 7])
    }
    log.check(
        "closure called in place: tryResolve(variant:args:) with a dictionary with try!",
        tryResolveDictionaryForceTry(good).tag == "dict-7")
    let tryResolveDictionaryOptionalTry = { (c: DependencyResolver) -> Widget? in
        try? (c.tryResolve(variant: "dict", args: ["n": 7]) as Widget)
    }
    log.check(
        "closure called in place: tryResolve(variant:args:) with a dictionary with try?",
        tryResolveDictionaryOptionalTry(good)?.tag == "dict-7" && tryResolveDictionaryOptionalTry(broken) == nil)
    let tryResolveDictionaryDoCatch = { (c: DependencyResolver) -> String in
        do {
            let widget: Widget = try c.tryResolve(variant: "dict", args: ["n": 7])
            return widget.tag
        } catch let error as DependencyError {
            return "\(error.kind)"
        } catch {
            return "\(error)"
        }
    }
    log.check(
        "closure called in place: tryResolve(variant:args:) with a dictionary in do/catch",
        tryResolveDictionaryDoCatch(good) == "dict-7" && tryResolveDictionaryDoCatch(broken) == "factoryFailed")
    let tryResolveDictionaryDoCatchTrap = { (c: DependencyResolver) -> Widget in
        do {
            return try c.tryResolve(variant: "dict", args: ["n": 7])
        } catch {
            fatalError("unexpected failure: \(error)")
        }
    }
    log.check(
        "closure called in place: tryResolve(variant:args:) with a dictionary in do/catch that traps",
        tryResolveDictionaryDoCatchTrap(good).tag == "dict-7")
    let tryResolveNameDictionaryTry = { (c: DependencyResolver) throws -> Widget in
        try c.tryResolve(name: "dict", args: ["n": 7])
    }
    log.check(
        "closure called in place: tryResolve(name:args:) with a dictionary with try",
        outcome { try tryResolveNameDictionaryTry(good).tag } == "dict-7"
            && outcome { try tryResolveNameDictionaryTry(broken).tag } == "factoryFailed")
    let tryResolveNameDictionaryForceTry = { (c: DependencyResolver) -> Widget in
        try! c.tryResolve(name: "dict", args: ["n": 7])
    }
    log.check(
        "closure called in place: tryResolve(name:args:) with a dictionary with try!",
        tryResolveNameDictionaryForceTry(good).tag == "dict-7")
    let tryResolveNameDictionaryOptionalTry = { (c: DependencyResolver) -> Widget? in
        try? (c.tryResolve(name: "dict", args: ["n": 7]) as Widget)
    }
    log.check(
        "closure called in place: tryResolve(name:args:) with a dictionary with try?",
        tryResolveNameDictionaryOptionalTry(good)?.tag == "dict-7" && tryResolveNameDictionaryOptionalTry(broken) == nil
    )
    let tryResolveNameDictionaryDoCatch = { (c: DependencyResolver) -> String in
        do {
            let widget: Widget = try c.tryResolve(name: "dict", args: ["n": 7])
            return widget.tag
        } catch let error as DependencyError {
            return "\(error.kind)"
        } catch {
            return "\(error)"
        }
    }
    log.check(
        "closure called in place: tryResolve(name:args:) with a dictionary in do/catch",
        tryResolveNameDictionaryDoCatch(good) == "dict-7" && tryResolveNameDictionaryDoCatch(broken) == "factoryFailed")
    let tryResolveNameDictionaryDoCatchTrap = { (c: DependencyResolver) -> Widget in
        do {
            return try c.tryResolve(name: "dict", args: ["n": 7])
        } catch {
            fatalError("unexpected failure: \(error)")
        }
    }
    log.check(
        "closure called in place: tryResolve(name:args:) with a dictionary in do/catch that traps",
        tryResolveNameDictionaryDoCatchTrap(good).tag == "dict-7")
    let tryOptionalArgsTry = { (c: DependencyResolver) throws -> Widget? in
        try c.tryOptional(variant: "single", args: 7)
    }
    log.check(
        "closure called in place: tryOptional(variant:args:) with try",
        outcome { try tryOptionalArgsTry(good)?.tag } == "single-7"
            && outcome { try tryOptionalArgsTry(broken)?.tag } == "factoryFailed")
    let tryOptionalArgsForceTry = { (c: DependencyResolver) -> Widget? in try! c.tryOptional(variant: "single", args: 7)
    }
    log.check(
        "closure called in place: tryOptional(variant:args:) with try!",
        tryOptionalArgsForceTry(good)?.tag == "single-7")
    let tryOptionalArgsOptionalTry = { (c: DependencyResolver) -> Widget? in
        try? (c.tryOptional(variant: "single", args: 7) as Widget?)
    }
    log.check(
        "closure called in place: tryOptional(variant:args:) with try?",
        tryOptionalArgsOptionalTry(good)?.tag == "single-7" && tryOptionalArgsOptionalTry(broken) == nil)
    let tryOptionalArgsDoCatch = { (c: DependencyResolver) -> String in
        do {
            let widget: Widget? = try c.tryOptional(variant: "single", args: 7)
            return widget?.tag ?? "nil"
        } catch let error as DependencyError {
            return "\(error.kind)"
        } catch {
            return "\(error)"
        }
    }
    log.check(
        "closure called in place: tryOptional(variant:args:) in do/catch",
        tryOptionalArgsDoCatch(good) == "single-7" && tryOptionalArgsDoCatch(broken) == "factoryFailed")
    let tryOptionalArgsDoCatchTrap = { (c: DependencyResolver) -> Widget? in
        do {
            return try c.tryOptional(variant: "single", args: 7)
        } catch {
            fatalError("unexpected failure: \(error)")
        }
    }
    log.check(
        "closure called in place: tryOptional(variant:args:) in do/catch that traps",
        tryOptionalArgsDoCatchTrap(good)?.tag == "single-7")
    let tryOptionalNameArgsTry = { (c: DependencyResolver) throws -> Widget? in
        try c.tryOptional(name: "single", args: 7)
    }
    log.check(
        "closure called in place: tryOptional(name:args:) with try",
        outcome { try tryOptionalNameArgsTry(good)?.tag } == "single-7"
            && outcome { try tryOptionalNameArgsTry(broken)?.tag } == "factoryFailed")
    let tryOptionalNameArgsForceTry = { (c: DependencyResolver) -> Widget? in
        try! c.tryOptional(name: "single", args: 7)
    }
    log.check(
        "closure called in place: tryOptional(name:args:) with try!",
        tryOptionalNameArgsForceTry(good)?.tag == "single-7")
    let tryOptionalNameArgsOptionalTry = { (c: DependencyResolver) -> Widget? in
        try? (c.tryOptional(name: "single", args: 7) as Widget?)
    }
    log.check(
        "closure called in place: tryOptional(name:args:) with try?",
        tryOptionalNameArgsOptionalTry(good)?.tag == "single-7" && tryOptionalNameArgsOptionalTry(broken) == nil)
    let tryOptionalNameArgsDoCatch = { (c: DependencyResolver) -> String in
        do {
            let widget: Widget? = try c.tryOptional(name: "single", args: 7)
            return widget?.tag ?? "nil"
        } catch let error as DependencyError {
            return "\(error.kind)"
        } catch {
            return "\(error)"
        }
    }
    log.check(
        "closure called in place: tryOptional(name:args:) in do/catch",
        tryOptionalNameArgsDoCatch(good) == "single-7" && tryOptionalNameArgsDoCatch(broken) == "factoryFailed")
    let tryOptionalNameArgsDoCatchTrap = { (c: DependencyResolver) -> Widget? in
        do {
            return try c.tryOptional(name: "single", args: 7)
        } catch {
            fatalError("unexpected failure: \(error)")
        }
    }
    log.check(
        "closure called in place: tryOptional(name:args:) in do/catch that traps",
        tryOptionalNameArgsDoCatchTrap(good)?.tag == "single-7")
    let tryOptionalDictionaryTry = { (c: DependencyResolver) throws -> Widget? in
        try c.tryOptional(variant: "dict", args: ["n": 7])
    }
    log.check(
        "closure called in place: tryOptional(variant:args:) with a dictionary with try",
        outcome { try tryOptionalDictionaryTry(good)?.tag } == "dict-7"
            && outcome { try tryOptionalDictionaryTry(broken)?.tag } == "factoryFailed")
    let tryOptionalDictionaryForceTry = { (c: DependencyResolver) -> Widget? in
        try! c.tryOptional(variant: "dict", args: ["n": 7])
    }
    log.check(
        "closure called in place: tryOptional(variant:args:) with a dictionary with try!",
        tryOptionalDictionaryForceTry(good)?.tag == "dict-7")
    let tryOptionalDictionaryOptionalTry = { (c: DependencyResolver) -> Widget? in
        try? (c.tryOptional(variant: "dict", args: ["n": 7]) as Widget?)
    }
    log.check(
        "closure called in place: tryOptional(variant:args:) with a dictionary with try?",
        tryOptionalDictionaryOptionalTry(good)?.tag == "dict-7" && tryOptionalDictionaryOptionalTry(broken) == nil)
    let tryOptionalDictionaryDoCatch = { (c: DependencyResolver) -> String in
        do {
            let widget: Widget? = try c.tryOptional(variant: "dict", args: ["n": 7])
            return widget?.tag ?? "nil"
        } catch let error as DependencyError {
            return "\(error.kind)"
        } catch {
            return "\(error)"
        }
    }
    log.check(
        "closure called in place: tryOptional(variant:args:) with a dictionary in do/catch",
        tryOptionalDictionaryDoCatch(good) == "dict-7" && tryOptionalDictionaryDoCatch(broken) == "factoryFailed")
    let tryOptionalDictionaryDoCatchTrap = { (c: DependencyResolver) -> Widget? in
        do {
            return try c.tryOptional(variant: "dict", args: ["n": 7])
        } catch {
            fatalError("unexpected failure: \(error)")
        }
    }
    log.check(
        "closure called in place: tryOptional(variant:args:) with a dictionary in do/catch that traps",
        tryOptionalDictionaryDoCatchTrap(good)?.tag == "dict-7")
    let tryOptionalNameDictionaryTry = { (c: DependencyResolver) throws -> Widget? in
        try c.tryOptional(name: "dict", args: ["n": 7])
    }
    log.check(
        "closure called in place: tryOptional(name:args:) with a dictionary with try",
        outcome { try tryOptionalNameDictionaryTry(good)?.tag } == "dict-7"
            && outcome { try tryOptionalNameDictionaryTry(broken)?.tag } == "factoryFailed")
    let tryOptionalNameDictionaryForceTry = { (c: DependencyResolver) -> Widget? in
        try! c.tryOptional(name: "dict", args: ["n": 7])
    }
    log.check(
        "closure called in place: tryOptional(name:args:) with a dictionary with try!",
        tryOptionalNameDictionaryForceTry(good)?.tag == "dict-7")
    let tryOptionalNameDictionaryOptionalTry = { (c: DependencyResolver) -> Widget? in
        try? (c.tryOptional(name: "dict", args: ["n": 7]) as Widget?)
    }
    log.check(
        "closure called in place: tryOptional(name:args:) with a dictionary with try?",
        tryOptionalNameDictionaryOptionalTry(good)?.tag == "dict-7"
            && tryOptionalNameDictionaryOptionalTry(broken) == nil)
    let tryOptionalNameDictionaryDoCatch = { (c: DependencyResolver) -> String in
        do {
            let widget: Widget? = try c.tryOptional(name: "dict", args: ["n": 7])
            return widget?.tag ?? "nil"
        } catch let error as DependencyError {
            return "\(error.kind)"
        } catch {
            return "\(error)"
        }
    }
    log.check(
        "closure called in place: tryOptional(name:args:) with a dictionary in do/catch",
        tryOptionalNameDictionaryDoCatch(good) == "dict-7"
            && tryOptionalNameDictionaryDoCatch(broken) == "factoryFailed")
    let tryOptionalNameDictionaryDoCatchTrap = { (c: DependencyResolver) -> Widget? in
        do {
            return try c.tryOptional(name: "dict", args: ["n": 7])
        } catch {
            fatalError("unexpected failure: \(error)")
        }
    }
    log.check(
        "closure called in place: tryOptional(name:args:) with a dictionary in do/catch that traps",
        tryOptionalNameDictionaryDoCatchTrap(good)?.tag == "dict-7")
    let tryResolveTypedTry = { (c: DependencyResolver) throws -> Widget in try c.tryResolve(arguments: 3) }
    log.check(
        "closure called in place: tryResolve(arguments:) with try",
        outcome { try tryResolveTypedTry(good).tag } == "typed-3"
            && outcome { try tryResolveTypedTry(broken).tag } == "factoryFailed")
    let tryResolveTypedForceTry = { (c: DependencyResolver) -> Widget in try! c.tryResolve(arguments: 3) }
    log.check(
        "closure called in place: tryResolve(arguments:) with try!", tryResolveTypedForceTry(good).tag == "typed-3")
    let tryResolveTypedOptionalTry = { (c: DependencyResolver) -> Widget? in try? (c.tryResolve(arguments: 3) as Widget)
    }
    log.check(
        "closure called in place: tryResolve(arguments:) with try?",
        tryResolveTypedOptionalTry(good)?.tag == "typed-3" && tryResolveTypedOptionalTry(broken) == nil)
    let tryResolveTypedDoCatch = { (c: DependencyResolver) -> String in
        do {
            let widget: Widget = try c.tryResolve(arguments: 3)
            return widget.tag
        } catch let error as DependencyError {
            return "\(error.kind)"
        } catch {
            return "\(error)"
        }
    }
    log.check(
        "closure called in place: tryResolve(arguments:) in do/catch",
        tryResolveTypedDoCatch(good) == "typed-3" && tryResolveTypedDoCatch(broken) == "factoryFailed")
    let tryResolveTypedDoCatchTrap = { (c: DependencyResolver) -> Widget in
        do {
            return try c.tryResolve(arguments: 3)
        } catch {
            fatalError("unexpected failure: \(error)")
        }
    }
    log.check(
        "closure called in place: tryResolve(arguments:) in do/catch that traps",
        tryResolveTypedDoCatchTrap(good).tag == "typed-3")
    let tryResolveVariantTypedTry = { (c: DependencyResolver) throws -> Widget in
        try c.tryResolve(variant: "typed", arguments: 3, "t")
    }
    log.check(
        "closure called in place: tryResolve(variant:arguments:_:) with try",
        outcome { try tryResolveVariantTypedTry(good).tag } == "t-3"
            && outcome { try tryResolveVariantTypedTry(broken).tag } == "factoryFailed")
    let tryResolveVariantTypedForceTry = { (c: DependencyResolver) -> Widget in
        try! c.tryResolve(variant: "typed", arguments: 3, "t")
    }
    log.check(
        "closure called in place: tryResolve(variant:arguments:_:) with try!",
        tryResolveVariantTypedForceTry(good).tag == "t-3")
    let tryResolveVariantTypedOptionalTry = { (c: DependencyResolver) -> Widget? in
        try? (c.tryResolve(variant: "typed", arguments: 3, "t") as Widget)
    }
    log.check(
        "closure called in place: tryResolve(variant:arguments:_:) with try?",
        tryResolveVariantTypedOptionalTry(good)?.tag == "t-3" && tryResolveVariantTypedOptionalTry(broken) == nil)
    let tryResolveVariantTypedDoCatch = { (c: DependencyResolver) -> String in
        do {
            let widget: Widget = try c.tryResolve(variant: "typed", arguments: 3, "t")
            return widget.tag
        } catch let error as DependencyError {
            return "\(error.kind)"
        } catch {
            return "\(error)"
        }
    }
    log.check(
        "closure called in place: tryResolve(variant:arguments:_:) in do/catch",
        tryResolveVariantTypedDoCatch(good) == "t-3" && tryResolveVariantTypedDoCatch(broken) == "factoryFailed")
    let tryResolveVariantTypedDoCatchTrap = { (c: DependencyResolver) -> Widget in
        do {
            return try c.tryResolve(variant: "typed", arguments: 3, "t")
        } catch {
            fatalError("unexpected failure: \(error)")
        }
    }
    log.check(
        "closure called in place: tryResolve(variant:arguments:_:) in do/catch that traps",
        tryResolveVariantTypedDoCatchTrap(good).tag == "t-3")
    let tryResolveNameTypedTry = { (c: DependencyResolver) throws -> Widget in
        try c.tryResolve(name: "typed", arguments: 3, "t")
    }
    log.check(
        "closure called in place: tryResolve(name:arguments:_:) with try",
        outcome { try tryResolveNameTypedTry(good).tag } == "t-3"
            && outcome { try tryResolveNameTypedTry(broken).tag } == "factoryFailed")
    let tryResolveNameTypedForceTry = { (c: DependencyResolver) -> Widget in
        try! c.tryResolve(name: "typed", arguments: 3, "t")
    }
    log.check(
        "closure called in place: tryResolve(name:arguments:_:) with try!",
        tryResolveNameTypedForceTry(good).tag == "t-3")
    let tryResolveNameTypedOptionalTry = { (c: DependencyResolver) -> Widget? in
        try? (c.tryResolve(name: "typed", arguments: 3, "t") as Widget)
    }
    log.check(
        "closure called in place: tryResolve(name:arguments:_:) with try?",
        tryResolveNameTypedOptionalTry(good)?.tag == "t-3" && tryResolveNameTypedOptionalTry(broken) == nil)
    let tryResolveNameTypedDoCatch = { (c: DependencyResolver) -> String in
        do {
            let widget: Widget = try c.tryResolve(name: "typed", arguments: 3, "t")
            return widget.tag
        } catch let error as DependencyError {
            return "\(error.kind)"
        } catch {
            return "\(error)"
        }
    }
    log.check(
        "closure called in place: tryResolve(name:arguments:_:) in do/catch",
        tryResolveNameTypedDoCatch(good) == "t-3" && tryResolveNameTypedDoCatch(broken) == "factoryFailed")
    let tryResolveNameTypedDoCatchTrap = { (c: DependencyResolver) -> Widget in
        do {
            return try c.tryResolve(name: "typed", arguments: 3, "t")
        } catch {
            fatalError("unexpected failure: \(error)")
        }
    }
    log.check(
        "closure called in place: tryResolve(name:arguments:_:) in do/catch that traps",
        tryResolveNameTypedDoCatchTrap(good).tag == "t-3")
}
