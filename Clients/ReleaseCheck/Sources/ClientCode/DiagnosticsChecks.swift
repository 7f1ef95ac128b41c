// Diagnostics: the trace hook and `TracePrinter`, `verify()`, the dependency graph, and what errors carry.

import Foundation
import HierResolver

private final class Database {}

private final class UserService {
    let database: Database

    init(database: Database) {
        self.database = database
    }
}

private final class Endpoint {
    let url: String

    init(url: String) {
        self.url = url
    }
}

private struct Settings {
    let verbose: Bool
}

private final class Left {
    init(right: Right) {}
}

private final class Right {
    init(left: Left) {}
}

private struct Flag: DependencyRegister {
    func registerDependencies(container: Resolver) {}
}

/// Keeps what a trace hook or a printer hands it; safe to call from any thread.
private final class Recorder<Item>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Item] = []

    var items: [Item] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }

    func record(_ item: Item) {
        lock.lock()
        defer { lock.unlock() }
        stored.append(item)
    }
}

/// A resolve that waits for another thread's slow build longer than the tree's `longWaitReport`.
private func longWait(in c: DependencyResolver, events: Recorder<TraceEvent>) {
    c.longWaitReport = 0.05
    let building = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    c.persistent(variant: "slow") { () -> Database in
        building.signal()
        release.wait()
        return Database()
    }
    let done = DispatchGroup()
    DispatchQueue.global().async(group: done) { _ = c.resolve(Database.self, variant: "slow") }
    building.wait()  // the first resolve builds; the second waits for it
    DispatchQueue.global().async(group: done) { _ = c.resolve(Database.self, variant: "slow") }
    let deadline = Date().addingTimeInterval(10)
    while !events.items.contains(where: { $0.kind == .longWait }), Date() < deadline {
        Thread.sleep(forTimeInterval: 0.01)
    }
    release.signal()
    done.wait()
    c.longWaitReport = nil
}

private func traceChecks(_ log: CheckLog) {
    let c = DependencyResolver(name: "traced")
    let events = Recorder<TraceEvent>()
    c.trace = { events.record($0) }
    log.check("trace is the hook that was set", c.trace != nil)
    c.register(lifetime: .persistent) { Database() }
    c.register { r in UserService(database: try r.tryResolve()) }
    c.register { Database() }
    c.register(variant: "gone") { Database() }
    c.replace(variant: "gone") { Database() }
    c.register(lifetime: .transient) { Settings(verbose: true) }
    _ = c.resolve(UserService.self)
    _ = c.resolve(UserService.self)
    _ = c.optional(Endpoint.self)
    _ = try? c.tryResolve(Endpoint.self)
    _ = c.resolve(Database.self, args: 1)
    _ = c.resolve(Settings.self)
    c.store(object: Database())
    c.removeResolver(for: Database.self, variant: "gone")
    c.removeResolver(for: Database.self, variant: "gone")  // nothing to remove
    c.register(module: Flag())
    c.register(module: Flag())
    longWait(in: c, events: events)
    c.trace = nil
    _ = c.resolve(Database.self)
    let kinds = Set(events.items.map(\.kind))
    log.check(
        "the trace hook hears every kind of event",
        kinds == Set(TraceEvent.Kind.allCases) && TraceEvent.Kind.allCases.count == 14)
    let built = events.items.filter { $0.kind == .resolved && $0.cacheHit == false }
    let nested = built.first { $0.depth == 1 }
    log.check(
        "a resolved event's key, container, context, lifetime, depth, message and description",
        nested?.key.contains("Database") == true && nested?.container == "\"traced\""
            && nested?.context == "\"traced\"" && nested?.lifetime == .persistent
            && nested?.message.contains("built") == true
            && nested?.description.hasPrefix("resolved") == true)
    log.check("a cached persistent instance is a cache hit", events.items.contains { $0.cacheHit == true })
}

private func hookResolvingChecks(_ log: CheckLog) {
    let c = DependencyResolver(name: "hooked")
    c.register(lifetime: .persistent) { Database() }
    c.register(lifetime: .persistent) { r in UserService(database: try r.tryResolve()) }
    let seen = Recorder<String>()
    c.trace = { _ in
        do {
            _ = try c.tryResolve(UserService.self)
            seen.record("resolved")
        } catch let error as DependencyError {
            seen.record("\(error.kind)")
        } catch {}
    }
    _ = c.resolve(UserService.self)
    c.trace = nil
    log.check(
        "a hook resolving what is being built gets .deadlock, and the instance once built",
        seen.items == ["deadlock", "resolved"])
    log.check("waitLimit is unset by default", c.waitLimit == nil)
    c.waitLimit = 30
    log.check("waitLimit can be set", c.waitLimit == 30)
    c.waitLimit = 120
    log.check("waitLimit is one setting for the tree", c.child(name: "feature").waitLimit == 120)
}

private func printerChecks(_ log: CheckLog) {
    let lines = Recorder<String>()
    let printer = TracePrinter(write: { lines.record($0) })
    let c = DependencyResolver(name: "printed")
    c.trace = printer.handler
    c.register { Database() }
    c.register { r in UserService(database: r.resolve()) }
    _ = c.resolve(UserService.self)
    c.trace = nil
    let tree = lines.items.last ?? ""
    log.check(
        "TracePrinter writes a resolution as an indented tree",
        tree.contains("UserService") && tree.contains("\n  ") && tree.contains("Database"))
    let direct = Recorder<String>()
    let second = TracePrinter(write: { direct.record($0) })
    c.trace = { second.receive($0) }
    _ = c.resolve(Database.self)
    c.trace = nil
    log.check("TracePrinter.receive(_:)", direct.items.count == 1 && direct.items[0].contains("Database"))
}

private func verifyChecks(_ log: CheckLog) {
    let shop = DependencyResolver(name: "shop")
    shop.register { r in UserService(database: try r.tryResolve()) }
    shop.register(lifetime: .transient) { Settings(verbose: false) }
    shop.register(variant: "cycle") { r in Left(right: try r.tryResolve()) }
    shop.register { r in Right(left: try r.tryResolve(variant: "cycle")) }
    let failing = shop.verify()
    let failedKinds = Set(failing.failures.map(\.error.kind))
    log.check(
        "verify() reports every failure: notRegistered, cycle, invalidConfiguration",
        !failing.isValid && failedKinds == [.notRegistered, .cycle, .invalidConfiguration]
            && failing.container == "\"shop\"" && failing.description.hasPrefix("Verified \"shop\""))
    let entry = failing.failures.first { $0.error.kind == .notRegistered }?.entry
    log.check(
        "a failure's entry names the key, the container and the lifetime",
        entry?.key.contains("UserService") == true && entry?.container == "\"shop\"" && entry?.lifetime == .graph)

    let trapping = DependencyResolver(name: "trapping")
    trapping.register { r in UserService(database: r.resolve()) }
    trapping.register(variant: "cycle") { r in Left(right: r.resolve()) }
    trapping.register { r in Right(left: r.resolve(variant: "cycle")) }
    trapping.register { (_: DependencyResolver, args: Args) in Settings(verbose: args("verbose")) }
    var wrongArgs = VerificationArguments()
    wrongArgs.add(Settings.self, args: ["quiet": true])
    let trapped = trapping.verify(arguments: wrongArgs)
    log.check(
        "verify() reports the failures of factories that use the trapping forms, and returns",
        Set(trapped.failures.map(\.error.kind)) == [.notRegistered, .cycle, .argumentMismatch]
            && trapped.failures.count == 4
            && trapping.verify(arguments: wrongArgs).failures.map(\.error.message)
                == trapped.failures.map(\.error.message)
    )

    let api = DependencyResolver(name: "api")
    api.register(lifetime: .persistent) { Database() }
    api.register { (url: String) in Endpoint(url: url) }
    api.register { (_: DependencyResolver, args: Args) in Settings(verbose: args("verbose")) }
    api.register(variant: "single") { (_: DependencyResolver, args: Args) in Settings(verbose: args()) }
    let cached: Database = api.resolve()
    let skipping = api.verify()
    log.check(
        "verify() skips registrations that take arguments, and says why",
        skipping.isValid && skipping.skipped.count == 3 && skipping.verified.count == 1
            && skipping.skipped.allSatisfy { !$0.reason.isEmpty && $0.entry.container == "\"api\"" })
    var supplied = VerificationArguments()
    supplied.add(Endpoint.self, arguments: "https://example.com")
    supplied.add(Settings.self, args: ["verbose": true])
    supplied.add(Settings.self, variant: "single", args: false)
    let full = api.verify(arguments: supplied)
    log.check(
        "VerificationArguments.add: typed, a dictionary, one value",
        full.isValid && full.skipped.isEmpty && full.verified.count == 4 && api.resolve(Database.self) === cached)
    var stale = VerificationArguments()
    stale.add(Database.self, variant: "nothing", args: 1)
    log.check(
        "arguments for no registration are an argumentMismatch",
        api.verify(arguments: stale).failures.map(\.error.kind) == [.argumentMismatch])
}

private func graphChecks(_ log: CheckLog) {
    let app = DependencyResolver(name: "app")
    app.recordsDependencies = true
    app.register(lifetime: .persistent) { Database() }
    let feature = app.child(name: "feature")
    feature.register { r in UserService(database: r.resolve()) }
    feature.register { (url: String) in Endpoint(url: url) }
    _ = feature.resolve(UserService.self)
    let graph = feature.dependencyGraph()
    let names = graph.containers.map(\.name)
    let nodes = graph.containers.flatMap(\.nodes)
    let typed = nodes.first { $0.key.contains("Endpoint") }
    log.check(
        "dependencyGraph(): containers, nodes and the recorded edge",
        app.recordsDependencies && names == ["app", "feature"]
            && graph.containers[1].parent == graph.containers[0].id && graph.edges.count == 1
            && nodes.contains { $0.key.contains("Database") && $0.lifetime == .persistent }
            && typed?.arguments?.contains("String") == true
            && graph.edges[0].from == nodes.first { $0.key.contains("UserService") }?.id
            && graph.edges[0].to == nodes.first { $0.key.contains("Database") }?.id)
    log.check(
        "DependencyGraph.dot() and mermaid()",
        graph.dot().hasPrefix("digraph") && graph.mermaid().hasPrefix("flowchart LR") && graph == graph)
    app.recordsDependencies = false
    log.check("recordsDependencies can be switched off", !app.recordsDependencies)
}

private func errorChecks(_ log: CheckLog) {
    let c = DependencyResolver(name: "errors")
    c.register(variant: "broken") { () throws -> Database in throw PlannedFailure(reason: "disk full") }
    c.register(variant: "left") { r in Left(right: try r.tryResolve(variant: "right")) }
    c.register(variant: "right") { r in Right(left: try r.tryResolve(variant: "left")) }
    let factoryError = dependencyError { _ = try c.tryResolve(Database.self, variant: "broken") }
    log.check(
        "factoryFailed carries the factory's error and a message",
        factoryError?.kind == .factoryFailed
            && factoryError?.underlyingError as? PlannedFailure == PlannedFailure(reason: "disk full")
            && factoryError?.message.contains("disk full") == true
            && factoryError?.description.hasPrefix("HierResolver: ") == true)
    let cycleError = dependencyError { _ = try c.tryResolve(Left.self, variant: "left") }
    log.check(
        "a cycle names its chain", cycleError?.kind == .cycle && (cycleError?.resolutionChain.count ?? 0) >= 2)
    let parent = DependencyResolver(name: "parent")
    parent.register(lifetime: .persistent) { r in UserService(database: try r.tryResolve()) }
    let child = parent.child(name: "child")
    child.register { Database() }
    log.check(
        "a persistent instance that needs what only a child registers is a captiveDependency",
        errorKind { _ = try child.tryResolve(UserService.self) } == .captiveDependency)
}

func diagnosticsChecks(_ log: CheckLog) {
    traceChecks(log)
    hookResolvingChecks(log)
    printerChecks(log)
    verifyChecks(log)
    graphChecks(log)
    errorChecks(log)
}
