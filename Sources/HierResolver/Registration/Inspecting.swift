// Asking what a chain of containers registers, by type, for the modules over the core (Swinject's
// `hasAnyRegistration(of:name:)`): a look at the keys, which builds nothing and waits for nothing.

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
