// How messages name a container: its name written as a Swift string literal (quotes, backslashes and
// control characters escaped, so that every name reads on one line and means one thing), or, for a
// container without a name, what it is a child or a copy of and the line of code that made it. The
// parts are kept as they are and formatted only when a message asks, never on a resolve.

/// Where a container came from: the line of code that made it, and for a copy, what it copies.
struct ContainerOrigin {
    /// For a copy made by `copy(name:overrides:)`: what messages call the container it copies; `nil` for
    /// a container made by `DependencyResolver(parent:name:)`, `child(name:)` or another of their spellings.
    var copy: ContainerLabel? = nil
    let file: StaticString
    let line: UInt
}

/// What messages call a container, as parts: formatted by `description` when a message is built.
/// A label's length does not grow with the container's depth: an unnamed child is named by its
/// nearest ancestor that is not an unnamed child, and how many levels below it it is.
indirect enum ContainerLabel: CustomStringConvertible {
    /// A container with a name: the name as a Swift string literal, `"checkout"`.
    case named(String)
    /// A root without a name: `root made at App/main.swift:10`.
    case root(file: StaticString, line: UInt)
    /// A child without a name, `levels` below `ancestor` (its parent when 1), whose label is not a
    /// child's: `child of "app" made at Feature/Feature.swift:42`, or
    /// `child 3 levels below "app" made at Feature/Feature.swift:42`.
    case child(of: ContainerLabel, levels: Int, file: StaticString, line: UInt)
    /// A copy without a name: `copy of "app" made at AppTests/AppTests.swift:12`.
    case copy(of: ContainerLabel, file: StaticString, line: UInt)

    var description: String {
        switch self {
        case .named(let name): stringLiteral(name)
        case .root(let file, let line): "root made at \(file):\(line)"
        case .child(let ancestor, 1, let file, let line): "child of \(ancestor.nested) made at \(file):\(line)"
        case .child(let ancestor, let levels, let file, let line):
            "child \(levels) levels below \(ancestor.nested) made at \(file):\(line)"
        case .copy(let original, let file, let line): "copy of \(original.nested) made at \(file):\(line)"
        }
    }

    /// For an unnamed child's label: the ancestor it is named by, and how many levels below it it is.
    var childAnchor: (label: ContainerLabel, levels: Int)? {
        guard case .child(let ancestor, let levels, _, _) = self else { return nil }
        return (ancestor, levels)
    }

    /// The label inside another: a name as it is, a default name in parentheses, so that
    /// `child of (root made at A.swift:3) made at B.swift:5` says which line made which container.
    private var nested: String {
        if case .named = self { description } else { "(\(description))" }
    }
}

extension DependencyResolver {
    /// What messages call this container: its name, or, without one (or with an empty one), what it
    /// is a child or a copy of and where it was made.
    var label: ContainerLabel { label(parentLabel: nil) }

    /// ``label``, from the parent's label when the caller has it (`parentLabel`), which saves the walk
    /// up the unnamed children when a whole tree is labelled.
    func label(parentLabel: ContainerLabel?) -> ContainerLabel {
        if let name, !name.isEmpty { return .named(name) }
        if let original = origin.copy { return .copy(of: original, file: origin.file, line: origin.line) }
        guard let parent else { return .root(file: origin.file, line: origin.line) }
        var anchor: (label: ContainerLabel, levels: Int)
        if let parentLabel {
            anchor = (parentLabel, 1)
            if parent.isUnnamedChild, let above = parentLabel.childAnchor { anchor = (above.label, above.levels + 1) }
        } else {
            anchor = anchorByWalking()
        }
        return .child(of: anchor.label, levels: anchor.levels, file: origin.file, line: origin.line)
    }

    /// The nearest ancestor that is not an unnamed child, labelled, and how many levels up it is: a
    /// walk, not a label per level.
    private func anchorByWalking() -> (label: ContainerLabel, levels: Int) {
        var levels = 0
        var ancestor = self
        while ancestor.isUnnamedChild, let parent = ancestor.parent {
            levels += 1
            ancestor = parent
        }
        return (ancestor.label, levels)
    }

    /// Whether this container is a child made without a name (not a copy, not a root).
    private var isUnnamedChild: Bool { (name ?? "").isEmpty && origin.copy == nil && parent != nil }

    /// How messages name this container: `"checkout"`, or `child of "app" made at Feature.swift:42`.
    var displayName: String { label.description }

    /// How a drawing labels a container whose label is `label`, where its own quotes are added: the
    /// name as given, or the name messages give a container without one.
    static func plainName(_ label: ContainerLabel) -> String {
        if case .named(let name) = label { name } else { label.description }
    }
}

/// `text` as a Swift string literal: in quotes, with quotes, backslashes and control characters
/// (line and paragraph separators and bidirectional controls included) escaped as Swift escapes them,
/// so that it reads on one line and unambiguously.
func stringLiteral(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        case "\0": result += "\\0"
        default:
            if isUnseen(scalar) {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
    }
    return result + "\""
}

/// Whether `scalar` changes how a line reads without showing itself: a control character, a line or
/// paragraph separator, or a bidirectional control.
func isUnseen(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator: true
    default: scalar.properties.isBidiControl
    }
}
