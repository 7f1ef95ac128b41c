// An instance resolved through `.implements`: the protocol's registration has the implementation's
// lifetime and keeps the instance where the implementation keeps it, so a later resolve of the
// protocol finds it as any resolve does (a persistent one is an ordinary cache hit), and it goes
// whenever the implementation's instance goes.
import Foundation
import HierResolver
import Testing

@Suite("Implements: the kept instance")
struct ImplementsKeptInstanceTests {
    /// A container with a persistent `XYZCombinedService` that also serves `XYZFetching` and `XYZUpdating`.
    private static func app(name: String = "app") -> DependencyResolver {
        let app = DependencyResolver(name: name)
        app.register(lifetime: .persistent) { XYZCombinedService() }
            .implements(XYZFetching.self)
            .implements(XYZUpdating.self)
        return app
    }

    @Test("the protocol and the type give one persistent instance, whichever is resolved first")
    func oneInstanceEitherOrder() {
        let app = Self.app()
        let fetcher: XYZFetching = app.resolve()
        let again: XYZFetching = app.resolve()
        let service: XYZCombinedService = app.resolve()
        let updater: XYZUpdating = app.resolve()
        #expect(fetcher === again)
        #expect(fetcher === service)
        #expect(updater === service)
    }

    @Test("reset() drops the protocol's kept instance with the type's")
    func resetDropsBoth() {
        let app = Self.app()
        let before: XYZFetching = app.resolve()
        app.reset()
        let after: XYZFetching = app.resolve()
        let service: XYZCombinedService = app.resolve()
        #expect(after !== before, "a reset gives a new instance through the protocol too")
        #expect(after === service)
    }

    @Test("a stored instance of the type is what the protocol resolves next")
    func storeReachesTheProtocol() {
        let app = Self.app()
        let before: XYZFetching = app.resolve()
        let stored = XYZCombinedService()
        app.store(object: stored)
        let after: XYZFetching = app.resolve()
        #expect(before !== stored)
        #expect(after === stored)
    }

    @Test("replacing the type's registration removes the protocol's, and its kept instance")
    func replaceRemovesTheProtocol() {
        let app = Self.app()
        let _: XYZFetching = app.resolve()
        app.replace(lifetime: .persistent) { XYZCombinedService() }
        #expect((app.optional() as XYZFetching?) == nil, "the protocol goes with the replaced registration")
    }

    @Test("a child resolving the protocol gets its parent's persistent instance")
    func childGetsTheParentsInstance() {
        let app = Self.app()
        let child = app.child(name: "feature")
        let fromChild: XYZFetching = child.resolve()
        let fromApp: XYZFetching = app.resolve()
        let service: XYZCombinedService = app.resolve()
        #expect(fromChild === fromApp)
        #expect(fromApp === service)
    }

    @Test("the teardown block runs once for an instance resolved through the protocol")
    func teardownOnce() {
        final class Count: @unchecked Sendable { var value = 0 }
        let count = Count()
        let app = DependencyResolver(name: "app")
        app.register(lifetime: .persistent) { XYZCombinedService() }
            .implements(XYZFetching.self)
            .teardown { _ in count.value += 1 }
        let _: XYZFetching = app.resolve()
        let _: XYZFetching = app.resolve()
        app.reset()
        #expect(count.value == 1)
        let _: XYZFetching = app.resolve()
        app.reset()
        #expect(count.value == 2)
    }

    @Test("a copy keeps its own instance, dropped by its own reset")
    func copyKeepsItsOwn() {
        let app = Self.app()
        let original: XYZFetching = app.resolve()
        let copy = app.copy(name: "copy")
        let copied: XYZFetching = copy.resolve()
        #expect(copied !== original, "a copy has no instance of the original")
        copy.reset()
        let afterReset: XYZFetching = copy.resolve()
        let service: XYZCombinedService = copy.resolve()
        #expect(afterReset !== copied)
        #expect(afterReset === service)
        #expect((app.resolve() as XYZFetching) === original, "the original is untouched")
    }

    @Test("an instance dropped while it was being handed out is not kept for the protocol")
    func droppedWhileHandedOut() {
        final class Once: @unchecked Sendable { var done = false }
        let once = Once()
        let app = Self.app()
        // The trace hook hears of the implementation's instance after it was built and kept, before
        // the protocol's registration keeps it: a reset there, and a new instance, make it stale.
        app.trace = { event in
            guard event.kind == .resolved, event.key.contains("XYZCombinedService"), !once.done else { return }
            once.done = true
            app.reset()
            let _: XYZCombinedService = app.resolve()
        }
        let handedOut: XYZFetching = app.resolve()
        app.trace = nil
        let fetcher: XYZFetching = app.resolve()
        let service: XYZCombinedService = app.resolve()
        #expect(once.done)
        #expect(fetcher !== handedOut, "the dropped instance was kept for the protocol")
        #expect(fetcher === service)
    }

    @Test("threads resolving the protocol and the type while another resets agree once it stops")
    func concurrentResets() {
        let app = Self.app()
        let finished = onThreads(4) { index in
            for _ in 0..<2_000 {
                if index == 0 {
                    app.reset()
                } else if index == 1 {
                    let _: XYZCombinedService = app.resolve()
                } else {
                    let _: XYZFetching = app.resolve()
                }
            }
        }
        #expect(finished)
        let fetcher: XYZFetching = app.resolve()
        let updater: XYZUpdating = app.resolve()
        let service: XYZCombinedService = app.resolve()
        #expect(fetcher === service, "the protocol's kept instance is the type's current one")
        #expect(updater === service)
    }

    @Test("a transient implementation's live instance is found under the protocol without building or forwarding")
    func transientKeptUnderTheProtocol() {
        let app = DependencyResolver(name: "app")
        let builds = LockedList<Int>()
        app.register(lifetime: .transient) { () -> XYZCombinedService in
            builds.append(1)
            return XYZCombinedService()
        }
        .implements(XYZFetching.self)
        let written = LockedList<String>()

        let held: XYZFetching = app.resolve()
        app.trace = TracePrinter { written.append($0) }.handler
        let again: XYZFetching = app.resolve()
        app.trace = nil

        #expect(again === held)
        #expect(builds.all.count == 1)
        #expect(written.all == ["`HierResolverTests.XYZFetching` (transient, cached) in \"app\""])
    }

    @Test("a persistent value-type implementation is built once, and its copy under the protocol goes with it")
    func persistentValueUnderTheProtocol() {
        let app = DependencyResolver(name: "app")
        let builds = LockedList<Int>()
        app.register(lifetime: .persistent) { () -> PricedItem in
            builds.append(1)
            return PricedItem(price: builds.all.count)
        }
        .implements(Priced.self)

        let first: Priced = app.resolve()
        let second: Priced = app.resolve()
        let item: PricedItem = app.resolve()
        #expect(first.price == 1)
        #expect(second.price == 1)
        #expect(item.price == 1)
        #expect(builds.all.count == 1)

        app.reset()
        let afterReset: Priced = app.resolve()
        #expect(afterReset.price == 2, "a reset drops the protocol's copy with the implementation's instance")
    }
}

private protocol Priced {
    var price: Int { get }
}

private struct PricedItem: Priced {
    let price: Int
}
