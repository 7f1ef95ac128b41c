import HierResolver

// Swinject's `Behavior`: told of each registration a container makes after the behavior was added,
// as the registration is installed.

/// Told of every registration made in a container after it was added: Swinject's `Behavior`.
///
/// ```swift
/// struct Announcing: Behavior {
///     func container<Type, Service>(
///         _ container: Container, didRegisterType type: Type.Type, toService entry: ServiceEntry<Service>,
///         withName name: String?
///     ) {
///         print("\(type) registered as \(Service.self)")
///     }
/// }
/// let container = Container(behaviors: [Announcing()])
/// container.register(Animal.self) { _ in Cat(name: "Mimi") }  // prints "Animal registered as Animal"
/// ```
///
/// A forward (`.implements(...)` or `forward(_:name:to:)`) is told with the forwarded type and the
/// service's entry.
public protocol Behavior {
    /// Called after `entry` was registered as `type` under `name` in `container`.
    ///
    /// ```swift
    /// func container<Type, Service>(
    ///     _ container: Container, didRegisterType type: Type.Type, toService entry: ServiceEntry<Service>,
    ///     withName name: String?
    /// ) {
    ///     entry.inObjectScope(.container)  // every registration keeps its instance
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - container: The container the registration was made in.
    ///   - type: The type registered: the service's, or a type it is forwarded as.
    ///   - entry: The registration.
    ///   - name: The registration's name; `nil` for none.
    func container<Type, Service>(
        _ container: Container, didRegisterType type: Type.Type, toService entry: ServiceEntry<Service>,
        withName name: String?
    )
}
