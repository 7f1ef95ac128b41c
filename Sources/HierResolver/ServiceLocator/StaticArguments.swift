// The static forms with Resolver-style arguments: resolve through `root` (or, inside a factory, the
// resolution's context), as the other static forms do. The static `register` (in `main`) is a
// spelling generated from ArgumentRegistering.swift.

extension DependencyResolver {
    // spelling[name]: let model: XYZViewModel = Resolver.resolve(name: "edit", args: true)
    /// Resolves through ``root``, passing `args` (one value, or a `[String: Any?]` dictionary) to the factory.
    ///
    /// ```swift
    /// let model: XYZViewModel = Resolver.resolve(args: true)
    /// ```
    @inlinable
    public static func resolve<T>(
        _ type: T.Type = T.self, variant: Variant? = nil, args: Any?, file: StaticString = #fileID,
        line: UInt = #line
    ) -> T {
        ambient.resolve(type, variant: variant, args: args, file: file, line: line)
    }

    // spelling[name]: let model: XYZViewModel = Resolver.resolve(name: "edit", args: ["mode": true, "name": "Editing"])
    /// Resolves through ``root``, passing a dictionary of named values written as a literal.
    ///
    /// ```swift
    /// let model: XYZViewModel = Resolver.resolve(args: ["mode": true, "name": "Editing"])
    /// ```
    @inlinable
    public static func resolve<T>(
        _ type: T.Type = T.self, variant: Variant? = nil, args: [String: Any?], file: StaticString = #fileID,
        line: UInt = #line
    ) -> T {
        ambient.resolve(type, variant: variant, args: args, file: file, line: line)
    }

    // spelling[name]: let model: XYZViewModel? = Resolver.optional(name: "edit", args: true)
    /// Resolves through ``root`` with `args`, or `nil` when nothing is registered.
    ///
    /// ```swift
    /// let model: XYZViewModel? = Resolver.optional(args: true)
    /// ```
    @inlinable
    public static func optional<T>(
        _ type: T.Type = T.self, variant: Variant? = nil, args: Any?, file: StaticString = #fileID,
        line: UInt = #line
    ) -> T? {
        ambient.optional(type, variant: variant, args: args, file: file, line: line)
    }

    // spelling[name]: let model: XYZViewModel? = Resolver.optional(name: "edit", args: ["mode": true, "name": "Editing"])
    /// Resolves through ``root`` with a dictionary of named values, or `nil` when nothing is registered.
    ///
    /// ```swift
    /// let model: XYZViewModel? = Resolver.optional(args: ["mode": true, "name": "Editing"])
    /// ```
    @inlinable
    public static func optional<T>(
        _ type: T.Type = T.self, variant: Variant? = nil, args: [String: Any?], file: StaticString = #fileID,
        line: UInt = #line
    ) -> T? {
        ambient.optional(type, variant: variant, args: args, file: file, line: line)
    }

    // spelling[name]: let model: XYZViewModel = try Resolver.tryResolve(name: "edit", args: true)
    /// Resolves through ``root`` with `args`, or throws a ``DependencyError``.
    ///
    /// ```swift
    /// let model: XYZViewModel = try Resolver.tryResolve(args: true)
    /// ```
    @inlinable
    public static func tryResolve<T>(_ type: T.Type = T.self, variant: Variant? = nil, args: Any?) throws -> T {
        try ambient.tryResolve(type, variant: variant, args: args)
    }

    // spelling[name]: let model: XYZViewModel? = try Resolver.tryOptional(name: "edit", args: true)
    /// Resolves through ``root`` with `args`, `nil` when nothing is registered, or throws any other failure.
    ///
    /// ```swift
    /// let model: XYZViewModel? = try Resolver.tryOptional(args: true)
    /// ```
    @inlinable
    public static func tryOptional<T>(_ type: T.Type = T.self, variant: Variant? = nil, args: Any?) throws -> T? {
        try ambient.tryOptional(type, variant: variant, args: args)
    }
}
