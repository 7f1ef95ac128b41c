// Test containers: `copy(name:overrides:)` and `copy(name:)` from private, generic, public and main-actor
// functions and closures, with and without `try`; and the warnings `verify()` gives for a child that overrides
// a key a shared instance of its parent resolves.

import HierResolver

private protocol TimeSource: AnyObject {
    var now: Int { get }
}

private final class SystemTime: TimeSource {
    let now = 1
}

private final class FixedTime: TimeSource {
    let now: Int

    init(_ now: Int) {
        self.now = now
    }
}

private final class Scheduler {
    let time: TimeSource

    init(time: TimeSource) {
        self.time = time
    }
}

private final class Alarm {
    let time: TimeSource

    init(time: TimeSource) {
        self.time = time
    }
}

private final class Agenda {
    let scheduler: Scheduler

    init(scheduler: Scheduler) {
        self.scheduler = scheduler
    }
}

private protocol Engine: AnyObject {
    var kind: String { get }
}

private final class Motor: Engine {
    let kind: String

    init(_ kind: String) {
        self.kind = kind
    }
}

private final class Unlisted {}

private struct FixedTimeModule: DependencyRegister {
    func registerDependencies(container: Resolver) {
        container.register { FixedTime(9) as TimeSource }
    }
}

/// A feature container and its parent, the app: a persistent time source, scheduler and motor (which also
/// serves `Engine`) in the app, a graph agenda in the feature.
private func makeFeature() -> DependencyResolver {
    let app = DependencyResolver(name: "app")
    app.register(lifetime: .persistent) { SystemTime() as TimeSource }
    app.register(lifetime: .persistent) { r in Scheduler(time: try r.tryResolve()) }
    app.register(lifetime: .persistent) { Motor("real") }.implements(Engine.self)
    let feature = app.child(name: "feature")
    feature.register { r in Agenda(scheduler: try r.tryResolve()) }
    return feature
}

private func registerFakes(_ fakes: DependencyResolver) throws {
    fakes.register { FixedTime(7) as TimeSource }
}

/// Copies `c` with `value` in place of its `TimeSource`, from a generic function.
private func overriding<T: TimeSource>(_ c: DependencyResolver, with value: T) -> DependencyResolver {
    c.copy(name: "generic") { fakes in
        fakes.register { value as TimeSource }
    }
}

/// The `now` of the scheduler a copy of `c` builds with a fixed time of `now`.
public func copiedSchedulerTime(_ c: DependencyResolver, now: Int) -> Int {
    let test = c.copy(name: "public") { fakes in
        fakes.register { FixedTime(now) as TimeSource }
    }
    let scheduler: Scheduler = test.resolve()
    return scheduler.time.now
}

@MainActor
private func mainActorCopy(_ c: DependencyResolver) -> DependencyResolver {
    c.copy { $0.register { FixedTime(11) as TimeSource } }
}

/// What a copy whose overrides throw when `failing` gives: the time its scheduler sees, or the thrown reason.
private func copyOutcome(_ c: DependencyResolver, failing: Bool) -> String {
    do {
        let copy = try c.copy(name: "thrown") { fakes in
            if failing { throw PlannedFailure(reason: "no fakes") }
            fakes.register { FixedTime(8) as TimeSource }
        }
        return "\(copy.resolve(Scheduler.self).time.now)"
    } catch let failure as PlannedFailure {
        return failure.reason
    } catch {
        return "other error: \(error)"
    }
}

private func copyOverrideChecks(_ log: CheckLog) {
    let feature = makeFeature()
    let app = feature.parent!
    let original: Agenda = feature.resolve()
    let originalTime: TimeSource = app.resolve()
    let test = feature.copy(name: "test") { fakes in
        fakes.register { FixedTime(42) as TimeSource }
    }
    let agenda: Agenda = test.resolve()
    log.check(
        "copy(name:overrides:): an override reaches a persistent singleton of an ancestor",
        agenda.scheduler.time.now == 42 && agenda.scheduler === test.resolve(Scheduler.self))
    log.check(
        "copy(name:overrides:): the original and its cached instances are untouched",
        feature.resolve(Agenda.self).scheduler === original.scheduler && app.resolve(TimeSource.self) === originalTime
            && original.scheduler.time === originalTime && originalTime.now == 1)
    log.check(
        "copy(name:overrides:): an override that names no lifetime takes the lifetime it replaces",
        test.resolve(TimeSource.self) === test.resolve(TimeSource.self)
            && test.resolve(TimeSource.self) === agenda.scheduler.time)
    let ephemeral = feature.copy(name: "ephemeral") { fakes in
        fakes.register(lifetime: .ephemeral) { FixedTime(5) as TimeSource }
    }
    log.check(
        "copy(name:overrides:): an override that names a lifetime keeps it",
        ephemeral.resolve(TimeSource.self) !== ephemeral.resolve(TimeSource.self)
            && ephemeral.resolve(Scheduler.self).time.now == 5)
    log.check(
        "copy(name:overrides:): the copy and its ancestors' copies are named, the original's chain is kept",
        test.name == "test" && test.parent?.name == "app (copy)" && test.parent !== app && feature.parent === app)
    let added = feature.copy { $0.register { Unlisted() } }
    log.check(
        "copy(overrides:): a key nobody registered is added to the copy of the copied container",
        added.optional(Unlisted.self) != nil && added.parent?.optional(Unlisted.self) == nil
            && feature.optional(Unlisted.self) == nil)
    let motor = feature.copy { $0.register { Motor("fake") } }
    log.check(
        "copy(overrides:): an .implements registration of a replaced key serves the replacement",
        motor.resolve(Engine.self).kind == "fake" && motor.resolve(Engine.self) === motor.resolve(Motor.self)
            && feature.resolve(Engine.self).kind == "real")
    let module = feature.copy(name: "module") { $0.register(module: FixedTimeModule()) }
    log.check("copy(name:overrides:): a module in the overrides", module.resolve(Scheduler.self).time.now == 9)
    spyChecks(feature, log)
}

/// A spy: an instance the test makes, registered as an override, is the one every consumer used.
private func spyChecks(_ feature: DependencyResolver, _ log: CheckLog) {
    let spy = FixedTime(12)
    let spied = feature.copy(name: "spied") { $0.register(TimeSource.self, instance: spy) }
    log.check(
        "copy(name:overrides:) with register(_:instance:): every consumer gets the instance itself",
        spied.resolve(Agenda.self).scheduler.time === spy && spied.resolve(TimeSource.self) === spy)
    let served = feature.copy { $0.register(FixedTime.self, instance: FixedTime(13)).implements(TimeSource.self) }
    log.check(
        "register(_:instance:).implements(_:) in the overrides: resolved by its own type, the instance consumers got",
        served.resolve(FixedTime.self) === served.resolve(Scheduler.self).time)
    let named = DependencyResolver(name: "named instance")
    named.register(TimeSource.self, name: "fixed", instance: spy)
    named.register(FixedTime.self, variant: "variant", instance: spy)
    log.check(
        "register(_:name:instance:) and register(_:variant:instance:)",
        named.resolve(TimeSource.self, name: "fixed") === spy
            && named.resolve(FixedTime.self, variant: "variant") === spy)
}

private func copyFormChecks(_ log: CheckLog) {
    let feature = makeFeature()
    let original: Scheduler = feature.resolve()
    let fresh = feature.copy()
    let second = feature.copy(name: "second")
    log.check(
        "copy() and copy(name:): the same registrations, empty caches",
        fresh.resolve(Scheduler.self) !== original && fresh.resolve(Scheduler.self).time.now == 1
            && fresh.resolve(Scheduler.self) === fresh.resolve(Scheduler.self)
            && second.resolve(Scheduler.self) !== fresh.resolve(Scheduler.self) && second.name == "second"
            && fresh.parent?.name == "app (copy)" && feature.resolve(Scheduler.self) === original)
    log.check(
        "copy(name:overrides:) with try: the overrides' error is rethrown",
        copyOutcome(feature, failing: false) == "8" && copyOutcome(feature, failing: true) == "no fakes")
    let failed = try? feature.copy { _ in throw PlannedFailure(reason: "no copy") }
    let made = try? feature.copy(name: "made", overrides: registerFakes)
    log.check(
        "copy(name:overrides:) with try? and a function as the overrides",
        failed == nil && made?.resolve(Scheduler.self).time.now == 7)
    let forced = try! feature.copy(overrides: registerFakes)
    log.check("copy(overrides:) with try!", forced.resolve(Agenda.self).scheduler.time.now == 7)
    let broken = feature.copy { fakes in
        fakes.register { () throws -> TimeSource in throw PlannedFailure(reason: "stopped") }
    }
    log.check(
        "copy(overrides:): a throwing override fails the singleton built with it",
        errorKind { _ = try broken.tryResolve(Scheduler.self) } == .factoryFailed
            && (try? feature.tryResolve(Scheduler.self)) === original)
    log.check(
        "copy from a generic function",
        overriding(feature, with: FixedTime(3)).resolve(Agenda.self).scheduler.time.now == 3)
    log.check("copy from a public function", copiedSchedulerTime(feature, now: 4) == 4)
    let stored: (DependencyResolver) -> DependencyResolver = { container in
        container.copy(name: "stored") { fakes in fakes.register { FixedTime(6) as TimeSource } }
    }
    log.check("copy in a stored closure", stored(feature).resolve(Scheduler.self).time.now == 6)
}

@MainActor
private func mainActorCopyChecks(_ log: CheckLog) {
    let feature = makeFeature()
    log.check("copy from a main-actor function", mainActorCopy(feature).resolve(Scheduler.self).time.now == 11)
}

private func warningChecks(_ log: CheckLog) {
    let app = DependencyResolver(name: "warned")
    app.register(lifetime: .persistent) { SystemTime() as TimeSource }
    app.register(lifetime: .persistent) { r in Scheduler(time: try r.tryResolve()) }
    app.register(lifetime: .transient) { r in Alarm(time: try r.tryResolve()) }
    app.register { r in Agenda(scheduler: try r.tryResolve()) }
    let mock = app.child(name: "mock")
    mock.register { FixedTime(2) as TimeSource }
    let report = mock.verify()
    let scheduler = report.warnings.first { $0.entry.key.contains("Scheduler") }
    let alarm = report.warnings.first { $0.entry.key.contains("Alarm") }
    log.check(
        "verify() warns of a persistent and a transient registration of the parent that miss a child's override",
        report.isValid && report.warnings.count == 2 && scheduler?.entry.lifetime == .persistent
            && alarm?.entry.lifetime == .transient && report.description.contains("2 warnings"))
    log.check(
        "a warning's entry, key, overridingContainer and message",
        scheduler?.entry.container == "\"warned\"" && scheduler?.key.contains("TimeSource") == true
            && scheduler?.overridingContainer == "\"mock\"" && scheduler?.message.contains("copy") == true
            && scheduler?.message.contains("\"mock\"") == true)
    log.check("verify() of the parent has no warnings", app.verify().warnings.isEmpty)
    let copied = app.copy(name: "copied mock") { $0.register { FixedTime(2) as TimeSource } }
    log.check(
        "verify() of a copy with the override has no warnings",
        copied.verify().warnings.isEmpty && copied.verify().isValid)
    let owning = app.child(name: "owning mock")
    owning.register { FixedTime(2) as TimeSource }
    owning.register(lifetime: .persistent) { r in Scheduler(time: try r.tryResolve()) }
    owning.register(lifetime: .transient) { r in Alarm(time: try r.tryResolve()) }
    log.check(
        "verify() does not warn when the child registers the shared instances too",
        owning.verify().warnings.isEmpty && owning.resolve(Agenda.self).scheduler.time.now == 2)
}

@MainActor
func testingChecks(_ log: CheckLog) {
    copyOverrideChecks(log)
    copyFormChecks(log)
    mainActorCopyChecks(log)
    warningChecks(log)
}
