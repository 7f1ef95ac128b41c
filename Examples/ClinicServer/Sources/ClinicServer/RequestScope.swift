import Foundation
import HierResolver
import Hummingbird
import Logging
import Synchronization

// A request is a feature: a child container of its own, with the request's services, over the
// app's. Handlers, `@Injected` properties and static resolves see it; it is shut down when the
// response is made.

/// The request's id, for logs.
struct RequestID: Sendable, CustomStringConvertible {
    private static let last = Atomic<Int>(0)
    let value: Int = RequestID.last.add(1, ordering: .relaxed).newValue
    var description: String { "#\(value)" }
}

/// The changes one request makes to the store: applied when the request's container is shut down,
/// if the handler marked them complete, and dropped if it did not (it threw, or never got there).
final class UnitOfWork: Sendable {
    private struct State {
        var added: [(name: String, species: String)] = []
        var complete = false
    }

    private let state = Mutex(State())
    private let store: PetStore
    private let counters: Counters
    private let logger: Logger
    private let request: RequestID

    init(store: PetStore, counters: Counters, logger: Logger, request: RequestID) {
        self.store = store
        self.counters = counters
        self.logger = logger
        self.request = request
    }

    /// Adds a pet when the unit commits.
    func add(name: String, species: String) {
        state.withLock { $0.added.append((name, species)) }
    }

    /// Marks the changes ready to commit.
    func complete() {
        state.withLock { $0.complete = true }
    }

    /// Commits the changes if they are complete, or drops them: the unit's teardown.
    func finish() async throws {
        let (added, complete) = state.withLock { ($0.added, $0.complete) }
        guard complete, !added.isEmpty else {
            if !added.isEmpty {
                counters.rolledBack.add(1, ordering: .relaxed)
                logger.debug("request \(request) rolled back \(added.count) change(s)")
            }
            return
        }
        do {
            _ = try await store.insert(added)
            counters.committed.add(1, ordering: .relaxed)
        } catch {
            counters.rolledBack.add(1, ordering: .relaxed)
            throw error
        }
    }
}

/// The request's own services: installed into every request's container.
struct RequestModule: DependencyRegister {
    func registerDependencies(container: Resolver) {
        container.register(lifetime: .persistent) { RequestID() }
        container.register(lifetime: .persistent) { r in
            UnitOfWork(store: r.resolve(), counters: r.resolve(), logger: r.resolve(), request: r.resolve())
        }
        .teardown { unit in try await unit.finish() }
    }
}

/// Gives every request a child container of `app` and runs the rest of the chain inside it; shuts
/// the child down when the response is made, so the request's unit of work commits or rolls back.
struct RequestScope<Context: RequestContext>: RouterMiddleware {
    let app: DependencyResolver
    let counters: Counters

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let scope = app.child(name: "request", modules: [RequestModule()])
        // A request that arrives once the app container's shutdown began: the server is stopping.
        if scope.isShutDown { return Response(status: .serviceUnavailable) }
        counters.containersMade.add(1, ordering: .relaxed)
        let response: Response
        do {
            response = try await DependencyResolver.withRoot(scope) { try await next(request, context) }
        } catch {
            _ = await shutDown(scope)
            throw error
        }
        // A unit of work that could not commit turns a success into a conflict.
        let failures = await shutDown(scope)
        guard failures.isEmpty || !(200..<300).contains(response.status.code) else {
            let message = failures.map { "\($0)" }.joined(separator: "\n")
            return Response(status: .conflict, body: ResponseBody(byteBuffer: ByteBuffer(string: message + "\n")))
        }
        return response
    }

    /// Shuts `scope` down and counts it; returns the teardowns that threw.
    private func shutDown(_ scope: DependencyResolver) async -> [ShutdownReport.Failure] {
        let report = await scope.shutdown()
        counters.teardownErrors.add(report.failures.count, ordering: .relaxed)
        counters.containersShutDown.add(1, ordering: .relaxed)
        return report.failures
    }
}

/// The chain of `RequestScope` without the container: `GET /plain/pets` runs through it, so that the
/// two routes differ by the request's container alone, not by a middleware's own cost.
struct PassThrough<Context: RequestContext>: RouterMiddleware {
    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        try await next(request, context)
    }
}
