// Registering a value with its own storage: a resolver and a storer closure.

extension Resolver {
    // spelling[name]: app.register(name: "long_date", resolver: { dateFormatter }, storer: { dateFormatter = $0 })
    /// Registers a read closure and a write closure for `T`: resolves call `resolver`, and
    /// ``store(_:object:variant:file:line:)`` (or an assignment to an `@Resolve` property) calls `storer`.
    ///
    /// ```swift
    /// var dateFormatter = makeFormatter("MMM yyyy")
    /// app.register(variant: "long_date", resolver: { dateFormatter }, storer: { f in dateFormatter = f })
    ///
    /// app.store(object: makeFormatter("yyyy"), variant: "long_date")
    /// let formatter: DateFormatter = app.resolve(variant: "long_date")  // the "yyyy" one
    /// ```
    ///
    /// The storer is the registration's own storage, so it wins over everything else `store` does:
    /// a store calls it and drops any instance the container cached for the registration, so the
    /// next resolve asks `resolver` again.
    ///
    /// > Important: The closures run on the thread that resolves or stores, with no lock held. If
    /// > several threads use them, guard the storage they share.
    ///
    /// - Parameters:
    ///   - type: The type to register under; inferred when omitted.
    ///   - variant: A variant to tell several registrations of one type apart.
    ///   - lifetime: How long resolved instances live; the container's default when `nil`.
    ///   - resolver: Reads the current value.
    ///   - storer: Writes a new value.
    /// - Returns: The registration, for further configuration.
    @inlinable @discardableResult
    public func register<T>(
        _ type: T.Type = T.self,
        variant: Variant? = nil,
        lifetime: Lifetime? = nil,
        resolver: @escaping () throws -> T,
        storer: @escaping (T) -> Void
    ) -> RegistrationOptions<T> {
        container.add(
            type, variant: variant, lifetime: lifetime, factory: .plain(resolver),
            storer: { value in storer(value as! T) })
    }

}
