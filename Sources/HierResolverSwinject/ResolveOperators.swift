// SwinjectAutoregistration's `~>` operators, as its users write them in factories:
// `Owner(pet: r ~> Animal.self)`, `Owner(pet: r~>)`. Each is a resolve that stops the program with
// the reason on a miss, as the original's force-unwrapped resolve does. One of the original's forms
// is left out: `r ~> (Service.self, arguments: a, b, c)`, three arguments without a name. Swift
// reorders tuple labels implicitly (a deprecated conversion it still makes), so that tuple also fits
// the named two-argument form, `(Service.self, name: n, arguments: a, b)`, and the call is either
// ambiguous or goes to the wrong registration; write `r.resolve(Service.self, arguments: a, b, c)`.

postfix operator ~>

/// Resolves the type the context asks for: SwinjectAutoregistration's postfix `~>`.
///
/// ```swift
/// container.register(Owner.self) { r in Owner(pet: r~>) }
/// ```
///
/// - Parameter resolver: The resolver to resolve from (a factory's `r`).
/// - Returns: The instance; a miss stops the program with the reason.
public postfix func ~> <Service>(resolver: Resolver) -> Service {
    resolved(resolver.resolve(Service.self), Service.self, name: nil)
}

/// Resolves `service`: SwinjectAutoregistration's `r ~> Service.self`, `r.resolve(Service.self)!`
/// in Swinject.
///
/// ```swift
/// container.register(Owner.self) { r in Owner(pet: r ~> Animal.self) }
/// ```
///
/// - Parameters:
///   - resolver: The resolver to resolve from (a factory's `r`).
///   - service: The type to resolve.
/// - Returns: The instance; a miss stops the program with the reason.
public func ~> <Service>(resolver: Resolver, service: Service.Type) -> Service {
    resolved(resolver.resolve(service), service, name: nil)
}

/// Resolves `service` under `name`: SwinjectAutoregistration's `r ~> (Service.self, name: "...")`.
///
/// ```swift
/// container.register(Animal.self, name: "cat") { _ in Cat(name: "Mimi") }
/// container.register(Owner.self) { r in Owner(pet: r ~> (Animal.self, name: "cat")) }
/// ```
///
/// - Parameters:
///   - resolver: The resolver to resolve from (a factory's `r`).
///   - key: The type to resolve and the registration's name.
/// - Returns: The instance; a miss stops the program with the reason.
public func ~> <Service>(resolver: Resolver, key: (service: Service.Type, name: String)) -> Service {
    resolved(resolver.resolve(key.service, name: key.name), key.service, name: key.name)
}

/// Resolves `service` from the registration that takes one argument of this type:
/// SwinjectAutoregistration's `r ~> (Service.self, argument: value)`.
///
/// ```swift
/// container.register(Animal.self) { (_, name: String) in Cat(name: name) }
/// container.register(Owner.self) { r in Owner(pet: r ~> (Animal.self, argument: "Mimi")) }
/// ```
///
/// - Parameters:
///   - resolver: The resolver to resolve from (a factory's `r`).
///   - key: The type to resolve and the argument passed to its factory.
/// - Returns: The instance; a miss stops the program with the reason.
public func ~> <Service, Argument>(resolver: Resolver, key: (service: Service.Type, argument: Argument)) -> Service {
    resolved(resolver.resolve(key.service, argument: key.argument), key.service, name: nil)
}

/// Resolves `service` under `name` from the registration that takes one argument of this type:
/// SwinjectAutoregistration's `r ~> (Service.self, name: "...", argument: value)`.
///
/// ```swift
/// container.register(Animal.self, name: "cat") { (_, name: String) in Cat(name: name) }
/// container.register(Owner.self) { r in Owner(pet: r ~> (Animal.self, name: "cat", argument: "Mimi")) }
/// ```
///
/// - Parameters:
///   - resolver: The resolver to resolve from (a factory's `r`).
///   - key: The type to resolve, the registration's name and the argument passed to its factory.
/// - Returns: The instance; a miss stops the program with the reason.
public func ~> <Service, Argument>(
    resolver: Resolver, key: (service: Service.Type, name: String, argument: Argument)
) -> Service {
    resolved(resolver.resolve(key.service, name: key.name, argument: key.argument), key.service, name: key.name)
}

/// Resolves `service` from the registration that takes two arguments of these types:
/// SwinjectAutoregistration's `r ~> (Service.self, arguments: first, second)`.
///
/// ```swift
/// container.register(Animal.self) { (_, first: String, second: String) in Cat(name: first + second) }
/// container.register(Owner.self) { r in Owner(pet: r ~> (Animal.self, arguments: "Mi", "mi")) }
/// ```
///
/// - Parameters:
///   - resolver: The resolver to resolve from (a factory's `r`).
///   - key: The type to resolve and the arguments passed to its factory, in order.
/// - Returns: The instance; a miss stops the program with the reason.
public func ~> <Service, First, Second>(
    resolver: Resolver, key: (Service.Type, arguments: First, Second)
) -> Service {
    resolved(resolver.resolve(key.0, arguments: key.1, key.2), key.0, name: nil)
}

/// Resolves `service` under `name` from the registration that takes two arguments of these types:
/// SwinjectAutoregistration's `r ~> (Service.self, name: "...", arguments: first, second)`.
///
/// ```swift
/// container.register(Animal.self, name: "pair") { (_, first: String, second: String) in Cat(name: first + second) }
/// container.register(Owner.self) { r in Owner(pet: r ~> (Animal.self, name: "pair", arguments: "Mi", "mi")) }
/// ```
///
/// - Parameters:
///   - resolver: The resolver to resolve from (a factory's `r`).
///   - key: The type to resolve, the registration's name and the arguments passed to its factory.
/// - Returns: The instance; a miss stops the program with the reason.
public func ~> <Service, First, Second>(
    resolver: Resolver, key: (Service.Type, name: String, arguments: First, Second)
) -> Service {
    resolved(resolver.resolve(key.0, name: key.1, arguments: key.2, key.3), key.0, name: key.1)
}

/// Resolves `service` under `name` from the registration that takes three arguments of these types:
/// SwinjectAutoregistration's `r ~> (Service.self, name: "...", arguments: first, second, third)`.
///
/// ```swift
/// container.register(Animal.self, name: "three") { (_, a: String, b: String, c: String) in Cat(name: a + b + c) }
/// container.register(Owner.self) { r in Owner(pet: r ~> (Animal.self, name: "three", arguments: "M", "i", "mi")) }
/// ```
///
/// - Parameters:
///   - resolver: The resolver to resolve from (a factory's `r`).
///   - key: The type to resolve, the registration's name and the arguments passed to its factory.
/// - Returns: The instance; a miss stops the program with the reason.
public func ~> <Service, First, Second, Third>(
    resolver: Resolver, key: (Service.Type, name: String, arguments: First, Second, Third)
) -> Service {
    resolved(resolver.resolve(key.0, name: key.1, arguments: key.2, key.3, key.4), key.0, name: key.1)
}

/// The instance a `~>` resolved, or a stop naming what was asked, as a force-unwrapped resolve would.
private func resolved<Service>(_ instance: Service?, _ type: Service.Type, name: String?) -> Service {
    guard let instance else {
        fatalError(
            "HierResolverSwinject: `~>` could not resolve `\(String(reflecting: type))`"
                + (name.map { " named \"\($0)\"" } ?? "")
                + ": nothing is registered for it with these argument types, or its build failed (the reason went to "
                + "Container.loggingFunction).\nFix: register it, or resolve with `resolve(_:)`, which returns nil.")
    }
    return instance
}
