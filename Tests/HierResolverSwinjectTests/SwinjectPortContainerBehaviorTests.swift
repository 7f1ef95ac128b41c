import HierResolverSwinject
import Testing

@Suite("Swinject port: Container behaviors")
struct SwinjectPortContainerBehaviorTests {
    let container = Container()

    // MARK: Registering

    // Swinject: ContainerTests.Behavior.testBehaviorShouldBeInvokedWhenAddingService
    @Test("Every added behavior hears about a registration")
    func behaviorsHearRegistration() {
        let first = PortBehaviorRecorder()
        let second = PortBehaviorRecorder()
        container.addBehavior(first)
        container.addBehavior(second)

        container.register(PortDog.self) { _ in PortDog() }

        #expect(first.entries.count == 1)
        #expect(second.entries.count == 1)
    }

    // Swinject: ContainerTests.Behavior.testBehaviorShoulBeInvokedUsingProperNameWhenAddingService
    @Test("A behavior is given the registration's name, or nil")
    func behaviorGetsName() throws {
        let recorder = PortBehaviorRecorder()
        container.addBehavior(recorder)

        container.register(PortDog.self, name: "Rex") { _ in PortDog() }
        container.register(PortCat.self) { _ in PortCat() }

        try #require(recorder.names.count == 2)
        #expect(recorder.names[0] == "Rex")
        #expect(recorder.names[1] == nil)
    }

    // Swinject: ContainerTests.Behavior.testBehaviorShouldBeInvokedUsingProperTypeWhenAddingService
    @Test("A behavior is given the registered service type")
    func behaviorGetsType() throws {
        let recorder = PortBehaviorRecorder()
        container.addBehavior(recorder)

        container.register(PortAnimal.self) { _ in PortDog() }

        let type = try #require(recorder.types.first)
        #expect(ObjectIdentifier(type) == ObjectIdentifier(PortAnimal.self))
    }

    // MARK: Forwarding

    // Swinject: ContainerTests.Behavior.testBehaviorShouldBeInvokedWhenForwardingService
    @Test("Every added behavior hears about a forwarded type too")
    func behaviorsHearForwarding() {
        let first = PortBehaviorRecorder()
        let second = PortBehaviorRecorder()
        container.addBehavior(first)
        container.addBehavior(second)

        container.register(PortDog.self) { _ in PortDog() }
            .implements(PortAnimal.self)

        #expect(first.entries.count == 2)
        #expect(second.entries.count == 2)
    }

    // Swinject: ContainerTests.Behavior.testBehaviorShoulBeInvokedUsingProperNameWhenForwardingService
    @Test("A forwarded type is reported with the forwarding's own name")
    func forwardingReportsItsName() throws {
        let recorder = PortBehaviorRecorder()
        container.addBehavior(recorder)

        container.register(PortDog.self, name: "Rex") { _ in PortDog() }
            .implements(PortAnimal.self)

        try #require(recorder.names.count == 2)
        #expect(recorder.names[0] == "Rex")
        #expect(recorder.names[1] == nil)
    }

    // Swinject: ContainerTests.Behavior.testBehaviorShouldBeInvokedUsingProperTypeWhenForwardingService
    @Test("A forwarded type is reported as the forwarded type")
    func forwardingReportsItsType() throws {
        let recorder = PortBehaviorRecorder()
        container.addBehavior(recorder)

        container.register(PortDog.self, name: "Rex") { _ in PortDog() }
            .implements(PortAnimal.self)

        try #require(recorder.types.count == 2)
        #expect(ObjectIdentifier(recorder.types[0]) == ObjectIdentifier(PortDog.self))
        #expect(ObjectIdentifier(recorder.types[1]) == ObjectIdentifier(PortAnimal.self))
    }

    // MARK: Convenience initializer

    // Swinject: ContainerTests.Behavior.testConvenienceInitializerAddsBehaviorsToContainer
    @Test("Behaviors passed to Container's initializer are added")
    func initializerAddsBehaviors() {
        let first = PortBehaviorRecorder()
        let second = PortBehaviorRecorder()
        let container = Container(behaviors: [first, second])

        container.register(PortDog.self) { _ in PortDog() }

        #expect(first.entries.count == 1)
        #expect(second.entries.count == 1)
    }
}
