// The parts of a registration that few registrations have (storer, teardown, module, `.implements`
// links), kept apart so an ordinary registration stays small.

/// The parts of a registration that few registrations have.
final class RegistrationExtras {
    /// For a registration made by `.implements`: the registration it serves instances of.
    var implementation: AnyRegistration?
    /// The `.teardown` blocks, called with the kept instance when it is dropped.
    var teardown: TeardownBlocks?
    /// When the kept instance was kept, in the tree's order, so teardown runs newest first.
    var cachedOrder: UInt64 = 0
    /// The storer of `register(variant:resolver:storer:)`, called with a `T`.
    var storer: ((Any) -> Void)?
    /// Whether the factory is `@MainActor`: it builds only on the main actor, and an `await` resolve
    /// from elsewhere goes there to build it.
    var runsOnMainActor = false
    /// For a module type's registration: the installation of the module its factory makes.
    var moduleRun: ModuleRun?
    /// The `.implements` registrations serving this registration's instances, in the same tree: each
    /// may keep a copy of its persistent instance, which goes when this registration's goes.
    var forwards: [WeakRegistration] = []
    /// For a registration made from an initializer: the keys of its parameters, which its factory
    /// resolves, known without running it (`verify()` and ``DependencyResolver/dependencyGraph()`` read them).
    var dependencies: [RegistrationKey]?
    /// The scope that gave the registration its lifetime (Resolver's `.scope(...)` and
    /// `Resolver.defaultScope`, Swinject's `.inObjectScope(...)`), whose reset drops the instance, for a
    /// lifetime that keeps one; `nil` for none.
    var scope: (any RegistrationScope)?
    /// What a module keeps the registration's instances in for its scope, when the core keeps none
    /// (a Swinject custom scope's storage): handed back to the module when the scope is reset.
    var scopeStore: AnyObject?
    /// For a registration made by `contribute`: its id, or where it was contributed, for messages.
    var contribution: ContributionMark?

    init(implementation: AnyRegistration? = nil, storer: ((Any) -> Void)? = nil) {
        self.implementation = implementation
        self.storer = storer
    }

    /// These extras for a copy of their registration: the same blocks, no instance. A module that is
    /// still being installed is not waited for in the copy, which has what it registered so far.
    func copy(implementation: AnyRegistration?) -> RegistrationExtras {
        let copy = RegistrationExtras(implementation: implementation, storer: storer)
        copy.teardown = teardown
        copy.runsOnMainActor = runsOnMainActor
        copy.dependencies = dependencies
        copy.contribution = contribution
        if let moduleRun, moduleRun.awaitedBuilder == nil { copy.moduleRun = moduleRun }
        return copy
    }
}

/// A registration held weakly: `.implements` registrations and their implementation refer to each other.
struct WeakRegistration {
    weak var registration: AnyRegistration?
}

extension AnyRegistration {
    /// The extras, made on first use; the caller holds the tree lock.
    var extrasForUpdate: RegistrationExtras {
        if extras == nil { extras = RegistrationExtras() }
        return extras!
    }

    /// Tells this `.implements` registration's implementation about it, so that dropping the
    /// implementation's instance drops the copy this registration keeps; the caller holds the tree lock.
    func linkToImplementation() {
        guard let implementation = extras?.implementation, implementation.owner.tree === owner.tree else { return }
        let extras = implementation.extrasForUpdate
        // Links of `.implements` registrations that were ignored as duplicates, or removed, go.
        extras.forwards.removeAll { $0.registration == nil }
        extras.forwards.append(WeakRegistration(registration: self))
    }
}
