/// The arguments a resolve passed to a `(Resolver, Args)` factory: one value, or a
/// `[String: Any?]` dictionary of named values. Values are read with the type the factory needs.
///
/// ```swift
/// let app = DependencyResolver()
/// app.register { (_, args) in XYZViewModel(editMode: args()) }
/// let model: XYZViewModel = app.resolve(args: true)
///
/// app.register(name: "named") { (_, args) in XYZViewModel(editMode: args("mode"), name: args("name")) }
/// let named: XYZViewModel = app.resolve(name: "named", args: ["mode": true, "name": "Editing"])
/// ```
///
/// Reading a value that is missing, or that has another type, stops the program with a message
/// naming the registration, the key, the type asked for and the type passed. The throwing
/// accessors (``value()`` and ``value(_:)``) throw that message instead, so the failure reaches
/// the caller's `tryResolve`.
///
/// > Important: Arguments reach the factory of the registration that was resolved, and nothing
/// > else: a nested `r.resolve()` inside the factory gets no arguments unless the factory passes
/// > them on (`r.resolve(args: args.passedValue)`).
public struct Args: @unchecked Sendable {
    /// What the resolve passed: one value, or a `[String: Any?]` dictionary; `nil` when it passed nil.
    ///
    /// ```swift
    /// app.register { (r, args) in Screen(model: r.resolve(args: args.passedValue)) }  // forwards them
    /// ```
    public let passedValue: Any?
    /// Whether the resolve passed arguments at all.
    @usableFromInline let isPresent: Bool
    /// The registration whose factory reads these arguments, for messages.
    let registration: AnyRegistration?

    @usableFromInline
    init(value: Any?, isPresent: Bool, registration: AnyRegistration? = nil) {
        self.passedValue = value
        self.isPresent = isPresent
        self.registration = registration
    }

    /// No arguments.
    @usableFromInline static let none = Args(value: nil, isPresent: false)

    /// The same arguments, naming the registration that reads them.
    @inlinable
    func bound(to registration: AnyRegistration) -> Args {
        Args(value: passedValue, isPresent: isPresent, registration: registration)
    }

    /// The single value the resolve passed, as `T`; stops the program if it is missing or not a `T`.
    ///
    /// ```swift
    /// app.register { (_, args) in XYZViewModel(editMode: args()) }
    /// ```
    public func callAsFunction<T>() -> T {
        do { return try value() } catch { trap(error) }
    }

    /// The value named `key`, as `T`; stops the program if the key is missing or the value is not a `T`.
    ///
    /// ```swift
    /// app.register { (_, args) in XYZViewModel(editMode: args("mode"), name: args("name")) }
    /// ```
    public func callAsFunction<T>(_ key: String) -> T {
        do { return try value(key) } catch { trap(error) }
    }

    /// The single value, as `T`; the same as `args()`.
    ///
    /// ```swift
    /// app.register { (_, args) in XYZViewModel(editMode: args.get()) }
    /// ```
    public func get<T>() -> T { callAsFunction() }

    /// The value named `key`, as `T`; the same as `args(key)`.
    ///
    /// ```swift
    /// app.register { (_, args) in XYZViewModel(editMode: args.get("mode"), name: args.get("name")) }
    /// ```
    public func get<T>(_ key: String) -> T { callAsFunction(key) }

    /// The single value as `T`, or `nil` when none (or nil) was passed; stops the program if it is not a `T`.
    ///
    /// ```swift
    /// app.register { (_, args) in XYZService(someOptionalValue: args.optional()) }
    /// ```
    public func optional<T>() -> T? {
        do { return try optionalValue() } catch { trap(error) }
    }

    /// The value named `key` as `T`, or `nil` when the key is missing or nil; stops the program if it
    /// is not a `T`.
    ///
    /// ```swift
    /// app.register { (_, args) in XYZViewModel(editMode: args("mode"), name: args.optional("name")) }
    /// ```
    public func optional<T>(_ key: String) -> T? {
        do { return try optionalValue(key) } catch { trap(error) }
    }

    /// The single value as `T`, or throws a ``DependencyError`` saying what was passed instead.
    ///
    /// ```swift
    /// app.register { (_, args) in XYZViewModel(editMode: try args.value()) }
    /// ```
    public func value<T>() throws -> T {
        guard let found: T = try optionalValue() else { throw ArgumentFailure.missing(T.self, key: nil, in: self) }
        return found
    }

    /// The value named `key` as `T`, or throws a ``DependencyError`` saying what was passed instead.
    ///
    /// ```swift
    /// app.register { (_, args) in XYZViewModel(editMode: try args.value("mode"), name: try args.value("name")) }
    /// ```
    public func value<T>(_ key: String) throws -> T {
        guard let found: T = try optionalValue(key) else { throw ArgumentFailure.missing(T.self, key: key, in: self) }
        return found
    }

    /// The single value as `T`, `nil` when none was passed, or throws when it is not a `T`.
    ///
    /// ```swift
    /// app.register { (_, args) in XYZService(someOptionalValue: try args.optionalValue()) }
    /// ```
    public func optionalValue<T>() throws -> T? {
        if dictionary != nil, !(T.self is [String: Any?].Type) {
            throw ArgumentFailure.dictionaryWithoutKey(T.self, in: self)
        }
        return try cast(passedValue, to: T.self, key: nil)
    }

    /// The value named `key` as `T`, `nil` when the key is missing or nil, or throws when it is not a `T`.
    ///
    /// ```swift
    /// app.register { (_, args) in XYZViewModel(name: try args.optionalValue("name")) }
    /// ```
    public func optionalValue<T>(_ key: String) throws -> T? {
        guard let dictionary else {
            if !isPresent || passedValue == nil { return nil }
            throw ArgumentFailure.keyWithoutDictionary(T.self, key: key, in: self)
        }
        return try cast(dictionary[key] ?? nil, to: T.self, key: key)
    }

    /// The dictionary of named values, when the resolve passed one.
    var dictionary: [String: Any?]? {
        passedValue as? [String: Any?]
    }

    private func cast<T>(_ found: Any?, to type: T.Type, key: String?) throws -> T? {
        guard let found else { return nil }
        if let typed = found as? T { return typed }
        throw ArgumentFailure.wrongType(T.self, found: found, key: key, in: self)
    }
}
