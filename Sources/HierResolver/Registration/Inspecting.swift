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
