import HierResolver
import Logging
import ServiceLifecycle

/// The app container as a service, listed after the server so that the service group's graceful
/// shutdown (SIGTERM or SIGINT) reaches it first, while the server still answers: it closes the
/// request gate (a new request gets 503), waits for the requests inside to finish, at most
/// `drainLimit`, then shuts the container down, so the app's services tear down in order. Then the
/// group stops the server.
struct ContainerService: Service {
    let container: DependencyResolver
    let gate: RequestGate
    let drainLimit: Duration
    let logger: Logger

    func run() async throws {
        // Returns when graceful shutdown begins; throws if the group is cancelled instead.
        try? await gracefulShutdown()
        logger.info("stopping: new requests get 503")
        let inside = await gate.close(waitingAtMost: drainLimit)
        if inside > 0 {
            logger.warning(
                "\(inside) request(s) still running after \(drainLimit): their containers shut down with the app's")
        }
        let report = await container.shutdown()
        for failure in report.failures { logger.error("teardown failed: \(failure)") }
        logger.info("container \(container) shut down")
    }
}
