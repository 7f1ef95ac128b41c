// Asking what a chain of containers registers, by type, for the modules over the core (Swinject's
// `hasAnyRegistration(of:name:)`): a look at the keys, which builds nothing and waits for nothing;
// and keeping the registration a key finds, to build it later (Swinject's `Lazy` and `Provider`).

extension DependencyResolver {
    /// Whether this container or an ancestor registers `type` under `variant`, with or without
    /// runtime arguments; `.implements` and contributed registrations count, as they resolve. A
    /// shut-down container registers nothing.
    package func hasRegistration(of type: Any.Type, variant: Variant?) -> Bool {
        let wanted = ObjectIdentifier(type)
        return tree.lock.withLock {
            var container: DependencyResolver? = self
            while let current = container {
                if current.core.isShutDown { return false }
                var found = false
                current.registrations.forEachRegistration { registration in
                    if !found, registration.key.type == wanted, registration.key.variant == variant { found = true }
                }
                if found { return true }
                container = current.parent
            }
            return false
        }
    }
}

/// One registration of a container as the modules over the core describe it (Swinject's
/// `description` and its report of a miss): its key, its lifetime and scope, and how many
/// `resolveProperties` blocks it has.
package struct RegistrationSummary {
    /// The type the registration is resolved as.
    package let type: Any.Type
    /// The registration's variant; `nil` for none.
    package let variant: Variant?
    /// The tuple of its typed arguments' types, `nil` for none.
    package let argumentTypes: Any.Type?
    /// Its lifetime.
    package let lifetime: Lifetime
    /// The scope a module gave it, if any.
    package let scope: (any RegistrationScope)?
    /// How many `resolveProperties` blocks it runs on a new instance.
    package let propertyBlocks: Int
}

/// The `resolveProperties` blocks of a registration, counted without knowing its type.
protocol CountedPropertySteps: AnyObject {
    var blockCount: Int { get }
}

extension PropertySteps: CountedPropertySteps {
    var blockCount: Int { steps.count }
}

extension DependencyResolver {
    /// This container's own registrations (not its parents'), in no particular order; none once it
    /// is shut down.
    package func registrationSummaries() -> [RegistrationSummary] {
        tree.lock.withLock {
            var summaries: [RegistrationSummary] = []
            if core.isShutDown { return summaries }
            registrations.forEachRegistration { registration in
                summaries.append(
                    RegistrationSummary(
                        type: registration.registeredType, variant: registration.key.variant,
                        argumentTypes: registration.argumentTypes, lifetime: registration.lifetime,
                        scope: registration.extras?.scope,
                        propertyBlocks: (registration.propertySteps as? CountedPropertySteps)?.blockCount ?? 0))
            }
            return summaries
        }
    }
}

extension RegistrationOptions {
    /// The scope a module gave this registration (with `giveScope`, or as its container's default); `nil` for none.
    package var scope: (any RegistrationScope)? {
        container.tree.lock.withLock { registration.extras?.scope }
    }
}

/// The registration a key found, kept to be built later as it was found, even once the key finds
/// another or none (Swinject's `Lazy` and `Provider` keep the entry they were resolved from).
@usableFromInline
package struct KeptRegistration: @unchecked Sendable {
    let registration: AnyRegistration
}

extension DependencyResolver {
    /// The registration a resolve of `type` under `variant` without arguments would build now, if any.
    package func keptRegistration<T>(of type: T.Type, variant: Variant?) -> KeptRegistration? {
        keptRegistration(RegistrationKey(T.self, variant: variant))
    }

    /// The registration a resolve of `type` under `variant` with arguments of these types, in this
    /// order, would build now, if any.
    package func keptRegistration<T, First, each Rest>(
        of type: T.Type, variant: Variant?, arguments first: First.Type, _ rest: repeat (each Rest).Type
    ) -> KeptRegistration? {
        keptRegistration(
            RegistrationKey(T.self, variant: variant, arguments: argumentSignature(First.self, repeat (each Rest).self))
        )
    }

    private func keptRegistration(_ key: RegistrationKey) -> KeptRegistration? {
        tree.lock.withLock {
            guard shutDownByLocked == nil, let found = lookupLocked(key) else { return nil }
            return KeptRegistration(registration: found)
        }
    }

    /// Builds (or finds, by its lifetime) the instance of `kept` as a resolve of it from this container
    /// made through `companion` does; throws what such a resolve throws.
    package func tryResolve<T>(_ type: T.Type, kept: KeptRegistration, through companion: Unmanaged<AnyObject>?)
        throws -> T
    {
        let key = kept.registration.key
        return try resolveObserved(
            key, optional: false, arguments: .none, kept: kept.registration, companion: companion)!
    }

    /// ``tryResolve(_:kept:through:)`` with the typed arguments the kept registration takes.
    package func tryResolve<T, First, each Rest>(
        _ type: T.Type, kept: KeptRegistration, arguments first: First, _ rest: repeat each Rest,
        through companion: Unmanaged<AnyObject>?
    ) throws -> T {
        let values = ArgumentValues(first: first, rest: (repeat each rest))
        let key = kept.registration.key
        return try Arguments.with(typed: values, signature: (First, repeat each Rest).self) { arguments in
            try resolveObserved(
                key, optional: false, arguments: arguments, kept: kept.registration, companion: companion)!
        }
    }
}
