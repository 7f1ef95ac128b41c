import HierResolver
import Testing

@Suite struct SmokeTests {
    @Test func resolvesRegisteredType() {
        let app = DependencyResolver()
        app.register { 42 }
        #expect(app.resolve(Int.self) == 42)
    }
}
