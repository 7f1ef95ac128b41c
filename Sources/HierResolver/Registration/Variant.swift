/// The name that tells several registrations of one type apart.
///
/// A variant and a name are the same thing: every API that takes `variant:` also takes
/// `name:`, and both read and write one key space. A `Variant` is written as a string
/// literal, built from a `String`, or built from a `String`-backed enum.
///
/// ```swift
/// enum Format: String { case long, short }
///
/// extension DependencyResolver.Name {
///     static let fred = Self("fred")
/// }
///
/// let app = DependencyResolver()
/// app.register(variant: "long_date") { "MMM yyyy" }
/// app.register(name: .fred) { "Fred" }
/// app.register(variant: Variant(Format.short)) { "dd/MM/yyyy" }
///
/// let long: String = app.resolve(name: "long_date")  // variant and name are one key space
/// let fred: String = app.resolve(variant: .fred)
/// ```
///
/// > Important: A variant never falls back to the registration without a variant, nor the
/// > reverse: `resolve(variant: "x")` finds only what was registered with `"x"`.
public struct Variant: Hashable, Sendable, RawRepresentable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The string this variant is keyed by.
    ///
    /// ```swift
    /// let variant: Variant = "edit"
    /// print(variant.rawValue)  // edit
    /// ```
    public let rawValue: String

    /// Makes a variant from a string.
    ///
    /// ```swift
    /// let mode = "edit"
    /// let variant = Variant(mode)
    /// ```
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Makes a variant from a string; the `RawRepresentable` initialiser, which never fails.
    ///
    /// ```swift
    /// let variant = Variant(rawValue: "edit")
    /// ```
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Makes a variant from a `String`-backed enum case, keyed by its raw value.
    ///
    /// ```swift
    /// enum Mode: String { case edit, add }
    /// let variant = Variant(Mode.edit)  // the same key as "edit"
    /// ```
    public init<Source: RawRepresentable>(_ source: Source) where Source.RawValue == String {
        self.rawValue = source.rawValue
    }

    /// Makes a variant from a string literal.
    ///
    /// ```swift
    /// let variant: Variant = "long_date"
    /// ```
    public init(stringLiteral value: String) { self.rawValue = value }

    /// A name made from a string at run time: Resolver's spelling of `Variant(string)`.
    ///
    /// ```swift
    /// let name = Resolver.Name.name(fromString: "fred")
    /// ```
    public static func name(fromString string: String) -> Variant { Variant(string) }

    /// The variant as it appears in messages: its string as a Swift string literal, in quotes, with
    /// quotes, backslashes and control characters escaped, so that any variant prints on one line.
    ///
    /// ```swift
    /// let variant: Variant = "edit"
    /// let message = "nothing registered as \(variant)"  // nothing registered as "edit"
    /// ```
    public var description: String { stringLiteral(rawValue) }
}

extension DependencyResolver {
    /// The name of a registration: the same type as ``Variant``, one key space.
    ///
    /// ```swift
    /// extension DependencyResolver.Name {
    ///     static let fred = Self("fred")
    /// }
    /// ```
    public typealias Name = Variant
}
