/// A persistent instance, boxed so that the registration itself holds no value of a generic type.
@usableFromInline
final class InstanceBox<T> {
    @usableFromInline let value: T

    @usableFromInline
    init(_ value: T) { self.value = value }

    /// The value in `box`, which a registration of `T` kept: an `InstanceBox<T>`, read without a cast.
    @inline(__always)
    static func value(in box: AnyObject) -> T {
        unsafeDowncast(box, to: InstanceBox<T>.self).value
    }
}

/// The typed reads of a registration's stored parts: its key's type is `T`, so they are read with
/// `unsafeDowncast`, never cast.
extension Registration {
    /// The persistent instance, if built; the caller holds the tree lock.
    @inlinable @inline(__always)
    var persistentInstance: T? {
        guard let box = storage.persistentBox else { return nil }
        return unsafeDowncast(box, to: InstanceBox<T>.self).value
    }

    /// The `resolveProperties` blocks, if any; the caller holds the tree lock.
    @inlinable @inline(__always)
    var properties: PropertySteps<T>? {
        guard let steps = propertySteps else { return nil }
        return unsafeDowncast(steps, to: PropertySteps<T>.self)
    }
}
