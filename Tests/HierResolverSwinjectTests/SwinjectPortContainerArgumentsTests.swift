import HierResolverSwinject
import Testing

@Suite("Swinject port: Container arguments")
struct SwinjectPortContainerArgumentsTests {
    let container = Container()

    // Swinject: ContainerTests.Arguments.testContainierAccepts1Argument
    @Test("A factory can take 1 runtime argument")
    func oneArgument() {
        container.register(PortAnimal.self) { _, a in PortCat(name: a) }

        let animal = container.resolve(PortAnimal.self, argument: "a")

        #expect(animal?.name == "a")
    }

    // Swinject: ContainerTests.Arguments.testContainierAccepts2Arguments
    @Test("A factory can take 2 runtime arguments")
    func twoArguments() {
        container.register(PortAnimal.self) { _, a, b in PortCat(name: a + b) }

        let animal = container.resolve(PortAnimal.self, arguments: "a", "b")

        #expect(animal?.name == "ab")
    }

    // Swinject: ContainerTests.Arguments.testContainierAccepts3Arguments
    @Test("A factory can take 3 runtime arguments")
    func threeArguments() {
        container.register(PortAnimal.self) { _, a, b, c in PortCat(name: a + b + c) }

        let animal = container.resolve(PortAnimal.self, arguments: "a", "b", "c")

        #expect(animal?.name == "abc")
    }

    // Swinject: ContainerTests.Arguments.testContainierAccepts4Arguments
    @Test("A factory can take 4 runtime arguments")
    func fourArguments() {
        container.register(PortAnimal.self) { _, a, b, c, d in PortCat(name: a + b + c + d) }

        let animal = container.resolve(PortAnimal.self, arguments: "a", "b", "c", "d")

        #expect(animal?.name == "abcd")
    }

    // Swinject: ContainerTests.Arguments.testContainierAccepts5Arguments
    @Test("A factory can take 5 runtime arguments")
    func fiveArguments() {
        container.register(PortAnimal.self) { (_, a: String, b: String, c: String, d: String, e: String) in
            PortCat(name: [a, b, c, d, e].joined())
        }

        let animal = container.resolve(PortAnimal.self, arguments: "a", "b", "c", "d", "e")

        #expect(animal?.name == "abcde")
    }

    // Swinject: ContainerTests.Arguments.testContainierAccepts6Arguments
    @Test("A factory can take 6 runtime arguments")
    func sixArguments() {
        container.register(PortAnimal.self) { (_, a: String, b: String, c: String, d: String, e: String, f: String) in
            PortCat(name: [a, b, c, d, e, f].joined())
        }

        let animal = container.resolve(PortAnimal.self, arguments: "a", "b", "c", "d", "e", "f")

        #expect(animal?.name == "abcdef")
    }

    // Swinject: ContainerTests.Arguments.testContainierAccepts7Arguments
    @Test("A factory can take 7 runtime arguments")
    func sevenArguments() {
        container.register(PortAnimal.self) {
            (_, a: String, b: String, c: String, d: String, e: String, f: String, g: String) in
            PortCat(name: [a, b, c, d, e, f, g].joined())
        }

        let animal = container.resolve(PortAnimal.self, arguments: "a", "b", "c", "d", "e", "f", "g")

        #expect(animal?.name == "abcdefg")
    }

    // Swinject: ContainerTests.Arguments.testContainierAccepts8Arguments
    @Test("A factory can take 8 runtime arguments")
    func eightArguments() {
        container.register(PortAnimal.self) {
            (_, a: String, b: String, c: String, d: String, e: String, f: String, g: String, h: String) in
            PortCat(name: [a, b, c, d, e, f, g, h].joined())
        }

        let animal = container.resolve(PortAnimal.self, arguments: "a", "b", "c", "d", "e", "f", "g", "h")

        #expect(animal?.name == "abcdefgh")
    }

    // Swinject: ContainerTests.Arguments.testContainierAccepts9Arguments
    @Test("A factory can take 9 runtime arguments")
    func nineArguments() {
        container.register(PortAnimal.self) {
            (_, a: String, b: String, c: String, d: String, e: String, f: String, g: String, h: String, i: String) in
            PortCat(name: [a, b, c, d, e, f, g, h, i].joined())
        }

        let animal = container.resolve(PortAnimal.self, arguments: "a", "b", "c", "d", "e", "f", "g", "h", "i")

        #expect(animal?.name == "abcdefghi")
    }
}
