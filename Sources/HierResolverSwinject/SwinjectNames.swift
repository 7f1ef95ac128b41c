import HierResolver

// Swinject's `name: String?`, keyed as the core's variants: the same text, or none for `nil`.

/// The core's variant for a Swinject name: the same text, or none for `nil`. Every spelling of this
/// module that takes a Swinject name keys it through here, so `name: key` and `name: "…"` find each
/// other, and a core registration of that variant too.
@inlinable
func variant(named name: String?) -> Variant? {
    name.map { Variant($0) }
}
