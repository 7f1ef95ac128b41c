/// How messages name a type: its full name, with the standard library's `Swift.` prefix left out.
func typeName(_ type: Any.Type) -> String {
    if let optional = type as? any OptionalProtocol.Type { return typeName(optional.wrappedType) + "?" }
    var name = withoutAnonymousContexts(runtimeTypeName(type, qualified: true))
    for prefix in ["Swift.", "__C."] where name.hasPrefix(prefix) {
        name.removeFirst(prefix.count)
    }
    return name.replacingOccurrences(of: "<Swift.", with: "<").replacingOccurrences(of: " Swift.", with: " ")
        .replacingOccurrences(of: "(Swift.", with: "(")
}

/// Drops the `(unknown context at $…).` parts that private and local types carry in their names.
private func withoutAnonymousContexts(_ name: String) -> String {
    let marker = "(unknown context at "
    guard name.containsBytes(of: marker) else { return name }
    var result = ""
    var rest = name[...]
    while let start = rest.range(of: marker) {
        result += rest[..<start.lowerBound]
        rest = rest[start.upperBound...]
        guard let close = rest.firstIndex(of: ")") else { break }
        rest = rest[rest.index(after: close)...]
        if rest.first == "." { rest = rest.dropFirst() }
    }
    return result + rest
}

/// The short name of a type (without module or enclosing types), to find look-alike types.
func shortTypeName(_ type: Any.Type) -> String {
    runtimeTypeName(type, qualified: false)
}

/// How messages name a key: `` `Animal` `` or `` `Animal` (variant "long_date") ``.
func keyName(_ type: Any.Type, variant: Variant?) -> String {
    guard let variant else { return "`\(typeName(type))`" }
    return "`\(typeName(type))` (variant \(variant))"
}

extension AnyRegistration {
    /// How messages name this registration.
    var displayName: String { keyName(registeredType, variant: key.variant) }
}

extension String {
    fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
        guard !target.isEmpty, containsBytes(of: target) else { return self }
        var result = ""
        var rest = self[...]
        while let range = rest.range(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}

extension String {
    /// Whether `target` occurs in this string, byte for byte. (The standard library's `contains` of a
    /// string builds a search table on every call, which costs more than the names messages search.)
    fileprivate func containsBytes(of target: String) -> Bool {
        let bytes = Array(utf8)
        let pattern = Array(target.utf8)
        guard bytes.count >= pattern.count else { return false }
        return (0...(bytes.count - pattern.count)).contains { start in
            pattern.indices.allSatisfy { bytes[start + $0] == pattern[$0] }
        }
    }
}

extension Substring {
    fileprivate func range(of target: String) -> Range<Index>? {
        var index = startIndex
        while index < endIndex {
            if self[index...].hasPrefix(target) {
                return index..<self.index(index, offsetBy: target.count)
            }
            index = self.index(after: index)
        }
        return nil
    }
}

/// Lets a message tell `T?` from `T`.
protocol OptionalProtocol {
    static var wrappedType: Any.Type { get }
}

extension Optional: OptionalProtocol {
    static var wrappedType: Any.Type { Wrapped.self }
}
