import HierResolver

// Swinject's `Resolver`: what a factory receives and what a `Container` is, with `resolve` returning
// an optional. Every form goes to the `Container` a factory was handed, which goes to the core.

/// Resolves services: Swinject's `Resolver`, what a factory receives. Each `resolve` returns `nil`
/// when nothing is registered for the type, name and argument types (or the build fails), and
/// never stops the program.
///
/// ```swift
/// let container = Container()
/// container.register(Animal.self) { _ in Cat(name: "Mimi") }
/// container.register(Owner.self) { r in Owner(pet: r.resolve(Animal.self)!) }
/// let owner = container.resolve(Owner.self)!
/// ```
///
/// ``Container`` is the conforming type this module makes. A factory's resolver stands for the
/// container the instance is built in (a child's, when a child resolved a parent's registration); it
/// resolves as that container does, but is not a `Container` object (`r as? Container` is `nil`).
///
/// The `resolve` forms are this protocol's own, compiled where they are called for the type asked:
/// a conforming type provides only ``dependencyResolver``, the HierResolver container they resolve
/// from (a test double can be a `Container` holding doubles).
public protocol Resolver {
    /// The HierResolver container this resolver's resolves go to.
    ///
    /// ```swift
    /// let resolver: Resolver = Container()
    /// let core = resolver.dependencyResolver
    /// _ = core
    /// ```
    var dependencyResolver: DependencyResolver { get }
}
