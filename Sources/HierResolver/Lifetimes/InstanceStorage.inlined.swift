// The layout of a shared registration's storage: the inlined cache hit reads its persistent box.

/// Where a registration keeps the instance its lifetime shares, and which resolution is building it:
/// the storage of ``Lifetime/persistent`` (held strongly) and ``Lifetime/transient`` (held weakly).
/// A graph instance lives in its resolution instead, an ephemeral one nowhere.
///
/// One builder at a time (single-flight): a resolution claims the build, others wait until it
/// settles (a thread on the tree lock's condition, a task by suspending). Guarded by the owner tree's lock; every method expects it held.
@usableFromInline
struct InstanceStorage {
    /// The persistent instance, once built: an `InstanceBox<T>` of the registered type.
    @usableFromInline var persistentBox: AnyObject?
    /// The transient instance: the same object while someone else holds it. `nil` until a transient
    /// instance is kept: a weak reference held in place cost every registration its initialisation
    /// and destruction (about 40 instructions), which most never use.
    var weakInstance: WeakObject?
    /// The resolution running the factory now (a thread's, or an async build); others wait for it.
    var builder: (any WaitingParty)?
    /// The builder as other resolutions' deadlock checks see it (see ``WaitGraph``).
    var awaitedBuilder: (any WaitingParty)?
    /// Moved by ``drop()``: an instance whose build started before is handed out but not kept.
    var epoch: UInt64 = 0

    init() {}
}
