// `verify()`: resolving every registration once without keeping anything (on threads of its own, see
// VerificationThreads.swift), and the report of what it found.

/// What `verify()` found for one registration.
enum VerificationOutcome {
    case verified
    case failed(DependencyError)
    case skipped(String)

    /// Whether the build failed only because a factory it ran builds on the main actor, and it ran
    /// elsewhere.
    var needsMainActor: Bool {
        guard case .failed(let error) = self else { return false }
        return error.isolationCause == .mainActor
    }

    /// A failure because a dependency builds only on the main actor, or only with `await`, could
    /// not be built where verification ran: not a failure, but a skip with the reason.
    /// `inAsyncFactory`: the failing resolve was made by an async factory, which runs off the main actor.
    func skippingIsolation(inAsyncFactory: Bool = false) -> VerificationOutcome {
        guard case .failed(let error) = self, let cause = error.isolationCause else { return self }
        let dependency = error.resolutionChain.last ?? "a dependency"
        switch cause {
        case .async:
            return .skipped(
                "the factory of its dependency \(dependency) is async, and a synchronous factory resolves it "
                    + "without `await`: that works only once the instance is kept; `await container.async.verify()` "
                    + "builds \(dependency) itself")
        case .mainActor where inAsyncFactory:
            return .skipped(
                "the factory of its dependency \(dependency) is @MainActor, and an async factory resolves it "
                    + "without `await`, off the main actor: resolve it with `await r.async.resolve()`, which "
                    + "builds it on the main actor")
        case .mainActor:
            return .skipped(DependencyResolver.offMainActorSkip(of: "the factory of its dependency \(dependency)"))
        }
    }
}

/// The outcomes of verifying a container's registrations, and what was found on the way.
struct VerificationRun {
    var outcomes: [(registration: AnyRegistration, outcome: VerificationOutcome)] = []
    let found = VerificationCollector()
    /// The keys of the supplied arguments used.
    var used: Set<RegistrationKey> = []
}

extension DependencyResolver {
    /// Builds every registration this container can resolve (its own and its ancestors', the
    /// nearest of each key) and reports every problem at once, leaving no instance cached.
    ///
    /// ```swift
    /// let app = DependencyResolver(name: "app")
    /// app.register { r in UserService(database: r.resolve()) }  // but no Database is registered
    /// let report = app.verify()
    /// print(report.isValid)                  // false
    /// print(report.failures[0].error.kind)   // notRegistered
    /// ```
    ///
    /// Each registration is resolved from this container, as a resolve here would, so children
    /// are verified by calling `verify()` on them: their overrides change what their ancestors'
    /// registrations get. It finds missing registrations, cycles, captive dependencies, argument
    /// mismatches, factories and `resolveProperties` blocks that throw, and `.transient`
    /// registrations of value types.
    ///
    /// Factories run, but every instance is released when `verify` returns: persistent and
    /// transient registrations build a new instance (shared within the one resolution) without
    /// touching their cache, so teardown blocks do not run. Registrations that take runtime
    /// arguments are built with the values in `arguments`, or skipped when it has none for them.
    ///
    /// Factories may use the trapping forms (`r.resolve()`, `@Injected`, `args()`): each registration
    /// is built on a thread of `verify()`'s own, the same size as the caller's, while the caller
    /// waits, so a trapping resolve that fails there is reported like a thrown failure and the
    /// process goes on. The cost: a build cannot be unwound from the middle, so its thread is parked
    /// for the life of the process, holding what the build held (the container, instances already
    /// made, and any lock the factory itself took); `verify()` goes on on a new thread. A report with
    /// `n` such failures leaves `n` parked threads. The trace hook hears the builds on those threads.
    ///
    /// ```swift
    /// let app = DependencyResolver(name: "app")
    /// app.register { r in UserService(database: r.resolve()) }  // traps when it runs
    /// let report = app.verify()              // returns all the same
    /// print(report.failures[0].error.kind)   // notRegistered
    /// ```
    ///
    /// > Important: A `@MainActor` factory is built on the calling thread when `verify()` runs on
    /// > the main actor, where a trapping resolve that fails still stops the program, with the
    /// > message and the fix: write that factory's resolves as `try r.tryResolve()`, or register an
    /// > initializer with `autoregister(initializer:)`, which resolves its parameters with the
    /// > throwing form (a `@MainActor` one too). A factory that
    /// > only asserts the main actor (`MainActor.assumeIsolated { ... }`) stops the program on
    /// > `verify()`'s thread: register it with `@MainActor in` instead.
    ///
    /// A registration whose factory is `@MainActor` is built when `verify()` runs on the main actor,
    /// and skipped, with the reason, elsewhere; so is one whose factory reaches it through
    /// `try r.tryResolve()`. A registration whose factory is async is skipped, with the reason.
    /// `await app.async.verify()` builds both kinds from anywhere: it verifies on the main actor
    /// when the tree has `@MainActor` factories, and then builds the async ones with `await`.
    ///
    /// - Parameter arguments: Values for the registrations that take runtime arguments.
    /// - Returns: What was built, what failed (with the messages a resolve would throw), and what was skipped.
    public func verify(arguments: VerificationArguments = VerificationArguments()) -> VerificationReport {
        let state = ThreadLocalState.current
        if let refusal = verificationRefusal(state: state) { return refusal }
        countVerification(1)
        defer { countVerification(-1) }
        return finishVerification(verificationRun(arguments: arguments, state: state), arguments: arguments)
    }

    /// Verifies every reachable registration: what `verify()` does before it reports. The builds run
    /// on verification threads (see ``VerificationThreads``), so that a trapping resolve that fails is
    /// reported; `@MainActor` ones, when the caller is on the main actor, run on the calling thread.
    func verificationRun(arguments: VerificationArguments, state: ResolutionState) -> VerificationRun {
        var run = VerificationRun()
        let found = run.found
        let registrations = reachableRegistrations()
        let onMainActor = MainActorIsolation.isCurrent
        let onCaller: [Bool] = tree.lock.withLock {
            registrations.map { onMainActor && $0.extras?.runsOnMainActor == true }
        }
        let results = VerificationThreads.run(
            registrations.indices.filter { !onCaller[$0] }, stackSize: state.stackSize, scope: RootScope.current
        ) { [self] index, threadState in
            verifyOne(registrations[index], arguments: arguments, state: threadState, into: found)
        }
        // (A result the calling thread builds is never abandoned: its trapping resolves stop the process.)
        for (index, registration) in registrations.enumerated() {
            var (outcome, supplyKey, _) = results[index] ?? (.verified, nil, false)
            if onCaller[index] || (onMainActor && outcome.needsMainActor) {
                // A dependency that builds only on the main actor, where the caller is: build it here.
                (outcome, supplyKey) = verifyOne(registration, arguments: arguments, state: state, into: found)
            }
            if results[index]?.abandoned == true, case .failed(let error) = outcome {
                // A trapping resolve ended the build, which cannot say what it used: what it was given.
                supplyKey = tree.lock.withLock { arguments.supplyKey(for: registration) }
                if error.isolationCause == nil { reportFailure(error, of: registration) }
            }
            // A dependency that builds only on the main actor could not be built here: not a failure.
            outcome = outcome.skippingIsolation()
            run.outcomes.append((registration, outcome))
            if let supplyKey { run.used.insert(supplyKey) }
        }
        return run
    }

    /// The report of `run`: its outcomes, the transient value types and unseen overrides it found,
    /// and the supplied arguments nothing used.
    func finishVerification(_ run: VerificationRun, arguments: VerificationArguments) -> VerificationReport {
        var outcomes = run.outcomes
        // A transient registration of a value type builds fine but does not do what it says: a
        // failure of its own, whether it was verified itself or built by another.
        for transient in run.found.transientValueTypes {
            let failure = VerificationOutcome.failed(FailureReport.transientValueType(transient))
            if let index = outcomes.firstIndex(where: { $0.registration === transient }) {
                if case .verified = outcomes[index].outcome { outcomes[index].outcome = failure }
            } else {
                outcomes.append((transient, failure))
            }
        }
        var verified: [VerificationReport.Entry] = []
        var failures: [VerificationReport.Failure] = []
        var skipped: [VerificationReport.Skip] = []
        for (registration, outcome) in outcomes {
            let entry = tree.lock.withLock { verificationEntry(registration) }
            switch outcome {
            case .verified: verified.append(entry)
            case .failed(let error): failures.append(VerificationReport.Failure(entry: entry, error: error))
            case .skipped(let reason): skipped.append(VerificationReport.Skip(entry: entry, reason: reason))
            }
        }
        let unused = arguments.requests.filter { !run.used.contains($0.key) }.map { key, request in
            FailureReport.unusedVerificationArguments(
                request.type, key: key, signature: request.signature, in: self)
        }
        failures += unused.sorted(by: { $0.message < $1.message }).map { .init(entry: nil, error: $0) }
        let warnings = tree.lock.withLock { run.found.unseenOverrides.map { warning(for: $0) } }
        return VerificationReport(
            container: displayName, verified: verified, failures: failures, skipped: skipped, warnings: warnings)
    }

    /// The report to return at once when `verify()` cannot run here: from a factory (it would build
    /// that factory's registration again, and again), or when `registerAllServices()` fails first.
    func verificationRefusal(state: ResolutionState) -> VerificationReport? {
        let asyncChain = AsyncFrames.slot.get()?.chainNames
        var failure = FailureReport.verifyWhileResolving(
            in: self, chain: state.isIdle ? asyncChain ?? [] : state.chainNames)
        if state.isIdle, asyncChain == nil {
            // main's tree: registerAllServices() runs first, so verify sees what the app registers.
            do {
                try ServiceLocatorBootstrap.runIfNeeded(for: tree)
                return nil
            } catch {
                failure = error as? DependencyError ?? failure
            }
        }
        return VerificationReport(
            container: displayName, verified: [], failures: [.init(entry: nil, error: failure)], skipped: [],
            warnings: [])
    }

    /// Adds `change` to the verifications running in the tree: while there are any, its resolves are
    /// diverted to the observed path, where verification runs.
    func countVerification(_ change: Int) {
        tree.lock.withLock {
            tree.verifications += change
            tree.updateDiversion()
        }
    }

    /// Why `verify()` off the main actor skips a registration: `factory` is `@MainActor`.
    static func offMainActorSkip(of factory: String) -> String {
        "\(factory) is @MainActor and verify() ran off the main actor: call verify() from main-actor code "
            + "(a @MainActor test, say) or `await container.async.verify()` to build it"
    }

    /// Builds `registration` as a top-level resolve from this container would, keeping nothing, and
    /// adds what it noticed to `found`. Returns the outcome and the key of the arguments it used.
    private func verifyOne(
        _ registration: AnyRegistration, arguments: VerificationArguments, state: ResolutionState,
        into found: VerificationCollector
    ) -> (VerificationOutcome, RegistrationKey?) {
        let (need, supplyKey, trace, implementation, mainActor) = tree.lock.withLock {
            (
                registration.argumentNeed, arguments.supplyKey(for: registration), tree.trace,
                registration.extras?.implementation, registration.extras?.runsOnMainActor == true
            )
        }
        if let strictCopy = registration.unreplacedIn {
            // Building it would only fail; what a replaced or allowed registration reaches of it fails.
            let reason = "the test did not replace it, and \(strictCopy) is a strict copy: it fails wherever it is used"
            return (.skipped(reason), nil)
        }
        if registration.isAsync || implementation?.isAsync == true {
            let reason = "its factory is async, and verify() runs no async factory: "
            return (.skipped(reason + "`await container.async.verify()` builds it"), supplyKey)
        }
        let supply = supplyKey.flatMap { arguments.supplies[$0] }
        if need != .none, supply == nil { return (.skipped(skipReason(need, registration)), nil) }
        // A registration that takes no arguments is built with none.
        let supplying = supply ?? { build in try build(.none) }
        if mainActor, !MainActorIsolation.isCurrent {
            return (.skipped(Self.offMainActorSkip(of: "its factory")), supplyKey)
        }
        let collector = VerificationCollector()
        state.begin(requester: self)
        state.verification = collector
        var outcome = VerificationOutcome.verified
        do {
            // Top level: no edge leads here, so there is nothing to record.
            let observers = Observers(trace: trace, recording: false)
            try observed(registration, implementation: implementation, observers: observers, state: state) {
                try supplying { try registration.verify(in: self, state: state, arguments: $0) }
            }
        } catch {
            outcome = .failed(
                error as? DependencyError ?? FailureReport.factoryFailed(registration, error: error, chain: []))
        }
        state.verification = nil
        state.end()
        // A dependency that builds only on the main actor, or with `await`, is a skip, not a failure.
        if case .failed(let error) = outcome, error.isolationCause == nil { reportFailure(error, of: registration) }
        found.merge(collector)
        return (outcome, supplyKey)
    }

    /// The registration of each key this container resolves: its own, then its ancestors' not
    /// overridden below, each container's in drawing order.
    private func reachableRegistrations() -> [AnyRegistration] {
        tree.lock.withLock {
            var seen: Set<RegistrationKey> = []
            return ancestry.flatMap { $0.registrations.values.sorted(by: Self.drawingOrder) }.filter {
                seen.insert($0.key).inserted
            }
        }
    }

    /// The warning for `unseen`; the caller holds the lock.
    private func warning(for unseen: UnseenOverride) -> VerificationReport.Warning {
        let shared = unseen.shared.displayName
        let key = unseen.override.displayName
        let home = unseen.shared.owner.displayName
        let overrider = unseen.override.owner.displayName
        let gets = unseen.used.map { "the \(key) registered in \($0.owner.displayName)" } ?? "nothing (`nil`)"
        var message =
            "\(unseen.shared.described("in")) does not see the override of \(key) in \(overrider): a shared "
            + "instance resolves its dependencies in its own container, \(home), and gets \(gets)."
        if unseen.consumer !== unseen.shared {
            message += " (\(unseen.consumer.displayName), which it builds, resolves \(key) there too.)"
        }
        message +=
            "\nResolved through \(displayName), \(shared) is built with "
            + (unseen.used == nil ? "no \(key)" : "that \(key)") + ", not with \(overrider)'s."
            + "\nFixes: in a test, resolve from a copy of the app container made with the replacement, "
            + "`copy { $0.register { ... } }`, in which every consumer sees it (see the Testing guide); "
            + "or register \(shared) (or install its module) in \(overrider) too, so that \(overrider) has "
            + "an instance of its own, built with the override."
        return VerificationReport.Warning(
            entry: verificationEntry(unseen.shared), key: key, overridingContainer: overrider, message: message)
    }

    /// How a report names `registration`; the caller holds the lock.
    private func verificationEntry(_ registration: AnyRegistration) -> VerificationReport.Entry {
        VerificationReport.Entry(
            key: registration.displayName, container: registration.owner.displayName,
            lifetime: registration.lifetime)
    }

    /// Resolves `registration` from this container within a verification resolution.
    func verifyBuild<T>(_ registration: Registration<T>, state: ResolutionState, arguments: Arguments) throws {
        let properties = tree.lock.withLock { registration.properties }
        _ = try produceNested(registration, state: state, arguments: arguments, properties: properties)
    }

    func skipReason(_ need: ArgumentNeed, _ registration: AnyRegistration) -> String {
        switch need {
        case .typed:
            let types = registration.argumentTypes.map(typeName) ?? "?"
            return "it takes the typed arguments `\(types)`; supply values with "
                + "`VerificationArguments.add(_:variant:arguments:)` to verify it"
        default:
            return
                "its factory takes `args`; supply them with `VerificationArguments.add(_:variant:args:)` to verify it"
        }
    }
}

/// Whether a registration's factory needs runtime arguments.
enum ArgumentNeed {
    case none
    /// Resolver-style `Args`.
    case args
    /// Typed arguments: the key carries their signature.
    case typed
}

extension AnyRegistration {
    /// What runtime arguments the factory needs; the caller holds the tree lock.
    var argumentNeed: ArgumentNeed {
        // Typed arguments: the key carries their signature (a contribution's key may carry a token instead).
        if argumentTypes != nil { return .typed }
        if takesArgs { return .args }
        return extras?.implementation?.argumentNeed ?? .none
    }
}
