import HierResolverSwinject
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Swinject 2.10 reports a failed resolution through an internal DebugHelper whose only public
// effect is a log printed to standard output when SWINJECT_LOGGING_ENABLED=1. These tests turn
// that switch on inside an exit test (a child process) and read what the child printed.
@Suite("Swinject port: resolution-failure logging")
struct SwinjectPortContainerDebugHelperTests {
    private static func printed(_ result: ExitTest.Result?) -> String {
        String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
    }

    // Swinject: ContainerTests.DebugHelper.testContainerShouldCallDebugHelperWithFailingServiceAndKey
    @Test("A failed resolution reports the service type and the full key that was looked up")
    func reportsFailingServiceAndKey() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            setenv("SWINJECT_LOGGING_ENABLED", "1", 1)
            let container = Container()
            let resolved = container._resolve(name: "missing") { (_: (Int) -> Any) in 1.5 } as Double?
            precondition(resolved == nil)
        }

        let output = Self.printed(result)
        #expect(output.contains("Resolution failed"))
        #expect(output.contains("{ Service: Double, Name: \"missing\", Factory: Int -> Double }"))
    }

    // Swinject: ContainerTests.DebugHelper.testContainerShouldCallHelperWithAllRegistrations
    @Test("A failed resolution reports the container's registrations")
    func reportsRegistrations() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            setenv("SWINJECT_LOGGING_ENABLED", "1", 1)
            let container = Container()
            container.register(String.self, name: "left") { _ in "L" }
            container.register(String.self, name: "right") { _ in "R" }
            precondition(container.resolve(String.self) == nil)
        }

        let output = Self.printed(result)
        #expect(output.contains("Available registrations:"))
        #expect(output.contains("{ Service: String, Name: \"left\", Factory: Resolver -> String, ObjectScope: graph }"))
        #expect(
            output.contains("{ Service: String, Name: \"right\", Factory: Resolver -> String, ObjectScope: graph }"))
    }

    // Swinject: ContainerTests.DebugHelper.testContainerShouldCallHelperWithParentRegistrations
    @Test("A failed resolution in a child reports the parent's registrations too")
    func reportsParentRegistrations() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            setenv("SWINJECT_LOGGING_ENABLED", "1", 1)
            let parent = Container()
            parent.register(String.self, name: "fromParent") { _ in "P" }
            let child = Container(parent: parent)
            child.register(String.self, name: "fromChild") { _ in "C" }
            precondition(child.resolve(String.self) == nil)
        }

        let output = Self.printed(result)
        #expect(
            output.contains(
                "{ Service: String, Name: \"fromParent\", Factory: Resolver -> String, ObjectScope: graph }"))
        #expect(
            output.contains("{ Service: String, Name: \"fromChild\", Factory: Resolver -> String, ObjectScope: graph }")
        )
    }
}
