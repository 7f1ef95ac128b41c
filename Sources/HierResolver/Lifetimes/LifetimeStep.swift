// The lifetime decisions both drivers take: the plan (what a resolve does with a registration, by its
// lifetime and `verify()`'s mode), and the step of a shared registration (what a resolve that reaches
// a `.persistent` or `.transient` registration does next, decided under its owner's tree lock, never
// waiting). The blocking driver (`LifetimeBehaviour`) waits on the tree lock when told to wait, the
// suspending one (`sharedAsyncInstance`) awaits the builder; that is their only difference.

/// What a resolve does with a registration: the one switch over its lifetime that both drivers read.
enum LifetimePlan {
    /// Build a new instance in the context each time; keep it nowhere (`.ephemeral`).
    case eachTime
    /// Build it once in the resolution, in the context: a graph instance (`.graph`).
    case oncePerResolution
    /// Build it once in the resolution, in its owner, and keep it nowhere: a shared registration
    /// while `verify()` runs, which must keep nothing.
    case verifiedInOwner
    /// Keep it in its owner, built there once: the lifetime step decides (`.persistent`, `.transient`).
    case shared
}

extension AnyRegistration {
    /// What a resolve does with this registration, `verifying` when `verify()`'s mode is on. A new
    /// lifetime is a case here (and in ``Lifetime/keeping``).
    @inline(__always)
    func plan(verifying: Bool) -> LifetimePlan {
        switch lifetime {
        case .ephemeral: .eachTime
        case .graph: .oncePerResolution
        case .transient, .persistent: verifying ? .verifiedInOwner : .shared
        }
    }
}

/// What a resolve of a shared registration does next, as ``AnyRegistration/stepLocked(claimingFor:)``
/// decides it.
enum LifetimeStep {
    /// Hand out the kept instance.
    case kept(InstanceStorage.Kept)
    /// The caller's party claimed the build: run the factory in the owner, then settle with this epoch.
    case build(epoch: UInt64)
    /// Another party is building it: wait for that builder, then take the step again.
    case wait(for: any WaitingParty)
    /// Nothing may be built: the owner was shut down.
    case refused(DependencyError)
}

extension AnyRegistration {
    /// The next step of a resolve of this shared registration; the caller holds its owner's tree lock.
    /// `party` makes the party that builds, called only when the step claims the build for it.
    ///
    /// A claim reads the owner's shut-down mark under the same lock `shutdown()` sets it under, so
    /// once `shutdown()` began no build of the owner's is claimed: a resolve that was waiting for a
    /// build the shutdown let go of is refused, not handed a new build that nothing would tear down.
    func stepLocked(claimingFor party: () -> any WaitingParty) -> LifetimeStep {
        if let kept = storage.kept() { return .kept(kept) }
        if let builder = storage.builder { return .wait(for: builder) }
        if let refusal = refusalLocked() { return .refused(refusal) }
        return .build(epoch: storage.claim(for: party()))
    }

    /// Why nothing of this registration's may be built now, if its owner was shut down; the caller
    /// holds the owner's tree lock. A claim asks (``stepLocked(claimingFor:)``), and so does a claimed
    /// async build whose task starts only after a shutdown let go of the claim.
    func refusalLocked() -> DependencyError? {
        guard let initiator = owner.shutDownByLocked else { return nil }
        return FailureReport.shutDown(displayName, in: owner, shutDownBy: initiator, doing: .resolve)
    }
}
