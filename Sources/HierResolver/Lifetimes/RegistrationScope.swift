internal import HierResolverRuntime

// The hooks the modules over the core build their scopes on (Resolver's `ResolverScope` in the
// `Resolver` target, Swinject's `ObjectScope` in `HierResolverSwinject`): a scope is a lifetime given to
// a registration after it is made, noted on the registration, and a reset of the scope drops the
// instances of the registrations that have it. One mechanism, the core's: a scope's lifetime is the
// registration's lifetime, its instances are kept where every persistent instance is, and a reset
// drops them as `reset()` does (`dropInstance()`, `DroppedInstance`).

/// A scope a module over the core gives registrations: the lifetime it stands for. A reset of the
/// scope finds the registrations given it where they are, in the live containers
/// (``DependencyResolver/resetScope(_:from:including:emptying:)``): no list of them is kept, which
/// would hold each registration and container weakly, and a weak reference moves every retain of
/// what it points to onto the runtime's slow path.
package protocol RegistrationScope: AnyObject, Sendable {
    /// The lifetime a registration given this scope gets.
    var lifetime: Lifetime { get }
}

extension RegistrationOptions {
    /// Gives the registration `scope`'s lifetime, and the `.implements` registrations serving its
    /// instances too, and notes the scope on it, for a reset of the scope. An instance already
    /// kept under another lifetime is dropped, with its teardown, as `replace` would. A registration
    /// with a `.teardown` block given a lifetime that keeps no instance stops the program, as
    /// `.teardown` on such a registration does.
    ///
    /// `store` is what the module keeps the registration's instances in for the scope, if the core
    /// keeps none for it (a Swinject custom scope's storage), which a reset of the scope hands back.
    package func giveScope(
        _ scope: any RegistrationScope, store: AnyObject? = nil, file: StaticString, line: UInt
    ) {
        guard isInstalled else { return }
        let (dropped, tornDown) = container.tree.lock.withLock { () -> (DroppedInstance?, Bool) in
            let dropped = registration.rescope(scope)
            if store != nil || registration.extras?.scopeStore != nil {
                registration.extrasForUpdate.scopeStore = store
            }
            return (dropped, registration.extras?.teardown != nil && !registration.lifetime.isShared)
        }
        if let dropped { DroppedInstance.tearDown([dropped]) }
        if tornDown { trap(FailureReport.teardownNeedsKeptInstance(registration), file: file, line: line) }
    }
}

extension DependencyResolver {
    /// The scope of every later registration that names no lifetime, in every container that did not
    /// set its own ``defaultLifetime``, for the whole process; `nil` (`.graph`) unless set. Resolver's
    /// `defaultScope` is this.
    package static var processDefaultScope: (any RegistrationScope)? {
        get { hier_resolver_default_scope_was_set() == 0 ? nil : processDefaultScopeStore.withValue { $0 } }
        set {
            processDefaultScopeStore.set(newValue)
            hier_resolver_note_default_scope_set()
        }
    }

    /// The process-wide default scope; read once `hier_resolver_default_scope_was_set()` says it was set.
    private static let processDefaultScopeStore = Locked<(any RegistrationScope)?>(nil)

    /// Makes `scope` this container's default: every later registration that names no lifetime is
    /// given it (Swinject's `Container(defaultObjectScope:)`), until ``defaultLifetime`` is set.
    package func setDefaultScope(_ scope: any RegistrationScope) {
        tree.lock.withLock {
            lifetimeDefault = scope.lifetime
            scopeDefault = scope
        }
    }

    /// The lifetime a registration of this container gets when it names none; the caller holds the tree lock.
    var effectiveLifetimeDefault: Lifetime {
        lifetimeDefault ?? Self.processDefaultScope?.lifetime ?? .graph
    }

    /// Gives `registration`, which names no lifetime, this container's default (its default scope,
    /// if it has one), or the process-wide default scope (then given that scope); the caller holds
    /// the tree lock.
    func applyDefaultLifetime(to registration: AnyRegistration) {
        if let scopeDefault {
            _ = registration.rescope(scopeDefault)
        } else if let lifetimeDefault {
            registration.lifetime = lifetimeDefault
        } else if let scope = Self.processDefaultScope {
            _ = registration.rescope(scope)
        } else {
            registration.lifetime = .graph
        }
    }
}

extension AnyRegistration {
    /// Gives this registration, and the `.implements` registrations serving its instances, `scope`'s
    /// lifetime, and notes the scope on it; returns the instance
    /// it kept if the lifetime changed. The caller holds the tree lock and releases what is returned
    /// after letting it go.
    func rescope(_ scope: any RegistrationScope) -> DroppedInstance? {
        let previous = lifetime
        lifetime = scope.lifetime
        if let forwards = extras?.forwards {
            for forward in forwards { forward.registration?.lifetime = scope.lifetime }
        }
        // Kept for every scope, so that a module can tell which scope a registration has, and a reset
        // of the scope finds the registration.
        extrasForUpdate.scope = scope
        return previous == lifetime ? nil : dropInstance()
    }
}

extension DependencyResolver {
    /// Drops the instance each registration given `scope` keeps, with its teardown, in `container`
    /// and its ancestors, or in every live container when `container` is `nil`; only for the
    /// registrations `including` accepts, by their container and registered type. The stores a module
    /// gave such registrations (``RegistrationOptions/giveScope(_:store:file:line:)``) go to
    /// `emptying`. An instance being built meanwhile is handed to the resolve that asked for it but
    /// not kept, as with ``reset()``.
    package static func resetScope(
        _ scope: any RegistrationScope, from container: DependencyResolver? = nil,
        including: (DependencyResolver, Any.Type) -> Bool = { _, _ in true }, emptying: (AnyObject) -> Void = { _ in }
    ) {
        let containers =
            container?.ancestry
            ?? LiveContainers.roots.live().flatMap { root in
                [root] + root.tree.lock.withLock { root.descendantsLocked() }
            }
        var dropped: [DroppedInstance] = []
        var stores: [AnyObject] = []
        for container in containers {
            // Instances are torn down and released after the lock is let go: both may call back in.
            container.tree.lock.withLock {
                container.registrations.forEachRegistration { registration in
                    guard let extras = registration.extras, extras.scope === scope,
                        including(container, registration.registeredType)
                    else { return }
                    if let store = extras.scopeStore { stores.append(store) }
                    if let instance = registration.dropInstance() { dropped.append(instance) }
                }
            }
        }
        DroppedInstance.tearDown(dropped)
        for store in stores { emptying(store) }
    }
}
