import HierResolver
import Testing

// Regression tests of trace handlers: each pins a defect found after its feature landed, and says what
// went wrong before.

@Suite("Regressions: trace handlers")
struct TraceRegressionTests {
    /// Defect: the failure was traced before the resolution ended, so a handler that resolved joined the
    /// failed resolution and was handed its graph instances.
    @Test("a trace handler told of a failure does not see the failed resolution's graph instances")
    func failureTraceSeesNoLeftovers() {
        struct Boom: Error {}
        final class Failing {}
        let app = DependencyResolver(name: "app")
        let serial = Counter()
        app.register { () -> Counted in Counted(serial.increment()) }
        app.register { r -> Failing in
            _ = r.resolve(Counted.self)  // graph instance #1, built by the resolution that fails
            throw Boom()
        }
        let seen = LockedList<Int>()
        app.trace = { [unowned app] event in
            if event.kind == .failed { seen.append(app.resolve(Counted.self).number) }
        }
        _ = try? app.tryResolve(Failing.self)
        #expect(seen.all == [2], "the handler's resolve is a resolution of its own")
    }

    /// Defect: a handler called from inside a resolution joined it, so resolving the type being built
    /// reported a cycle that was not there.
    @Test("a trace handler that resolves inside a resolution is not taken for a cycle")
    func traceHandlerIsNotPartOfTheResolution() {
        final class Screen {}
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .transient) { 42 }  // a value-type transient: traced while building
        app.register { r -> Screen in
            _ = r.resolve(Int.self)
            return Screen()
        }
        let outcomes = LockedList<String>()
        let nested = Counter()
        app.trace = { [unowned app] event in
            guard event.kind == .transientValueType, nested.increment() == 1 else { return }
            do {
                _ = try app.tryResolve(Screen.self)
                outcomes.append("resolved")
            } catch {
                outcomes.append("\(error)")
            }
        }
        _ = app.resolve(Screen.self)
        #expect(outcomes.all == ["resolved"])
    }
}
