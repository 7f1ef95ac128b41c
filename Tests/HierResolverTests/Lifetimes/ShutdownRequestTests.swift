import Dispatch
import Foundation
import HierResolver
import Testing

/// A request's own services, as a server's middleware installs them into each request's container.
private struct RequestServices: DependencyRegister {
    static let runs = Counter()

    func registerDependencies(container: Resolver) {
        Self.runs.increment()
        container.register(lifetime: .persistent) { Session() }
    }
}

/// A module that registers, waits on another thread until its container is shut down, then goes on
/// registering: a request container whose app container starts its shutdown meanwhile.
private struct SlowServices: DependencyRegister {
    let registered: DispatchSemaphore
    let shutDown: DispatchSemaphore

    func registerDependencies(container: Resolver) {
        container.register { Session() }
        registered.signal()
        _ = shutDown.wait(timeout: .now() + 10)
        container.register { Cache() }
        container.register(module: RequestServices())
    }
}

// A request that arrives while the server stops: a shut-down child, never a stopped program.
@Suite("Shutdown: late requests", .serialized)
struct ShutdownRequestTests {
    @Test("isShutDown is false until shutdown begins, then true for the container and its descendants")
    func isShutDownTells() async {
        let app = DependencyResolver(name: "app")
        let feature = app.child(name: "feature")
        #expect(!app.isShutDown)
        #expect(!feature.isShutDown)
        _ = await feature.shutdown()
        #expect(feature.isShutDown)
        #expect(!app.isShutDown, "a child's shutdown leaves its parent serving")
        _ = await app.shutdown()
        #expect(app.isShutDown)
        #expect(app.child(name: "late").isShutDown, "a child of a shut-down container is born shut down")
    }

    @Test("child(name:modules:) of a shut-down container returns a shut-down child and installs nothing")
    func lateRequestGetsShutDownChild() async {
        let app = DependencyResolver(name: "app")
        _ = await app.shutdown()
        let runs = RequestServices.runs.value
        let request = app.child(name: "late request", modules: [RequestServices()])
        #expect(request.isShutDown)
        #expect(RequestServices.runs.value == runs, "the module did not run")
        #expect(!request.register(module: RequestServices()))
        #expect(throws: DependencyError.self) { try request.tryResolve(Session.self) }
    }

    @Test("a module being installed when the shutdown began has its remaining registrations ignored")
    func moduleRacingShutdown() async {
        let app = DependencyResolver(name: "app")
        let (registered, shutDown) = (DispatchSemaphore(value: 0), DispatchSemaphore(value: 0))
        let installed = DispatchSemaphore(value: 0)
        let runs = RequestServices.runs.value
        Thread {
            _ = app.child(name: "request", modules: [SlowServices(registered: registered, shutDown: shutDown)])
            installed.signal()
        }.start()
        #expect(registered.wait(timeout: .now() + 10) == .success)
        _ = await app.shutdown()
        shutDown.signal()
        #expect(installed.wait(timeout: .now() + 10) == .success, "the install returned, without stopping the program")
        #expect(RequestServices.runs.value == runs, "the nested module did not run in the shut-down container")
    }
}
