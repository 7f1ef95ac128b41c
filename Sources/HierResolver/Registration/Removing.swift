// Removing a registration from a container, with the `.implements` registrations that serve it.

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

extension DependencyResolver {
    /// Removes this container's registration for `key` and drops its cached instance.
    func remove(_ key: RegistrationKey, requested: Any.Type) throws {
        var removed: AnyRegistration?  // released after the lock is let go
        var droppedInstance: DroppedInstance?
        var aliases: [AnyRegistration] = []
        tree.lock.withLock {
            removed = registrations.removeValue(forKey: key)
            if let removed {
                droppedInstance = removed.dropInstance()
                aliases = removeAliasesLocked(of: removed)
                tree.epoch &+= 1
            }
        }
        if let droppedInstance { DroppedInstance.tearDown([droppedInstance]) }
        guard let removed else {
            throw FailureReport.nothingToRemove(requested, key: key, in: self)
        }
        report(.removed, removed, message: "removed")
        reportRemovedAliases(aliases, of: removed)
    }

    /// Removes the registrations `.implements` made for `registration`: they serve its instances, so
    /// they go with it. In a copy they may be held by a descendant (see `copy(name:overrides:)`). The
    /// caller holds the tree lock and releases what is returned after unlocking.
    func removeAliasesLocked(of registration: AnyRegistration) -> [AnyRegistration] {
        var removed = hasAliases ? registrations.removeAll { $0.extras?.implementation === registration } : []
        if tree.aliasesInDescendants {
            for descendant in descendantsLocked() where descendant.hasAliases {
                removed += descendant.registrations.removeAll { $0.extras?.implementation === registration }
            }
        }
        return removed
    }

    /// Tells the trace hook which `.implements` registrations went with `registration`.
    func reportRemovedAliases(_ aliases: [AnyRegistration], of registration: AnyRegistration?) {
        guard let registration else { return }
        for alias in aliases {
            report(.removed, alias, message: "removed with \(registration.displayName), whose .implements made it")
        }
    }
}
