/// Where a persistent or transient registration keeps its owner's instance.
enum InstanceSlot<T> {
    /// Nothing cached.
    case empty
    /// A thread is running the factory; others wait for it (single flight).
    case building(ResolutionState, epoch: UInt64)
    /// A persistent instance.
    case strong(T)
    /// A transient instance: the same object while someone else holds it.
    case weak(WeakObject)
}

/// A weak reference to an instance of a transient registration.
struct WeakObject {
    weak var object: AnyObject?
}

/// The instance as a class reference, or `nil` for a value type (which cannot be held weakly).
@inline(__always)
func classInstance<T>(_ value: T) -> AnyObject? {
    guard type(of: value as Any) is AnyClass else { return nil }
    return value as AnyObject
}
