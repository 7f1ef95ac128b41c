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
        other.unseenOverrides.forEach(add)
        merge(transientValueTypes: other.transientValueTypes)
    }

    /// Adds `unseen` unless an override of its key is noted for its shared registration already.
    func add(_ unseen: UnseenOverride) {
        guard !unseenOverrides.contains(where: { $0.shared === unseen.shared && $0.key == unseen.key }) else { return }
        unseenOverrides.append(unseen)
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
        guard let requester = state.requester,
            let shared = state.frames.last(where: { $0.registration.lifetime.isShared })?.registration,
            let consumer = state.frames.last?.registration
        else { return }
        noteUnseenOverride(
            of: key, found: found, requester: requester, shared: shared, consumer: consumer, in: collector)
    }

    /// During `await container.async.verify()`: the same, for a shared instance that an async
    /// factory builds, in the chain of `frame`.
    func noteUnseenOverrideInAsyncVerification(of key: RegistrationKey, found: AnyRegistration?, frame: AsyncFrame?) {
        // The innermost persistent or transient registration being built in this chain.
        guard let frame, let resolution = frame.existingResolution, let verification = resolution.verification,
            let shared = sequence(first: frame, next: \.parent).first(where: { $0.registration.lifetime.isShared })?
                .registration
        else { return }
        noteUnseenOverride(
            of: key, found: found, requester: resolution.requester, shared: shared, consumer: frame.registration,
            in: verification)
    }

    /// Notes that `shared`, resolving `key` here for `consumer`, gets `found` where `requester`, the
    /// verified container, has a nearer registration of the key.
    private func noteUnseenOverride(
        of key: RegistrationKey, found: AnyRegistration?, requester: DependencyResolver, shared: AnyRegistration,
        consumer: AnyRegistration, in collector: VerificationCollector
    ) {
        guard requester !== self, requester.tree === tree else { return }
        tree.lock.withLock {
            guard requester.ancestry.contains(where: { $0 === self }), let nearest = requester.lookupLocked(key),
                nearest !== found
            else { return }
            collector.add(UnseenOverride(shared: shared, consumer: consumer, key: key, used: found, override: nearest))
        }
    }
}
