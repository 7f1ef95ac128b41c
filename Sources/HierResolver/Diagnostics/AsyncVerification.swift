// `await container.async.verify()`: what `verify()` does, and then the registrations whose factories
// are async, each built by the async engine in a resolution that keeps nothing, on a thread of its own
// where task executors exist (see VerificationExecutor.swift), so that trapping resolves are reported.

extension DependencyResolver {
    /// ``verify(arguments:)``, run on the main actor when it must be, and then every registration
    /// whose factory is async (or forwards to one, through `.implements`) built with `await`.
    ///
    /// Shared instances are built anew and kept nowhere, as `verify()` builds them; so are the
    /// synchronous resolves the async factories make, with or without `await`.
    nonisolated(nonsending) func verifyAwaiting(
        arguments: VerificationArguments, isolation: (any Actor)?
    ) async -> VerificationReport {
        if let refusal = verificationRefusal(state: ThreadLocalState.current) { return refusal }
        countVerification(1)
        defer { countVerification(-1) }
        var run = await verifyWhereItBuilds(isolation: isolation) { [self] in
            verificationRun(arguments: arguments, state: ThreadLocalState.current)
        }
        let builds = AsyncVerificationBuilds(stackSize: ThreadLocalState.current.stackSize)
        defer { builds.end() }
        for index in run.outcomes.indices {
            let registration = run.outcomes[index].registration
            guard case .skipped = run.outcomes[index].outcome, let target = asyncTarget(of: registration) else {
                continue
            }
            let (outcome, supplyKey) = await verifyOneAsync(
                registration, building: target, arguments: arguments, into: run.found, on: builds)
            run.outcomes[index].outcome = outcome
            if let supplyKey { run.used.insert(supplyKey) }
        }
        return finishVerification(run, arguments: arguments)
    }

    /// The registration whose async factory a resolve of `registration` runs: itself, or the
    /// implementation it forwards to; `nil` when that factory is synchronous.
    private func asyncTarget(of registration: AnyRegistration) -> AnyRegistration? {
        tree.lock.withLock {
            registration.isAsync ? registration : registration.extras?.implementation.flatMap { $0.isAsync ? $0 : nil }
        }
    }

    /// Builds `target`, the async factory that a top-level `await` resolve of `registration` from
    /// this container runs, keeping nothing, as one of `builds` (so that a trapping resolve that
    /// fails in it is reported). Returns the outcome and the key of the arguments it used.
    private nonisolated(nonsending) func verifyOneAsync(
        _ registration: AnyRegistration, building target: AnyRegistration, arguments: VerificationArguments,
        into found: VerificationCollector, on builds: AsyncVerificationBuilds
    ) async -> (VerificationOutcome, RegistrationKey?) {
        let (need, supplyKey) = tree.lock.withLock {
            (registration.argumentNeed, arguments.supplyKey(for: registration))
        }
        let supplied = supplyKey.flatMap { arguments.asyncSupplies[$0] } ?? AsyncArguments.none
        if need != .none, !supplied.isPresent { return (.skipped(skipReason(need, registration)), nil) }
        // The build only adds to `found` (under the tree lock), and this task reads it only after the build.
        let collector = UncheckedTransfer(value: found)
        let failure: DependencyError
        let end = await builds.run { [self, supplied] in
            try await verifyAsync(target, arguments: supplied, into: collector.value)
        }
        switch end {
        case .returned:
            return (.verified, supplyKey)
        case .threw(let error):
            failure = error as? DependencyError ?? FailureReport.factoryFailed(target, error: error, chain: [])
        case .trapped(let error):
            // A trapping resolve stopped the build: it was given `supplied`, whatever it used.
            failure = error
        }
        reportFailure(failure, of: registration)
        return (VerificationOutcome.failed(failure).skippingIsolation(inAsyncFactory: true), supplyKey)
    }
}
