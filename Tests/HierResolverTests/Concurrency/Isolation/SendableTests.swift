import HierResolver
import Testing

@Suite("Isolation: Sendable values")
struct IsolationSendableTests {
    @Test("Containers, errors, variants, Args, trace events and reports are Sendable (checked when this file compiles)")
    func publicValuesAreSendable() {
        func sendable<S: Sendable>(_: S.Type) -> String { "\(S.self)" }
        let names = [
            sendable(DependencyResolver.self), sendable(AsyncResolver.self), sendable(DependencyError.self),
            sendable(DependencyError.Kind.self), sendable(Variant.self), sendable(Args.self),
            sendable(TraceEvent.self), sendable(TraceEvent.Kind.self), sendable(TracePrinter.self),
            sendable(Lifetime.self), sendable(VerificationReport.self), sendable(DependencyGraph.self),
        ]
        #expect(names.count == 12)
    }

    @Test("A container, an error and Args cross into a detached task and back")
    func valuesCrossTasks() async throws {
        let app = DependencyResolver(name: "app")
        app.register { (_, args: Args) in Pair<String, Int>(args("name"), args("count")) }
        let failure = try #require(
            await Task.detached { () -> DependencyError? in
                do {
                    _ = try app.tryResolve(Cat.self)
                    return nil
                } catch {
                    return error as? DependencyError
                }
            }.value)
        #expect(failure.kind == .notRegistered)
        let pair = await Task.detached { () -> String in
            let pair: Pair<String, Int> = app.resolve(args: ["name": "Mimi", "count": 2])
            return "\(pair.first) \(pair.second)"
        }.value
        #expect(pair == "Mimi 2")
    }
}
