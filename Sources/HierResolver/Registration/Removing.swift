// Removing a registration from a container.

extension Resolver {
    // spelling[name]: app.removeResolver(for: XYZUpdating.self, name: "edit")
    /// Removes this container's registration of `type` (and its cached instance); ancestors and
    /// descendants keep theirs. Stops the program if this container has no such registration.
    ///
    /// ```swift
    /// let app = DependencyResolver()
    /// app.register { PetOwner() as Person }
    /// app.removeResolver(for: Person.self)
    /// app.register { Veterinarian() as Person }  // the key is free again
    /// ```
    ///
    /// > Important: Removing reaches this container only. To override an ancestor's registration
    /// > for a test or a feature, register in a child instead.
    public func removeResolver<T>(
        for type: T.Type, variant: Variant? = nil, file: StaticString = #fileID, line: UInt = #line
    ) {
        do { try tryRemoveResolver(for: type, variant: variant) } catch { trap(error, file: file, line: line) }
    }

    // spelling[name]: try app.tryRemoveResolver(for: XYZUpdating.self, name: "edit")
    /// Removes this container's registration of `type`, or throws a ``DependencyError`` that says
    /// where the key is registered instead.
    ///
    /// ```swift
    /// try app.tryRemoveResolver(for: Person.self)
    /// ```
    public func tryRemoveResolver<T>(for type: T.Type, variant: Variant? = nil) throws {
        try container.remove(RegistrationKey(T.self, variant: variant), requested: T.self)
    }

}
