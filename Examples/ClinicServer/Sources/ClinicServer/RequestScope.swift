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
        /// The teardown ran: nothing can be completed any more.
        var finished = false
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
    ///
    /// - Throws: `RequestStopped` when the unit was already torn down (the request's container was
    ///   shut down under the request by the app's shutdown), so its changes were dropped.
    func complete() throws {
        try state.withLock {
            guard !$0.finished else { throw RequestStopped() }
            $0.complete = true
        }
    }

    /// Commits the changes if they are complete, or drops them: the unit's teardown.
    func finish() async throws {
        let (added, complete) = state.withLock {
            $0.finished = true
            return ($0.added, $0.complete)
        }
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
/// Once the server begins to stop (`gate` closed), a new request is answered 503.
struct RequestScope<Context: RequestContext>: RouterMiddleware {
    let app: DependencyResolver
    let gate: RequestGate
    let counters: Counters

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        // The server is stopping: it finishes the requests inside and takes no new ones.
        guard gate.enter() else { return Self.stopping }
        defer { gate.leave() }
        let scope = app.child(name: "request", modules: [RequestModule()])
        // The app container's shutdown began anyway (the drain's limit passed): answer 503 too.
        if scope.isShutDown { return Self.stopping }
        counters.containersMade.add(1, ordering: .relaxed)
        let response: Response
        do {
            response = try await DependencyResolver.withRoot(scope) { try await next(request, context) }
        } catch {
            _ = await shutDown(scope)
            // The app's shutdown overtook the request (it ran past the drain's limit): its resolves
            // threw, or its unit of work was torn down before it completed.
            if error is RequestStopped || (error as? DependencyError)?.kind == .shutDown { return Self.stopping }
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

    /// What a request that arrives once the server is stopping gets.
    private static var stopping: Response {
        Response(
            status: .serviceUnavailable, headers: [.connection: "close"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: "the server is stopping\n")))
    }

    /// Shuts `scope` down and counts it; returns the teardowns that threw.
    private func shutDown(_ scope: DependencyResolver) async -> [ShutdownReport.Failure] {
        let report = await scope.shutdown()
        counters.teardownErrors.add(report.failures.count, ordering: .relaxed)
        counters.containersShutDown.add(1, ordering: .relaxed)
        return report.failures
    }
}

/// A request's unit of work was torn down before the request completed it: the server is stopping.
struct RequestStopped: Error {}

/// Lets requests into the app container until the server begins to stop, then lets those inside
/// finish: `RequestScope` enters it for each request and leaves when the request's container is shut
/// down, and `ContainerService` closes it before it shuts the app container down, so no request's
/// container is shut down under it by the app's shutdown.
final class RequestGate: Sendable {
    /// The requests inside, plus `closed` once the gate is closed.
    private let state = Atomic<Int>(0)
    private static let closed = 1 << 40

    /// Lets a request in: `false` once the gate is closed.
    func enter() -> Bool {
        guard state.wrappingAdd(1, ordering: .sequentiallyConsistent).newValue < Self.closed else {
            leave()
            return false
        }
        return true
    }

    /// A request that entered is done.
    func leave() {
        state.wrappingSubtract(1, ordering: .sequentiallyConsistent)
    }

    /// Closes the gate, then waits until the requests inside have left or `limit` has passed.
    ///
    /// - Returns: How many requests were still inside when it stopped waiting: 0 unless `limit` passed.
    func close(waitingAtMost limit: Duration) async -> Int {
        state.bitwiseOr(Self.closed, ordering: .sequentiallyConsistent)
        let clock = ContinuousClock()
        let deadline = clock.now + limit
        while true {
            // A request turned away is counted for a moment too (`enter`), never for long.
            let inside = state.load(ordering: .sequentiallyConsistent) - Self.closed
            if inside <= 0 || clock.now >= deadline { return max(inside, 0) }
            try? await Task.sleep(for: .milliseconds(5))
        }
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
