import Foundation
import HierResolver
import Testing

// Every way a resolution could hang, leave a container half-done or run off the end of the stack:
// trace hooks that resolve, modules installed from several threads at once, loops of waits across
// threads and across trees, deep chains on small stacks. Each probe runs on its own thread under a
// watchdog, so a hang fails the probe instead of the run; the suite runs in debug, in release and
// under the thread sanitizer.

@Suite("Reliability: every resolution ends")
struct ReliabilityTests {
    // MARK: 1. trace hooks that resolve

    @Test("a trace hook that resolves what is being built gets a deadlock error, and the resolve finishes")
    func hookResolvingWhatIsBeingBuilt() throws {
        let app = DependencyResolver(name: "app")
        app.persistent { Probe.Clock() }
        app.persistent { r in Probe.Logger(clock: try r.tryResolve()) }
        let seen = LockedList<String>()
        app.trace = { event in
            do {
                _ = try app.tryResolve(Probe.Logger.self)
                seen.append("\(event.kind): resolved")
            } catch let error as DependencyError {
                seen.append("\(event.kind): \(error.kind)")
            } catch {}
        }

        let logger = try #require(probeTerminates { try app.tryResolve(Probe.Logger.self) })

        // The nested `.resolved` of Clock came while Logger was being built; the last, after.
        #expect(seen.all == ["resolved: deadlock", "resolved: resolved"], "\(seen.all)")
        #expect(try app.tryResolve(Probe.Logger.self) === logger)
    }

    @Test("the deadlock a trace hook meets names the hook and the resolution it interrupted")
    func hookDeadlockMessage() throws {
        let app = DependencyResolver(name: "app")
        app.persistent { Probe.Clock() }
        app.persistent { r in Probe.Logger(clock: try r.tryResolve()) }
        let errors = LockedList<DependencyError>()
        app.trace = { _ in
            do { _ = try app.tryResolve(Probe.Logger.self) } catch let error as DependencyError {
                errors.append(error)
            } catch {}
        }

        _ = try #require(probeTerminates { try app.tryResolve(Probe.Logger.self) })

        let error = try #require(errors.all.first)
        #expect(error.kind == .deadlock)
        #expect(
            error.message.hasPrefix(
                "Deadlock: `HierResolverTests.Probe.Logger` (persistent, in \"app\") is being built by the "
                    + "resolution this trace hook interrupted, on this thread."), "\(error.message)")
        #expect(error.message.contains("then: `HierResolverTests.Probe.Logger`, waiting for the trace hook to return"))
        #expect(error.message.contains("Fix: a trace hook may resolve what is already built"))
    }

    @Test(
        "a trace hook that resolves on every event: each event kind delivered during a build terminates",
        arguments: ["registered", "argumentsIgnored", "moduleInstalled", "notFound"])
    func hookOnEveryEvent(during kind: String) throws {
        let app = DependencyResolver(name: "app")
        app.register { Probe.Clock() }
        app.persistent { r -> Probe.Logger in
            switch kind {
            case "registered": r.register(name: "late") { Probe.Clock() }
            case "argumentsIgnored": _ = try r.tryResolve(Probe.Clock.self, args: 1)
            case "moduleInstalled": r.register(module: Probe.Module())
            default: _ = r.optional(Probe.Unregistered.self)
            }
            return Probe.Logger(clock: try r.tryResolve())
        }
        let delivered = LockedList<String>()
        app.trace = { event in
            delivered.append("\(event.kind)")
            _ = try? app.tryResolve(Probe.Logger.self)
            _ = try? app.tryResolve(Probe.Clock.self)
        }

        _ = try #require(probeTerminates { try app.tryResolve(Probe.Logger.self) })

        #expect(delivered.all.contains(kind), "\(delivered.all)")
        // The hook's own resolves are not delivered: only the resolution's events are.
        #expect(delivered.all.count < 12, "\(delivered.all)")
    }

    @Test("a hook that resolves on every top-level event does not recurse: its own resolves are not delivered")
    func hookDoesNotRecurse() throws {
        let app = DependencyResolver(name: "app")
        app.persistent { Probe.Clock() }
        let delivered = Counter()
        app.trace = { _ in
            delivered.increment()
            _ = try? app.tryResolve(Probe.Clock.self)
        }

        _ = try #require(probeTerminates { try app.tryResolve(Probe.Clock.self) })
        _ = try #require(probeTerminates { try app.tryResolve(Probe.Clock.self) })

        #expect(delivered.value == 2, "one event per resolve of the test, none for the hook's")
    }

    @Test("a trace hook may resolve something not being built, during a build")
    func hookResolvesSomethingElse() throws {
        let app = DependencyResolver(name: "app")
        app.persistent { Probe.Clock() }
        app.persistent { r in Probe.Logger(clock: try r.tryResolve()) }
        app.register { Probe.Formatter() }
        let formatted = Counter()
        app.trace = { _ in if (try? app.tryResolve(Probe.Formatter.self)) != nil { formatted.increment() } }

        _ = try #require(probeTerminates { try app.tryResolve(Probe.Logger.self) })

        #expect(formatted.value == 2, "the nested and the top-level event")
    }

    // MARK: 2. one module, several threads

    @Test(
        "a module installed from eight threads at once: every thread returns with its registrations in",
        arguments: ProbeInstallForm.allCases)
    func moduleFromManyThreads(form: ProbeInstallForm) throws {
        for _ in 0..<20 {
            let app = DependencyResolver(name: "app")
            let runs = Counter()
            let installing = Counter()
            let overlapped = LockedList<Bool>()
            let outcomes = LockedList<String>()
            let finished = onThreads(8) { thread in
                let module = Probe.SlowModule(runs: runs, installing: installing, threads: 8, overlapped: overlapped)
                installing.increment()
                switch form {
                case .registerModule: app.register(module: module)
                case .registerFactory: app.register { module }
                case .mixed:
                    if thread.isMultiple(of: 2) { app.register(module: module) } else { app.register { module } }
                }
                do {
                    _ = try app.tryResolve(Probe.Clock.self)
                    outcomes.append("ok")
                } catch {
                    outcomes.append("\((error as? DependencyError)?.kind ?? .factoryFailed)")
                }
            }
            try #require(finished, "the installing threads did not finish")
            #expect(outcomes.all == Array(repeating: "ok", count: 8), "\(outcomes.all)")
            #expect(runs.value == 1, "the module ran once")
            #expect(overlapped.all == [true], "all 8 threads were installing it while it ran")
        }
    }

    // MARK: 3. loops of waits across threads

    @Test("three threads whose shared instances need each other in a ring: a deadlock names all three")
    func threeThreadRing() throws {
        let app = DependencyResolver(name: "ring")
        let started = DispatchSemaphore(value: 0)
        let go = DispatchSemaphore(value: 0)
        func hold() {
            started.signal()
            go.waitUnderWatchdog()
        }
        app.persistent { r -> Probe.RingA in
            hold()
            return Probe.RingA(next: try r.tryResolve())
        }
        app.persistent { r -> Probe.RingB in
            hold()
            return Probe.RingB(next: try r.tryResolve())
        }
        app.persistent { r -> Probe.RingC in
            hold()
            return Probe.RingC(next: try r.tryResolve())
        }
        let errors = LockedList<DependencyError>()
        let finished = onThreads(4) { thread in
            if thread == 3 {
                // Once all three factories run, let them go on; later runs (after a failure) do not wait.
                for _ in 0..<3 { started.waitUnderWatchdog() }
                for _ in 0..<100 { go.signal() }
                return
            }
            do {
                switch thread {
                case 0: _ = try app.tryResolve(Probe.RingA.self)
                case 1: _ = try app.tryResolve(Probe.RingB.self)
                default: _ = try app.tryResolve(Probe.RingC.self)
                }
            } catch let error as DependencyError {
                errors.append(error)
            } catch {}
        }

        try #require(finished, "the ring of waits hung")
        let deadlocks = errors.all.filter { $0.kind == .deadlock }
        #expect(!deadlocks.isEmpty, "\(errors.all.map(\.message))")
        // The wait that closed the ring names all three; a rerun after it may meet a smaller loop.
        let namesAllThree = deadlocks.contains { deadlock in
            let lines = deadlock.message.split(separator: "\n")
            return lines.filter { $0.hasPrefix("  this one: ") || $0.hasPrefix("  then: ") }.count == 3
        }
        #expect(namesAllThree, "\(deadlocks.map(\.message))")
        #expect(errors.all.allSatisfy { $0.kind == .deadlock || $0.kind == .cycle }, "\(errors.all.map(\.message))")
    }

    @Test(
        "a factory that waits for another thread which resolves what it is building: the wait fails after waitLimit",
        arguments: ProbeHop.allCases)
    func loopThroughThreadHop(hop: ProbeHop) throws {
        let app = DependencyResolver(name: "hop")
        app.waitLimit = 0.3
        let helperErrors = LockedList<String>()
        let bStarted = DispatchSemaphore(value: 0)
        app.persistent { r -> Probe.HopA in
            if hop == .thirdThreadBuildsB { bStarted.waitUnderWatchdog() }
            let done = DispatchSemaphore(value: 0)
            Thread {
                do {
                    switch hop {
                    case .resolvesA: _ = try app.tryResolve(Probe.HopA.self)
                    case .resolvesB, .thirdThreadBuildsB: _ = try app.tryResolve(Probe.HopB.self)
                    }
                } catch let error as DependencyError {
                    helperErrors.append(error.message)
                } catch {}
                done.signal()
            }.start()
            done.waitUnderWatchdog()
            return Probe.HopA()
        }
        app.persistent { r -> Probe.HopB in
            bStarted.signal()
            return Probe.HopB(a: try r.tryResolve())
        }

        let finished = onThreads(hop == .thirdThreadBuildsB ? 2 : 1) { thread in
            if thread == 0 {
                _ = try? app.tryResolve(Probe.HopA.self)
            } else {
                _ = try? app.tryResolve(Probe.HopB.self)
            }
        }

        try #require(finished, "the hop hung")
        let message = try #require(helperErrors.all.first)
        #expect(message.hasPrefix("Deadlock suspected: waited 0.3 s for `HierResolverTests.Probe."), "\(message)")
        #expect(message.contains("raise the tree's waitLimit (app.waitLimit = 120)"))
    }

    @Test("a slow build within waitLimit is waited for; no limit waits as long as it takes")
    func slowBuildIsWaitedFor() throws {
        let app = DependencyResolver(name: "slow")
        app.waitLimit = nil
        #expect(app.waitLimit == nil)
        let builds = Counter()
        let asking = Counter()
        let overlapped = LockedList<Bool>()
        app.persistent { () -> Probe.Clock in
            builds.increment()
            // Slow: it lasts until every thread has asked, so none can have found an instance yet.
            overlapped.append(eventually(within: defaultWatchdog) { asking.value == 4 })
            return Probe.Clock()
        }
        let clocks = LockedList<ObjectIdentifier>()
        let finished = onThreads(4) { _ in
            asking.increment()
            if let clock = try? app.tryResolve(Probe.Clock.self) { clocks.append(ObjectIdentifier(clock)) }
        }
        try #require(finished)
        #expect(overlapped.all == [true], "all 4 resolves were in progress during the one build")
        #expect(builds.value == 1)
        #expect(Set(clocks.all).count == 1 && clocks.all.count == 4)
        #expect(DependencyResolver(name: "fresh").waitLimit == nil, "no limit by default: single-flight waits")
    }

    // MARK: 4. two trees whose shared instances need each other

    @Test("two root containers whose persistents need each other: every run ends, with a deadlock or a cycle")
    func twoTreesNeedEachOther() throws {
        for _ in 0..<iterations(200) {
            let left = DependencyResolver(name: "left")
            let right = DependencyResolver(name: "right")
            let leftStarted = DispatchSemaphore(value: 0)
            let rightStarted = DispatchSemaphore(value: 0)
            left.persistent { () -> Probe.Left in
                leftStarted.signal()
                leftStarted.signal()
                rightStarted.waitUnderWatchdog()
                return Probe.Left(right: try right.tryResolve())
            }
            right.persistent { () -> Probe.Right in
                rightStarted.signal()
                rightStarted.signal()
                leftStarted.waitUnderWatchdog()
                return Probe.Right(left: try left.tryResolve())
            }
            let kinds = LockedList<String>()
            let finished = onThreads(2) { thread in
                do {
                    if thread == 0 {
                        _ = try left.tryResolve(Probe.Left.self)
                    } else {
                        _ = try right.tryResolve(Probe.Right.self)
                    }
                    kinds.append("built")
                } catch let error as DependencyError {
                    kinds.append("\(error.kind)")
                } catch {}
            }
            try #require(finished, "the two trees' threads waited for each other forever")
            #expect(kinds.all.sorted() == ["cycle", "deadlock"], "\(kinds.all)")
        }
    }
}

// MARK: What held before: re-entry and failures under the watchdog

extension ReliabilityTests {
    @Test("a teardown block that resolves from its container, run by reset() on several threads at once")
    func teardownThatResolves() throws {
        let app = DependencyResolver(name: "app")
        app.register { Probe.Formatter() }
        app.persistent { Probe.Clock() }.teardown { _ in _ = try? app.tryResolve(Probe.Formatter.self) }
        let finished = onThreads(6) { _ in
            for _ in 0..<200 {
                _ = try? app.tryResolve(Probe.Clock.self)
                app.reset()
            }
        }
        try #require(finished, "teardown blocks that resolve hung the resets")
    }

    @Test("a shared factory that fails at first, with waiters: every thread ends, one instance is kept")
    func failingFactoryWithWaiters() throws {
        let app = DependencyResolver(name: "app")
        let attempts = Counter()
        app.persistent { () -> Probe.Clock in
            if attempts.increment() <= 3 { throw FactoryError(reason: "not yet") }
            return Probe.Clock()
        }
        let clocks = LockedList<ObjectIdentifier>()
        let finished = onThreads(8) { _ in
            for _ in 0..<10 {
                if let clock = try? app.tryResolve(Probe.Clock.self) { clocks.append(ObjectIdentifier(clock)) }
            }
        }
        try #require(finished)
        #expect(Set(clocks.all).count == 1)
        #expect(attempts.value == 4, "three failures, then one build that everybody shares")
    }

    @Test("a child dropped by its owner while another thread builds in it: the build ends, then the child goes")
    func childDroppedMidBuild() throws {
        let app = DependencyResolver(name: "app")
        weak var released: DependencyResolver?
        let building = DispatchSemaphore(value: 0)
        let dropped = DispatchSemaphore(value: 0)
        do {
            let feature = app.child(name: "feature")
            released = feature
            feature.persistent { () -> Probe.Clock in
                building.signal()
                dropped.waitUnderWatchdog()
                return Probe.Clock()
            }
            let builder = Thread { _ = try? feature.tryResolve(Probe.Clock.self) }
            builder.start()
            try #require(
                building.wait(timeout: .now() + defaultWatchdog) == .success,
                "the builder thread did not start building in the child")
        }
        dropped.signal()
        // The build ends at once, and the builder thread lets the child go; waited for with the watchdog setting.
        #expect(eventually(within: defaultWatchdog) { released == nil }, "the child outlived its build")
    }
}
