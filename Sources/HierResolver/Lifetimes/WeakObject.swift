/// A weak reference to the instance of a transient registration.
struct WeakObject {
    weak var object: AnyObject?
}

/// The instance as a class reference, or `nil` for a value type (which cannot be held weakly).
func classInstance<T>(_ value: T) -> AnyObject? {
    guard type(of: value as Any) is AnyClass else { return nil }
    return value as AnyObject
}
