// Swinject's object scopes: names for the core's lifetimes, given with `.inObjectScope(...)`. They are
// Resolver's scopes (`ResolverScope`) under Swinject's names, so one mechanism gives a registration
// its lifetime and resets a cache scope for both.

/// Swinject's name for a scope: how long a registration's instances live.
///
/// | object scope | lifetime | as in Swinject |
/// |---|---|---|
/// | ``ResolverScope/graph`` (the default) | ``Lifetime/graph`` | yes: one instance per top-level resolve |
/// | ``ResolverScope/transient`` | ``Lifetime/ephemeral`` | yes: a new instance for every resolve |
/// | ``ResolverScope/container`` | ``Lifetime/persistent`` | one instance per owning container (see below) |
/// | ``ResolverScope/weak`` | ``Lifetime/transient`` | yes: shared while something else holds it |
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
/// (`ObjectScope(storageFactory:)`) have no counterpart: use a ``ResolverScopeCache``, which is
/// persistent and resettable.
public typealias ObjectScope = ResolverScope

extension ResolverScope {
    /// A new instance for every resolve: Swinject's `.transient`, the core's ``Lifetime/ephemeral``.
    ///
    /// ```swift
    /// container.register(Request.self) { _ in Request() }.inObjectScope(.transient)
    /// ```
    public static let transient = ResolverScope(lifetime: .ephemeral, name: "transient")

    /// The same object while something else holds it strongly, then a new one: Swinject's `.weak`,
    /// the core's ``Lifetime/transient``.
    ///
    /// ```swift
    /// container.register(Document.self) { _ in Document() }.inObjectScope(.weak)
    /// ```
    public static let weak = ResolverScope(lifetime: .transient, name: "weak")
}

extension RegistrationOptions {
    /// Gives the registration the lifetime of an object scope: Swinject's trailing `.inObjectScope(...)`.
    ///
    /// ```swift
    /// container.register(Session.self) { _ in Session() }.inObjectScope(.container)
    /// container.autoregister(Session.self, initializer: Session.init).inObjectScope(.container)
    /// ```
    ///
    /// The same as ``RegistrationOptions/scope(_:file:line:)``: it chains with `.implements` and the
    /// rest, and a `.container` registration's instance is dropped by `ObjectScope.container.reset()`.
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
        scope(objectScope, file: file, line: line)
    }
}
