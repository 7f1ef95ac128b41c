internal import HierResolverRuntime

// The hooks the modules over the core build their scopes on (Resolver's `ResolverScope` in the
// `Resolver` target, Swinject's `ObjectScope` in `HierResolverSwinject`): a scope is a lifetime given to
// a registration after it is made, and, for one that keeps instances, a list of the registrations
// given it, whose `reset` drops their instances. One mechanism, the core's: a scope's lifetime is the
// registration's lifetime, its instances are kept where every persistent instance is, and a reset
// drops them as `reset()` does (`dropInstance()`, `DroppedInstance`).

/// A scope a module over the core gives registrations: the lifetime it stands for, and the
/// registrations it gave a lifetime that keeps instances, for its reset.
package protocol RegistrationScope: AnyObject, Sendable {
    /// The lifetime a registration given this scope gets.
    var lifetime: Lifetime { get }
    /// The registrations given this scope that keep their instances.
    var members: ScopeMembers { get }
}

/// The registrations given one scope that keep their instances, each held weakly with its container,
/// which owns it.
package final class ScopeMembers: @unchecked Sendable {
    private let members = Locked<[ScopedRegistration]>([])

    package init() {}

    /// Drops the instance of every registration still given `scope`, in every container (or only
    /// those `including` accepts, by container and registered type), running their `.teardown`
    /// blocks; the next resolve builds new ones. An instance being built meanwhile is handed to the
    /// resolve that asked for it but not kept, as with ``DependencyResolver/reset()``.
    package func reset(
        _ scope: any RegistrationScope, including: (DependencyResolver, Any.Type) -> Bool = { _, _ in true }
    ) {
        let live: [(DependencyResolver, AnyRegistration)] = members.withValue { members in
            members.removeAll { $0.container == nil || $0.registration == nil }
            return members.compactMap { member -> (DependencyResolver, AnyRegistration)? in
                guard let container = member.container, let registration = member.registration else { return nil }
                return (container, registration)
            }
        }
        let included = live.filter { including($0.0, $0.1.registeredType) }
        var dropped: [DroppedInstance] = []
        for (container, registration) in included {
            // Instances are torn down and released after the lock is let go: both may call back in.
            let instance = container.tree.lock.withLock {
                registration.extras?.scope === scope ? registration.dropInstance() : nil
            }
            if let instance { dropped.append(instance) }
        }
        DroppedInstance.tearDown(dropped)
    }

    /// Notes that `registration`, in `container`, was given this list's scope; the caller holds the
    /// tree lock.
    fileprivate func enlist(_ registration: AnyRegistration, in container: DependencyResolver) {
        members.withValue { members in
            if members.count >= 32, members.count.isMultiple(of: 32) {
                members.removeAll { $0.container == nil || $0.registration == nil }
            }
            members.append(ScopedRegistration(container: container, registration: registration))
        }
    }
}

/// A registration given a scope, held weakly with its container, which owns it.
private struct ScopedRegistration {
    weak var container: DependencyResolver?
    weak var registration: AnyRegistration?
}

extension RegistrationOptions {
    /// Gives the registration `scope`'s lifetime, and the `.implements` registrations serving its
    /// instances too; enlists it with the scope if that lifetime keeps instances. An instance already
    /// kept under another lifetime is dropped, with its teardown, as `replace` would. A registration
    /// with a `.teardown` block given a lifetime that keeps no instance stops the program, as
    /// `.teardown` on such a registration does.
    package func giveScope(_ scope: any RegistrationScope, file: StaticString, line: UInt) {
        guard isInstalled else { return }
        let (dropped, tornDown) = container.tree.lock.withLock { () -> (DroppedInstance?, Bool) in
            let dropped = registration.rescope(scope)
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
    /// lifetime, and enlists it with the scope if that lifetime keeps instances; returns the instance
    /// it kept if the lifetime changed. The caller holds the tree lock and releases what is returned
    /// after letting it go.
    func rescope(_ scope: any RegistrationScope) -> DroppedInstance? {
        let previous = lifetime
        lifetime = scope.lifetime
        if let forwards = extras?.forwards {
            for forward in forwards { forward.registration?.lifetime = scope.lifetime }
        }
        // Kept for every scope, so that a module can tell which scope a registration has; only a scope
        // that keeps instances lists the registration for its reset.
        extrasForUpdate.scope = scope
        if scope.lifetime == .persistent { scope.members.enlist(self, in: owner) }
        return previous == lifetime ? nil : dropInstance()
    }
}
