import Foundation
import HierResolverSwinject
import Testing

/// A pet's page: one runtime argument and one resolved dependency.
final class PetPage {
    let petID: Int
    let session: Session
    init(petID: Int, session: Session) {
        self.petID = petID
        self.session = session
    }
}

/// A visit: two runtime arguments, one of them taken by a protocol parameter, and a dependency.
final class Visit {
    let pet: Animal
    let reason: String
    let session: Session
    init(pet: Animal, reason: String, session: Session) {
        self.pet = pet
        self.reason = reason
        self.session = session
    }
}

/// A booking: three runtime arguments and no dependency.
struct Booking {
    let petID: Int
    let reason: String
    let urgent: Bool
}

@Suite("SwinjectAutoregistration's argument forms")
struct AutoregisterArgumentTests {
    @Test("argument: passes the runtime argument to the parameter of its type and resolves the others")
    func oneArgument() throws {
        let container = Container()
        container.register(Session.self) { _ in Session() }.inObjectScope(.container)
        container.autoregister(PetPage.self, argument: Int.self, initializer: PetPage.init)
        let page = try #require(container.resolve(PetPage.self, argument: 7))
        #expect(page.petID == 7)
        #expect(page.session === container.resolve(Session.self))
        // Keyed by the argument's type, as any registration with arguments.
        #expect(container.resolve(PetPage.self) == nil)
        #expect(container.resolve(PetPage.self, argument: "7") == nil)
    }

    @Test("a name keeps two argument registrations of one type apart")
    func named() {
        let container = Container()
        container.register(Session.self) { _ in Session() }
        container.autoregister(PetPage.self, name: "first", argument: Int.self) { (id: Int, session: Session) in
            PetPage(petID: id, session: session)
        }
        container.autoregister(PetPage.self, name: "tenfold", argument: Int.self) { (id: Int, session: Session) in
            PetPage(petID: id * 10, session: session)
        }
        #expect(container.resolve(PetPage.self, name: "first", argument: 3)!.petID == 3)
        #expect(container.resolve(PetPage.self, name: "tenfold", argument: 3)!.petID == 30)
    }

    @Test("arguments: gives each parameter the argument of its type, a class to its protocol too")
    func twoAndThreeArguments() throws {
        let container = Container()
        container.register(Session.self) { _ in Session() }
        container.autoregister(Visit.self, arguments: Cat.self, String.self, initializer: Visit.init)
        container.autoregister(Booking.self, arguments: Int.self, String.self, Bool.self, initializer: Booking.init)

        let visit = try #require(container.resolve(Visit.self, arguments: Cat(name: "Mimi"), "check-up"))
        #expect(visit.pet.name == "Mimi")
        #expect(visit.reason == "check-up")
        let booking = try #require(container.resolve(Booking.self, arguments: 7, "check-up", true))
        #expect(booking.petID == 7 && booking.reason == "check-up" && booking.urgent)
    }

    // What a failed autoregistered build reports to `Container.loggingFunction` is checked in
    // LoggingTests.swift ("Swinject logging"): an unresolvable parameter, and an argument no
    // parameter takes.

    @Test("with the default loggingFunction, a failed build returns nil and prints why (SWINJECT_LOGGING_ENABLED=1)")
    func argumentNoParameterTakesPrints() async throws {
        // A process of its own: the logging function there is the default one, which prints when
        // SWINJECT_LOGGING_ENABLED is 1, as Swinject's does.
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            setenv("SWINJECT_LOGGING_ENABLED", "1", 1)
            let container = Container()
            container.register(Session.self) { _ in Session() }
            container.register(Int.self) { _ in 0 }
            container.autoregister(PetPage.self, argument: String.self) { (id: Int, session: Session) in
                PetPage(petID: id, session: session)
            }
            // The resolve returns nil; the program goes on.
            guard container.resolve(PetPage.self, argument: "seven") == nil else { exit(1) }
            fflush(nil)  // `print` buffers; the exit test's process does not flush it at its end.
        }
        let printed = String(decoding: try #require(result).standardOutputContent, as: UTF8.self)
        #expect(printed.contains("no parameter takes the argument of type `Swift.String`"))
    }

    @Test("two arguments of one type stop the program when registering, saying so")
    func argumentsOfOneType() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            Container().autoregister(Booking.self, arguments: Int.self, Int.self, String.self) {
                (id: Int, reason: String, urgent: Bool) in Booking(petID: id, reason: reason, urgent: urgent)
            }
        }
        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(stderr.contains("two of them have one type"))
    }
}
