// What `verify()` collects besides outcomes: transient registrations of value types, and the
// overrides a shared instance never sees.

/// What a verification run on one thread collects besides errors.
final class VerificationCollector {
    /// Transient registrations whose factory returned a value type.
    var transientValueTypes: [AnyRegistration] = []
    /// Overrides a shared instance does not see, by the shared registration and the key.
    var unseenOverrides: [UnseenOverride] = []

    /// Adds what `other` found that this has not.
    func merge(_ other: VerificationCollector) {
        for unseen in other.unseenOverrides
        where !unseenOverrides.contains(where: { $0.shared === unseen.shared && $0.key == unseen.key }) {
            unseenOverrides.append(unseen)
        }
        merge(transientValueTypes: other.transientValueTypes)
    }

    /// Adds the registrations of `transients` not here yet.
    func merge(transientValueTypes transients: [AnyRegistration]) {
        for transient in transients where !transientValueTypes.contains(where: { $0 === transient }) {
            transientValueTypes.append(transient)
        }
    }
}

/// A child's registration that a shared instance of an ancestor does not see: the shared instance
/// resolves the key in its own container (the context rule), which finds the ancestor's registration.
struct UnseenOverride {
    /// The persistent or transient registration whose instance misses the override.
    let shared: AnyRegistration
    /// The registration whose factory resolves the key (the shared one, or one it builds).
    let consumer: AnyRegistration
    /// The key it resolves.
    let key: RegistrationKey
    /// The registration the shared instance gets; `nil` when an optional resolve gets nothing.
    let used: AnyRegistration?
    /// The registration it misses.
    let override: AnyRegistration
}

extension DependencyResolver {
    /// During `verify()`: notes when this container, the context of a shared instance, finds `found`
    /// for `key` (or, for an optional resolve, nothing) where the verified container's chain has a
    /// registration of the key closer to it, which the shared instance will therefore never see.
    func noteUnseenOverride(
        of key: RegistrationKey, found: AnyRegistration?, state: ResolutionState, in collector: VerificationCollector
    ) {
        guard let requester = state.requester, requester !== self, requester.tree === tree,
            let shared = state.frames.last(where: { $0.registration.lifetime.isShared })?.registration,
            let consumer = state.frames.last?.registration,
            !collector.unseenOverrides.contains(where: { $0.shared === shared && $0.key == key })
        else { return }
        let nearest: AnyRegistration? = tree.lock.withLock {
            requester.ancestry.contains { $0 === self } ? requester.lookupLocked(key) : nil
        }
        guard let nearest, nearest !== found else { return }
        collector.unseenOverrides.append(
            UnseenOverride(shared: shared, consumer: consumer, key: key, used: found, override: nearest))
    }
}
