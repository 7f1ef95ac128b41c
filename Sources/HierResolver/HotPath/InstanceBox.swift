/// A persistent instance, boxed so that the registration itself holds no value of a generic type.
@usableFromInline
final class InstanceBox<T> {
    @usableFromInline let value: T

    @usableFromInline
    init(_ value: T) { self.value = value }
}
