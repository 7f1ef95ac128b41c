// Every resolve form from closures stored in an object, made in its initialiser and called later.
// Each check passes a container that resolves and, for the throwing forms, one whose factories all throw.

import HierResolver

private final class Widget: TaggedWidget {
    let tag: String

    init(tag: String) {
        self.tag = tag
    }
}

private final class StoredLoaders {
    let resolveDefault: () -> Widget
    let resolveVariant: () -> Widget
    let resolveName: () -> Widget
    let optionalDefault: () -> Widget?
    let optionalVariant: () -> Widget?
    let optionalName: () -> Widget?
    let resolveArgs: () -> Widget
    let resolveNameArgs: () -> Widget
    let resolveDictionary: () -> Widget
    let resolveNameDictionary: () -> Widget
    let optionalArgs: () -> Widget?
    let optionalNameArgs: () -> Widget?
    let optionalDictionary: () -> Widget?
    let optionalNameDictionary: () -> Widget?
    let resolveTyped: () -> Widget
    let resolveVariantTyped: () -> Widget
    let resolveNameTyped: () -> Widget
    let tryResolveDefaultTry: () throws -> Widget
    let tryResolveDefaultForceTry: () -> Widget
    let tryResolveDefaultOptionalTry: () -> Widget?
    let tryResolveDefaultDoCatch: () -> String
    let tryResolveDefaultDoCatchTrap: () -> Widget
    let tryResolveVariantTry: () throws -> Widget
    let tryResolveVariantForceTry: () -> Widget
    let tryResolveVariantOptionalTry: () -> Widget?
    let tryResolveVariantDoCatch: () -> String
    let tryResolveVariantDoCatchTrap: () -> Widget
    let tryResolveNameTry: () throws -> Widget
    let tryResolveNameForceTry: () -> Widget
    let tryResolveNameOptionalTry: () -> Widget?
    let tryResolveNameDoCatch: () -> String
    let tryResolveNameDoCatchTrap: () -> Widget
    let tryOptionalDefaultTry: () throws -> Widget?
    let tryOptionalDefaultForceTry: () -> Widget?
    let tryOptionalDefaultOptionalTry: () -> Widget?
    let tryOptionalDefaultDoCatch: () -> String
    let tryOptionalDefaultDoCatchTrap: () -> Widget?
    let tryOptionalVariantTry: () throws -> Widget?
    let tryOptionalVariantForceTry: () -> Widget?
    let tryOptionalVariantOptionalTry: () -> Widget?
    let tryOptionalVariantDoCatch: () -> String
    let tryOptionalVariantDoCatchTrap: () -> Widget?
    let tryOptionalNameTry: () throws -> Widget?
    let tryOptionalNameForceTry: () -> Widget?
    let tryOptionalNameOptionalTry: () -> Widget?
    let tryOptionalNameDoCatch: () -> String
    let tryOptionalNameDoCatchTrap: () -> Widget?
    let tryResolveArgsTry: () throws -> Widget
    let tryResolveArgsForceTry: () -> Widget
    let tryResolveArgsOptionalTry: () -> Widget?
    let tryResolveArgsDoCatch: () -> String
    let tryResolveArgsDoCatchTrap: () -> Widget
    let tryResolveNameArgsTry: () throws -> Widget
    let tryResolveNameArgsForceTry: () -> Widget
    let tryResolveNameArgsOptionalTry: () -> Widget?
    let tryResolveNameArgsDoCatch: () -> String
    let tryResolveNameArgsDoCatchTrap: () -> Widget
    let tryResolveDictionaryTry: () throws -> Widget
    let tryResolveDictionaryForceTry: () -> Widget
    let tryResolveDictionaryOptionalTry: () -> Widget?
    let tryResolveDictionaryDoCatch: () -> String
    let tryResolveDictionaryDoCatchTrap: () -> Widget
    let tryResolveNameDictionaryTry: () throws -> Widget
    let tryResolveNameDictionaryForceTry: () -> Widget
    let tryResolveNameDictionaryOptionalTry: () -> Widget?
    let tryResolveNameDictionaryDoCatch: () -> String
    let tryResolveNameDictionaryDoCatchTrap: () -> Widget
    let tryOptionalArgsTry: () throws -> Widget?
    let tryOptionalArgsForceTry: () -> Widget?
    let tryOptionalArgsOptionalTry: () -> Widget?
    let tryOptionalArgsDoCatch: () -> String
    let tryOptionalArgsDoCatchTrap: () -> Widget?
    let tryOptionalNameArgsTry: () throws -> Widget?
    let tryOptionalNameArgsForceTry: () -> Widget?
    let tryOptionalNameArgsOptionalTry: () -> Widget?
    let tryOptionalNameArgsDoCatch: () -> String
    let tryOptionalNameArgsDoCatchTrap: () -> Widget?
    let tryOptionalDictionaryTry: () throws -> Widget?
    let tryOptionalDictionaryForceTry: () -> Widget?
    let tryOptionalDictionaryOptionalTry: () -> Widget?
    let tryOptionalDictionaryDoCatch: () -> String
    let tryOptionalDictionaryDoCatchTrap: () -> Widget?
    let tryOptionalNameDictionaryTry: () throws -> Widget?
    let tryOptionalNameDictionaryForceTry: () -> Widget?
    let tryOptionalNameDictionaryOptionalTry: () -> Widget?
    let tryOptionalNameDictionaryDoCatch: () -> String
    let tryOptionalNameDictionaryDoCatchTrap: () -> Widget?
    let tryResolveTypedTry: () throws -> Widget
    let tryResolveTypedForceTry: () -> Widget
    let tryResolveTypedOptionalTry: () -> Widget?
    let tryResolveTypedDoCatch: () -> String
    let tryResolveTypedDoCatchTrap: () -> Widget
    let tryResolveVariantTypedTry: () throws -> Widget
    let tryResolveVariantTypedForceTry: () -> Widget
    let tryResolveVariantTypedOptionalTry: () -> Widget?
    let tryResolveVariantTypedDoCatch: () -> String
    let tryResolveVariantTypedDoCatchTrap: () -> Widget
    let tryResolveNameTypedTry: () throws -> Widget
    let tryResolveNameTypedForceTry: () -> Widget
    let tryResolveNameTypedOptionalTry: () -> Widget?
    let tryResolveNameTypedDoCatch: () -> String
    let tryResolveNameTypedDoCatchTrap: () -> Widget

    init(_ c: DependencyResolver) {
        resolveDefault = { c.resolve() }
        resolveVariant = { c.resolve(Widget.self, variant: "blue") }
        resolveName = { c.resolve(name: "red") }
        optionalDefault = { c.optional() }
        optionalVariant = { c.optional(variant: "blue") }
        optionalName = { c.optional(Widget.self, name: "red") }
        resolveArgs = { c.resolve(variant: "single", args: 7) }
        resolveNameArgs = { c.resolve(name: "single", args: 7) }
        resolveDictionary = { c.resolve(variant: "dict", args: ["n": 7]) }
        resolveNameDictionary = { c.resolve(name: "dict", args: ["n": 7]) }
        optionalArgs = { c.optional(variant: "single", args: 7) }
        optionalNameArgs = { c.optional(name: "single", args: 7) }
        optionalDictionary = { c.optional(variant: "dict", args: ["n": 7]) }
        optionalNameDictionary = { c.optional(name: "dict", args: ["n": 7]) }
        resolveTyped = { c.resolve(arguments: 3) }
        resolveVariantTyped = { c.resolve(variant: "typed", arguments: 3, "t") }
        resolveNameTyped = { c.resolve(name: "typed", arguments: 3, "t") }
        tryResolveDefaultTry = { try c.tryResolve(Widget.self) }
        tryResolveDefaultForceTry = { try! c.tryResolve(Widget.self) }
        tryResolveDefaultOptionalTry = { try? (c.tryResolve(Widget.self) as Widget) }
        tryResolveDefaultDoCatch = {
            do {
                let widget: Widget = try c.tryResolve(Widget.self)
                return widget.tag
            } catch let error as DependencyError {
                return "\(error.kind)"
            } catch {
                return "\(error)"
            }
        }
        tryResolveDefaultDoCatchTrap = {
            do {
                return try c.tryResolve(Widget.self)
            } catch {
                fatalError("unexpected failure: \(error)")
            }
        }
        tryResolveVariantTry = { try c.tryResolve(variant: "blue") }
        tryResolveVariantForceTry = { try! c.tryResolve(variant: "blue") }
        tryResolveVariantOptionalTry = { try? (c.tryResolve(variant: "blue") as Widget) }
        tryResolveVariantDoCatch = {
            do {
                let widget: Widget = try c.tryResolve(variant: "blue")
                return widget.tag
            } catch let error as DependencyError {
                return "\(error.kind)"
            } catch {
                return "\(error)"
            }
        }
        tryResolveVariantDoCatchTrap = {
            do {
                return try c.tryResolve(variant: "blue")
            } catch {
                fatalError("unexpected failure: \(error)")
            }
        }
        tryResolveNameTry = { try c.tryResolve(name: "red") }
        tryResolveNameForceTry = { try! c.tryResolve(name: "red") }
        tryResolveNameOptionalTry = { try? (c.tryResolve(name: "red") as Widget) }
        tryResolveNameDoCatch = {
            do {
                let widget: Widget = try c.tryResolve(name: "red")
                return widget.tag
            } catch let error as DependencyError {
                return "\(error.kind)"
            } catch {
                return "\(error)"
            }
        }
        tryResolveNameDoCatchTrap = {
            do {
                return try c.tryResolve(name: "red")
            } catch {
                fatalError("unexpected failure: \(error)")
            }
        }
        tryOptionalDefaultTry = { try c.tryOptional() }
        tryOptionalDefaultForceTry = { try! c.tryOptional() }
        tryOptionalDefaultOptionalTry = { try? (c.tryOptional() as Widget?) }
        tryOptionalDefaultDoCatch = {
            do {
                let widget: Widget? = try c.tryOptional()
                return widget?.tag ?? "nil"
            } catch let error as DependencyError {
                return "\(error.kind)"
            } catch {
                return "\(error)"
            }
        }
        tryOptionalDefaultDoCatchTrap = {
            do {
                return try c.tryOptional()
            } catch {
                fatalError("unexpected failure: \(error)")
            }
        }
        tryOptionalVariantTry = { try c.tryOptional(Widget.self, variant: "blue") }
        tryOptionalVariantForceTry = { try! c.tryOptional(Widget.self, variant: "blue") }
        tryOptionalVariantOptionalTry = { try? (c.tryOptional(Widget.self, variant: "blue") as Widget?) }
        tryOptionalVariantDoCatch = {
            do {
                let widget: Widget? = try c.tryOptional(Widget.self, variant: "blue")
                return widget?.tag ?? "nil"
            } catch let error as DependencyError {
                return "\(error.kind)"
            } catch {
                return "\(error)"
            }
        }
        tryOptionalVariantDoCatchTrap = {
            do {
                return try c.tryOptional(Widget.self, variant: "blue")
            } catch {
                fatalError("unexpected failure: \(error)")
            }
        }
        tryOptionalNameTry = { try c.tryOptional(name: "red") }
        tryOptionalNameForceTry = { try! c.tryOptional(name: "red") }
        tryOptionalNameOptionalTry = { try? (c.tryOptional(name: "red") as Widget?) }
        tryOptionalNameDoCatch = {
            do {
                let widget: Widget? = try c.tryOptional(name: "red")
                return widget?.tag ?? "nil"
            } catch let error as DependencyError {
                return "\(error.kind)"
            } catch {
                return "\(error)"
            }
        }
        tryOptionalNameDoCatchTrap = {
            do {
                return try c.tryOptional(name: "red")
            } catch {
                fatalError("unexpected failure: \(error)")
            }
        }
        tryResolveArgsTry = { try c.tryResolve(variant: "single", args: 7) }
        tryResolveArgsForceTry = { try! c.tryResolve(variant: "single", args: 7) }
        tryResolveArgsOptionalTry = { try? (c.tryResolve(variant: "single", args: 7) as Widget) }
        tryResolveArgsDoCatch = {
            do {
                let widget: Widget = try c.tryResolve(variant: "single", args: 7)
                return widget.tag
            } catch let error as DependencyError {
                return "\(error.kind)"
            } catch {
                return "\(error)"
            }
        }
        tryResolveArgsDoCatchTrap = {
            do {
                return try c.tryResolve(variant: "single", args: 7)
            } catch {
                fatalError("unexpected failure: \(error)")
            }
        }
        tryResolveNameArgsTry = { try c.tryResolve(name: "single", args: 7) }
        tryResolveNameArgsForceTry = { try! c.tryResolve(name: "single", args: 7) }
        tryResolveNameArgsOptionalTry = { try? (c.tryResolve(name: "single", args: 7) as Widget) }
        tryResolveNameArgsDoCatch = {
            do {
                let widget: Widget = try c.tryResolve(name: "single", args: 7)
                return widget.tag
            } catch let error as DependencyError {
                return "\(error.kind)"
            } catch {
                return "\(error)"
            }
        }
        tryResolveNameArgsDoCatchTrap = {
            do {
                return try c.tryResolve(name: "single", args: 7)
            } catch {
                fatalError("unexpected failure: \(error)")
            }
        }
        tryResolveDictionaryTry = { try c.tryResolve(variant: "dict", args: ["n": 7]) }
        tryResolveDictionaryForceTry = { try! c.tryResolve(variant: "dict", args: ["n": 7]) }
        tryResolveDictionaryOptionalTry = { try? (c.tryResolve(variant: "dict", args: ["n": 7]) as Widget) }
        tryResolveDictionaryDoCatch = {
            do {
                let widget: Widget = try c.tryResolve(variant: "dict", args: ["n": 7])
                return widget.tag
            } catch let error as DependencyError {
                return "\(error.kind)"
            } catch {
                return "\(error)"
            }
        }
        tryResolveDictionaryDoCatchTrap = {
            do {
                return try c.tryResolve(variant: "dict", args: ["n": 7])
            } catch {
                fatalError("unexpected failure: \(error)")
            }
        }
        tryResolveNameDictionaryTry = { try c.tryResolve(name: "dict", args: ["n": 7]) }
        tryResolveNameDictionaryForceTry = { try! c.tryResolve(name: "dict", args: ["n": 7]) }
        tryResolveNameDictionaryOptionalTry = { try? (c.tryResolve(name: "dict", args: ["n": 7]) as Widget) }
        tryResolveNameDictionaryDoCatch = {
            do {
                let widget: Widget = try c.tryResolve(name: "dict", args: ["n": 7])
                return widget.tag
            } catch let error as DependencyError {
                return "\(error.kind)"
            } catch {
                return "\(error)"
            }
        }
        tryResolveNameDictionaryDoCatchTrap = {
            do {
                return try c.tryResolve(name: "dict", args: ["n": 7])
            } catch {
                fatalError("unexpected failure: \(error)")
            }
        }
        tryOptionalArgsTry = { try c.tryOptional(variant: "single", args: 7) }
        tryOptionalArgsForceTry = { try! c.tryOptional(variant: "single", args: 7) }
        tryOptionalArgsOptionalTry = { try? (c.tryOptional(variant: "single", args: 7) as Widget?) }
        tryOptionalArgsDoCatch = {
            do {
                let widget: Widget? = try c.tryOptional(variant: "single", args: 7)
                return widget?.tag ?? "nil"
            } catch let error as DependencyError {
                return "\(error.kind)"
            } catch {
                return "\(error)"
            }
        }
        tryOptionalArgsDoCatchTrap = {
            do {
                return try c.tryOptional(variant: "single", args: 7)
            } catch {
                fatalError("unexpected failure: \(error)")
            }
        }
        tryOptionalNameArgsTry = { try c.tryOptional(name: "single", args: 7) }
        tryOptionalNameArgsForceTry = { try! c.tryOptional(name: "single", args: 7) }
        tryOptionalNameArgsOptionalTry = { try? (c.tryOptional(name: "single", args: 7) as Widget?) }
        tryOptionalNameArgsDoCatch = {
            do {
                let widget: Widget? = try c.tryOptional(name: "single", args: 7)
                return widget?.tag ?? "nil"
            } catch let error as DependencyError {
                return "\(error.kind)"
            } catch {
                return "\(error)"
            }
        }
        tryOptionalNameArgsDoCatchTrap = {
            do {
                return try c.tryOptional(name: "single", args: 7)
            } catch {
                fatalError("unexpected failure: \(error)")
            }
        }
        tryOptionalDictionaryTry = { try c.tryOptional(variant: "dict", args: ["n": 7]) }
        tryOptionalDictionaryForceTry = { try! c.tryOptional(variant: "dict", args: ["n": 7]) }
        tryOptionalDictionaryOptionalTry = { try? (c.tryOptional(variant: "dict", args: ["n": 7]) as Widget?) }
        tryOptionalDictionaryDoCatch = {
            do {
                let widget: Widget? = try c.tryOptional(variant: "dict", args: ["n": 7])
                return widget?.tag ?? "nil"
            } catch let error as DependencyError {
                return "\(error.kind)"
            } catch {
                return "\(error)"
            }
        }
        tryOptionalDictionaryDoCatchTrap = {
            do {
                return try c.tryOptional(variant: "dict", args: ["n": 7])
            } catch {
                fatalError("unexpected failure: \(error)")
            }
        }
        tryOptionalNameDictionaryTry = { try c.tryOptional(name: "dict", args: ["n": 7]) }
        tryOptionalNameDictionaryForceTry = { try! c.tryOptional(name: "dict", args: ["n": 7]) }
        tryOptionalNameDictionaryOptionalTry = { try? (c.tryOptional(name: "dict", args: ["n": 7]) as Widget?) }
        tryOptionalNameDictionaryDoCatch = {
            do {
                let widget: Widget? = try c.tryOptional(name: "dict", args: ["n": 7])
                return widget?.tag ?? "nil"
            } catch let error as DependencyError {
                return "\(error.kind)"
            } catch {
                return "\(error)"
            }
        }
        tryOptionalNameDictionaryDoCatchTrap = {
            do {
                return try c.tryOptional(name: "dict", args: ["n": 7])
            } catch {
                fatalError("unexpected failure: \(error)")
            }
        }
        tryResolveTypedTry = { try c.tryResolve(arguments: 3) }
        tryResolveTypedForceTry = { try! c.tryResolve(arguments: 3) }
        tryResolveTypedOptionalTry = { try? (c.tryResolve(arguments: 3) as Widget) }
        tryResolveTypedDoCatch = {
            do {
                let widget: Widget = try c.tryResolve(arguments: 3)
                return widget.tag
            } catch let error as DependencyError {
                return "\(error.kind)"
            } catch {
                return "\(error)"
            }
        }
        tryResolveTypedDoCatchTrap = {
            do {
                return try c.tryResolve(arguments: 3)
            } catch {
                fatalError("unexpected failure: \(error)")
            }
        }
        tryResolveVariantTypedTry = { try c.tryResolve(variant: "typed", arguments: 3, "t") }
        tryResolveVariantTypedForceTry = { try! c.tryResolve(variant: "typed", arguments: 3, "t") }
        tryResolveVariantTypedOptionalTry = { try? (c.tryResolve(variant: "typed", arguments: 3, "t") as Widget) }
        tryResolveVariantTypedDoCatch = {
            do {
                let widget: Widget = try c.tryResolve(variant: "typed", arguments: 3, "t")
                return widget.tag
            } catch let error as DependencyError {
                return "\(error.kind)"
            } catch {
                return "\(error)"
            }
        }
        tryResolveVariantTypedDoCatchTrap = {
            do {
                return try c.tryResolve(variant: "typed", arguments: 3, "t")
            } catch {
                fatalError("unexpected failure: \(error)")
            }
        }
        tryResolveNameTypedTry = { try c.tryResolve(name: "typed", arguments: 3, "t") }
        tryResolveNameTypedForceTry = { try! c.tryResolve(name: "typed", arguments: 3, "t") }
        tryResolveNameTypedOptionalTry = { try? (c.tryResolve(name: "typed", arguments: 3, "t") as Widget) }
        tryResolveNameTypedDoCatch = {
            do {
                let widget: Widget = try c.tryResolve(name: "typed", arguments: 3, "t")
                return widget.tag
            } catch let error as DependencyError {
                return "\(error.kind)"
            } catch {
                return "\(error)"
            }
        }
        tryResolveNameTypedDoCatchTrap = {
            do {
                return try c.tryResolve(name: "typed", arguments: 3, "t")
            } catch {
                fatalError("unexpected failure: \(error)")
            }
        }
    }
}

func storedClosureShapesChecks(_ log: CheckLog) {
    let good = ShapeContainers.good(Widget.self)
    let broken = ShapeContainers.broken(Widget.self)
    let empty = DependencyResolver(name: "empty")
    log.check(
        "stored closure: resolve()",
        StoredLoaders(good).resolveDefault().tag == "plain"
            && StoredLoaders(good).resolveDefault() === StoredLoaders(good).resolveDefault())
    log.check(
        "stored closure: resolve(_:variant:)",
        StoredLoaders(good).resolveVariant().tag == "blue"
            && StoredLoaders(good).resolveVariant() === StoredLoaders(good).resolveVariant())
    log.check(
        "stored closure: resolve(name:)",
        StoredLoaders(good).resolveName().tag == "red"
            && StoredLoaders(good).resolveName() === StoredLoaders(good).resolveName())
    log.check(
        "stored closure: optional()",
        StoredLoaders(good).optionalDefault()?.tag == "plain" && StoredLoaders(empty).optionalDefault() == nil)
    log.check(
        "stored closure: optional(variant:)",
        StoredLoaders(good).optionalVariant()?.tag == "blue" && StoredLoaders(empty).optionalVariant() == nil)
    log.check(
        "stored closure: optional(_:name:)",
        StoredLoaders(good).optionalName()?.tag == "red" && StoredLoaders(empty).optionalName() == nil)
    log.check("stored closure: resolve(variant:args:)", StoredLoaders(good).resolveArgs().tag == "single-7")
    log.check("stored closure: resolve(name:args:)", StoredLoaders(good).resolveNameArgs().tag == "single-7")
    log.check(
        "stored closure: resolve(variant:args:) with a dictionary",
        StoredLoaders(good).resolveDictionary().tag == "dict-7")
    log.check(
        "stored closure: resolve(name:args:) with a dictionary",
        StoredLoaders(good).resolveNameDictionary().tag == "dict-7")
    log.check(
        "stored closure: optional(variant:args:)",
        StoredLoaders(good).optionalArgs()?.tag == "single-7" && StoredLoaders(empty).optionalArgs() == nil)
    log.check(
        "stored closure: optional(name:args:)",
        StoredLoaders(good).optionalNameArgs()?.tag == "single-7" && StoredLoaders(empty).optionalNameArgs() == nil)
    log.check(
        "stored closure: optional(variant:args:) with a dictionary",
        StoredLoaders(good).optionalDictionary()?.tag == "dict-7" && StoredLoaders(empty).optionalDictionary() == nil)
    log.check(
        "stored closure: optional(name:args:) with a dictionary",
        StoredLoaders(good).optionalNameDictionary()?.tag == "dict-7"
            && StoredLoaders(empty).optionalNameDictionary() == nil)
    log.check("stored closure: resolve(arguments:)", StoredLoaders(good).resolveTyped().tag == "typed-3")
    log.check("stored closure: resolve(variant:arguments:_:)", StoredLoaders(good).resolveVariantTyped().tag == "t-3")
    log.check("stored closure: resolve(name:arguments:_:)", StoredLoaders(good).resolveNameTyped().tag == "t-3")
    log.check(
        "stored closure: tryResolve(_:) with try",
        outcome { try StoredLoaders(good).tryResolveDefaultTry().tag } == "plain"
            && outcome { try StoredLoaders(broken).tryResolveDefaultTry().tag } == "factoryFailed")
    log.check(
        "stored closure: tryResolve(_:) with try!", StoredLoaders(good).tryResolveDefaultForceTry().tag == "plain")
    log.check(
        "stored closure: tryResolve(_:) with try?",
        StoredLoaders(good).tryResolveDefaultOptionalTry()?.tag == "plain"
            && StoredLoaders(broken).tryResolveDefaultOptionalTry() == nil)
    log.check(
        "stored closure: tryResolve(_:) in do/catch",
        StoredLoaders(good).tryResolveDefaultDoCatch() == "plain"
            && StoredLoaders(broken).tryResolveDefaultDoCatch() == "factoryFailed")
    log.check(
        "stored closure: tryResolve(_:) in do/catch that traps",
        StoredLoaders(good).tryResolveDefaultDoCatchTrap().tag == "plain")
    log.check(
        "stored closure: tryResolve(variant:) with try",
        outcome { try StoredLoaders(good).tryResolveVariantTry().tag } == "blue"
            && outcome { try StoredLoaders(broken).tryResolveVariantTry().tag } == "factoryFailed")
    log.check(
        "stored closure: tryResolve(variant:) with try!", StoredLoaders(good).tryResolveVariantForceTry().tag == "blue")
    log.check(
        "stored closure: tryResolve(variant:) with try?",
        StoredLoaders(good).tryResolveVariantOptionalTry()?.tag == "blue"
            && StoredLoaders(broken).tryResolveVariantOptionalTry() == nil)
    log.check(
        "stored closure: tryResolve(variant:) in do/catch",
        StoredLoaders(good).tryResolveVariantDoCatch() == "blue"
            && StoredLoaders(broken).tryResolveVariantDoCatch() == "factoryFailed")
    log.check(
        "stored closure: tryResolve(variant:) in do/catch that traps",
        StoredLoaders(good).tryResolveVariantDoCatchTrap().tag == "blue")
    log.check(
        "stored closure: tryResolve(name:) with try",
        outcome { try StoredLoaders(good).tryResolveNameTry().tag } == "red"
            && outcome { try StoredLoaders(broken).tryResolveNameTry().tag } == "factoryFailed")
    log.check("stored closure: tryResolve(name:) with try!", StoredLoaders(good).tryResolveNameForceTry().tag == "red")
    log.check(
        "stored closure: tryResolve(name:) with try?",
        StoredLoaders(good).tryResolveNameOptionalTry()?.tag == "red"
            && StoredLoaders(broken).tryResolveNameOptionalTry() == nil)
    log.check(
        "stored closure: tryResolve(name:) in do/catch",
        StoredLoaders(good).tryResolveNameDoCatch() == "red"
            && StoredLoaders(broken).tryResolveNameDoCatch() == "factoryFailed")
    log.check(
        "stored closure: tryResolve(name:) in do/catch that traps",
        StoredLoaders(good).tryResolveNameDoCatchTrap().tag == "red")
    log.check(
        "stored closure: tryOptional() with try",
        outcome { try StoredLoaders(good).tryOptionalDefaultTry()?.tag } == "plain"
            && outcome { try StoredLoaders(broken).tryOptionalDefaultTry()?.tag } == "factoryFailed")
    log.check(
        "stored closure: tryOptional() with try!", StoredLoaders(good).tryOptionalDefaultForceTry()?.tag == "plain")
    log.check(
        "stored closure: tryOptional() with try?",
        StoredLoaders(good).tryOptionalDefaultOptionalTry()?.tag == "plain"
            && StoredLoaders(broken).tryOptionalDefaultOptionalTry() == nil)
    log.check(
        "stored closure: tryOptional() in do/catch",
        StoredLoaders(good).tryOptionalDefaultDoCatch() == "plain"
            && StoredLoaders(broken).tryOptionalDefaultDoCatch() == "factoryFailed")
    log.check(
        "stored closure: tryOptional() in do/catch that traps",
        StoredLoaders(good).tryOptionalDefaultDoCatchTrap()?.tag == "plain")
    log.check(
        "stored closure: tryOptional(_:variant:) with try",
        outcome { try StoredLoaders(good).tryOptionalVariantTry()?.tag } == "blue"
            && outcome { try StoredLoaders(broken).tryOptionalVariantTry()?.tag } == "factoryFailed")
    log.check(
        "stored closure: tryOptional(_:variant:) with try!",
        StoredLoaders(good).tryOptionalVariantForceTry()?.tag == "blue")
    log.check(
        "stored closure: tryOptional(_:variant:) with try?",
        StoredLoaders(good).tryOptionalVariantOptionalTry()?.tag == "blue"
            && StoredLoaders(broken).tryOptionalVariantOptionalTry() == nil)
    log.check(
        "stored closure: tryOptional(_:variant:) in do/catch",
        StoredLoaders(good).tryOptionalVariantDoCatch() == "blue"
            && StoredLoaders(broken).tryOptionalVariantDoCatch() == "factoryFailed")
    log.check(
        "stored closure: tryOptional(_:variant:) in do/catch that traps",
        StoredLoaders(good).tryOptionalVariantDoCatchTrap()?.tag == "blue")
    log.check(
        "stored closure: tryOptional(name:) with try",
        outcome { try StoredLoaders(good).tryOptionalNameTry()?.tag } == "red"
            && outcome { try StoredLoaders(broken).tryOptionalNameTry()?.tag } == "factoryFailed")
    log.check(
        "stored closure: tryOptional(name:) with try!", StoredLoaders(good).tryOptionalNameForceTry()?.tag == "red")
    log.check(
        "stored closure: tryOptional(name:) with try?",
        StoredLoaders(good).tryOptionalNameOptionalTry()?.tag == "red"
            && StoredLoaders(broken).tryOptionalNameOptionalTry() == nil)
    log.check(
        "stored closure: tryOptional(name:) in do/catch",
        StoredLoaders(good).tryOptionalNameDoCatch() == "red"
            && StoredLoaders(broken).tryOptionalNameDoCatch() == "factoryFailed")
    log.check(
        "stored closure: tryOptional(name:) in do/catch that traps",
        StoredLoaders(good).tryOptionalNameDoCatchTrap()?.tag == "red")
    log.check(
        "stored closure: tryResolve(variant:args:) with try",
        outcome { try StoredLoaders(good).tryResolveArgsTry().tag } == "single-7"
            && outcome { try StoredLoaders(broken).tryResolveArgsTry().tag } == "factoryFailed")
    log.check(
        "stored closure: tryResolve(variant:args:) with try!",
        StoredLoaders(good).tryResolveArgsForceTry().tag == "single-7")
    log.check(
        "stored closure: tryResolve(variant:args:) with try?",
        StoredLoaders(good).tryResolveArgsOptionalTry()?.tag == "single-7"
            && StoredLoaders(broken).tryResolveArgsOptionalTry() == nil)
    log.check(
        "stored closure: tryResolve(variant:args:) in do/catch",
        StoredLoaders(good).tryResolveArgsDoCatch() == "single-7"
            && StoredLoaders(broken).tryResolveArgsDoCatch() == "factoryFailed")
    log.check(
        "stored closure: tryResolve(variant:args:) in do/catch that traps",
        StoredLoaders(good).tryResolveArgsDoCatchTrap().tag == "single-7")
    log.check(
        "stored closure: tryResolve(name:args:) with try",
        outcome { try StoredLoaders(good).tryResolveNameArgsTry().tag } == "single-7"
            && outcome { try StoredLoaders(broken).tryResolveNameArgsTry().tag } == "factoryFailed")
    log.check(
        "stored closure: tryResolve(name:args:) with try!",
        StoredLoaders(good).tryResolveNameArgsForceTry().tag == "single-7")
    log.check(
        "stored closure: tryResolve(name:args:) with try?",
        StoredLoaders(good).tryResolveNameArgsOptionalTry()?.tag == "single-7"
            && StoredLoaders(broken).tryResolveNameArgsOptionalTry() == nil)
    log.check(
        "stored closure: tryResolve(name:args:) in do/catch",
        StoredLoaders(good).tryResolveNameArgsDoCatch() == "single-7"
            && StoredLoaders(broken).tryResolveNameArgsDoCatch() == "factoryFailed")
    log.check(
        "stored closure: tryResolve(name:args:) in do/catch that traps",
        StoredLoaders(good).tryResolveNameArgsDoCatchTrap().tag == "single-7")
    log.check(
        "stored closure: tryResolve(variant:args:) with a dictionary with try",
        outcome { try StoredLoaders(good).tryResolveDictionaryTry().tag } == "dict-7"
            && outcome { try StoredLoaders(broken).tryResolveDictionaryTry().tag } == "factoryFailed")
    log.check(
        "stored closure: tryResolve(variant:args:) with a dictionary with try!",
        StoredLoaders(good).tryResolveDictionaryForceTry().tag == "dict-7")
    log.check(
        "stored closure: tryResolve(variant:args:) with a dictionary with try?",
        StoredLoaders(good).tryResolveDictionaryOptionalTry()?.tag == "dict-7"
            && StoredLoaders(broken).tryResolveDictionaryOptionalTry() == nil)
    log.check(
        "stored closure: tryResolve(variant:args:) with a dictionary in do/catch",
        StoredLoaders(good).tryResolveDictionaryDoCatch() == "dict-7"
            && StoredLoaders(broken).tryResolveDictionaryDoCatch() == "factoryFailed")
    log.check(
        "stored closure: tryResolve(variant:args:) with a dictionary in do/catch that traps",
        StoredLoaders(good).tryResolveDictionaryDoCatchTrap().tag == "dict-7")
    log.check(
        "stored closure: tryResolve(name:args:) with a dictionary with try",
        outcome { try StoredLoaders(good).tryResolveNameDictionaryTry().tag } == "dict-7"
            && outcome { try StoredLoaders(broken).tryResolveNameDictionaryTry().tag } == "factoryFailed")
    log.check(
        "stored closure: tryResolve(name:args:) with a dictionary with try!",
        StoredLoaders(good).tryResolveNameDictionaryForceTry().tag == "dict-7")
    log.check(
        "stored closure: tryResolve(name:args:) with a dictionary with try?",
        StoredLoaders(good).tryResolveNameDictionaryOptionalTry()?.tag == "dict-7"
            && StoredLoaders(broken).tryResolveNameDictionaryOptionalTry() == nil)
    log.check(
        "stored closure: tryResolve(name:args:) with a dictionary in do/catch",
        StoredLoaders(good).tryResolveNameDictionaryDoCatch() == "dict-7"
            && StoredLoaders(broken).tryResolveNameDictionaryDoCatch() == "factoryFailed")
    log.check(
        "stored closure: tryResolve(name:args:) with a dictionary in do/catch that traps",
        StoredLoaders(good).tryResolveNameDictionaryDoCatchTrap().tag == "dict-7")
    log.check(
        "stored closure: tryOptional(variant:args:) with try",
        outcome { try StoredLoaders(good).tryOptionalArgsTry()?.tag } == "single-7"
            && outcome { try StoredLoaders(broken).tryOptionalArgsTry()?.tag } == "factoryFailed")
    log.check(
        "stored closure: tryOptional(variant:args:) with try!",
        StoredLoaders(good).tryOptionalArgsForceTry()?.tag == "single-7")
    log.check(
        "stored closure: tryOptional(variant:args:) with try?",
        StoredLoaders(good).tryOptionalArgsOptionalTry()?.tag == "single-7"
            && StoredLoaders(broken).tryOptionalArgsOptionalTry() == nil)
    log.check(
        "stored closure: tryOptional(variant:args:) in do/catch",
        StoredLoaders(good).tryOptionalArgsDoCatch() == "single-7"
            && StoredLoaders(broken).tryOptionalArgsDoCatch() == "factoryFailed")
    log.check(
        "stored closure: tryOptional(variant:args:) in do/catch that traps",
        StoredLoaders(good).tryOptionalArgsDoCatchTrap()?.tag == "single-7")
    log.check(
        "stored closure: tryOptional(name:args:) with try",
        outcome { try StoredLoaders(good).tryOptionalNameArgsTry()?.tag } == "single-7"
            && outcome { try StoredLoaders(broken).tryOptionalNameArgsTry()?.tag } == "factoryFailed")
    log.check(
        "stored closure: tryOptional(name:args:) with try!",
        StoredLoaders(good).tryOptionalNameArgsForceTry()?.tag == "single-7")
    log.check(
        "stored closure: tryOptional(name:args:) with try?",
        StoredLoaders(good).tryOptionalNameArgsOptionalTry()?.tag == "single-7"
            && StoredLoaders(broken).tryOptionalNameArgsOptionalTry() == nil)
    log.check(
        "stored closure: tryOptional(name:args:) in do/catch",
        StoredLoaders(good).tryOptionalNameArgsDoCatch() == "single-7"
            && StoredLoaders(broken).tryOptionalNameArgsDoCatch() == "factoryFailed")
    log.check(
        "stored closure: tryOptional(name:args:) in do/catch that traps",
        StoredLoaders(good).tryOptionalNameArgsDoCatchTrap()?.tag == "single-7")
    log.check(
        "stored closure: tryOptional(variant:args:) with a dictionary with try",
        outcome { try StoredLoaders(good).tryOptionalDictionaryTry()?.tag } == "dict-7"
            && outcome { try StoredLoaders(broken).tryOptionalDictionaryTry()?.tag } == "factoryFailed")
    log.check(
        "stored closure: tryOptional(variant:args:) with a dictionary with try!",
        StoredLoaders(good).tryOptionalDictionaryForceTry()?.tag == "dict-7")
    log.check(
        "stored closure: tryOptional(variant:args:) with a dictionary with try?",
        StoredLoaders(good).tryOptionalDictionaryOptionalTry()?.tag == "dict-7"
            && StoredLoaders(broken).tryOptionalDictionaryOptionalTry() == nil)
    log.check(
        "stored closure: tryOptional(variant:args:) with a dictionary in do/catch",
        StoredLoaders(good).tryOptionalDictionaryDoCatch() == "dict-7"
            && StoredLoaders(broken).tryOptionalDictionaryDoCatch() == "factoryFailed")
    log.check(
        "stored closure: tryOptional(variant:args:) with a dictionary in do/catch that traps",
        StoredLoaders(good).tryOptionalDictionaryDoCatchTrap()?.tag == "dict-7")
    log.check(
        "stored closure: tryOptional(name:args:) with a dictionary with try",
        outcome { try StoredLoaders(good).tryOptionalNameDictionaryTry()?.tag } == "dict-7"
            && outcome { try StoredLoaders(broken).tryOptionalNameDictionaryTry()?.tag } == "factoryFailed")
    log.check(
        "stored closure: tryOptional(name:args:) with a dictionary with try!",
        StoredLoaders(good).tryOptionalNameDictionaryForceTry()?.tag == "dict-7")
    log.check(
        "stored closure: tryOptional(name:args:) with a dictionary with try?",
        StoredLoaders(good).tryOptionalNameDictionaryOptionalTry()?.tag == "dict-7"
            && StoredLoaders(broken).tryOptionalNameDictionaryOptionalTry() == nil)
    log.check(
        "stored closure: tryOptional(name:args:) with a dictionary in do/catch",
        StoredLoaders(good).tryOptionalNameDictionaryDoCatch() == "dict-7"
            && StoredLoaders(broken).tryOptionalNameDictionaryDoCatch() == "factoryFailed")
    log.check(
        "stored closure: tryOptional(name:args:) with a dictionary in do/catch that traps",
        StoredLoaders(good).tryOptionalNameDictionaryDoCatchTrap()?.tag == "dict-7")
    log.check(
        "stored closure: tryResolve(arguments:) with try",
        outcome { try StoredLoaders(good).tryResolveTypedTry().tag } == "typed-3"
            && outcome { try StoredLoaders(broken).tryResolveTypedTry().tag } == "factoryFailed")
    log.check(
        "stored closure: tryResolve(arguments:) with try!",
        StoredLoaders(good).tryResolveTypedForceTry().tag == "typed-3")
    log.check(
        "stored closure: tryResolve(arguments:) with try?",
        StoredLoaders(good).tryResolveTypedOptionalTry()?.tag == "typed-3"
            && StoredLoaders(broken).tryResolveTypedOptionalTry() == nil)
    log.check(
        "stored closure: tryResolve(arguments:) in do/catch",
        StoredLoaders(good).tryResolveTypedDoCatch() == "typed-3"
            && StoredLoaders(broken).tryResolveTypedDoCatch() == "factoryFailed")
    log.check(
        "stored closure: tryResolve(arguments:) in do/catch that traps",
        StoredLoaders(good).tryResolveTypedDoCatchTrap().tag == "typed-3")
    log.check(
        "stored closure: tryResolve(variant:arguments:_:) with try",
        outcome { try StoredLoaders(good).tryResolveVariantTypedTry().tag } == "t-3"
            && outcome { try StoredLoaders(broken).tryResolveVariantTypedTry().tag } == "factoryFailed")
    log.check(
        "stored closure: tryResolve(variant:arguments:_:) with try!",
        StoredLoaders(good).tryResolveVariantTypedForceTry().tag == "t-3")
    log.check(
        "stored closure: tryResolve(variant:arguments:_:) with try?",
        StoredLoaders(good).tryResolveVariantTypedOptionalTry()?.tag == "t-3"
            && StoredLoaders(broken).tryResolveVariantTypedOptionalTry() == nil)
    log.check(
        "stored closure: tryResolve(variant:arguments:_:) in do/catch",
        StoredLoaders(good).tryResolveVariantTypedDoCatch() == "t-3"
            && StoredLoaders(broken).tryResolveVariantTypedDoCatch() == "factoryFailed")
    log.check(
        "stored closure: tryResolve(variant:arguments:_:) in do/catch that traps",
        StoredLoaders(good).tryResolveVariantTypedDoCatchTrap().tag == "t-3")
    log.check(
        "stored closure: tryResolve(name:arguments:_:) with try",
        outcome { try StoredLoaders(good).tryResolveNameTypedTry().tag } == "t-3"
            && outcome { try StoredLoaders(broken).tryResolveNameTypedTry().tag } == "factoryFailed")
    log.check(
        "stored closure: tryResolve(name:arguments:_:) with try!",
        StoredLoaders(good).tryResolveNameTypedForceTry().tag == "t-3")
    log.check(
        "stored closure: tryResolve(name:arguments:_:) with try?",
        StoredLoaders(good).tryResolveNameTypedOptionalTry()?.tag == "t-3"
            && StoredLoaders(broken).tryResolveNameTypedOptionalTry() == nil)
    log.check(
        "stored closure: tryResolve(name:arguments:_:) in do/catch",
        StoredLoaders(good).tryResolveNameTypedDoCatch() == "t-3"
            && StoredLoaders(broken).tryResolveNameTypedDoCatch() == "factoryFailed")
    log.check(
        "stored closure: tryResolve(name:arguments:_:) in do/catch that traps",
        StoredLoaders(good).tryResolveNameTypedDoCatchTrap().tag == "t-3")
}
