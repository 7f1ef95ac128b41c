import HierResolver

// Swinject's `Resolver`: what a factory receives and what a `Container` is, with `resolve` returning
// an optional. Every form goes to the core container the resolver stands for.

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
/// ``Container`` is the conforming type this module makes, and what a factory receives: the
/// `Container` the resolve was made through (a child, when a child resolved a parent's
/// registration; the parent, for a parent's `.container` or `.weak` registration), so `r as? Container` is
/// that container, as in Swinject.
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
