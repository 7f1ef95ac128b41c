// Removing a registration from a container, with the `.implements` registrations that serve it.

extension Resolver {
    // spelling[name]: app.removeResolver(for: XYZUpdating.self, name: "edit")
    /// Removes this container's registration of `type` (and its cached instance), if it has one;
    /// ancestors and descendants keep theirs.
    ///
    /// Removing a key this container does not hold does nothing: no container changes, and the
    /// program goes on. The trace hook hears it as a ``TraceEvent/Kind/nothingToRemove`` event, which
    /// names the ancestor that registers the key, if one does. So a tear-down may remove what it may
    /// not have registered, and removing before registering makes room for the new registration either
    /// way. To learn whether anything was removed, call ``tryRemoveResolver(for:variant:)``.
    ///
    /// ```swift
    /// let app = DependencyResolver()
    /// app.register { PetOwner() as Person }
    /// app.removeResolver(for: Person.self)
    /// app.register { Veterinarian() as Person }  // the key is free again
    /// app.removeResolver(for: Session.self)  // nothing registered it: nothing happens
    /// ```
    ///
    /// > Important: Removing reaches this container only. To override an ancestor's registration
    /// > for a test or a feature, register in a child instead.
    public func removeResolver<T>(for type: T.Type, variant: Variant? = nil) {
        container.remove(RegistrationKey(T.self, variant: variant), requested: T.self)
    }

    // spelling[name]: try app.tryRemoveResolver(for: XYZUpdating.self, name: "edit")
    /// Removes this container's registration of `type`, or throws a ``DependencyError`` if this
    /// container has none.
    ///
    /// Removes what ``removeResolver(for:variant:)`` removes. When this container does not hold the key,
    /// it changes nothing either (the trace hook hears the same ``TraceEvent/Kind/nothingToRemove``
    /// event), then throws an error of kind ``DependencyError/Kind/removeFailed`` whose message names
    /// the ancestor that registers the key, if one does: for a caller that wants to know that nothing
    /// was removed.
    ///
    /// ```swift
    /// do {
    ///     try app.tryRemoveResolver(for: Person.self)
    /// } catch {
    ///     print(error)  // Cannot remove `Person` from "app": it has no such registration. ...
    /// }
    /// ```
    public func tryRemoveResolver<T>(for type: T.Type, variant: Variant? = nil) throws {
        let key = RegistrationKey(T.self, variant: variant)
        guard container.remove(key, requested: T.self) else {
            throw FailureReport.nothingToRemove(T.self, key: key, in: container)
        }
    }

}

extension DependencyResolver {
    /// Removes this container's registration for `key` and drops its cached instance; returns whether
    /// there was one. When there was none, nothing changes and the trace hook is told.
    @discardableResult
    func remove(_ key: RegistrationKey, requested: Any.Type) -> Bool {
        var removed: AnyRegistration?  // released after the lock is let go
        var droppedInstance: DroppedInstance?
        var aliases: [AnyRegistration] = []
        var nothingToRemove: (handler: TraceHandler, holder: DependencyResolver?)?
        tree.lock.withLock {
            removed = registrations.removeValue(forKey: key)
            if let removed {
                droppedInstance = removed.dropInstance()
                aliases = removeAliasesLocked(of: removed)
                tree.epoch &+= 1
            } else if let handler = tree.trace {
                nothingToRemove = (handler, lookupLocked(key)?.owner)
            }
        }
        if let droppedInstance { DroppedInstance.tearDown([droppedInstance]) }
        guard let removed else {
            guard let nothingToRemove else { return false }
            // `holder` is the ancestor that registers the key, if one does.
            let message =
                if let holder = nothingToRemove.holder {
                    "nothing removed: the receiving container has no such registration; \(holder.displayName), an "
                        + "ancestor, registers it and keeps it"
                } else {
                    "nothing removed: no container in its chain registers it"
                }
            let event = TraceEvent(
                kind: .nothingToRemove, key: keyName(requested, variant: key.variant), container: displayName,
                lifetime: nil, depth: ThreadLocalState.current.frames.count, message: message)
            deliver(event, to: nothingToRemove.handler)
            return false
        }
        report(.removed, removed, message: "removed")
        reportRemovedAliases(aliases, of: removed)
        return true
    }

    /// Removes every registration of this container, dropping their cached instances (with their
    /// teardown) and the `.implements` registrations that serve them: Swinject's `removeAll()`.
    /// Ancestors and descendants keep theirs. The trace hook hears each removal.
    package func removeAllRegistrations() {
        var removed: [AnyRegistration] = []  // released after the lock is let go
        var dropped: [DroppedInstance] = []
        var aliases: [(AnyRegistration, [AnyRegistration])] = []
        tree.lock.withLock {
            removed = registrations.removeAll { _ in true }
            for registration in removed {
                if let instance = registration.dropInstance() { dropped.append(instance) }
                let served = removeAliasesLocked(of: registration)
                if !served.isEmpty { aliases.append((registration, served)) }
            }
            tree.epoch &+= 1
        }
        DroppedInstance.tearDown(dropped)
        for registration in removed { report(.removed, registration, message: "removed with every registration") }
        for (registration, served) in aliases { reportRemovedAliases(served, of: registration) }
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
    func reportRemovedAliases(_ aliases: [AnyRegistration], of registration: AnyRegistration) {
        for alias in aliases {
            report(.removed, alias, message: "removed with \(registration.displayName), whose .implements made it")
        }
    }
}
