// `Resolver`: Resolver's name for the container, so Resolver's code reads unchanged.

/// The container's other name, so that code written for Resolver compiles unchanged.
///
/// `Resolver` and ``DependencyResolver`` are one type: `Resolver.register { ... }`,
/// `Resolver.resolve()`, `Resolver.main`, `Resolver(child: main)`, `extension Resolver: ResolverRegistering`
/// and a module's `registerDependencies(container: Resolver)` all mean the container. Inside a factory,
/// the `Resolver` it receives is the container its nested resolves start from (see the context rule
/// in the Hierarchies guide), so a child's overrides reach the dependencies of a factory registered in
/// its parent.
///
/// ```swift
/// Resolver.register { XYZSessionService() }
/// Resolver.register { r in XYZService(r.resolve()) }   // r: Resolver
/// let service: XYZService = Resolver.resolve()
/// ```
public typealias Resolver = DependencyResolver
