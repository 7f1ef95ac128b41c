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
    let marker = Array("(unknown context at ".utf8)
    guard name.utf8.contains(marker[0]) else { return name }
    var rest = Array(name.utf8)[...]
    var result: [UInt8] = []
    while !rest.isEmpty {
        guard rest.starts(with: marker) else {
            result.append(rest.removeFirst())
            continue
        }
        rest = rest.dropFirst(marker.count)
        guard let close = rest.firstIndex(of: UInt8(ascii: ")")) else { break }
        rest = rest[(close + 1)...]
        if rest.first == UInt8(ascii: ".") { rest = rest.dropFirst() }
    }
    return String(decoding: result + rest, as: UTF8.self)
}

/// How messages name a key: `` `Animal` `` or `` `Animal` (variant "long_date") ``.
func keyName(_ type: Any.Type, variant: Variant?) -> String {
    guard let variant else { return "`\(typeName(type))`" }
    return "`\(typeName(type))` (variant \(variant))"
}

extension AnyRegistration {
    /// How messages name this registration.
    var displayName: String {
        if let contribution = extras?.contribution { return contribution.name(of: registeredType) }
        return keyName(registeredType, variant: key.variant)
    }

    /// How messages name this registration with its lifetime and container:
    /// `` `Session` (persistent, registered in "app") ``, or with `ownerPrefix` for `registered in`.
    func described(_ ownerPrefix: String = "registered in") -> String {
        "\(displayName) (\(lifetime), \(ownerPrefix) \(owner.displayName))"
    }
}

extension String {
    /// This string with each `target` replaced by `replacement`, compared byte for byte. (The standard
    /// library's search of a string builds a table on every call, which costs more than the names
    /// messages search.)
    fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
        let pattern = Array(target.utf8)
        // Most names hold none of the patterns' first bytes: nothing to copy then.
        guard utf8.contains(pattern[0]) else { return self }
        var rest = Array(utf8)[...]
        var result: [UInt8] = []
        while !rest.isEmpty {
            if rest.first == pattern[0], rest.starts(with: pattern) {
                result += replacement.utf8
                rest = rest.dropFirst(pattern.count)
            } else {
                result.append(rest.removeFirst())
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}

/// Lets a message tell `T?` from `T`.
protocol OptionalProtocol {
    static var wrappedType: Any.Type { get }
}

extension Optional: OptionalProtocol {
    static var wrappedType: Any.Type { Wrapped.self }
}

/// `T?` for `T`.
func optionalType<T>(of _: T.Type) -> Any.Type { T?.self }

/// `items`, named by `name`, joined by arrows: past eight, the first four and the last four, with
/// how many are left out between them, so that a message about a deep chain stays short. Only the
/// items shown are named.
func arrowList<Items: RandomAccessCollection>(_ items: Items, name: (Items.Element) -> String) -> String
where Items.Index == Int {
    guard items.count > 8 else { return items.map(name).joined(separator: " -> ") }
    let shown = items.prefix(4).map(name) + ["... (\(items.count - 8) more)"] + items.suffix(4).map(name)
    return shown.joined(separator: " -> ")
}
