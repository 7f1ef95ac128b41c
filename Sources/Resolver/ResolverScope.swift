import HierResolver

// Resolver's scopes: names for lifetimes, given to a registration after it is made (`.scope(...)`),
// and the cache scopes whose `reset()` drops the instances of every registration scoped with them.
// Built on the core's scope hooks (`RegistrationScope`): a scope's lifetime is the registration's,
// and a reset drops instances as the core's `reset()` does.

/// Resolver's name for a lifetime, given to a registration with ``HierResolver/RegistrationOptions/scope(_:file:line:)``.
///
/// | scope | lifetime |
/// |---|---|
/// | ``application``, ``cached``, ``container``, a ``ResolverScopeCache`` of your own | ``HierResolver/Lifetime/persistent`` |
/// | ``shared`` | ``HierResolver/Lifetime/transient`` |
/// | ``graph`` (the default) | ``HierResolver/Lifetime/graph`` |
/// | ``unique`` | ``HierResolver/Lifetime/ephemeral`` |
///
/// ```swift
/// Resolver.register { Session() }.scope(.application)
/// Resolver.register { Document() }.scope(.shared)
/// Resolver.register { Request() }.scope(.unique)
/// ```
///
/// A persistent instance still belongs to the container that owns its registration, as every
/// persistent instance does; ``reset()`` on a cache scope drops the instances of the registrations
/// scoped with it, in every container.
public class ResolverScope: RegistrationScope, @unchecked Sendable, CustomStringConvertible {
    /// The lifetime a registration scoped with this scope gets.
    package let lifetime: Lifetime
    /// Resolver's name for the scope, for `description`.
    private let name: String

    package init(lifetime: Lifetime, name: String) {
        self.lifetime = lifetime
        self.name = name
    }

    /// One instance per owning container, until a reset: Resolver's `.application`.
    ///
    /// ```swift
    /// Resolver.register { Session() }.scope(.application)
    /// ```
    public static let application = ResolverScopeCache(name: "application")

    /// One instance per owning container until ``reset()``: Resolver's `.cached`.
    ///
    /// ```swift
    /// Resolver.register { Session() }.scope(.cached)
    /// ResolverScope.cached.reset()  // the next resolve builds a new Session
    /// ```
    public static let cached = ResolverScopeCache(name: "cached")

    /// One instance per owning container, until a reset: Resolver's per-container `.container`.
    ///
    /// ```swift
    /// let mock = Resolver(child: .main)
    /// mock.register { Session() }.scope(.container)  // the mock container's own Session
    /// ```
    public static let container = ResolverScopeCache(name: "container")

    /// The same object while someone else holds it, then a new one: ``HierResolver/Lifetime/transient``.
    ///
    /// ```swift
    /// Resolver.register { Document() }.scope(.shared)
    /// ```
    public static let shared = ResolverScope(lifetime: .transient, name: "shared")

    /// One instance per top-level resolve: ``HierResolver/Lifetime/graph``, the default.
    ///
    /// ```swift
    /// Resolver.register { XYZCombinedService() }.scope(.graph)
    /// ```
    public static let graph = ResolverScope(lifetime: .graph, name: "graph")

    /// A new instance for every resolve: ``HierResolver/Lifetime/ephemeral``.
    ///
    /// ```swift
    /// Resolver.register { Request() }.scope(.unique)
    /// ```
    public static let unique = ResolverScope(lifetime: .ephemeral, name: "unique")

    /// Drops the instances of every registration scoped with this scope, in every container, running
    /// their `.teardown` blocks; the next resolve builds new ones. Does nothing for a scope that keeps
    /// no instance (``shared``, ``graph``, ``unique``).
    ///
    /// ```swift
    /// extension ResolverScope {
    ///     static let session = ResolverScopeCache()
    /// }
    ///
    /// Resolver.register { Session() }.scope(.session)
    /// ResolverScope.session.reset()  // at log-out: the next resolve builds a new Session
    /// ```
    ///
    /// An instance that is being built while `reset()` runs is handed to the resolve that asked for it
    /// but not kept, as with ``HierResolver/DependencyResolver/reset()``. Only the registrations given this scope
    /// with ``HierResolver/RegistrationOptions/scope(_:file:line:)`` (or by `Resolver.defaultScope`) are reset;
    /// the same lifetime named with `lifetime:` belongs to no scope.
    public func reset() {
        DependencyResolver.resetScope(self)
    }

    /// Resolver's name of the scope: `application`, `cached`, `container`, `shared`, `graph`, `unique`,
    /// or `cache` for a scope of your own.
    ///
    /// ```swift
    /// let name = ResolverScope.shared.description
    /// assert(name == "shared")
    /// ```
    public var description: String { name }
}

/// A scope that keeps one instance per registration until it is reset: Resolver's `.application`,
/// `.cached` and `.container`, and the scopes an app declares for itself.
///
/// ```swift
/// extension ResolverScope {
///     static let session = ResolverScopeCache()
/// }
///
/// Resolver.register { Session() }.scope(.session)
/// ResolverScope.session.reset()  // drops the Session of every container
/// ```
///
/// Its registrations are ``HierResolver/Lifetime/persistent``: the instance belongs to the container that owns the
/// registration, and goes with that container, with ``HierResolver/DependencyResolver/reset()``, or with this
/// scope's ``ResolverScope/reset()``.
public final class ResolverScopeCache: ResolverScope, @unchecked Sendable {
    /// Makes a cache scope of your own, to reset apart from the others.
    ///
    /// ```swift
    /// extension ResolverScope {
    ///     static let session = ResolverScopeCache()
    /// }
    /// ```
    public init() {
        super.init(lifetime: .persistent, name: "cache")
    }

    init(name: String) {
        super.init(lifetime: .persistent, name: name)
    }
}
