/// Where a registration keeps the instance its lifetime shares, and which resolution is building it:
/// the storage of ``Lifetime/persistent`` (held strongly) and ``Lifetime/transient`` (held weakly).
/// A graph instance lives in its resolution instead, an ephemeral one nowhere.
///
/// One builder at a time (single-flight): a resolution claims the build, others wait on the tree
/// lock's condition until it settles. Guarded by the owner tree's lock; every method expects it held.
@usableFromInline
struct InstanceStorage {
    /// The persistent instance, once built: an `InstanceBox<T>` of the registered type.
    @usableFromInline var persistentBox: AnyObject?
    /// The transient instance: the same object while someone else holds it.
    var weakInstance = WeakObject()
    /// The resolution running the factory now; other threads wait for it.
    var builder: ResolutionState?
    /// The builder as other threads' deadlock checks see it (see ``WaitGraph``).
    var awaitedBuilder: ResolutionState?
    /// Moved by ``drop()``: an instance whose build started before is handed out but not kept.
    var epoch: UInt64 = 0

    init() {}

    /// The kept instance, to hand out as it is: the persistent instance's box, or the transient
    /// instance while someone holds it.
    func kept() -> Kept? {
        if let box = persistentBox { return .persistent(box) }
        if let object = weakInstance.object { return .transient(object) }
        return nil
    }

    /// Claims the build for `state`, and returns the epoch to settle it with.
    mutating func claim(for state: ResolutionState) -> UInt64 {
        builder = state
        return epoch
    }

    /// Ends the build claimed at `epoch`: keeps the persistent instance's `box` or the transient
    /// `object`, unless a ``drop()`` came between. Returns whether a persistent instance was kept.
    mutating func settle(epoch claimed: UInt64, box: AnyObject?, object: AnyObject?) -> Bool {
        builder = nil
        guard claimed == epoch else { return false }
        if let box {
            persistentBox = box
            return true
        }
        if let object { weakInstance.object = object }
        return false
    }

    /// Gives up a claimed build (its factory failed): another resolution may try.
    mutating func abandon() {
        builder = nil
    }

    /// Lets go of the kept instance and returns it, for the caller to release after unlocking; an
    /// instance being built now will not be kept.
    mutating func drop() -> Kept? {
        epoch &+= 1
        defer {
            persistentBox = nil
            weakInstance.object = nil
        }
        return kept()
    }

    /// A kept instance.
    enum Kept {
        /// The persistent instance's `InstanceBox<T>`.
        case persistent(AnyObject)
        /// The transient instance, while someone else holds it.
        case transient(AnyObject)
    }
}

/// A weak reference to the instance of a transient registration.
struct WeakObject {
    weak var object: AnyObject?
}

/// The instance as a class reference, or `nil` for a value type (which cannot be held weakly).
func classInstance<T>(_ value: T) -> AnyObject? {
    guard type(of: value as Any) is AnyClass else { return nil }
    return value as AnyObject
}
