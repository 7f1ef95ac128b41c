import HierResolver

// Swinject's wrappers of a registered type: `T?`, `Lazy<T>` and `Provider<T>` resolve when `T` is
// registered (for the name and arguments asked). `T?` resolves through the container's own resolve;
// `Lazy` and `Provider` keep the registration found and build it through the core's resolve of it.

/// A type a `Container` resolves by resolving the type it wraps.
protocol InstanceWrapper {
    /// The wrapper around the instance of the wrapped type `container` resolves for `request`, or
    /// `nil` when none can be made.
    static func wrap(from container: Container, request: some ResolveRequest) -> Self?
}

extension Optional: InstanceWrapper {
    /// `.some(instance)` when `Wrapped` resolves, `.some(nil)` when it does not: Swinject's answer
    /// to `resolve(T?.self)`, whose outer optional is the resolve's own.
    static func wrap(from container: Container, request: some ResolveRequest) -> Self? {
        .some(container.resolve(Wrapped.self, request))
    }
}

/// An instance resolved the first time it is read, then kept: Swinject's `Lazy`.
///
/// ```swift
/// container.register(Animal.self) { _ in Cat(name: "Mimi") }
/// let lazyAnimal = container.resolve(Lazy<Animal>.self)!  // nothing built yet
/// let animal = lazyAnimal.instance                        // built now, and kept
/// ```
///
/// Resolving `Lazy<T>` returns `nil` when `T` is not registered (for the name and argument types
/// asked). The instance is built from the registration the `Lazy` was resolved from (even once the
/// key is registered again or removed), with the arguments it was resolved with, and, for a `Lazy`
/// a factory resolved, in that resolve's graph: a `.graph` dependency it built that is still alive
/// is the one the `Lazy` gives.
public final class Lazy<Service>: @unchecked Sendable, InstanceWrapper {
    private let make: () -> Service?
    private let kept = Locked<Service?>(nil)

    private init(make: @escaping () -> Service?) {
        self.make = make
    }

    static func wrap(from container: Container, request: some ResolveRequest) -> Lazy<Service>? {
        guard let kept = request.keep(Service.self, in: container.dependencyResolver) else { return nil }
        // The graph the `Lazy` was resolved in, to resolve its instance in later, as Swinject does.
        let graph = GraphIdentifier.current
        let link = container.link
        let standIn = container.isStandIn ? container : nil
        return Lazy {
            guard let container = standIn ?? link.object else { return nil }
            guard let graph else { return container.resolve(Service.self, request, kept: kept) }
            return container.withObjectGraph(graph) { _ in container.resolve(Service.self, request, kept: kept) }
        }
    }

    /// The instance: resolved on the first read, the same one on every later read. Stops the program
    /// with the reason when it can no longer be resolved, as a force-unwrapped resolve would.
    ///
    /// ```swift
    /// let lazyAnimal = container.resolve(Lazy<Animal>.self)!
    /// print(lazyAnimal.instance.name)
    /// ```
    public var instance: Service {
        if let instance = kept.withValue({ $0 }) { return instance }
        guard let made = make() else { cannotResolve(Service.self, wrapper: "Lazy") }
        return kept.withValue { kept in
            if let earlier = kept { return earlier }
            kept = made
            return made
        }
    }
}

/// A source of new instances, each read resolved anew: Swinject's `Provider`.
///
/// ```swift
/// container.register(Session.self) { _ in Session() }
/// let sessions = container.resolve(Provider<Session>.self)!
/// let first = sessions.instance
/// let second = sessions.instance  // resolved again
/// ```
///
/// Resolving `Provider<T>` returns `nil` when `T` is not registered (for the name and argument types
/// asked). Each instance is built from the registration the provider was resolved from (even once
/// the key is registered again or removed), with the arguments it was resolved with, under the
/// registration's scope (a `.container` registration gives its one instance each time; once it is
/// replaced or removed, which drops that instance, a new one, kept by the removed registration).
public final class Provider<Service>: @unchecked Sendable, InstanceWrapper {
    private let make: () -> Service?

    private init(make: @escaping () -> Service?) {
        self.make = make
    }

    static func wrap(from container: Container, request: some ResolveRequest) -> Provider<Service>? {
        guard let kept = request.keep(Service.self, in: container.dependencyResolver) else { return nil }
        let link = container.link
        let standIn = container.isStandIn ? container : nil
        return Provider { (standIn ?? link.object)?.resolve(Service.self, request, kept: kept) }
    }

    /// A newly resolved instance. Stops the program with the reason when it cannot be resolved, as a
    /// force-unwrapped resolve would.
    ///
    /// ```swift
    /// let sessions = container.resolve(Provider<Session>.self)!
    /// let session = sessions.instance
    /// ```
    public var instance: Service {
        guard let made = make() else { cannotResolve(Service.self, wrapper: "Provider") }
        return made
    }
}

/// Stops the program: a `Lazy` or `Provider` whose registration cannot be built has no instance to give.
private func cannotResolve(_ type: Any.Type, wrapper: String) -> Never {
    fatalError(
        "HierResolverSwinject: \(wrapper)<\(String(reflecting: type))>.instance could not resolve "
            + "`\(String(reflecting: type))`: its container was released or shut down, or the build failed (the "
            + "reason went to Container.loggingFunction).\nFix: keep the container alive, and its build working, "
            + "while the \(wrapper) is in use.")
}
