import HierResolver

// Swinject's object scopes: names for the core's lifetimes, given with `.inObjectScope(...)`, on the
// core's scope hooks (`RegistrationScope`), as Resolver's `ResolverScope` is: one mechanism gives a
// registration its lifetime and resets a scope's instances for both.

/// Swinject's name for a scope: how long a registration's instances live.
///
/// | object scope | lifetime | as in Swinject |
/// |---|---|---|
/// | ``ObjectScope/graph`` (the default) | ``HierResolver/Lifetime/graph`` | yes: one instance per top-level resolve |
/// | ``ObjectScope/transient`` | ``HierResolver/Lifetime/ephemeral`` | yes: a new instance for every resolve |
/// | ``ObjectScope/container`` | ``HierResolver/Lifetime/persistent`` | one instance per owning container (see below) |
/// | ``ObjectScope/weak`` | ``HierResolver/Lifetime/transient`` | yes: shared while something else holds it |
///
/// ```swift
/// let container = Container()
/// container.register(Session.self) { _ in Session() }.inObjectScope(.container)
/// container.register(Request.self) { _ in Request() }.inObjectScope(.transient)
/// ```
///
/// A registration that names no scope is `.graph`, Swinject's default, unless the container was made
/// with `Container(defaultObjectScope:)`.
///
/// > Important: A `.container` instance belongs to the container that holds the registration, and is
/// > built there: a child's overrides do not reach a parent's `.container` instance, as they do in
/// > Swinject when the child resolves it first. Register the dependency in the child too to have one
/// > per child.
///
/// `.weak` keeps an object while something else holds it strongly, and builds a value type (which
/// cannot be held weakly) anew for every resolve, as Swinject's does. Custom Swinject scopes
/// (`ObjectScope(storageFactory:)`) have no counterpart yet: `.container` with ``reset()`` is the
/// nearest.
public final class ObjectScope: RegistrationScope, @unchecked Sendable, CustomStringConvertible {
    /// The lifetime a registration in this scope gets.
    package let lifetime: Lifetime
    /// The registrations in this scope that keep an instance, for ``reset()``.
    package let members = ScopeMembers()
    /// Swinject's name for the scope, for `description`.
    private let name: String

    package init(lifetime: Lifetime, name: String) {
        self.lifetime = lifetime
        self.name = name
    }

    /// One instance per top-level resolve: Swinject's `.graph`, the default, the core's ``HierResolver/Lifetime/graph``.
    ///
    /// ```swift
    /// container.register(Request.self) { _ in Request() }.inObjectScope(.graph)
    /// ```
    public static let graph = ObjectScope(lifetime: .graph, name: "graph")

    /// A new instance for every resolve: Swinject's `.transient`, the core's ``HierResolver/Lifetime/ephemeral``.
    ///
    /// ```swift
    /// container.register(Request.self) { _ in Request() }.inObjectScope(.transient)
    /// ```
    public static let transient = ObjectScope(lifetime: .ephemeral, name: "transient")

    /// One instance per owning container: Swinject's `.container`, the core's ``HierResolver/Lifetime/persistent``.
    ///
    /// ```swift
    /// container.register(Session.self) { _ in Session() }.inObjectScope(.container)
    /// ```
    public static let container = ObjectScope(lifetime: .persistent, name: "container")

    /// The same object while something else holds it strongly, then a new one: Swinject's `.weak`,
    /// the core's ``HierResolver/Lifetime/transient``.
    ///
    /// ```swift
    /// container.register(Document.self) { _ in Document() }.inObjectScope(.weak)
    /// ```
    public static let weak = ObjectScope(lifetime: .transient, name: "weak")

    /// Drops the instances of every registration given this scope with `.inObjectScope(...)`, in every
    /// container, running their `.teardown` blocks; the next resolve builds new ones. Does nothing for
    /// a scope that keeps no instance (``graph``, ``transient``, ``weak``).
    ///
    /// ```swift
    /// container.register(Session.self) { _ in Session() }.inObjectScope(.container)
    /// ObjectScope.container.reset()  // at log-out: the next resolve builds a new Session
    /// ```
    public func reset() {
        members.reset(self)
    }

    /// Swinject's name of the scope: `graph`, `transient`, `container` or `weak`.
    ///
    /// ```swift
    /// let name = ObjectScope.weak.description
    /// assert(name == "weak")
    /// ```
    public var description: String { name }
}

extension RegistrationOptions {
    /// Gives the registration the lifetime of an object scope: Swinject's trailing `.inObjectScope(...)`.
    ///
    /// ```swift
    /// container.register(Session.self) { _ in Session() }.inObjectScope(.container)
    /// container.autoregister(Session.self, initializer: Session.init).inObjectScope(.container)
    /// ```
    ///
    /// It chains with `.implements` and the rest, and a `.container` registration's instance is
    /// dropped by ``ObjectScope/reset()``.
    ///
    /// > Important: Call it where the registration is made, before anything resolves it.
    ///
    /// - Parameters:
    ///   - objectScope: The scope whose lifetime the registration gets.
    ///   - file: The file a misuse is reported in; the caller's by default.
    ///   - line: The line a misuse is reported at; the caller's by default.
    /// - Returns: These options, to chain more configuration.
    @discardableResult
    public func inObjectScope(_ objectScope: ObjectScope, file: StaticString = #fileID, line: UInt = #line)
        -> RegistrationOptions<T>
    {
        giveScope(objectScope, file: file, line: line)
        return self
    }
}
