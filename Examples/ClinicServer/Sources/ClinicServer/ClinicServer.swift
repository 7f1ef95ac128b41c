import Foundation
import HierResolver
import Hummingbird
import Logging
import NIOPosix
import ServiceLifecycle

/// The clinic's server.
///
///     swift run -c release ClinicServer            # 127.0.0.1:8080
///     PORT=9000 swift run -c release ClinicServer
///     EVENT_LOOPS=1 taskset -c 0 .build-release/release/ClinicServer   # one event loop, on core 0
///     DRAIN_SECONDS=30 swift run -c release ClinicServer   # on SIGTERM, wait up to 30 s for requests (10)
///
/// `GET /pets` and `POST /pets` run with a container per request; `GET /scope/pets` and
/// `GET /plain/pets` are the same route with and without one, at paths of one shape, to measure what
/// the request container costs; `GET /stats` counts containers made and shut down; `GET /health`
/// answers `ok`.
@main
struct ClinicServer {
    static func main() async throws {
        let environment = ProcessInfo.processInfo.environment
        let port = environment["PORT"].flatMap(Int.init) ?? 8080
        let level = environment["LOG_LEVEL"].flatMap(Logger.Level.init(rawValue:)) ?? .info
        let drainLimit = Duration.seconds(environment["DRAIN_SECONDS"].flatMap(Int.init) ?? 10)
        // NIO's own group has a loop per core of the machine, whichever cores the process may use: a
        // server started on one core (the load script's) asks for one loop with EVENT_LOOPS=1.
        let eventLoops: EventLoopGroupProvider =
            environment["EVENT_LOOPS"].flatMap(Int.init).map {
                .shared(MultiThreadedEventLoopGroup(numberOfThreads: $0))
            }
            ?? .singleton

        // The app container: `main`, so that a resolve outside any request scope finds the app's services.
        let app = DependencyResolver.main
        app.register(modules: [AppModule(logLevel: level), PetsModule()])
        let counters: Counters = app.resolve()
        let logger: Logger = app.resolve()
        let gate = RequestGate()

        let router = Router()
        router.get("health") { _, _ in "ok" }
        router.get("stats") { _, _ in counters.json }
        let pets = router.group("pets").add(middleware: RequestScope(app: app, gate: gate, counters: counters))
        PetsRoutes.addReads(to: pets)
        PetsRoutes.addWrites(to: pets)
        // The same route at two paths of one shape, with and without a request container, for the
        // load script to compare.
        PetsRoutes.addReads(
            to: router.group("scope/pets").add(middleware: RequestScope(app: app, gate: gate, counters: counters)))
        PetsRoutes.addReads(to: router.group("plain/pets").add(middleware: PassThrough()))

        let server = Application(
            router: router,
            configuration: .init(address: .hostname("127.0.0.1", port: port)),
            eventLoopGroupProvider: eventLoops,
            logger: logger
        )
        // Graceful shutdown goes through the list backwards, each service after the one before has
        // ended: the container first, while the server still answers (503 to new requests), then the
        // server. (Given to Hummingbird's `services:`, it would come after the server's drain, when no
        // request could reach it.)
        let services = ServiceGroup(
            configuration: .init(
                services: [
                    server, ContainerService(container: app, gate: gate, drainLimit: drainLimit, logger: logger),
                ],
                gracefulShutdownSignals: [.sigterm, .sigint],
                logger: logger
            )
        )
        try await services.run()
    }
}
