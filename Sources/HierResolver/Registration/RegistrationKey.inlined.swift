/// What one registration is keyed by: the type's identity, its variant, and its argument signature.
///
/// The type is identified by `ObjectIdentifier(T.self)`, never by a printed name, so nested types
/// with the same short name never collide.
@usableFromInline
struct RegistrationKey: Hashable, Sendable {
    @usableFromInline let type: ObjectIdentifier
    @usableFromInline let variant: Variant?
    /// The identity of the tuple of typed runtime-argument types, or `nil` for none.
    @usableFromInline let arguments: ObjectIdentifier?

    @inlinable @inline(__always)
    init(type: ObjectIdentifier, variant: Variant?, arguments: ObjectIdentifier? = nil) {
        self.type = type
        self.variant = variant
        self.arguments = arguments
    }

    @inlinable @inline(__always)
    init<T>(_: T.Type, variant: Variant?, arguments: ObjectIdentifier? = nil) {
        self.init(type: ObjectIdentifier(T.self), variant: variant, arguments: arguments)
    }

    @inlinable @inline(__always)
    func hash(into hasher: inout Hasher) {
        hasher.combine(type)
        if let variant { hasher.combine(variant.rawValue) }
        if let arguments { hasher.combine(arguments) }
    }

    @inlinable @inline(__always)
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.type == rhs.type && lhs.arguments == rhs.arguments && lhs.variant == rhs.variant
    }
}

extension RegistrationKey {
    /// Whether this is the key of a contribution to `type` (Contributions/ContributionLists.swift),
    /// not of a registration.
    func isContribution(to type: Any.Type) -> Bool {
        func check<T>(_: T.Type) -> Bool {
            self.type == ObjectIdentifier(NamedContribution<T>.self)
                || self.type == ObjectIdentifier(UnnamedContribution<T>.self)
        }
        return _openExistential(type, do: check)
    }
}
