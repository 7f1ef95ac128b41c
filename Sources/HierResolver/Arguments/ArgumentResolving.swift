// Resolving with runtime arguments: typed values, or Resolver-style `args:`.

extension Resolver {
    // spelling[name]: let model: XYZViewModel = app.resolve(name: "edit", args: true)
    /// Resolves `T`, passing `args` to its `(Resolver, Args)` factory; stops the program if it cannot.
    ///
    /// `args` is one value, or a `[String: Any?]` dictionary.
    ///
    /// ```swift
    /// let model: XYZViewModel = app.resolve(args: true)
    /// ```
    @inlinable @inline(__always)
    public func resolve<T>(
        _ type: T.Type = T.self, variant: Variant? = nil, args: consuming Any?, file: StaticString = #fileID,
        line: UInt = #line
    ) -> T {
        do { return try tryResolve(type, variant: variant, args: args) } catch { trap(error, file: file, line: line) }
    }

    // spelling[name]: let model: XYZViewModel = app.resolve(name: "edit", args: ["mode": true, "name": "Editing"])
    /// Resolves `T`, passing `args` to its `(Resolver, Args)` factory; stops the program if it cannot.
    ///
    /// `args` is a dictionary of named values, written as a literal.
    ///
    /// ```swift
    /// let model: XYZViewModel = app.resolve(args: ["mode": true, "name": "Editing"])
    /// ```
    @inlinable @inline(__always)
    public func resolve<T>(
        _ type: T.Type = T.self, variant: Variant? = nil, args: [String: Any?], file: StaticString = #fileID,
        line: UInt = #line
    ) -> T {
        do { return try tryResolve(type, variant: variant, args: args) } catch { trap(error, file: file, line: line) }
    }

    // spelling[name]: let model: XYZViewModel = try app.tryResolve(name: "edit", args: true)
    /// Resolves `T`, passing `args` to its factory, or throws a ``DependencyError``.
    ///
    /// `args` is one value, or a `[String: Any?]` dictionary.
    ///
    /// ```swift
    /// let model: XYZViewModel = try app.tryResolve(args: true)
    /// ```
    @inlinable @inline(__always)
    public func tryResolve<T>(_ type: T.Type = T.self, variant: Variant? = nil, args: consuming Any?) throws -> T {
        try Arguments.with(args) { arguments in
            try container.resolveInstance(RegistrationKey(T.self, variant: variant), arguments: arguments)!
        }
    }

    // spelling[name]: let model: XYZViewModel = try app.tryResolve(name: "edit", args: ["mode": true, "name": "Editing"])
    /// Resolves `T`, passing `args` to its factory, or throws a ``DependencyError``.
    ///
    /// `args` is a dictionary of named values, written as a literal.
    ///
    /// ```swift
    /// let model: XYZViewModel = try app.tryResolve(args: ["mode": true, "name": "Editing"])
    /// ```
    @inlinable @inline(__always)
    public func tryResolve<T>(_ type: T.Type = T.self, variant: Variant? = nil, args: [String: Any?]) throws -> T {
        try tryResolve(type, variant: variant, args: args as Any?)
    }

    // spelling[name]: let model: XYZViewModel? = app.optional(name: "edit", args: true)
    /// Resolves `T` with `args`, or `nil` when nothing is registered for it.
    ///
    /// `args` is one value, or a `[String: Any?]` dictionary.
    ///
    /// ```swift
    /// let model: XYZViewModel? = app.optional(args: true)
    /// ```
    @inlinable @inline(__always)
    public func optional<T>(
        _ type: T.Type = T.self, variant: Variant? = nil, args: consuming Any?, file: StaticString = #fileID,
        line: UInt = #line
    ) -> T? {
        do { return try tryOptional(type, variant: variant, args: args) } catch { trap(error, file: file, line: line) }
    }

    // spelling[name]: let model: XYZViewModel? = app.optional(name: "edit", args: ["mode": true, "name": "Editing"])
    /// Resolves `T` with `args`, or `nil` when nothing is registered for it.
    ///
    /// `args` is a dictionary of named values, written as a literal.
    ///
    /// ```swift
    /// let model: XYZViewModel? = app.optional(args: ["mode": true, "name": "Editing"])
    /// ```
    @inlinable @inline(__always)
    public func optional<T>(
        _ type: T.Type = T.self, variant: Variant? = nil, args: [String: Any?], file: StaticString = #fileID,
        line: UInt = #line
    ) -> T? {
        do { return try tryOptional(type, variant: variant, args: args) } catch { trap(error, file: file, line: line) }
    }

    // spelling[name]: let model: XYZViewModel? = try app.tryOptional(name: "edit", args: true)
    /// Resolves `T` with `args`, `nil` when nothing is registered for it, or throws any other failure.
    ///
    /// `args` is one value, or a `[String: Any?]` dictionary.
    ///
    /// ```swift
    /// let model: XYZViewModel? = try app.tryOptional(args: true)
    /// ```
    @inlinable @inline(__always)
    public func tryOptional<T>(_ type: T.Type = T.self, variant: Variant? = nil, args: consuming Any?) throws -> T? {
        try Arguments.with(args) { arguments in
            try container.resolveInstance(
                RegistrationKey(T.self, variant: variant), optional: true, arguments: arguments)
        }
    }

    // spelling[name]: let model: XYZViewModel? = try app.tryOptional(name: "edit", args: ["mode": true, "name": "Editing"])
    /// Resolves `T` with `args`, `nil` when nothing is registered for it, or throws any other failure.
    ///
    /// `args` is a dictionary of named values, written as a literal.
    ///
    /// ```swift
    /// let model: XYZViewModel? = try app.tryOptional(args: ["mode": true, "name": "Editing"])
    /// ```
    @inlinable @inline(__always)
    public func tryOptional<T>(_ type: T.Type = T.self, variant: Variant? = nil, args: [String: Any?]) throws -> T? {
        try tryOptional(type, variant: variant, args: args as Any?)
    }

    // spelling[name]: let network: NetworkLayer = app.resolve(name: "staging", arguments: "http://staging.myapi.com/api/")
    /// Resolves `T` from the registration whose typed arguments match these values' types, count
    /// and order, and passes them to its factory; stops the program if it cannot.
    ///
    /// ```swift
    /// app.register { (url: String) in URLSessionNetworkLayer(baseURL: url) as NetworkLayer }
    /// let network: NetworkLayer = app.resolve(arguments: "http://prod.myapi.com/api/")
    /// ```
    ///
    /// The typed forms take at least one argument; to resolve without any, use ``resolve(_:variant:file:line:)-method``.
    @inlinable @inline(__always)
    public func resolve<T, First, each Rest>(
        _ type: T.Type = T.self,
        variant: Variant? = nil,
        arguments first: First,
        _ rest: repeat each Rest, file: StaticString = #fileID, line: UInt = #line
    ) -> T {
        do { return try tryResolve(type, variant: variant, arguments: first, repeat each rest) } catch {
            trap(error, file: file, line: line)
        }
    }

    // spelling[name]: let network: NetworkLayer = try app.tryResolve(name: "staging", arguments: "http://staging.myapi.com/api/")
    /// Resolves `T` from the registration whose typed arguments match these values, or throws a
    /// ``DependencyError`` that lists the argument signatures registered for `T`.
    ///
    /// ```swift
    /// let network: NetworkLayer = try app.tryResolve(arguments: "http://prod.myapi.com/api/", 8080)
    /// ```
    @inlinable @inline(__always)
    public func tryResolve<T, First, each Rest>(
        _ type: T.Type = T.self,
        variant: Variant? = nil,
        arguments first: First,
        _ rest: repeat each Rest
    ) throws -> T {
        let values = ArgumentValues(first: first, rest: (repeat each rest))
        let key = RegistrationKey(
            T.self, variant: variant, arguments: argumentSignature(First.self, repeat (each Rest).self))
        return try Arguments.with(typed: values, signature: (First, repeat each Rest).self) { arguments in
            try container.resolveInstance(key, arguments: arguments)!
        }
    }

}
