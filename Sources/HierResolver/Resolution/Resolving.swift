// The `resolve`, `tryResolve`, `optional` and `tryOptional` forms; their `name:` spellings are generated.
//
// Each is `@inlinable @inline(never)`: a client specialises it once for each type it resolves, and
// every resolve of that type calls that one copy, instead of carrying the resolve inlined. A call
// costs a cache hit about 40 instructions (W1: 261 against 220) and saves a client about 0.3 KB of
// code a resolve (`Benchmarks/README.md`, "code per extra service": 0.81 KB against 1.14 KB, the
// budget being 1.0 KB).

extension Resolver {
    // spelling[name]: app.register(name: "edit") { XYZUpdateEdit() as XYZUpdating }
    // spelling[name]: let updater: XYZUpdating = app.resolve(name: "edit")
    /// Resolves an instance of `T`, and stops the program with the reason if it cannot.
    ///
    /// The type is inferred from context or given explicitly; `variant` picks a named registration.
    ///
    /// ```swift
    /// let app = DependencyResolver()
    /// app.register { Cat(name: "Mimi") as Animal }
    /// let pet: Animal = app.resolve()
    /// let same = app.resolve(Animal.self)
    /// ```
    ///
    /// - Parameters:
    ///   - type: The type to resolve; inferred when omitted.
    ///   - variant: The registration's variant; `nil` for the one registered without a variant.
    ///   - file: The file a failure is reported in; the caller's, by default.
    ///   - line: The line a failure is reported at; the caller's, by default.
    /// - Returns: The instance, by the registration's lifetime. It is a `sending` result: main-actor
    ///   code may use it in an autoclosure (`&&`, `#expect`) as any local value.
    /// > Important: Use ``tryResolve(_:variant:)-method`` where a failure should be handled rather than trap.
    @inlinable @inline(never)
    public func resolve<T>(
        _ type: T.Type = T.self, variant: Variant? = nil, file: StaticString = #fileID, line: UInt = #line
    ) -> sending T {
        // Each form calls the engine itself: in a debug build, every call between two factories of a
        // chain is a stack frame.
        do { return try container.resolveInstance(RegistrationKey(T.self, variant: variant))! } catch {
            trap(error, file: file, line: line)
        }
    }

    // spelling[name]: let updater: XYZUpdating = try app.tryResolve(name: "edit")
    /// Resolves an instance of `T`, or throws a ``DependencyError`` saying why it cannot.
    ///
    /// ```swift
    /// do {
    ///     let pet: Animal = try app.tryResolve()
    ///     print(pet.name)
    /// } catch {
    ///     print(error)  // names the key, the containers searched and the near misses
    /// }
    /// ```
    @inlinable @inline(never)
    public func tryResolve<T>(_ type: T.Type = T.self, variant: Variant? = nil) throws -> sending T {
        // The instance is non-nil here: `optional: false` turns a miss into an error.
        try container.resolveInstance(RegistrationKey(T.self, variant: variant))!
    }

    // spelling[name]: let updater: XYZUpdating? = app.optional(name: "edit")
    /// Resolves an instance of `T`, or `nil` when nothing is registered for it.
    ///
    /// Any other failure (a cycle, a factory that throws) stops the program, as ``resolve(_:variant:file:line:)-method`` does.
    ///
    /// ```swift
    /// let pet: Animal? = app.optional()
    /// let implicit: Animal! = app.optional()
    /// ```
    @inlinable @inline(never)
    public func optional<T>(
        _ type: T.Type = T.self, variant: Variant? = nil, file: StaticString = #fileID, line: UInt = #line
    ) -> sending T? {
        do { return try container.resolveInstance(RegistrationKey(T.self, variant: variant), optional: true) } catch {
            trap(error, file: file, line: line)
        }
    }

    // spelling[name]: let updater: XYZUpdating? = try app.tryOptional(name: "edit")
    /// Resolves an instance of `T`, `nil` when nothing is registered for it, or throws any other failure.
    ///
    /// ```swift
    /// let pet: Animal? = try app.tryOptional()
    /// ```
    @inlinable @inline(never)
    public func tryOptional<T>(_ type: T.Type = T.self, variant: Variant? = nil) throws -> sending T? {
        try container.resolveInstance(RegistrationKey(T.self, variant: variant), optional: true)
    }

}
