import Dispatch
import Foundation
import HierResolver
import Testing

/// A shared resource that counts the instances alive, so a test can tell that nothing kept one.
private final class Pool: @unchecked Sendable {
    static let made = Counter()
    static let released = Counter()
    static var alive: Int { made.value - released.value }
    init() { Pool.made.increment() }
    deinit { Pool.released.increment() }
}

/// A build of a shared instance claimed once `shutdown()` began is refused: nothing is built or kept
/// for a shut-down container after its `shutdown()` returned (the lifetime step reads the mark).
@Suite("Shutdown: claims", .serialized)
struct ShutdownClaimTests {
    @Test("a thread waiting for a build that shutdown let go of is refused, not handed a new build")
    func waitingThreadIsRefused() async {
        let app = DependencyResolver(name: "app")
        let (starts, tornDown) = (Counter(), Counter())
        let (building, release, first, second) = (
            DispatchSemaphore(value: 0), DispatchSemaphore(value: 0), DispatchSemaphore(value: 0),
            DispatchSemaphore(value: 0)
        )
        app.register(lifetime: .persistent) { () -> Pool in
            // Only the first build waits: a second one (the defect) must fail the test, not hang it.
            if starts.increment() == 1 {
                building.signal()
                release.wait()
            }
            return Pool()
        }
        .teardown { _ in tornDown.increment() }
        let secondError = LockedList<DependencyError>()
        Thread {
            _ = try? app.tryResolve(Pool.self)
            first.signal()
        }.start()
        building.wait()
        Thread {
            do { _ = try app.tryResolve(Pool.self) } catch let error as DependencyError {
                secondError.append(error)
            } catch {}
            second.signal()
        }.start()
        // The second thread waits for the first one's build by now (a short sleep makes that likely;
        // the assertions hold either way).
        try? await Task.sleep(nanoseconds: 50_000_000)
        _ = await app.shutdown()
        release.signal()
        first.wait()
        second.wait()

        #expect(starts.value == 1, "no factory starts once shutdown() returned")
        #expect(tornDown.value == 0)
        #expect(Pool.alive == 0, "nothing kept the instance built during the shutdown")
        let error = secondError.all.first
        #expect(error != nil, "the waiting thread failed")
        #expect(error?.kind == .shutDown)
        #expect(error?.message.contains("Pool") == true)
        #expect(throws: DependencyError.self) { try app.tryResolve(Pool.self) }
    }

    @Test("a task awaiting an async build that shutdown let go of is refused")
    func waitingTaskIsRefused() async throws {
        let app = DependencyResolver(name: "app")
        let starts = Counter()
        let gate = AsyncGate()
        let arrivals = ArrivalCounter()
        app.register(lifetime: .persistent) { () async -> Pool in
            starts.increment()
            await arrivals.arrive()
            await gate.wait()
            return Pool()
        }
        // (The tasks return no `Pool`: a task keeps its result while its handle lives.)
        let builder = Task { _ = try await app.async.tryResolve(Pool.self) }
        await arrivals.waitFor(1)
        let waiter = Task { () -> DependencyError? in
            do {
                _ = try await app.async.tryResolve(Pool.self)
                return nil
            } catch { return error as? DependencyError }
        }
        try await Task.sleep(nanoseconds: 20_000_000)
        _ = await app.shutdown()
        await gate.open()
        _ = try? await builder.value
        // The waiter shares the build it awaited, which was never kept: it gets that instance, or
        // fails with `.shutDown`; it never starts a build of its own.
        if let error = await waiter.value { #expect(error.kind == .shutDown) }
        #expect(starts.value == 1, "no factory starts once shutdown() returned")
        #expect(eventually(within: 1) { Pool.alive == 0 }, "nothing kept the instance built during the shutdown")
        await #expect(throws: DependencyError.self) { try await app.async.tryResolve(Pool.self) }
    }

    @Test(
        "randomised: threads and tasks racing shutdown build each shared instance at most once, and nothing stays kept")
    func randomisedRounds() async {
        // Each registration is persistent and its factory never fails, so a second start in one round
        // is a build claimed after shutdown let go of the first (a claim after shutdown).
        var secondBuilds = 0
        var keptByShutDownRoot = 0
        for round in 0..<150 {
            var generator = SystemRandomNumberGenerator()
            let app = DependencyResolver(name: "app")
            let request = app.child(name: "request")
            let (rootStarts, requestStarts) = (Counter(), Counter())
            app.register(lifetime: .persistent) { () -> Pool in
                rootStarts.increment()
                Thread.sleep(forTimeInterval: Double.random(in: 0...0.002))
                return Pool()
            }
            .teardown { _ in }
            request.register(variant: "async", lifetime: .persistent) { () async -> Pool in
                requestStarts.increment()
                try? await Task.sleep(nanoseconds: UInt64.random(in: 0...2_000_000))
                return Pool()
            }
            .teardown { _ in }
            let delays = (0..<6).map { _ in Double.random(in: 0...0.003, using: &generator) }
            let done = DispatchGroup()
            for index in 0..<3 {
                done.enter()
                Thread {
                    Thread.sleep(forTimeInterval: delays[index])
                    _ = try? (index == 0 ? app : request).tryResolve(Pool.self)
                    done.leave()
                }.start()
            }
            await withTaskGroup(of: Void.self) { group in
                for index in 3..<6 {
                    group.addTask {
                        try? await Task.sleep(nanoseconds: UInt64(delays[index] * 1e9))
                        _ = try? await request.async.tryResolve(Pool.self, variant: "async")
                    }
                }
                group.addTask {
                    try? await Task.sleep(nanoseconds: UInt64.random(in: 0...2_000_000))
                    _ = await (round.isMultiple(of: 2) ? app : request).shutdown()
                }
            }
            await withCheckedContinuation { continuation in
                done.notify(queue: .global()) { continuation.resume() }
            }
            if rootStarts.value > 1 { secondBuilds += 1 }
            if requestStarts.value > 1 { secondBuilds += 1 }
            if round.isMultiple(of: 2) {
                // The root and its child were shut down, and every handed-out instance was let go of:
                // a `Pool` still alive is one a shut-down container keeps.
                if !eventually(within: 1, { Pool.alive == 0 }) { keptByShutDownRoot += 1 }
            }
            _ = (app, request)
        }
        #expect(secondBuilds == 0, "builds claimed after shutdown began")
        #expect(keptByShutDownRoot == 0, "rounds whose shut-down root kept an instance")
    }
}
