// What the inlined resolve path reads of a container and of its tree, laid out for it.

/// What a resolve reads of a container's tree, which never changes: two stored properties of
/// ``DependencyResolver`` hold this and ``ContainerCore`` (a class's stored properties are declared
/// in its body), so that their layout is declared here. A constant, so that a loop of resolves
/// reads it once.
@usableFromInline
struct TreeHandles {
    /// The tree lock's mutex, which the resolve path locks without retaining the lock.
    @usableFromInline let mutex: MutexHandle
    /// The tree's flags, held by the tree (which the container holds): read without retaining them.
    @usableFromInline unowned(unsafe) let flags: TreeFlags
}

/// What a resolve reads of a container that changes as registrations come and go. Guarded by the
/// tree lock.
@usableFromInline
struct ContainerCore: ~Copyable {
    /// This container's own registrations.
    @usableFromInline var registrations = RegistrationTable(owning: true)
    /// Lookups already walked up the chain, valid while `viewEpoch == handles.flags.epoch`.
    @usableFromInline var view = RegistrationTable(owning: false)
    @usableFromInline var viewEpoch: UInt64 = 0
    /// How many lookups walked up the chain; the view keeps what they find from the second on.
    var walks = 0
    /// The modules installed into this container, so that each runs once. Here because a field of
    /// `core` is read without an exclusivity check.
    var installedModules = InstalledModules()
    /// For the overrides of a copy only: the keys registered without naming a lifetime. Here because
    /// every registration reads it, and a field of `core` is read without an exclusivity check.
    var unnamedLifetimes: Set<RegistrationKey>?
    /// Whether ``DependencyResolver/shutdown()`` ran or runs on this container (or an ancestor): its
    /// lookups then find nothing, so every resolve takes the miss path, which fails it. Here because
    /// the lookup's slow path reads it, and a field of `core` is read without an exclusivity check.
    var isShutDown = false
}

/// The words of a tree that every resolve reads; ``ContainerTree`` holds them and names them.
/// Guarded by the tree lock.
@usableFromInline
final class TreeFlags {
    /// Bumped by every registration and removal in the tree.
    @usableFromInline @exclusivity(unchecked) var epoch: UInt64 = 1
    /// Whether resolves take the observed path (see ``ContainerTree/updateDiversion()``).
    @usableFromInline @exclusivity(unchecked) var divertsResolves = false
}

extension DependencyResolver {
    /// This container's own registrations; guarded by the tree lock.
    var registrations: RegistrationTable {
        _read { yield core.registrations }
        _modify { yield &core.registrations }
    }

    /// For the overrides of a copy only: the keys registered without naming a lifetime.
    var unnamedLifetimes: Set<RegistrationKey>? {
        _read { yield core.unnamedLifetimes }
        _modify { yield &core.unnamedLifetimes }
    }
}
