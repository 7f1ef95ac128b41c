// Reading a resolve's `Args`: by position or key, trapping, throwing or optional.

extension Args {
    /// What the resolve passed: one value, or a `[String: Any?]` dictionary; `nil` when it passed nil.
    ///
    /// ```swift
    /// app.register { (r, args) in Screen(model: r.resolve(args: args.passedValue)) }  // forwards them
    /// ```
    @inlinable
    public var passedValue: Any? { hasValue ? passed : nil }

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

    /// The dictionary of named values, when the resolve passed one.
    var dictionary: [String: Any?]? {
        hasValue ? passed as? [String: Any?] : nil
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
