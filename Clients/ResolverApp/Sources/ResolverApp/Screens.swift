// A screen with Resolver's property wrappers.
import Resolver

final class CheckoutScreen {
    @Injected var basket: Basket
    @LazyInjected var session: Session
    @OptionalInjected var missing: Request?
}
