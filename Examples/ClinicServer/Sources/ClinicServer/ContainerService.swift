import HierResolver
import Logging
import ServiceLifecycle

/// The app container as a service: it waits for the service group's graceful shutdown (SIGTERM or
/// SIGINT), which comes after the server has drained its requests, and then shuts the container
/// down, so the app's services tear down in order.
struct ContainerService: Service {
    let container: DependencyResolver
    let logger: Logger

    func run() async throws {
        // Returns when graceful shutdown begins; throws if the group is cancelled instead.
        try? await gracefulShutdown()
        let report = await container.shutdown()
        for failure in report.failures { logger.error("teardown failed: \(failure)") }
        logger.info("container \(container) shut down")
    }
}
