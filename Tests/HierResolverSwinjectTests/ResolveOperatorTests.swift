import Foundation
import HierResolverSwinject
import Testing

@Suite("SwinjectAutoregistration's ~> operators")
struct ResolveOperatorTests {
    @Test("r~> and r ~> Service.self resolve in a factory, as Swinject code writes them")
    func plainForms() throws {
        let container = Container()
        container.register(Animal.self) { _ in Cat(name: "Mimi") }
        container.register(Session.self) { _ in Session() }.inObjectScope(.container)
        container.register(Owner.self) { r in Owner(pet: r ~> Animal.self, session: r~>) }
        let owner = try #require(container.resolve(Owner.self))
        #expect(owner.pet.name == "Mimi")
        #expect(owner.session === container.resolve(Session.self))
    }

    @Test("(Service.self, name:) picks the named registration")
    func namedForm() {
        let container = Container()
        container.register(Animal.self) { _ in Cat(name: "Mimi") }
        container.register(Animal.self, name: "tom") { _ in Cat(name: "Tom") }
        container.register(Session.self) { _ in Session() }
        container.register(Owner.self) { r in Owner(pet: r ~> (Animal.self, name: "tom"), session: r ~> Session.self) }
        #expect(container.resolve(Owner.self)?.pet.name == "Tom")
    }

    @Test("argument: and arguments: pass runtime arguments, with and without a name")
    func argumentForms() {
        let container = Container()
        container.register(Animal.self) { (_, name: String) in Cat(name: name) }
        container.register(Animal.self, name: "pair") { (_, first: String, second: String) in Cat(name: first + second)
        }
        container.register(Animal.self, name: "loud") { (_, name: String) in Cat(name: name.uppercased()) }
        container.register(Animal.self, name: "three") { (_, first: String, second: String, third: String) in
            Cat(name: third + second + first)
        }
        container.register(Animal.self) { (_, first: String, second: String) in Cat(name: second + first) }
        let r: Resolver = container
        let one = r ~> (Animal.self, argument: "Mimi")
        let namedOne = r ~> (Animal.self, name: "loud", argument: "Mimi")
        let two = r ~> (Animal.self, arguments: "Mi", "mi")
        let namedTwo = r ~> (Animal.self, name: "pair", arguments: "Mi", "mi")
        let namedThree = r ~> (Animal.self, name: "three", arguments: "M", "i", "mi")
        #expect([one, namedOne, two, namedTwo, namedThree].map(\.name) == ["Mimi", "MIMI", "miMi", "Mimi", "miiM"])
    }

    @Test("a miss stops the program, as the original's force unwrap does, with what was asked and how to fix it")
    func missStops() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = Container()
            container.register(Owner.self) { r in Owner(pet: r ~> Animal.self, session: Session()) }
            _ = container.resolve(Owner.self)
        }
        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(stderr.contains("`~>`") && stderr.contains("`HierResolverSwinjectTests.Animal`"))
        #expect(stderr.contains("Fix:"))
    }

    @Test("a named miss names the name")
    func namedMissStops() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = Container()
            container.register(Animal.self) { _ in Cat(name: "Mimi") }
            container.register(Owner.self) { r in Owner(pet: r ~> (Animal.self, name: "tom"), session: Session()) }
            _ = container.resolve(Owner.self)
        }
        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(stderr.contains("`HierResolverSwinjectTests.Animal`") && stderr.contains("\"tom\""))
    }
}
