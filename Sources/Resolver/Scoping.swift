import HierResolver

// Giving a registration a Resolver scope: `.scope(...)` after `register`, and `Resolver.defaultScope`,
// the scope of every later registration that names none, in every container without a default of its own.

extension RegistrationOptions {
    /// Gives the registration the lifetime of a Resolver scope: Resolver's trailing `.scope(...)`.
    ///
    /// ```swift
    /// Resolver.register { Session() }.scope(.application)
    /// Resolver.register { XYZCombinedService() }
    ///     .implements(XYZUpdating.self)
    ///     .scope(.cached)
    /// ```
    ///
    /// It chains with ``implements(_:)``, `resolveProperties` and `.teardown` in any
    /// order: the `.implements` registrations get the new lifetime too. A cache scope
    /// (``ResolverScope/application``, ``ResolverScope/cached``, ``ResolverScope/container`` or a
    /// ``ResolverScopeCache`` of your own) makes the registration ``HierResolver/Lifetime/persistent`` and lets
    /// that scope's ``ResolverScope/reset()`` drop its instance.
    ///
    /// > Important: Call it where the registration is made, before anything resolves it, as Resolver's
    /// > code does. The lifetime is changed under the tree's lock, but a resolve reads it without one;
    /// > an instance already kept under the old lifetime is dropped (with its teardown), as `replace` would.
    ///
    /// A registration with a `.teardown` block must keep its instances: a scope that keeps none
    /// (``ResolverScope/graph``, ``ResolverScope/unique``) stops the program, as `.teardown` on such a
    /// registration does.
    ///
    /// - Parameters:
    ///   - scope: The scope whose lifetime the registration gets.
    ///   - file: The file a misuse is reported in; the caller's by default.
    ///   - line: The line a misuse is reported at; the caller's by default.
    /// - Returns: These options, to chain more configuration.
    @discardableResult
    public func scope(_ scope: ResolverScope, file: StaticString = #fileID, line: UInt = #line) -> RegistrationOptions<
        T
    > {
        giveScope(scope, file: file, line: line)
        return self
    }
}

extension DependencyResolver {
    /// The scope of every later registration that names neither a lifetime nor a scope, in every
    /// container that did not set its own ``HierResolver/DependencyResolver/defaultLifetime``: Resolver's `defaultScope`, for the whole
    /// process. ``ResolverScope/graph`` unless set.
    ///
    /// ```swift
    /// Resolver.defaultScope = .application
    /// Resolver.register { Session() }  // persistent, reset by ResolverScope.application.reset()
    /// Resolver.register { Request() }.scope(.unique)  // a scope of its own
    /// ```
    ///
    /// A container's ``HierResolver/DependencyResolver/defaultLifetime``, once set, wins over it for that container, and a child made
    /// afterwards starts with it; a container that never set one (and whose parent had none when the
    /// child was made) follows `defaultScope`, also when it changes later. A registration takes the
    /// default when it is made: changing it later changes no registration already made.
    ///
    /// > Important: It is one setting for every container of the process, as in Resolver: set it once,
    /// > at launch, before registering. A library or a test that needs a lifetime should name it.
    public static var defaultScope: ResolverScope {
        get { processDefaultScope as? ResolverScope ?? .graph }
        set { processDefaultScope = newValue }
    }
}
