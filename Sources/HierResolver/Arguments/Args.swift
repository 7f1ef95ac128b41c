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
/// the caller's `tryResolve`. The `optional` accessors give `nil` instead when the value is not
/// there in the form they ask for (a key of a single value, the single value of a dictionary, a
/// missing key); a value of another type still stops the program.
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
    @inlinable
    public var passedValue: Any? { hasValue ? passed : nil }
    /// What the resolve passed, when `hasValue`; `()` otherwise. Kept as `Any`, not `Any?`: an
    /// `Any` is copied and destroyed inline, an `Any?` through `Optional`'s generic value witnesses.
    @usableFromInline let passed: Any
    /// Whether the resolve passed a value that is not nil.
    @usableFromInline let hasValue: Bool
    /// Whether the resolve passed arguments at all.
    @usableFromInline let isPresent: Bool

    /// The arguments a resolve passed, as a factory (or a `resolveProperties` block) receives them:
    /// the caller's value copied once from where it lies.
    @inlinable @inline(__always)
    init(_ arguments: Arguments) {
        if let value = arguments.args {
            self.init(passed: value.pointee)
        } else {
            self.init(isPresent: arguments.passedArgs)
        }
    }

    /// The arguments of a resolve that passed `value`.
    @inlinable
    init(passed value: Any) {
        self.passed = value
        self.hasValue = true
        self.isPresent = true
    }

    /// The arguments of a resolve that passed nil (`isPresent`) or nothing.
    @inlinable
    init(isPresent: Bool) {
        self.passed = ()
        self.hasValue = false
        self.isPresent = isPresent
    }

    /// The single value the resolve passed, as `T`; stops the program if it is missing or not a `T`.
    ///
    /// ```swift
    /// app.register { (_, args) in XYZViewModel(editMode: args()) }
    /// ```
    @inlinable
    public func callAsFunction<T>(file: StaticString = #fileID, line: UInt = #line) -> T {
        do { return try value() } catch { trap(error, file: file, line: line) }
    }

    /// The value named `key`, as `T`; stops the program if the key is missing or the value is not a `T`.
    ///
    /// ```swift
    /// app.register { (_, args) in XYZViewModel(editMode: args("mode"), name: args("name")) }
    /// ```
    @inlinable
    public func callAsFunction<T>(_ key: String, file: StaticString = #fileID, line: UInt = #line) -> T {
        do { return try value(key) } catch { trap(error, file: file, line: line) }
    }

    /// The single value, as `T`; the same as `args()`.
    ///
    /// ```swift
    /// app.register { (_, args) in XYZViewModel(editMode: args.get()) }
    /// ```
    @inlinable
    public func get<T>(file: StaticString = #fileID, line: UInt = #line) -> T {
        callAsFunction(file: file, line: line)
    }

    /// The value named `key`, as `T`; the same as `args(key)`.
    ///
    /// ```swift
    /// app.register { (_, args) in XYZViewModel(editMode: args.get("mode"), name: args.get("name")) }
    /// ```
    @inlinable
    public func get<T>(_ key: String, file: StaticString = #fileID, line: UInt = #line) -> T {
        callAsFunction(key, file: file, line: line)
    }

    /// The single value as `T`, or `nil` when it is not there in that form: nothing (or nil) was
    /// passed, or a `[String: Any?]` dictionary of named values was.
    ///
    /// ```swift
    /// app.register { (_, args) in XYZService(someOptionalValue: args.optional()) }
    /// // Serves both `$service.args = "Ann"` and `$service.args = ["name": "Ann"]`:
    /// app.register { (_, args) in Greeter(name: args.optional("name") ?? args.optional() ?? "unset") }
    /// ```
    ///
    /// > Important: A value that is there but of another type is a bug, not an absence: it stops the
    /// > program with a message naming the type passed (``optionalValue()`` throws it instead).
    @inlinable
    public func optional<T>(file: StaticString = #fileID, line: UInt = #line) -> T? {
        do { return try optionalValue() } catch { trap(error, file: file, line: line) }
    }

    /// The value named `key` as `T`, or `nil` when it is not there: the key is missing or nil, or the
    /// resolve passed a single value (or nothing) rather than a `[String: Any?]` dictionary.
    ///
    /// ```swift
    /// app.register { (_, args) in XYZViewModel(editMode: args("mode"), name: args.optional("name")) }
    /// ```
    ///
    /// > Important: A value under `key` of another type stops the program with a message naming the
    /// > type passed (``optionalValue(_:)`` throws it instead).
    @inlinable
    public func optional<T>(_ key: String, file: StaticString = #fileID, line: UInt = #line) -> T? {
        do { return try optionalValue(key) } catch { trap(error, file: file, line: line) }
    }

    /// The single value as `T`, or throws a ``DependencyError`` saying what was passed instead.
    ///
    /// ```swift
    /// app.register { (_, args) in XYZViewModel(editMode: try args.value()) }
    /// ```
    @inlinable
    public func value<T>() throws -> T {
        guard let found: T = try optionalValue() else { throw missing(T.self, key: nil) }
        return found
    }

    /// The value named `key` as `T`, or throws a ``DependencyError`` saying what was passed instead.
    ///
    /// ```swift
    /// app.register { (_, args) in XYZViewModel(editMode: try args.value("mode"), name: try args.value("name")) }
    /// ```
    @inlinable
    public func value<T>(_ key: String) throws -> T {
        guard let found: T = try optionalValue(key) else { throw missing(T.self, key: key) }
        return found
    }

    /// The single value as `T`; `nil` when none (or nil) was passed, or a dictionary of named values
    /// was; throws when the single value is not a `T`.
    ///
    /// ```swift
    /// app.register { (_, args) in XYZService(someOptionalValue: try args.optionalValue()) }
    /// ```
    @inlinable
    public func optionalValue<T>() throws -> T? {
        guard hasValue else { return nil }
        if let typed = Args.exactly(passed, as: T.self) { return typed }
        if let typed = passed as? T { return typed }
        return try notSingle(T.self)
    }

    /// The value named `key` as `T`; `nil` when the key is missing or nil, or no dictionary was passed;
    /// throws when the value is not a `T`.
    ///
    /// ```swift
    /// app.register { (_, args) in XYZViewModel(name: try args.optionalValue("name")) }
    /// ```
    @inlinable
    public func optionalValue<T>(_ key: String) throws -> T? {
        guard hasValue else { return nil }
        guard let dictionary = Args.exactly(passed, as: [String: Any?].self) ?? passed as? [String: Any?] else {
            return nil  // a single value: nothing is named `key`
        }
        guard let found = dictionary[key] ?? nil else { return nil }
        if let typed = Args.exactly(found, as: T.self) { return typed }
        if let typed = found as? T { return typed }
        throw mismatch(T.self, found: found, key: key)
    }

    /// `value` itself when its dynamic type is exactly `T`, read in place without a runtime cast;
    /// `nil` otherwise (the caller then falls back to `as? T`, which also bridges, unwraps optionals
    /// and upcasts). `Any` is opened here, so `Value` is the dynamic type of what was passed.
    @inlinable @inline(__always)
    static func exactly<T>(_ value: Any, as _: T.Type) -> T? {
        project(value, as: T.self)
    }

    @inlinable @inline(__always)
    static func project<Value, T>(_ value: Value, as _: T.Type) -> T? {
        guard ObjectIdentifier(Value.self) == ObjectIdentifier(T.self) else { return nil }
        // The same type, so the same layout: a bit cast is exact.
        return unsafeBitCast(value, to: T.self)
    }

    /// The dictionary of named values, when the resolve passed one.
    var dictionary: [String: Any?]? {
        hasValue ? passed as? [String: Any?] : nil
    }

    /// Why a required value is not there: a dictionary read without a key, a single value read by key,
    /// a missing key, or no value at all.
    @usableFromInline @inline(never)
    func missing(_ asked: Any.Type, key: String?) -> DependencyError {
        if key == nil, dictionary != nil { return ArgumentFailure.dictionaryWithoutKey(asked, in: self) }
        if let key, hasValue, dictionary == nil {
            return ArgumentFailure.keyWithoutDictionary(asked, key: key, in: self)
        }
        return ArgumentFailure.missing(asked, key: key, in: self)
    }

    /// A single value asked for that is not a `T`: `nil` when the resolve passed named values (there
    /// is no single value), else the wrong-type error.
    @usableFromInline @inline(never)
    func notSingle<T>(_: T.Type) throws -> T? {
        if dictionary != nil { return nil }
        throw mismatch(T.self, found: passed, key: nil)
    }

    /// Why `found`, which is there, is not what the factory asked for: a value of another type.
    @usableFromInline @inline(never)
    func mismatch(_ asked: Any.Type, found: Any, key: String?) -> DependencyError {
        ArgumentFailure.wrongType(asked, found: found, key: key, in: self)
    }
}

extension DependencyResolver {
    /// The arguments a `(Resolver, Args)` factory receives, by Resolver's name: `Resolver.Args` is ``Args``.
    ///
    /// ```swift
    /// let read: (Resolver.Args) -> Bool = { args in args() }
    /// ```
    public typealias Args = HierResolver.Args
}
