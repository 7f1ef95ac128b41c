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

    /// The hash `Dictionary` uses: a multiply-xorshift mix of the identities instead of SipHash.
    ///
    /// Keys are type identities chosen by the program, not by an attacker, so they need no
    /// protection against hash flooding; a variant's string is still hashed by the standard hasher.
    @inlinable @inline(__always)
    func _rawHashValue(seed: Int) -> Int {
        var mixed = UInt64(UInt(bitPattern: type)) ^ UInt64(UInt(bitPattern: seed))
        if let arguments { mixed ^= UInt64(UInt(bitPattern: arguments)) &* 0x9E37_79B9_7F4A_7C15 }
        if let variant { mixed ^= UInt64(UInt(bitPattern: variant.rawValue.hashValue)) }
        mixed = (mixed ^ (mixed >> 31)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int(truncatingIfNeeded: mixed ^ (mixed >> 31))
    }

    @inlinable @inline(__always)
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.type == rhs.type && lhs.arguments == rhs.arguments && lhs.variant == rhs.variant
    }
}
