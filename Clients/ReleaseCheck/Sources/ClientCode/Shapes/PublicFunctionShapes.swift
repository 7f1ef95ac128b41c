// Every resolve form from public functions, which return the resolved widget's tag.
// Each check passes a container that resolves and, for the throwing forms, one whose factories all throw.

import HierResolver

private final class Widget: TaggedWidget {
    let tag: String

    init(tag: String) {
        self.tag = tag
    }
}

/// Resolves the shape widget with `resolve()` and returns its tag.
public func publicResolveDefault(_ c: DependencyResolver) -> String {
    let widget: Widget = c.resolve()
    return widget.tag
}

/// Resolves the shape widget with `resolve(_:variant:)` and returns its tag.
public func publicResolveVariant(_ c: DependencyResolver) -> String {
    let widget: Widget = c.resolve(Widget.self, variant: "blue")
    return widget.tag
}

/// Resolves the shape widget with `resolve(name:)` and returns its tag.
public func publicResolveName(_ c: DependencyResolver) -> String {
    let widget: Widget = c.resolve(name: "red")
    return widget.tag
}

/// Resolves the shape widget with `optional()` and returns its tag.
public func publicOptionalDefault(_ c: DependencyResolver) -> String? {
    let widget: Widget? = c.optional()
    return widget?.tag
}

/// Resolves the shape widget with `optional(variant:)` and returns its tag.
public func publicOptionalVariant(_ c: DependencyResolver) -> String? {
    let widget: Widget? = c.optional(variant: "blue")
    return widget?.tag
}

/// Resolves the shape widget with `optional(_:name:)` and returns its tag.
public func publicOptionalName(_ c: DependencyResolver) -> String? {
    let widget: Widget? = c.optional(Widget.self, name: "red")
    return widget?.tag
}

/// Resolves the shape widget with `resolve(variant:args:)` and returns its tag.
public func publicResolveArgs(_ c: DependencyResolver) -> String {
    let widget: Widget = c.resolve(variant: "single", args: 7)
    return widget.tag
}

/// Resolves the shape widget with `resolve(name:args:)` and returns its tag.
public func publicResolveNameArgs(_ c: DependencyResolver) -> String {
    let widget: Widget = c.resolve(name: "single", args: 7)
    return widget.tag
}

/// Resolves the shape widget with `resolve(variant:args:) with a dictionary` and returns its tag.
public func publicResolveDictionary(_ c: DependencyResolver) -> String {
    let widget: Widget = c.resolve(variant: "dict", args: ["n": 7])
    return widget.tag
}

/// Resolves the shape widget with `resolve(name:args:) with a dictionary` and returns its tag.
public func publicResolveNameDictionary(_ c: DependencyResolver) -> String {
    let widget: Widget = c.resolve(name: "dict", args: ["n": 7])
    return widget.tag
}

/// Resolves the shape widget with `optional(variant:args:)` and returns its tag.
public func publicOptionalArgs(_ c: DependencyResolver) -> String? {
    let widget: Widget? = c.optional(variant: "single", args: 7)
    return widget?.tag
}

/// Resolves the shape widget with `optional(name:args:)` and returns its tag.
public func publicOptionalNameArgs(_ c: DependencyResolver) -> String? {
    let widget: Widget? = c.optional(name: "single", args: 7)
    return widget?.tag
}

/// Resolves the shape widget with `optional(variant:args:) with a dictionary` and returns its tag.
public func publicOptionalDictionary(_ c: DependencyResolver) -> String? {
    let widget: Widget? = c.optional(variant: "dict", args: ["n": 7])
    return widget?.tag
}

/// Resolves the shape widget with `optional(name:args:) with a dictionary` and returns its tag.
public func publicOptionalNameDictionary(_ c: DependencyResolver) -> String? {
    let widget: Widget? = c.optional(name: "dict", args: ["n": 7])
    return widget?.tag
}

/// Resolves the shape widget with `resolve(arguments:)` and returns its tag.
public func publicResolveTyped(_ c: DependencyResolver) -> String {
    let widget: Widget = c.resolve(arguments: 3)
    return widget.tag
}

/// Resolves the shape widget with `resolve(variant:arguments:_:)` and returns its tag.
public func publicResolveVariantTyped(_ c: DependencyResolver) -> String {
    let widget: Widget = c.resolve(variant: "typed", arguments: 3, "t")
    return widget.tag
}

/// Resolves the shape widget with `resolve(name:arguments:_:)` and returns its tag.
public func publicResolveNameTyped(_ c: DependencyResolver) -> String {
    let widget: Widget = c.resolve(name: "typed", arguments: 3, "t")
    return widget.tag
}

/// Resolves the shape widget with `tryResolve(_:)` with try.
public func publicTryResolveDefaultTry(_ c: DependencyResolver) throws -> String {
    let widget: Widget = try c.tryResolve(Widget.self)
    return widget.tag
}

/// Resolves the shape widget with `tryResolve(_:)` with try!.
public func publicTryResolveDefaultForceTry(_ c: DependencyResolver) -> String {
    let widget: Widget = try! c.tryResolve(Widget.self)
    return widget.tag
}

/// Resolves the shape widget with `tryResolve(_:)` with try?.
public func publicTryResolveDefaultOptionalTry(_ c: DependencyResolver) -> String? {
    let widget: Widget? = try? (c.tryResolve(Widget.self) as Widget)
    return widget?.tag
}

/// Resolves the shape widget with `tryResolve(_:)` in do/catch.
public func publicTryResolveDefaultDoCatch(_ c: DependencyResolver) -> String {
    do {
        let widget: Widget = try c.tryResolve(Widget.self)
        return widget.tag
    } catch let error as DependencyError {
        return "\(error.kind)"
    } catch {
        return "\(error)"
    }
}

/// Resolves the shape widget with `tryResolve(_:)` in do/catch that traps.
public func publicTryResolveDefaultDoCatchTrap(_ c: DependencyResolver) -> String {
    do {
        let widget: Widget = try c.tryResolve(Widget.self)
        return widget.tag
    } catch {
        fatalError("unexpected failure: \(error)")
    }
}

/// Resolves the shape widget with `tryResolve(variant:)` with try.
public func publicTryResolveVariantTry(_ c: DependencyResolver) throws -> String {
    let widget: Widget = try c.tryResolve(variant: "blue")
    return widget.tag
}

/// Resolves the shape widget with `tryResolve(variant:)` with try!.
public func publicTryResolveVariantForceTry(_ c: DependencyResolver) -> String {
    let widget: Widget = try! c.tryResolve(variant: "blue")
    return widget.tag
}

/// Resolves the shape widget with `tryResolve(variant:)` with try?.
public func publicTryResolveVariantOptionalTry(_ c: DependencyResolver) -> String? {
    let widget: Widget? = try? (c.tryResolve(variant: "blue") as Widget)
    return widget?.tag
}

/// Resolves the shape widget with `tryResolve(variant:)` in do/catch.
public func publicTryResolveVariantDoCatch(_ c: DependencyResolver) -> String {
    do {
        let widget: Widget = try c.tryResolve(variant: "blue")
        return widget.tag
    } catch let error as DependencyError {
        return "\(error.kind)"
    } catch {
        return "\(error)"
    }
}

/// Resolves the shape widget with `tryResolve(variant:)` in do/catch that traps.
public func publicTryResolveVariantDoCatchTrap(_ c: DependencyResolver) -> String {
    do {
        let widget: Widget = try c.tryResolve(variant: "blue")
        return widget.tag
    } catch {
        fatalError("unexpected failure: \(error)")
    }
}

/// Resolves the shape widget with `tryResolve(name:)` with try.
public func publicTryResolveNameTry(_ c: DependencyResolver) throws -> String {
    let widget: Widget = try c.tryResolve(name: "red")
    return widget.tag
}

/// Resolves the shape widget with `tryResolve(name:)` with try!.
public func publicTryResolveNameForceTry(_ c: DependencyResolver) -> String {
    let widget: Widget = try! c.tryResolve(name: "red")
    return widget.tag
}

/// Resolves the shape widget with `tryResolve(name:)` with try?.
public func publicTryResolveNameOptionalTry(_ c: DependencyResolver) -> String? {
    let widget: Widget? = try? (c.tryResolve(name: "red") as Widget)
    return widget?.tag
}

/// Resolves the shape widget with `tryResolve(name:)` in do/catch.
public func publicTryResolveNameDoCatch(_ c: DependencyResolver) -> String {
    do {
        let widget: Widget = try c.tryResolve(name: "red")
        return widget.tag
    } catch let error as DependencyError {
        return "\(error.kind)"
    } catch {
        return "\(error)"
    }
}

/// Resolves the shape widget with `tryResolve(name:)` in do/catch that traps.
public func publicTryResolveNameDoCatchTrap(_ c: DependencyResolver) -> String {
    do {
        let widget: Widget = try c.tryResolve(name: "red")
        return widget.tag
    } catch {
        fatalError("unexpected failure: \(error)")
    }
}

/// Resolves the shape widget with `tryOptional()` with try.
public func publicTryOptionalDefaultTry(_ c: DependencyResolver) throws -> String? {
    let widget: Widget? = try c.tryOptional()
    return widget?.tag
}

/// Resolves the shape widget with `tryOptional()` with try!.
public func publicTryOptionalDefaultForceTry(_ c: DependencyResolver) -> String? {
    let widget: Widget? = try! c.tryOptional()
    return widget?.tag
}

/// Resolves the shape widget with `tryOptional()` with try?.
public func publicTryOptionalDefaultOptionalTry(_ c: DependencyResolver) -> String? {
    let widget: Widget? = try? (c.tryOptional() as Widget?)
    return widget?.tag
}

/// Resolves the shape widget with `tryOptional()` in do/catch.
public func publicTryOptionalDefaultDoCatch(_ c: DependencyResolver) -> String {
    do {
        let widget: Widget? = try c.tryOptional()
        return widget?.tag ?? "nil"
    } catch let error as DependencyError {
        return "\(error.kind)"
    } catch {
        return "\(error)"
    }
}

/// Resolves the shape widget with `tryOptional()` in do/catch that traps.
public func publicTryOptionalDefaultDoCatchTrap(_ c: DependencyResolver) -> String? {
    do {
        let widget: Widget? = try c.tryOptional()
        return widget?.tag
    } catch {
        fatalError("unexpected failure: \(error)")
    }
}

/// Resolves the shape widget with `tryOptional(_:variant:)` with try.
public func publicTryOptionalVariantTry(_ c: DependencyResolver) throws -> String? {
    let widget: Widget? = try c.tryOptional(Widget.self, variant: "blue")
    return widget?.tag
}

/// Resolves the shape widget with `tryOptional(_:variant:)` with try!.
public func publicTryOptionalVariantForceTry(_ c: DependencyResolver) -> String? {
    let widget: Widget? = try! c.tryOptional(Widget.self, variant: "blue")
    return widget?.tag
}

/// Resolves the shape widget with `tryOptional(_:variant:)` with try?.
public func publicTryOptionalVariantOptionalTry(_ c: DependencyResolver) -> String? {
    let widget: Widget? = try? (c.tryOptional(Widget.self, variant: "blue") as Widget?)
    return widget?.tag
}

/// Resolves the shape widget with `tryOptional(_:variant:)` in do/catch.
public func publicTryOptionalVariantDoCatch(_ c: DependencyResolver) -> String {
    do {
        let widget: Widget? = try c.tryOptional(Widget.self, variant: "blue")
        return widget?.tag ?? "nil"
    } catch let error as DependencyError {
        return "\(error.kind)"
    } catch {
        return "\(error)"
    }
}

/// Resolves the shape widget with `tryOptional(_:variant:)` in do/catch that traps.
public func publicTryOptionalVariantDoCatchTrap(_ c: DependencyResolver) -> String? {
    do {
        let widget: Widget? = try c.tryOptional(Widget.self, variant: "blue")
        return widget?.tag
    } catch {
        fatalError("unexpected failure: \(error)")
    }
}

/// Resolves the shape widget with `tryOptional(name:)` with try.
public func publicTryOptionalNameTry(_ c: DependencyResolver) throws -> String? {
    let widget: Widget? = try c.tryOptional(name: "red")
    return widget?.tag
}

/// Resolves the shape widget with `tryOptional(name:)` with try!.
public func publicTryOptionalNameForceTry(_ c: DependencyResolver) -> String? {
    let widget: Widget? = try! c.tryOptional(name: "red")
    return widget?.tag
}

/// Resolves the shape widget with `tryOptional(name:)` with try?.
public func publicTryOptionalNameOptionalTry(_ c: DependencyResolver) -> String? {
    let widget: Widget? = try? (c.tryOptional(name: "red") as Widget?)
    return widget?.tag
}

/// Resolves the shape widget with `tryOptional(name:)` in do/catch.
public func publicTryOptionalNameDoCatch(_ c: DependencyResolver) -> String {
    do {
        let widget: Widget? = try c.tryOptional(name: "red")
        return widget?.tag ?? "nil"
    } catch let error as DependencyError {
        return "\(error.kind)"
    } catch {
        return "\(error)"
    }
}

/// Resolves the shape widget with `tryOptional(name:)` in do/catch that traps.
public func publicTryOptionalNameDoCatchTrap(_ c: DependencyResolver) -> String? {
    do {
        let widget: Widget? = try c.tryOptional(name: "red")
        return widget?.tag
    } catch {
        fatalError("unexpected failure: \(error)")
    }
}

/// Resolves the shape widget with `tryResolve(variant:args:)` with try.
public func publicTryResolveArgsTry(_ c: DependencyResolver) throws -> String {
    let widget: Widget = try c.tryResolve(variant: "single", args: 7)
    return widget.tag
}

/// Resolves the shape widget with `tryResolve(variant:args:)` with try!.
public func publicTryResolveArgsForceTry(_ c: DependencyResolver) -> String {
    let widget: Widget = try! c.tryResolve(variant: "single", args: 7)
    return widget.tag
}

/// Resolves the shape widget with `tryResolve(variant:args:)` with try?.
public func publicTryResolveArgsOptionalTry(_ c: DependencyResolver) -> String? {
    let widget: Widget? = try? (c.tryResolve(variant: "single", args: 7) as Widget)
    return widget?.tag
}

/// Resolves the shape widget with `tryResolve(variant:args:)` in do/catch.
public func publicTryResolveArgsDoCatch(_ c: DependencyResolver) -> String {
    do {
        let widget: Widget = try c.tryResolve(variant: "single", args: 7)
        return widget.tag
    } catch let error as DependencyError {
        return "\(error.kind)"
    } catch {
        return "\(error)"
    }
}

/// Resolves the shape widget with `tryResolve(variant:args:)` in do/catch that traps.
public func publicTryResolveArgsDoCatchTrap(_ c: DependencyResolver) -> String {
    do {
        let widget: Widget = try c.tryResolve(variant: "single", args: 7)
        return widget.tag
    } catch {
        fatalError("unexpected failure: \(error)")
    }
}

/// Resolves the shape widget with `tryResolve(name:args:)` with try.
public func publicTryResolveNameArgsTry(_ c: DependencyResolver) throws -> String {
    let widget: Widget = try c.tryResolve(name: "single", args: 7)
    return widget.tag
}

/// Resolves the shape widget with `tryResolve(name:args:)` with try!.
public func publicTryResolveNameArgsForceTry(_ c: DependencyResolver) -> String {
    let widget: Widget = try! c.tryResolve(name: "single", args: 7)
    return widget.tag
}

/// Resolves the shape widget with `tryResolve(name:args:)` with try?.
public func publicTryResolveNameArgsOptionalTry(_ c: DependencyResolver) -> String? {
    let widget: Widget? = try? (c.tryResolve(name: "single", args: 7) as Widget)
    return widget?.tag
}

/// Resolves the shape widget with `tryResolve(name:args:)` in do/catch.
public func publicTryResolveNameArgsDoCatch(_ c: DependencyResolver) -> String {
    do {
        let widget: Widget = try c.tryResolve(name: "single", args: 7)
        return widget.tag
    } catch let error as DependencyError {
        return "\(error.kind)"
    } catch {
        return "\(error)"
    }
}

/// Resolves the shape widget with `tryResolve(name:args:)` in do/catch that traps.
public func publicTryResolveNameArgsDoCatchTrap(_ c: DependencyResolver) -> String {
    do {
        let widget: Widget = try c.tryResolve(name: "single", args: 7)
        return widget.tag
    } catch {
        fatalError("unexpected failure: \(error)")
    }
}

/// Resolves the shape widget with `tryResolve(variant:args:) with a dictionary` with try.
public func publicTryResolveDictionaryTry(_ c: DependencyResolver) throws -> String {
    let widget: Widget = try c.tryResolve(variant: "dict", args: ["n": 7])
    return widget.tag
}

/// Resolves the shape widget with `tryResolve(variant:args:) with a dictionary` with try!.
public func publicTryResolveDictionaryForceTry(_ c: DependencyResolver) -> String {
    let widget: Widget = try! c.tryResolve(variant: "dict", args: ["n": 7])
    return widget.tag
}

/// Resolves the shape widget with `tryResolve(variant:args:) with a dictionary` with try?.
public func publicTryResolveDictionaryOptionalTry(_ c: DependencyResolver) -> String? {
    let widget: Widget? = try? (c.tryResolve(variant: "dict", args: ["n": 7]) as Widget)
    return widget?.tag
}

/// Resolves the shape widget with `tryResolve(variant:args:) with a dictionary` in do/catch.
public func publicTryResolveDictionaryDoCatch(_ c: DependencyResolver) -> String {
    do {
        let widget: Widget = try c.tryResolve(variant: "dict", args: ["n": 7])
        return widget.tag
    } catch let error as DependencyError {
        return "\(error.kind)"
    } catch {
        return "\(error)"
    }
}

/// Resolves the shape widget with `tryResolve(variant:args:) with a dictionary` in do/catch that traps.
public func publicTryResolveDictionaryDoCatchTrap(_ c: DependencyResolver) -> String {
    do {
        let widget: Widget = try c.tryResolve(variant: "dict", args: ["n": 7])
        return widget.tag
    } catch {
        fatalError("unexpected failure: \(error)")
    }
}

/// Resolves the shape widget with `tryResolve(name:args:) with a dictionary` with try.
public func publicTryResolveNameDictionaryTry(_ c: DependencyResolver) throws -> String {
    let widget: Widget = try c.tryResolve(name: "dict", args: ["n": 7])
    return widget.tag
}

/// Resolves the shape widget with `tryResolve(name:args:) with a dictionary` with try!.
public func publicTryResolveNameDictionaryForceTry(_ c: DependencyResolver) -> String {
    let widget: Widget = try! c.tryResolve(name: "dict", args: ["n": 7])
    return widget.tag
}

/// Resolves the shape widget with `tryResolve(name:args:) with a dictionary` with try?.
public func publicTryResolveNameDictionaryOptionalTry(_ c: DependencyResolver) -> String? {
    let widget: Widget? = try? (c.tryResolve(name: "dict", args: ["n": 7]) as Widget)
    return widget?.tag
}

/// Resolves the shape widget with `tryResolve(name:args:) with a dictionary` in do/catch.
public func publicTryResolveNameDictionaryDoCatch(_ c: DependencyResolver) -> String {
    do {
        let widget: Widget = try c.tryResolve(name: "dict", args: ["n": 7])
        return widget.tag
    } catch let error as DependencyError {
        return "\(error.kind)"
    } catch {
        return "\(error)"
    }
}

/// Resolves the shape widget with `tryResolve(name:args:) with a dictionary` in do/catch that traps.
public func publicTryResolveNameDictionaryDoCatchTrap(_ c: DependencyResolver) -> String {
    do {
        let widget: Widget = try c.tryResolve(name: "dict", args: ["n": 7])
        return widget.tag
    } catch {
        fatalError("unexpected failure: \(error)")
    }
}

/// Resolves the shape widget with `tryOptional(variant:args:)` with try.
public func publicTryOptionalArgsTry(_ c: DependencyResolver) throws -> String? {
    let widget: Widget? = try c.tryOptional(variant: "single", args: 7)
    return widget?.tag
}

/// Resolves the shape widget with `tryOptional(variant:args:)` with try!.
public func publicTryOptionalArgsForceTry(_ c: DependencyResolver) -> String? {
    let widget: Widget? = try! c.tryOptional(variant: "single", args: 7)
    return widget?.tag
}

/// Resolves the shape widget with `tryOptional(variant:args:)` with try?.
public func publicTryOptionalArgsOptionalTry(_ c: DependencyResolver) -> String? {
    let widget: Widget? = try? (c.tryOptional(variant: "single", args: 7) as Widget?)
    return widget?.tag
}

/// Resolves the shape widget with `tryOptional(variant:args:)` in do/catch.
public func publicTryOptionalArgsDoCatch(_ c: DependencyResolver) -> String {
    do {
        let widget: Widget? = try c.tryOptional(variant: "single", args: 7)
        return widget?.tag ?? "nil"
    } catch let error as DependencyError {
        return "\(error.kind)"
    } catch {
        return "\(error)"
    }
}

/// Resolves the shape widget with `tryOptional(variant:args:)` in do/catch that traps.
public func publicTryOptionalArgsDoCatchTrap(_ c: DependencyResolver) -> String? {
    do {
        let widget: Widget? = try c.tryOptional(variant: "single", args: 7)
        return widget?.tag
    } catch {
        fatalError("unexpected failure: \(error)")
    }
}

/// Resolves the shape widget with `tryOptional(name:args:)` with try.
public func publicTryOptionalNameArgsTry(_ c: DependencyResolver) throws -> String? {
    let widget: Widget? = try c.tryOptional(name: "single", args: 7)
    return widget?.tag
}

/// Resolves the shape widget with `tryOptional(name:args:)` with try!.
public func publicTryOptionalNameArgsForceTry(_ c: DependencyResolver) -> String? {
    let widget: Widget? = try! c.tryOptional(name: "single", args: 7)
    return widget?.tag
}

/// Resolves the shape widget with `tryOptional(name:args:)` with try?.
public func publicTryOptionalNameArgsOptionalTry(_ c: DependencyResolver) -> String? {
    let widget: Widget? = try? (c.tryOptional(name: "single", args: 7) as Widget?)
    return widget?.tag
}

/// Resolves the shape widget with `tryOptional(name:args:)` in do/catch.
public func publicTryOptionalNameArgsDoCatch(_ c: DependencyResolver) -> String {
    do {
        let widget: Widget? = try c.tryOptional(name: "single", args: 7)
        return widget?.tag ?? "nil"
    } catch let error as DependencyError {
        return "\(error.kind)"
    } catch {
        return "\(error)"
    }
}

/// Resolves the shape widget with `tryOptional(name:args:)` in do/catch that traps.
public func publicTryOptionalNameArgsDoCatchTrap(_ c: DependencyResolver) -> String? {
    do {
        let widget: Widget? = try c.tryOptional(name: "single", args: 7)
        return widget?.tag
    } catch {
        fatalError("unexpected failure: \(error)")
    }
}

/// Resolves the shape widget with `tryOptional(variant:args:) with a dictionary` with try.
public func publicTryOptionalDictionaryTry(_ c: DependencyResolver) throws -> String? {
    let widget: Widget? = try c.tryOptional(variant: "dict", args: ["n": 7])
    return widget?.tag
}

/// Resolves the shape widget with `tryOptional(variant:args:) with a dictionary` with try!.
public func publicTryOptionalDictionaryForceTry(_ c: DependencyResolver) -> String? {
    let widget: Widget? = try! c.tryOptional(variant: "dict", args: ["n": 7])
    return widget?.tag
}

/// Resolves the shape widget with `tryOptional(variant:args:) with a dictionary` with try?.
public func publicTryOptionalDictionaryOptionalTry(_ c: DependencyResolver) -> String? {
    let widget: Widget? = try? (c.tryOptional(variant: "dict", args: ["n": 7]) as Widget?)
    return widget?.tag
}

/// Resolves the shape widget with `tryOptional(variant:args:) with a dictionary` in do/catch.
public func publicTryOptionalDictionaryDoCatch(_ c: DependencyResolver) -> String {
    do {
        let widget: Widget? = try c.tryOptional(variant: "dict", args: ["n": 7])
        return widget?.tag ?? "nil"
    } catch let error as DependencyError {
        return "\(error.kind)"
    } catch {
        return "\(error)"
    }
}

/// Resolves the shape widget with `tryOptional(variant:args:) with a dictionary` in do/catch that traps.
public func publicTryOptionalDictionaryDoCatchTrap(_ c: DependencyResolver) -> String? {
    do {
        let widget: Widget? = try c.tryOptional(variant: "dict", args: ["n": 7])
        return widget?.tag
    } catch {
        fatalError("unexpected failure: \(error)")
    }
}

/// Resolves the shape widget with `tryOptional(name:args:) with a dictionary` with try.
public func publicTryOptionalNameDictionaryTry(_ c: DependencyResolver) throws -> String? {
    let widget: Widget? = try c.tryOptional(name: "dict", args: ["n": 7])
    return widget?.tag
}

/// Resolves the shape widget with `tryOptional(name:args:) with a dictionary` with try!.
public func publicTryOptionalNameDictionaryForceTry(_ c: DependencyResolver) -> String? {
    let widget: Widget? = try! c.tryOptional(name: "dict", args: ["n": 7])
    return widget?.tag
}

/// Resolves the shape widget with `tryOptional(name:args:) with a dictionary` with try?.
public func publicTryOptionalNameDictionaryOptionalTry(_ c: DependencyResolver) -> String? {
    let widget: Widget? = try? (c.tryOptional(name: "dict", args: ["n": 7]) as Widget?)
    return widget?.tag
}

/// Resolves the shape widget with `tryOptional(name:args:) with a dictionary` in do/catch.
public func publicTryOptionalNameDictionaryDoCatch(_ c: DependencyResolver) -> String {
    do {
        let widget: Widget? = try c.tryOptional(name: "dict", args: ["n": 7])
        return widget?.tag ?? "nil"
    } catch let error as DependencyError {
        return "\(error.kind)"
    } catch {
        return "\(error)"
    }
}

/// Resolves the shape widget with `tryOptional(name:args:) with a dictionary` in do/catch that traps.
public func publicTryOptionalNameDictionaryDoCatchTrap(_ c: DependencyResolver) -> String? {
    do {
        let widget: Widget? = try c.tryOptional(name: "dict", args: ["n": 7])
        return widget?.tag
    } catch {
        fatalError("unexpected failure: \(error)")
    }
}

/// Resolves the shape widget with `tryResolve(arguments:)` with try.
public func publicTryResolveTypedTry(_ c: DependencyResolver) throws -> String {
    let widget: Widget = try c.tryResolve(arguments: 3)
    return widget.tag
}

/// Resolves the shape widget with `tryResolve(arguments:)` with try!.
public func publicTryResolveTypedForceTry(_ c: DependencyResolver) -> String {
    let widget: Widget = try! c.tryResolve(arguments: 3)
    return widget.tag
}

/// Resolves the shape widget with `tryResolve(arguments:)` with try?.
public func publicTryResolveTypedOptionalTry(_ c: DependencyResolver) -> String? {
    let widget: Widget? = try? (c.tryResolve(arguments: 3) as Widget)
    return widget?.tag
}

/// Resolves the shape widget with `tryResolve(arguments:)` in do/catch.
public func publicTryResolveTypedDoCatch(_ c: DependencyResolver) -> String {
    do {
        let widget: Widget = try c.tryResolve(arguments: 3)
        return widget.tag
    } catch let error as DependencyError {
        return "\(error.kind)"
    } catch {
        return "\(error)"
    }
}

/// Resolves the shape widget with `tryResolve(arguments:)` in do/catch that traps.
public func publicTryResolveTypedDoCatchTrap(_ c: DependencyResolver) -> String {
    do {
        let widget: Widget = try c.tryResolve(arguments: 3)
        return widget.tag
    } catch {
        fatalError("unexpected failure: \(error)")
    }
}

/// Resolves the shape widget with `tryResolve(variant:arguments:_:)` with try.
public func publicTryResolveVariantTypedTry(_ c: DependencyResolver) throws -> String {
    let widget: Widget = try c.tryResolve(variant: "typed", arguments: 3, "t")
    return widget.tag
}

/// Resolves the shape widget with `tryResolve(variant:arguments:_:)` with try!.
public func publicTryResolveVariantTypedForceTry(_ c: DependencyResolver) -> String {
    let widget: Widget = try! c.tryResolve(variant: "typed", arguments: 3, "t")
    return widget.tag
}

/// Resolves the shape widget with `tryResolve(variant:arguments:_:)` with try?.
public func publicTryResolveVariantTypedOptionalTry(_ c: DependencyResolver) -> String? {
    let widget: Widget? = try? (c.tryResolve(variant: "typed", arguments: 3, "t") as Widget)
    return widget?.tag
}

/// Resolves the shape widget with `tryResolve(variant:arguments:_:)` in do/catch.
public func publicTryResolveVariantTypedDoCatch(_ c: DependencyResolver) -> String {
    do {
        let widget: Widget = try c.tryResolve(variant: "typed", arguments: 3, "t")
        return widget.tag
    } catch let error as DependencyError {
        return "\(error.kind)"
    } catch {
        return "\(error)"
    }
}

/// Resolves the shape widget with `tryResolve(variant:arguments:_:)` in do/catch that traps.
public func publicTryResolveVariantTypedDoCatchTrap(_ c: DependencyResolver) -> String {
    do {
        let widget: Widget = try c.tryResolve(variant: "typed", arguments: 3, "t")
        return widget.tag
    } catch {
        fatalError("unexpected failure: \(error)")
    }
}

/// Resolves the shape widget with `tryResolve(name:arguments:_:)` with try.
public func publicTryResolveNameTypedTry(_ c: DependencyResolver) throws -> String {
    let widget: Widget = try c.tryResolve(name: "typed", arguments: 3, "t")
    return widget.tag
}

/// Resolves the shape widget with `tryResolve(name:arguments:_:)` with try!.
public func publicTryResolveNameTypedForceTry(_ c: DependencyResolver) -> String {
    let widget: Widget = try! c.tryResolve(name: "typed", arguments: 3, "t")
    return widget.tag
}

/// Resolves the shape widget with `tryResolve(name:arguments:_:)` with try?.
public func publicTryResolveNameTypedOptionalTry(_ c: DependencyResolver) -> String? {
    let widget: Widget? = try? (c.tryResolve(name: "typed", arguments: 3, "t") as Widget)
    return widget?.tag
}

/// Resolves the shape widget with `tryResolve(name:arguments:_:)` in do/catch.
public func publicTryResolveNameTypedDoCatch(_ c: DependencyResolver) -> String {
    do {
        let widget: Widget = try c.tryResolve(name: "typed", arguments: 3, "t")
        return widget.tag
    } catch let error as DependencyError {
        return "\(error.kind)"
    } catch {
        return "\(error)"
    }
}

/// Resolves the shape widget with `tryResolve(name:arguments:_:)` in do/catch that traps.
public func publicTryResolveNameTypedDoCatchTrap(_ c: DependencyResolver) -> String {
    do {
        let widget: Widget = try c.tryResolve(name: "typed", arguments: 3, "t")
        return widget.tag
    } catch {
        fatalError("unexpected failure: \(error)")
    }
}

func publicFunctionShapesChecks(_ log: CheckLog) {
    let good = ShapeContainers.good(Widget.self)
    let broken = ShapeContainers.broken(Widget.self)
    let empty = DependencyResolver(name: "empty")
    log.check("public function: resolve()", publicResolveDefault(good) == "plain")
    log.check("public function: resolve(_:variant:)", publicResolveVariant(good) == "blue")
    log.check("public function: resolve(name:)", publicResolveName(good) == "red")
    log.check(
        "public function: optional()", publicOptionalDefault(good) == "plain" && publicOptionalDefault(empty) == nil)
    log.check(
        "public function: optional(variant:)",
        publicOptionalVariant(good) == "blue" && publicOptionalVariant(empty) == nil)
    log.check(
        "public function: optional(_:name:)", publicOptionalName(good) == "red" && publicOptionalName(empty) == nil)
    log.check("public function: resolve(variant:args:)", publicResolveArgs(good) == "single-7")
    log.check("public function: resolve(name:args:)", publicResolveNameArgs(good) == "single-7")
    log.check("public function: resolve(variant:args:) with a dictionary", publicResolveDictionary(good) == "dict-7")
    log.check("public function: resolve(name:args:) with a dictionary", publicResolveNameDictionary(good) == "dict-7")
    log.check(
        "public function: optional(variant:args:)",
        publicOptionalArgs(good) == "single-7" && publicOptionalArgs(empty) == nil)
    log.check(
        "public function: optional(name:args:)",
        publicOptionalNameArgs(good) == "single-7" && publicOptionalNameArgs(empty) == nil)
    log.check(
        "public function: optional(variant:args:) with a dictionary",
        publicOptionalDictionary(good) == "dict-7" && publicOptionalDictionary(empty) == nil)
    log.check(
        "public function: optional(name:args:) with a dictionary",
        publicOptionalNameDictionary(good) == "dict-7" && publicOptionalNameDictionary(empty) == nil)
    log.check("public function: resolve(arguments:)", publicResolveTyped(good) == "typed-3")
    log.check("public function: resolve(variant:arguments:_:)", publicResolveVariantTyped(good) == "t-3")
    log.check("public function: resolve(name:arguments:_:)", publicResolveNameTyped(good) == "t-3")
    log.check(
        "public function: tryResolve(_:) with try",
        outcome { try publicTryResolveDefaultTry(good) } == "plain"
            && outcome { try publicTryResolveDefaultTry(broken) } == "factoryFailed")
    log.check("public function: tryResolve(_:) with try!", publicTryResolveDefaultForceTry(good) == "plain")
    log.check(
        "public function: tryResolve(_:) with try?",
        publicTryResolveDefaultOptionalTry(good) == "plain" && publicTryResolveDefaultOptionalTry(broken) == nil)
    log.check(
        "public function: tryResolve(_:) in do/catch",
        publicTryResolveDefaultDoCatch(good) == "plain" && publicTryResolveDefaultDoCatch(broken) == "factoryFailed")
    log.check(
        "public function: tryResolve(_:) in do/catch that traps", publicTryResolveDefaultDoCatchTrap(good) == "plain")
    log.check(
        "public function: tryResolve(variant:) with try",
        outcome { try publicTryResolveVariantTry(good) } == "blue"
            && outcome { try publicTryResolveVariantTry(broken) } == "factoryFailed")
    log.check("public function: tryResolve(variant:) with try!", publicTryResolveVariantForceTry(good) == "blue")
    log.check(
        "public function: tryResolve(variant:) with try?",
        publicTryResolveVariantOptionalTry(good) == "blue" && publicTryResolveVariantOptionalTry(broken) == nil)
    log.check(
        "public function: tryResolve(variant:) in do/catch",
        publicTryResolveVariantDoCatch(good) == "blue" && publicTryResolveVariantDoCatch(broken) == "factoryFailed")
    log.check(
        "public function: tryResolve(variant:) in do/catch that traps",
        publicTryResolveVariantDoCatchTrap(good) == "blue")
    log.check(
        "public function: tryResolve(name:) with try",
        outcome { try publicTryResolveNameTry(good) } == "red"
            && outcome { try publicTryResolveNameTry(broken) } == "factoryFailed")
    log.check("public function: tryResolve(name:) with try!", publicTryResolveNameForceTry(good) == "red")
    log.check(
        "public function: tryResolve(name:) with try?",
        publicTryResolveNameOptionalTry(good) == "red" && publicTryResolveNameOptionalTry(broken) == nil)
    log.check(
        "public function: tryResolve(name:) in do/catch",
        publicTryResolveNameDoCatch(good) == "red" && publicTryResolveNameDoCatch(broken) == "factoryFailed")
    log.check(
        "public function: tryResolve(name:) in do/catch that traps", publicTryResolveNameDoCatchTrap(good) == "red")
    log.check(
        "public function: tryOptional() with try",
        outcome { try publicTryOptionalDefaultTry(good) } == "plain"
            && outcome { try publicTryOptionalDefaultTry(broken) } == "factoryFailed")
    log.check("public function: tryOptional() with try!", publicTryOptionalDefaultForceTry(good) == "plain")
    log.check(
        "public function: tryOptional() with try?",
        publicTryOptionalDefaultOptionalTry(good) == "plain" && publicTryOptionalDefaultOptionalTry(broken) == nil)
    log.check(
        "public function: tryOptional() in do/catch",
        publicTryOptionalDefaultDoCatch(good) == "plain" && publicTryOptionalDefaultDoCatch(broken) == "factoryFailed")
    log.check(
        "public function: tryOptional() in do/catch that traps", publicTryOptionalDefaultDoCatchTrap(good) == "plain")
    log.check(
        "public function: tryOptional(_:variant:) with try",
        outcome { try publicTryOptionalVariantTry(good) } == "blue"
            && outcome { try publicTryOptionalVariantTry(broken) } == "factoryFailed")
    log.check("public function: tryOptional(_:variant:) with try!", publicTryOptionalVariantForceTry(good) == "blue")
    log.check(
        "public function: tryOptional(_:variant:) with try?",
        publicTryOptionalVariantOptionalTry(good) == "blue" && publicTryOptionalVariantOptionalTry(broken) == nil)
    log.check(
        "public function: tryOptional(_:variant:) in do/catch",
        publicTryOptionalVariantDoCatch(good) == "blue" && publicTryOptionalVariantDoCatch(broken) == "factoryFailed")
    log.check(
        "public function: tryOptional(_:variant:) in do/catch that traps",
        publicTryOptionalVariantDoCatchTrap(good) == "blue")
    log.check(
        "public function: tryOptional(name:) with try",
        outcome { try publicTryOptionalNameTry(good) } == "red"
            && outcome { try publicTryOptionalNameTry(broken) } == "factoryFailed")
    log.check("public function: tryOptional(name:) with try!", publicTryOptionalNameForceTry(good) == "red")
    log.check(
        "public function: tryOptional(name:) with try?",
        publicTryOptionalNameOptionalTry(good) == "red" && publicTryOptionalNameOptionalTry(broken) == nil)
    log.check(
        "public function: tryOptional(name:) in do/catch",
        publicTryOptionalNameDoCatch(good) == "red" && publicTryOptionalNameDoCatch(broken) == "factoryFailed")
    log.check(
        "public function: tryOptional(name:) in do/catch that traps", publicTryOptionalNameDoCatchTrap(good) == "red")
    log.check(
        "public function: tryResolve(variant:args:) with try",
        outcome { try publicTryResolveArgsTry(good) } == "single-7"
            && outcome { try publicTryResolveArgsTry(broken) } == "factoryFailed")
    log.check("public function: tryResolve(variant:args:) with try!", publicTryResolveArgsForceTry(good) == "single-7")
    log.check(
        "public function: tryResolve(variant:args:) with try?",
        publicTryResolveArgsOptionalTry(good) == "single-7" && publicTryResolveArgsOptionalTry(broken) == nil)
    log.check(
        "public function: tryResolve(variant:args:) in do/catch",
        publicTryResolveArgsDoCatch(good) == "single-7" && publicTryResolveArgsDoCatch(broken) == "factoryFailed")
    log.check(
        "public function: tryResolve(variant:args:) in do/catch that traps",
        publicTryResolveArgsDoCatchTrap(good) == "single-7")
    log.check(
        "public function: tryResolve(name:args:) with try",
        outcome { try publicTryResolveNameArgsTry(good) } == "single-7"
            && outcome { try publicTryResolveNameArgsTry(broken) } == "factoryFailed")
    log.check("public function: tryResolve(name:args:) with try!", publicTryResolveNameArgsForceTry(good) == "single-7")
    log.check(
        "public function: tryResolve(name:args:) with try?",
        publicTryResolveNameArgsOptionalTry(good) == "single-7" && publicTryResolveNameArgsOptionalTry(broken) == nil)
    log.check(
        "public function: tryResolve(name:args:) in do/catch",
        publicTryResolveNameArgsDoCatch(good) == "single-7"
            && publicTryResolveNameArgsDoCatch(broken) == "factoryFailed")
    log.check(
        "public function: tryResolve(name:args:) in do/catch that traps",
        publicTryResolveNameArgsDoCatchTrap(good) == "single-7")
    log.check(
        "public function: tryResolve(variant:args:) with a dictionary with try",
        outcome { try publicTryResolveDictionaryTry(good) } == "dict-7"
            && outcome { try publicTryResolveDictionaryTry(broken) } == "factoryFailed")
    log.check(
        "public function: tryResolve(variant:args:) with a dictionary with try!",
        publicTryResolveDictionaryForceTry(good) == "dict-7")
    log.check(
        "public function: tryResolve(variant:args:) with a dictionary with try?",
        publicTryResolveDictionaryOptionalTry(good) == "dict-7" && publicTryResolveDictionaryOptionalTry(broken) == nil)
    log.check(
        "public function: tryResolve(variant:args:) with a dictionary in do/catch",
        publicTryResolveDictionaryDoCatch(good) == "dict-7"
            && publicTryResolveDictionaryDoCatch(broken) == "factoryFailed")
    log.check(
        "public function: tryResolve(variant:args:) with a dictionary in do/catch that traps",
        publicTryResolveDictionaryDoCatchTrap(good) == "dict-7")
    log.check(
        "public function: tryResolve(name:args:) with a dictionary with try",
        outcome { try publicTryResolveNameDictionaryTry(good) } == "dict-7"
            && outcome { try publicTryResolveNameDictionaryTry(broken) } == "factoryFailed")
    log.check(
        "public function: tryResolve(name:args:) with a dictionary with try!",
        publicTryResolveNameDictionaryForceTry(good) == "dict-7")
    log.check(
        "public function: tryResolve(name:args:) with a dictionary with try?",
        publicTryResolveNameDictionaryOptionalTry(good) == "dict-7"
            && publicTryResolveNameDictionaryOptionalTry(broken) == nil)
    log.check(
        "public function: tryResolve(name:args:) with a dictionary in do/catch",
        publicTryResolveNameDictionaryDoCatch(good) == "dict-7"
            && publicTryResolveNameDictionaryDoCatch(broken) == "factoryFailed")
    log.check(
        "public function: tryResolve(name:args:) with a dictionary in do/catch that traps",
        publicTryResolveNameDictionaryDoCatchTrap(good) == "dict-7")
    log.check(
        "public function: tryOptional(variant:args:) with try",
        outcome { try publicTryOptionalArgsTry(good) } == "single-7"
            && outcome { try publicTryOptionalArgsTry(broken) } == "factoryFailed")
    log.check(
        "public function: tryOptional(variant:args:) with try!", publicTryOptionalArgsForceTry(good) == "single-7")
    log.check(
        "public function: tryOptional(variant:args:) with try?",
        publicTryOptionalArgsOptionalTry(good) == "single-7" && publicTryOptionalArgsOptionalTry(broken) == nil)
    log.check(
        "public function: tryOptional(variant:args:) in do/catch",
        publicTryOptionalArgsDoCatch(good) == "single-7" && publicTryOptionalArgsDoCatch(broken) == "factoryFailed")
    log.check(
        "public function: tryOptional(variant:args:) in do/catch that traps",
        publicTryOptionalArgsDoCatchTrap(good) == "single-7")
    log.check(
        "public function: tryOptional(name:args:) with try",
        outcome { try publicTryOptionalNameArgsTry(good) } == "single-7"
            && outcome { try publicTryOptionalNameArgsTry(broken) } == "factoryFailed")
    log.check(
        "public function: tryOptional(name:args:) with try!", publicTryOptionalNameArgsForceTry(good) == "single-7")
    log.check(
        "public function: tryOptional(name:args:) with try?",
        publicTryOptionalNameArgsOptionalTry(good) == "single-7" && publicTryOptionalNameArgsOptionalTry(broken) == nil)
    log.check(
        "public function: tryOptional(name:args:) in do/catch",
        publicTryOptionalNameArgsDoCatch(good) == "single-7"
            && publicTryOptionalNameArgsDoCatch(broken) == "factoryFailed")
    log.check(
        "public function: tryOptional(name:args:) in do/catch that traps",
        publicTryOptionalNameArgsDoCatchTrap(good) == "single-7")
    log.check(
        "public function: tryOptional(variant:args:) with a dictionary with try",
        outcome { try publicTryOptionalDictionaryTry(good) } == "dict-7"
            && outcome { try publicTryOptionalDictionaryTry(broken) } == "factoryFailed")
    log.check(
        "public function: tryOptional(variant:args:) with a dictionary with try!",
        publicTryOptionalDictionaryForceTry(good) == "dict-7")
    log.check(
        "public function: tryOptional(variant:args:) with a dictionary with try?",
        publicTryOptionalDictionaryOptionalTry(good) == "dict-7"
            && publicTryOptionalDictionaryOptionalTry(broken) == nil)
    log.check(
        "public function: tryOptional(variant:args:) with a dictionary in do/catch",
        publicTryOptionalDictionaryDoCatch(good) == "dict-7"
            && publicTryOptionalDictionaryDoCatch(broken) == "factoryFailed")
    log.check(
        "public function: tryOptional(variant:args:) with a dictionary in do/catch that traps",
        publicTryOptionalDictionaryDoCatchTrap(good) == "dict-7")
    log.check(
        "public function: tryOptional(name:args:) with a dictionary with try",
        outcome { try publicTryOptionalNameDictionaryTry(good) } == "dict-7"
            && outcome { try publicTryOptionalNameDictionaryTry(broken) } == "factoryFailed")
    log.check(
        "public function: tryOptional(name:args:) with a dictionary with try!",
        publicTryOptionalNameDictionaryForceTry(good) == "dict-7")
    log.check(
        "public function: tryOptional(name:args:) with a dictionary with try?",
        publicTryOptionalNameDictionaryOptionalTry(good) == "dict-7"
            && publicTryOptionalNameDictionaryOptionalTry(broken) == nil)
    log.check(
        "public function: tryOptional(name:args:) with a dictionary in do/catch",
        publicTryOptionalNameDictionaryDoCatch(good) == "dict-7"
            && publicTryOptionalNameDictionaryDoCatch(broken) == "factoryFailed")
    log.check(
        "public function: tryOptional(name:args:) with a dictionary in do/catch that traps",
        publicTryOptionalNameDictionaryDoCatchTrap(good) == "dict-7")
    log.check(
        "public function: tryResolve(arguments:) with try",
        outcome { try publicTryResolveTypedTry(good) } == "typed-3"
            && outcome { try publicTryResolveTypedTry(broken) } == "factoryFailed")
    log.check("public function: tryResolve(arguments:) with try!", publicTryResolveTypedForceTry(good) == "typed-3")
    log.check(
        "public function: tryResolve(arguments:) with try?",
        publicTryResolveTypedOptionalTry(good) == "typed-3" && publicTryResolveTypedOptionalTry(broken) == nil)
    log.check(
        "public function: tryResolve(arguments:) in do/catch",
        publicTryResolveTypedDoCatch(good) == "typed-3" && publicTryResolveTypedDoCatch(broken) == "factoryFailed")
    log.check(
        "public function: tryResolve(arguments:) in do/catch that traps",
        publicTryResolveTypedDoCatchTrap(good) == "typed-3")
    log.check(
        "public function: tryResolve(variant:arguments:_:) with try",
        outcome { try publicTryResolveVariantTypedTry(good) } == "t-3"
            && outcome { try publicTryResolveVariantTypedTry(broken) } == "factoryFailed")
    log.check(
        "public function: tryResolve(variant:arguments:_:) with try!",
        publicTryResolveVariantTypedForceTry(good) == "t-3")
    log.check(
        "public function: tryResolve(variant:arguments:_:) with try?",
        publicTryResolveVariantTypedOptionalTry(good) == "t-3" && publicTryResolveVariantTypedOptionalTry(broken) == nil
    )
    log.check(
        "public function: tryResolve(variant:arguments:_:) in do/catch",
        publicTryResolveVariantTypedDoCatch(good) == "t-3"
            && publicTryResolveVariantTypedDoCatch(broken) == "factoryFailed")
    log.check(
        "public function: tryResolve(variant:arguments:_:) in do/catch that traps",
        publicTryResolveVariantTypedDoCatchTrap(good) == "t-3")
    log.check(
        "public function: tryResolve(name:arguments:_:) with try",
        outcome { try publicTryResolveNameTypedTry(good) } == "t-3"
            && outcome { try publicTryResolveNameTypedTry(broken) } == "factoryFailed")
    log.check(
        "public function: tryResolve(name:arguments:_:) with try!", publicTryResolveNameTypedForceTry(good) == "t-3")
    log.check(
        "public function: tryResolve(name:arguments:_:) with try?",
        publicTryResolveNameTypedOptionalTry(good) == "t-3" && publicTryResolveNameTypedOptionalTry(broken) == nil)
    log.check(
        "public function: tryResolve(name:arguments:_:) in do/catch",
        publicTryResolveNameTypedDoCatch(good) == "t-3" && publicTryResolveNameTypedDoCatch(broken) == "factoryFailed")
    log.check(
        "public function: tryResolve(name:arguments:_:) in do/catch that traps",
        publicTryResolveNameTypedDoCatchTrap(good) == "t-3")
}
