/// What factories and modules receive: a container to register into and resolve from.
///
/// ``DependencyResolver`` is a `Resolver`. Inside a factory, the `Resolver` is the container the
/// factory's nested resolves start from (see the context rule in the Hierarchies guide), so
/// a child's overrides reach the dependencies of a factory registered in its parent.
///
/// ```swift
/// let app = DependencyResolver()
/// app.register { XYZSessionService() }
/// app.register { r in XYZService(r.resolve()) }   // r: Resolver
/// ```
public protocol Resolver: Sendable {
    /// The container this resolver registers into and resolves from.
    ///
    /// ```swift
    /// app.register { r in Logger(label: r.container.name ?? "app") }
    /// ```
    var container: DependencyResolver { get }
}
