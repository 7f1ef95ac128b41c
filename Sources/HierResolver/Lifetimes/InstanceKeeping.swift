// What a lifetime's storage does: hand out the kept instance, claim and settle a build, drop.

extension InstanceStorage {
    /// The kept instance, to hand out as it is: the persistent instance's box, or the transient
    /// instance while someone holds it.
    func kept() -> Kept? {
        if let box = persistentBox { return .persistent(box) }
        if let object = weakInstance?.object { return .transient(object) }
        return nil
    }

    /// Claims the build for `party`, and returns the epoch to settle it with.
    mutating func claim(for party: any WaitingParty) -> UInt64 {
        builder = party
        return epoch
    }

    /// Ends the build claimed at `epoch`: keeps the persistent instance's `box` or the transient
    /// `object`, unless a ``drop()`` came between. Returns whether an instance was kept.
    mutating func settle(epoch claimed: UInt64, by party: any WaitingParty, box: AnyObject?, object: AnyObject?)
        -> Bool
    {
        if builder === party { builder = nil }
        guard claimed == epoch else { return false }
        if let box {
            persistentBox = box
            return true
        }
        guard let object else { return false }
        weakInstance = WeakObject(object: object)
        return true
    }

    /// Gives up `party`'s claimed build (its factory failed): another resolution may try.
    mutating func abandon(by party: any WaitingParty) {
        if builder === party { builder = nil }
    }

    /// Lets go of the kept instance and returns it, for the caller to release after unlocking; an
    /// instance being built now will not be kept, and the next resolve builds its own rather than wait.
    mutating func drop() -> Kept? {
        epoch &+= 1
        builder = nil
        defer {
            persistentBox = nil
            weakInstance = nil
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

/// A weak reference to the instance of a transient registration, in an object of its own: storage
/// that holds none pays one `nil` check, and reading it copies no weak reference.
final class WeakObject {
    weak var object: AnyObject?

    init(object: AnyObject) {
        self.object = object
    }
}

/// The instance as a class reference, or `nil` for a value type (which cannot be held weakly).
func classInstance<T>(_ value: T) -> AnyObject? {
    guard type(of: value as Any) is AnyClass else { return nil }
    return value as AnyObject
}

extension AnyRegistration {
    /// Numbers the instance just kept, so that teardown runs newest first, when the registration has
    /// a teardown block; the caller holds the tree lock.
    func numberForTeardown() {
        if let extras, extras.teardown != nil {
            owner.tree.cacheCount &+= 1
            extras.cachedOrder = owner.tree.cacheCount
        }
    }

    /// Drops the kept instance and returns it, for the caller to release (and tear down) after
    /// unlocking; the caller holds the tree lock. An instance being built when this runs is not kept.
    func dropInstance() -> DroppedInstance? {
        // The `.implements` registrations' copies of the instance go with it.
        if let forwards = extras?.forwards {
            for forward in forwards { _ = forward.registration?.storage.drop() }
        }
        guard let kept = storage.drop() else { return nil }
        return DroppedInstance(
            instance: kept, teardown: extras?.teardown, order: extras?.cachedOrder ?? 0, registration: self)
    }
}
