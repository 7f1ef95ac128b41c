import HierResolverSwinject
import Testing

// What a `Container` sends to `Container.loggingFunction` when a resolve returns `nil`.
//
// `Container.loggingFunction` is process-wide: every test that sets it is in this one serialized
// suite, and puts the previous function back when it ends. Tests of other suites run in parallel
// and may report their own misses meanwhile, so a test only checks that the message it expects is
// among those captured, and the types asked for here are this file's own.

private protocol Ledgering: AnyObject {}
private final class Ledger {}
private final class Entry: Ledgering {}
private final class Receipt {
    let ledger: Ledger
    let number: Int
    init(ledger: Ledger, number: Int) {
        self.ledger = ledger
        self.number = number
    }
}

/// The messages `Container.loggingFunction` received while `body` ran; the previous logging
/// function is put back afterwards.
private func capturingLog(_ body: () throws -> Void) rethrows -> [String] {
    let log = Journal()
    let previous = Container.loggingFunction
    Container.loggingFunction = { message in log.note(message) }
    defer { Container.loggingFunction = previous }
    try body()
    return log.all
}

@Suite("Swinject logging", .serialized)
struct LoggingTests {
    @Test("an unregistered name: the resolve returns nil, and the message names what was asked and what is registered")
    func unregisteredName() {
        let parent = Container()
        parent.register(Ledger.self, name: "kept-in-parent") { _ in Ledger() }
        let container = Container(parent: parent)
        container.register(Ledger.self, name: "mimi") { _ in Ledger() }
        let asked = "tom"

        let messages = capturingLog {
            #expect(container.resolve(Ledger.self, name: asked) == nil)
        }
        // The message names the key asked for and the registrations of the type, this container's and
        // its parent's.
        #expect(
            messages.contains {
                $0.contains("Ledger") && $0.contains("\"tom\"") && $0.contains("\"mimi\"")
                    && $0.contains("\"kept-in-parent\"")
            }, "captured: \(messages)")
    }

    @Test("an unregistered argument type: the message names the argument types asked for")
    func unregisteredArgumentTypes() {
        let container = Container()
        container.register(Ledger.self) { (_, number: Int) in
            _ = number
            return Ledger()
        }

        let messages = capturingLog {
            #expect(container.resolve(Ledger.self, argument: "seven") == nil)
        }
        #expect(
            messages.contains { $0.contains("Ledger") && $0.contains("String") && $0.contains("(Resolver, Int)") },
            "captured: \(messages)")
    }

    @Test("a parameter of an autoregistered initializer that does not resolve fails the resolve, naming it")
    func unresolvableParameter() {
        let container = Container()
        container.autoregister(Receipt.self, argument: Int.self, initializer: Receipt.init)

        let messages = capturingLog {
            #expect(container.resolve(Receipt.self, argument: 7) == nil)
        }
        #expect(
            messages.contains {
                $0.contains("Receipt") && $0.contains("parameter of type `") && $0.contains("Ledger` did not resolve")
            },
            "captured: \(messages)")
    }

    @Test("an argument that no parameter takes fails the resolve, naming the argument and the parameters")
    func argumentNoParameterTakes() {
        let container = Container()
        container.register(Ledger.self) { _ in Ledger() }
        container.register(Int.self) { _ in 0 }
        container.autoregister(Receipt.self, argument: String.self) { (number: Int, ledger: Ledger) in
            Receipt(ledger: ledger, number: number)
        }

        let messages = capturingLog {
            #expect(container.resolve(Receipt.self, argument: "seven") == nil)
        }
        #expect(
            messages.contains {
                $0.contains("no parameter takes the argument of type `Swift.String`")
                    && $0.contains("(parameters: `Swift.Int`, `") && $0.contains("Ledger`)")
            }, "captured: \(messages)")
    }

    @Test("forwarding to a type the service is not fails the resolve, and the message names both types")
    func forwardIncompatible() {
        let container = Container()
        let ledger = container.register(Ledger.self) { _ in Ledger() }
        container.forward(Ledgering.self, to: ledger)

        let messages = capturingLog {
            #expect(container.resolve(Ledgering.self) == nil)
        }
        #expect(messages.contains { $0.contains("Ledger`") && $0.contains("Ledgering`") }, "captured: \(messages)")
    }

    @Test("a core @MainActor registration resolved off the main actor: nil, and the message says why")
    func mainActorOffTheMainActor() async {
        let container = Container()
        container.register(Ledger.self) { _ in Ledger() }
        container.dependencyResolver.autoregister(
            LedgerViewModel.self, variant: "main", initializer: LedgerViewModel.init)

        let messages = capturingLog {
            #expect(container.resolve(LedgerViewModel.self, name: "main") == nil)
        }
        #expect(
            messages.contains {
                $0.contains("LedgerViewModel") && $0.contains("\"main\"") && $0.contains("main actor")
            },
            "captured: \(messages)")
    }

    @Test("a resolve that succeeds sends nothing")
    func successIsSilent() {
        let container = Container()
        container.register(Entry.self, name: "silent") { _ in Entry() }

        let messages = capturingLog {
            #expect(container.resolve(Entry.self, name: "silent") != nil)
        }
        #expect(!messages.contains { $0.contains("Entry") }, "captured: \(messages)")
    }

    @Test("with loggingFunction set to nil, a miss still returns nil and sends nothing")
    func nilLoggingFunction() {
        let previous = Container.loggingFunction
        Container.loggingFunction = nil
        defer { Container.loggingFunction = previous }
        #expect(Container.loggingFunction == nil)
        #expect(Container().resolve(Ledger.self) == nil)
    }
}

@MainActor private final class LedgerViewModel {
    let ledger: Ledger
    init(ledger: Ledger) { self.ledger = ledger }
}

extension LoggingTests {
    @Test("a cycle of initializers alone: the innermost resolve returns nil with a message naming the cycle")
    func initializerCycle() {
        final class Left {
            let right: Right?
            init(right: Right?) { self.right = right }
        }
        final class Right {
            let left: Left?
            init(left: Left?) { self.left = left }
        }
        let container = Container()
        container.register(Left.self) { r in Left(right: r.resolve(Right.self)) }
        container.register(Right.self) { r in Right(left: r.resolve(Left.self)) }
        let messages = capturingLog {
            // Built again, as Swinject builds a cycle again, until the cycle is refused; the build that
            // finished first, the innermost, is the graph's: its `Right` got no `Left`.
            let left = container.resolve(Left.self)
            #expect(left?.right != nil)
            #expect(left?.right?.left == nil)
        }
        #expect(messages.contains { $0.contains("cycle") && $0.contains("Left") }, "captured: \(messages)")
    }
}
