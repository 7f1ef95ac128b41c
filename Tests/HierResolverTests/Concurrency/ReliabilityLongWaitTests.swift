import Foundation
import Testing

@testable import HierResolver

// Waits the container cannot see the end of: a factory that blocks until another thread has resolved
// what it builds. Without a `waitLimit` such a wait goes on; once it outlasts the tree's
// `longWaitReport` it is reported, once, to the trace hook and on standard error (collected here, so
// the test log stays clean). Each loop is broken by the test once it has seen what it expects.

@Suite("Reliability: long waits are reported")
struct ReliabilityLongWaitTests {
    @Test(
        "a wait on a thread hop that outlasts longWaitReport is reported once, to the trace hook and on standard error")
    func threadHopReportedOnce() throws {
        let app = DependencyResolver(name: "long-wait")
        app.longWaitReport = 0.2
        let events = app.collectTraceEvents()
        let written = app.collectLongWaitReports()
        let loop = ThreadHopLoop(in: app)

        #expect(eventually { events.all.contains { $0.kind == .longWait } })
        // Time for a second report, if the wait made one: it must not.
        Thread.sleep(forTimeInterval: 0.6)
        try #require(loop.end(), "the loop did not end once broken")

        let reports = events.all.filter { $0.kind == .longWait }
        #expect(reports.count == 1, "\(reports)")
        let report = try #require(reports.first)
        #expect(report.key == "`HierResolverTests.Probe.HopA`")
        #expect(report.container == "\"long-wait\"")
        #expect(report.lifetime == .persistent)
        #expect(report.depth == 1, "the waiting resolution was building `HopB`")
        #expect(
            report.message
                == "Long wait: waited 0.2 s for `HierResolverTests.Probe.HopA` (persistent, in \"long-wait\") to be "
                + "built on another thread, which has not finished. The waiting resolution: "
                + "`HierResolverTests.Probe.HopB` -> `HierResolverTests.Probe.HopA`. The resolution doing it is "
                + "running a factory, or waiting for something the container cannot follow. If that work waits for "
                + "this thread (a factory that blocks until another thread has resolved from the same container), "
                + "neither ever finishes. The wait goes on. To make such a wait fail with a .deadlock error, set the "
                + "tree's waitLimit (app.waitLimit = 30); if the work is only slow, raise the tree's "
                + "longWaitReport, or set it to nil to stop these reports.")
        #expect(written.all == ["HierResolver: " + report.message])
        #expect(loop.helperErrors.all.isEmpty, "the wait went on and ended with the instance")
    }

    @Test("a TracePrinter writes a long wait at once, while the resolution that waits is still unfinished")
    func printerWritesLongWaitAtOnce() throws {
        let app = DependencyResolver(name: "printed")
        app.longWaitReport = 0.2
        let printed = LockedList<String>()
        app.trace = TracePrinter { printed.append($0) }.handler
        _ = app.collectLongWaitReports()
        let loop = ThreadHopLoop(in: app)

        let prefix = "longWait `HierResolverTests.Probe.HopA` in \"printed\": Long wait: waited 0.2 s for "
        #expect(eventually { printed.all.contains { $0.hasPrefix(prefix) } }, "\(printed.all)")
        try #require(loop.end(), "the loop did not end once broken")
    }

    @Test("with longWaitReport set to nil, a long wait is not reported")
    func silenced() throws {
        let app = DependencyResolver(name: "quiet")
        #expect(app.longWaitReport == 10, "reported after 10 s by default")
        app.longWaitReport = 0.2
        app.longWaitReport = nil
        #expect(app.longWaitReport == nil)
        let events = app.collectTraceEvents()
        let written = app.collectLongWaitReports()
        let loop = ThreadHopLoop(in: app)

        #expect(loop.helperStarted.waitUnderWatchdog())
        Thread.sleep(forTimeInterval: 0.6)  // three times the 0.2 s it was set to before
        try #require(loop.end(), "the loop did not end once broken")

        #expect(!events.all.contains { $0.kind == .longWait })
        #expect(written.all.isEmpty)
    }

    @Test("with a waitLimit the wait still fails at the limit, reported first when the report comes sooner")
    func waitLimitStillEndsTheWait() throws {
        let app = DependencyResolver(name: "limited")
        app.waitLimit = 0.5
        app.longWaitReport = 0.2
        let events = app.collectTraceEvents()
        let written = app.collectLongWaitReports()
        let loop = ThreadHopLoop(in: app)

        // The limit ends the loop: the helper's resolve fails, and the factory it blocked goes on.
        #expect(loop.topHasFinished(), "the wait did not end at the limit")
        let error = try #require(loop.helperErrors.all.first)
        #expect(error.kind == .deadlock)
        #expect(
            error.message.hasPrefix(
                "Deadlock suspected: waited 0.5 s for `HierResolverTests.Probe.HopA` (persistent, in \"limited\") "
                    + "to be built on another thread"), "\(error.message)")
        #expect(events.all.filter { $0.kind == .longWait }.count == 1)
        #expect(written.all.count == 1)
        try #require(loop.end())
    }

    @Test("a waitLimit no longer than longWaitReport fails the wait without a report")
    func limitBeforeReport() throws {
        let app = DependencyResolver(name: "limit-first")
        app.waitLimit = 0.2
        app.longWaitReport = 0.2
        let events = app.collectTraceEvents()
        let written = app.collectLongWaitReports()
        let loop = ThreadHopLoop(in: app)

        #expect(loop.topHasFinished(), "the wait did not end at the limit")
        #expect(loop.helperErrors.all.map(\.kind) == [.deadlock])
        #expect(!events.all.contains { $0.kind == .longWait })
        #expect(written.all.isEmpty)
        try #require(loop.end())
    }

    @Test("the report names what the container sees of the resolution doing the work: the waits it is in")
    func reportFollowsTheBuildersWaits() throws {
        let app = DependencyResolver(name: "chain")
        app.longWaitReport = 0.2
        let events = app.collectTraceEvents()
        _ = app.collectLongWaitReports()
        let unblock = DispatchSemaphore(value: 0)
        let slowStarted = DispatchSemaphore(value: 0)
        // `Slow` blocks on something the container cannot see, and `Waiting` waits for it.
        app.persistent { () -> LongWaits.Slow in
            slowStarted.signal()
            unblock.waitUnderWatchdog()
            return LongWaits.Slow()
        }
        app.persistent { r in LongWaits.Waiting(slow: try r.tryResolve()) }
        let done = DispatchGroup()
        func resolve(_ type: AnyObject.Type, after start: DispatchSemaphore?) {
            done.enter()
            Thread {
                start?.waitUnderWatchdog()
                if type == LongWaits.Slow.self {
                    _ = try? app.tryResolve(LongWaits.Slow.self)
                } else {
                    _ = try? app.tryResolve(LongWaits.Waiting.self)
                }
                done.leave()
            }.start()
        }
        resolve(LongWaits.Slow.self, after: nil)
        resolve(LongWaits.Waiting.self, after: slowStarted)
        // Once the builder of `Waiting` is seen waiting for `Slow`, a third thread waits for `Waiting`.
        #expect(eventually { events.all.contains { $0.kind == .longWait } })
        resolve(LongWaits.Waiting.self, after: nil)
        #expect(eventually { events.all.filter { $0.kind == .longWait }.count == 2 })
        unblock.signal()
        try #require(done.wait(timeout: .now() + defaultWatchdog) == .success)

        let reports = events.all.filter { $0.kind == .longWait }
        #expect(reports.map(\.key) == ["`HierResolverTests.LongWaits.Slow`", "`HierResolverTests.LongWaits.Waiting`"])
        #expect(
            reports.last?.message.contains(
                "The waiting resolution: `HierResolverTests.LongWaits.Waiting`. The resolution doing it is waiting "
                    + "too: `HierResolverTests.LongWaits.Waiting`, waiting for `HierResolverTests.LongWaits.Slow`; "
                    + "the resolution doing the last of those is running a factory, or waiting for something the "
                    + "container cannot follow.") == true, "\(reports.last?.message ?? "")")
    }

    @Test("a copy keeps the tree's longWaitReport")
    func copyKeepsSetting() {
        let app = DependencyResolver(name: "app")
        app.longWaitReport = 3
        #expect(app.copy().longWaitReport == 3)
        app.longWaitReport = nil
        #expect(app.copy().longWaitReport == nil)
    }

    @Test("a wait for a module another thread installs is reported, naming the module")
    func moduleWaitReported() throws {
        let app = DependencyResolver(name: "modules")
        app.longWaitReport = 0.2
        let events = app.collectTraceEvents()
        let written = app.collectLongWaitReports()
        let started = DispatchSemaphore(value: 0)
        let unblock = DispatchSemaphore(value: 0)
        let done = DispatchGroup()
        for index in 0..<2 {
            done.enter()
            Thread {
                if index == 1 { started.waitUnderWatchdog() }
                app.register(module: BlockingModule(started: started, unblock: unblock))
                done.leave()
            }.start()
        }

        #expect(eventually { events.all.contains { $0.kind == .longWait } })
        unblock.signal()
        try #require(done.wait(timeout: .now() + defaultWatchdog) == .success)

        let report = try #require(events.all.first { $0.kind == .longWait })
        #expect(report.key == "`HierResolverTests.BlockingModule`")
        #expect(report.lifetime == nil)
        #expect(
            report.message.hasPrefix(
                "Long wait: waited 0.2 s for module HierResolverTests.BlockingModule to be installed on another "
                    + "thread, which has not finished. The resolution doing it is running a factory"),
            "\(report.message)")
        #expect(written.all.count == 1)
    }
}

/// This suite's keys.
enum LongWaits {
    final class Slow: Sendable {}

    final class Waiting: Sendable {
        let slow: Slow
        init(slow: Slow) { self.slow = slow }
    }
}

/// A module that blocks while it installs, until the test lets it go.
struct BlockingModule: DependencyRegister {
    let started: DispatchSemaphore
    let unblock: DispatchSemaphore

    func registerDependencies(container: DependencyResolver) {
        started.signal()
        unblock.waitUnderWatchdog()
    }
}

/// A loop through a thread the container cannot see, in `app`: a thread resolves the persistent `HopA`,
/// whose factory starts a helper thread that resolves `HopB` (which needs `HopA`) and blocks until the
/// helper is done, or until ``end()`` breaks the loop.
final class ThreadHopLoop: Sendable {
    /// Signalled by the helper when it is done, and by ``end()``: the factory waits for one of them.
    let unblock = DispatchSemaphore(value: 0)
    let helperStarted = DispatchSemaphore(value: 0)
    let helperErrors = LockedList<DependencyError>()
    private let top = DispatchGroup()
    private let helper = DispatchGroup()

    init(in app: DependencyResolver) {
        app.persistent { [self] () -> Probe.HopA in
            helper.enter()
            Thread { [self] in
                helperStarted.signal()
                do { _ = try app.tryResolve(Probe.HopB.self) } catch let error as DependencyError {
                    helperErrors.append(error)
                } catch {}
                unblock.signal()
                helper.leave()
            }.start()
            unblock.waitUnderWatchdog()
            return Probe.HopA()
        }
        app.register { r in Probe.HopB(a: try r.tryResolve()) }
        top.enter()
        Thread { [self] in
            _ = try? app.tryResolve(Probe.HopA.self)
            top.leave()
        }.start()
    }

    /// Whether the thread that resolves `HopA` has returned, within the watchdog.
    func topHasFinished() -> Bool { top.wait(timeout: .now() + defaultWatchdog) == .success }

    /// Breaks the loop and waits for both threads; whether they ended.
    func end() -> Bool {
        unblock.signal()
        return topHasFinished() && helper.wait(timeout: .now() + defaultWatchdog) == .success
    }
}

extension DependencyResolver {
    /// Collects the lines this container's tree writes on standard error about long waits, instead.
    func collectLongWaitReports() -> LockedList<String> {
        let lines = LockedList<String>()
        tree.lock.withLock { tree.longWaitWriter = { lines.append($0) } }
        return lines
    }
}
