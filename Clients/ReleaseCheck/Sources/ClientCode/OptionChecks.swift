// Registration options: `.implements`, `.resolveProperties`, `.decorator` and `.teardown`.

import HierResolver

private protocol Fetching: AnyObject {
    func fetch() -> String
}

private protocol Caching: AnyObject {}

private final class Fetcher: Fetching, Caching {
    func fetch() -> String { "fetched" }
}

private final class Unrelated {}

private final class Parent {
    var child: Child?
}

private final class Child {
    weak var parent: Parent?
    var note = ""
}

private final class Connection {
    private(set) var isClosed = false

    func close() { isClosed = true }
}

private final class LoggingFetcher: Fetching {
    let wrapped: Fetching
    let prefix: String

    init(wrapping wrapped: Fetching, prefix: String) {
        self.wrapped = wrapped
        self.prefix = prefix
    }

    func fetch() -> String { prefix + wrapped.fetch() }
}

private final class Tally {
    var count = 0
}

private func implementsChecks(_ log: CheckLog) {
    let c = DependencyResolver(name: "implements")
    c.register(lifetime: .persistent) { Fetcher() }
        .implements(Fetching.self)
        .implements(Caching.self, variant: "cache")
        .implements(Fetching.self, name: "named")
    c.register(variant: "odd") { Unrelated() }.implements(Fetching.self, variant: "odd")
    let fetcher: Fetcher = c.resolve()
    let fetching: Fetching = c.resolve()
    log.check(
        "implements(_:) shares the registration's instance", fetching === fetcher && fetching.fetch() == "fetched")
    log.check("implements(_:variant:)", c.resolve(Caching.self, variant: "cache") === fetcher)
    log.check("implements(_:name:)", c.resolve(Fetching.self, name: "named") === fetcher)
    log.check(
        "implements with a type the instance is not is notImplemented",
        errorKind { _ = try c.tryResolve(Fetching.self, variant: "odd") } == .notImplemented)
    log.check("implements: a second resolve of the protocol is the same instance", c.resolve(Fetching.self) === fetcher)
    c.reset()
    let afterReset: Fetching = c.resolve()
    log.check(
        "implements: after reset() the protocol and the type share a new instance",
        afterReset !== fetcher && afterReset === c.resolve(Fetcher.self))
    let stored = Fetcher()
    c.store(object: stored)
    log.check(
        "implements: a stored instance of the type is what the protocol resolves", c.resolve(Fetching.self) === stored)
}

private func propertyChecks(_ log: CheckLog) {
    let c = DependencyResolver(name: "properties")
    c.register { Parent() }.resolveProperties { r, parent in parent.child = try r.tryResolve(Child.self) }
    c.register { Child() }.resolveProperties { r, child in child.parent = try r.tryResolve(Parent.self) }
    c.register(variant: "noted") { Child() }
        .resolveProperties { (_, child, args) in child.note = args.optional() ?? "none" }
    let parent: Parent = c.resolve()
    log.check(
        "resolveProperties { r, object in ... } sets up objects that refer to each other",
        parent.child?.parent === parent)
    log.check(
        "resolveProperties { r, object, args in ... } reads the resolve's arguments",
        c.resolve(Child.self, variant: "noted", args: "hello").note == "hello"
            && c.resolve(Child.self, variant: "noted").note == "none")
}

private func decoratorChecks(_ log: CheckLog) {
    let c = DependencyResolver(name: "decorators")
    let runs = Tally()
    c.register { "logged: " }
    c.register(Fetching.self, lifetime: .persistent) { Fetcher() }
        .decorator { fetcher in
            runs.count += 1
            return LoggingFetcher(wrapping: fetcher, prefix: "")
        }
        .decorator { (r, fetcher) in LoggingFetcher(wrapping: fetcher, prefix: r.resolve(String.self)) }
    let fetching: Fetching = c.resolve()
    log.check(
        "decorator { instance in ... } and { r, instance in ... } wrap the new instance, in order",
        fetching.fetch() == "logged: fetched")
    log.check(
        "decorator: a hit returns the kept, decorated instance and runs no decorator",
        c.resolve(Fetching.self) === fetching && runs.count == 1)
}

private func teardownChecks(_ log: CheckLog) {
    let c = DependencyResolver(name: "teardown")
    c.register(lifetime: .persistent) { Connection() }.teardown { $0.close() }
    let connection: Connection = c.resolve()
    let openBefore = !connection.isClosed
    c.reset()
    log.check("teardown runs on reset()", openBefore && connection.isClosed)
    let tally = Tally()
    do {
        let feature = c.child(name: "feature")
        feature.register(variant: "feature", lifetime: .persistent) { Connection() }
            .teardown { _ in tally.count += 1 }
        _ = feature.resolve(Connection.self, variant: "feature")
    }
    log.check("teardown runs when the feature container goes", tally.count == 1)
}

func optionChecks(_ log: CheckLog) {
    implementsChecks(log)
    propertyChecks(log)
    decoratorChecks(log)
    teardownChecks(log)
}
