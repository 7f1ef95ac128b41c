// Async teardown and `shutdown()`, written in main-actor code as an app writes them.

import HierResolver

/// A pool closed by an async teardown block: not `Sendable`, as an app's types often are not.
private final class Pool {
    private(set) var isDrained = false

    func drain() async throws {
        await Task.yield()
        isDrained = true
    }
}

private struct DrainFailed: Error {}

/// Checks `.teardown { try await ... }`, `shutdown()` and its report, and resolves after it, on the main actor.
@MainActor
func shutdownChecks(_ log: CheckLog) async {
    let app = DependencyResolver(name: "app")
    app.register(lifetime: .persistent) { Pool() }.teardown { pool in try await pool.drain() }
    let request = app.child(name: "request")
    request.register(variant: "request", lifetime: .transient) { Pool() }.teardown { _ in throw DrainFailed() }
    let shared: Pool = request.resolve()
    let own: Pool = request.resolve(variant: "request")

    let requestReport = await request.shutdown()
    log.check(
        "shutdown() of a child collects what its teardown threw and leaves the parent's instance alone",
        requestReport.failures.count == 1 && requestReport.failures.first?.error is DrainFailed && !shared.isDrained
            && own !== shared)
    do {
        _ = try request.tryResolve(Pool.self)
        log.check("a resolve from a shut-down child throws", false)
    } catch let error as DependencyError {
        log.check("a resolve from a shut-down child throws .shutDown", error.kind == .shutDown)
    } catch {
        log.check("a resolve from a shut-down child throws a DependencyError", false)
    }
    log.check("the parent still resolves after its child's shutdown", app.resolve(Pool.self) === shared)

    let appReport = await app.shutdown()
    log.check("shutdown() awaits an async teardown block", appReport.failures.isEmpty && shared.isDrained)
}
