import HierResolver

/// An app-wide log: persistent, so built in the context of the container that owns it.
final class AuditLog {
    let clock: Clock
    init(clock: Clock) { self.clock = clock }
}

/// Prints receipts: persistent, so everything it resolves is resolved in its owner's context.
final class ReceiptPrinter {
    let receipt: Receipt
    init(receipt: Receipt) { self.receipt = receipt }
}

protocol PaymentGateway {
    var name: String { get }
}

struct CardGateway: PaymentGateway {
    let name = "card"
}

final class CheckoutService {
    let gateway: PaymentGateway
    init(gateway: PaymentGateway) { self.gateway = gateway }
}

/// The context rule: which container `r` stands for in a factory; and the captive dependency it prevents.
enum ContextStory {
    static func run() {
        scene("The context rule and captive dependencies")
        let app = observed(DependencyResolver(name: "app"))
        app.register { SystemClock() as Clock }
        app.register { r in Receipt(clock: r.resolve()) }
        app.persistent { r in AuditLog(clock: r.resolve()) }
        app.persistent { r in ReceiptPrinter(receipt: r.resolve()) }
        let test = app.child(name: "test")
        test.register { FixedClock() as Clock }
        print("app registers Receipt (graph), AuditLog and ReceiptPrinter (persistent); test overrides Clock")
        print("test's Receipt, graph, built in test's context: \(test.resolve(Receipt.self).line)")
        print("test's AuditLog, persistent, built in app, where it lives: \(test.resolve(AuditLog.self).clock.now)")
        print("test's ReceiptPrinter: its graph Receipt inherits app's context: ", terminator: "")
        print(test.resolve(ReceiptPrinter.self).receipt.line)

        let shop = observed(DependencyResolver(name: "shop"))
        shop.persistent { r in CheckoutService(gateway: try r.tryResolve()) }
        let checkout = shop.child(name: "checkout")
        checkout.register { CardGateway() as PaymentGateway }
        print("\nshop.persistent { r in CheckoutService(gateway: try r.tryResolve()) }, the gateway only in checkout:")
        do {
            let service: CheckoutService = try checkout.tryResolve()
            print(service.gateway.name)
        } catch {
            print(error)
        }

        let graphShop = observed(DependencyResolver(name: "shop"))
        graphShop.register { r in CheckoutService(gateway: r.resolve()) }  // .graph: built where it is asked for
        let graphCheckout = graphShop.child(name: "checkout")
        graphCheckout.register { CardGateway() as PaymentGateway }
        let service: CheckoutService = graphCheckout.resolve()
        print("fix 3, the service as .graph: checkout's service uses the \(service.gateway.name) gateway")
    }
}
