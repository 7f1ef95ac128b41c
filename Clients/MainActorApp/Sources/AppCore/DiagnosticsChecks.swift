// Diagnostics from main-actor code: `verify()`, the trace hook, `TracePrinter`, the dependency
// graph, and `DependencyError`. The trace hook is `@Sendable` and runs on the thread that resolves,
// so the app hands its events to an `AsyncStream` and reads them back on the main actor.

import HierResolver

/// Checks `verify()`, the trace hook, `TracePrinter`, the dependency graph and `DependencyError`'s kinds.
public func diagnosticsChecks() async {
    // verify(): the app container, on the main actor, builds every registration, `@MainActor`
    // factories included.
    let report = AppContainers.shared.verify(arguments: appVerificationArguments())
    check("verify(arguments:) of the app container on the main actor: valid", report.isValid)
    check("... nothing skipped, no warnings", report.skipped.isEmpty && report.warnings.isEmpty)
    check("... @MainActor factories built", report.verified.contains { $0.key.contains("ProfileViewModel") })
    print(report.description.prefix { $0 != "\n" })

    let withoutArguments = AppContainers.shared.verify()
    check("verify() skips what takes arguments", withoutArguments.isValid && !withoutArguments.skipped.isEmpty)

    let shop = DependencyResolver(name: "shop")
    shop.register(lifetime: .persistent) { Database(name: "shop db") }
    shop.register { r in
        RemotePetRepository(client: try r.tryResolve(), database: try r.tryResolve()) as PetRepository
    }
    shop.register { @MainActor r in PetListViewModel(repository: try r.tryResolve()) }
    let broken = shop.verify()
    check(
        "verify() finds the missing HTTPClient, through a @MainActor factory too",
        !broken.isValid && broken.failures.count == 2)
    check("... as .notRegistered", broken.failures.allSatisfy { $0.error.kind == .notRegistered })
    shop.register(module: NetworkModule())
    check("verify() after the fix", shop.verify().isValid)

    // The trace hook.
    let traced = DependencyResolver(name: "traced")
    traced.register(module: PetsModule())
    traced.register(module: ProfileModule())
    traced.register { @MainActor in Session(user: "traced") }
    let (events, eventSink) = AsyncStream.makeStream(of: TraceEvent.self)
    traced.trace = { event in eventSink.yield(event) }
    _ = traced.resolve(PetListViewModel.self)
    _ = traced.resolve(ProfileViewModel.self)
    traced.trace = nil
    eventSink.finish()
    var built: [String] = []
    for await event in events where event.kind == .resolved && event.cacheHit == false {
        built.append(event.key)
    }
    check(
        "trace hook: built events, a @MainActor factory's included",
        built.count == 6 && built.contains { $0.contains("ProfileViewModel") })

    // TracePrinter: to standard output, and to the app's own sink, as the hook or inside one.
    traced.trace = TracePrinter().handler
    _ = traced.resolve(ProfileViewModel.self)
    let (lines, lineSink) = AsyncStream.makeStream(of: String.self)
    let printer = TracePrinter { line in lineSink.yield(line) }
    traced.trace = printer.handler
    _ = traced.resolve(PetListViewModel.self)
    let (registrations, registrationSink) = AsyncStream.makeStream(of: TraceEvent.Kind.self)
    traced.trace = { event in
        printer.receive(event)
        registrationSink.yield(event.kind)
    }
    traced.register(name: "traced") { @MainActor in BannerViewModel(text: "traced") }
    traced.trace = nil
    lineSink.finish()
    registrationSink.finish()
    var written: [String] = []
    for await line in lines { written.append(line) }
    var kinds: [TraceEvent.Kind] = []
    for await kind in registrations { kinds.append(kind) }
    check("TracePrinter(write:).handler: one tree per resolution", written.first?.contains("PetListViewModel") == true)
    check(
        "TracePrinter.receive(_:) inside a hook",
        written.count == 2 && written[1].contains("BannerViewModel") && kinds == [.registered])

    // The dependency graph.
    traced.recordsDependencies = true
    traced.reset()
    _ = traced.resolve(PetListViewModel.self)
    _ = traced.resolve(ProfileViewModel.self)
    let graph = traced.dependencyGraph()
    let edges = graph.edges.count
    let nodes = graph.containers.flatMap(\.nodes).count
    check("dependencyGraph(): nodes and edges, a @MainActor factory's included", nodes == 11 && edges == 4)
    check(
        "dependencyGraph().dot() and .mermaid()",
        graph.dot().contains("digraph") && graph.mermaid().contains("ProfileViewModel"))

    // DependencyError.
    let loop = DependencyResolver(name: "loop")
    loop.register { r in Clock(label: try r.tryResolve(Theme.self).accent) }
    loop.register { @MainActor r in Theme(accent: try r.tryResolve(Clock.self).label) }
    let cycle = dependencyError { _ = try loop.tryResolve(Clock.self) }
    check(
        "DependencyError .cycle with its resolution chain",
        cycle?.kind == .cycle && (cycle?.resolutionChain.count ?? 0) >= 2)
    let mismatch = dependencyError { _ = try AppContainers.shared.tryResolve(PetDetailViewModel.self, arguments: 7) }
    check(
        "DependencyError .notRegistered for typed arguments of another type, with near misses",
        mismatch?.kind == .notRegistered && mismatch?.message.contains("Near misses") == true)
    var unused = appVerificationArguments()
    unused.add(Clock.self, args: "never read")
    let unusedReport = AppContainers.shared.verify(arguments: unused)
    check(
        "DependencyError .argumentMismatch: verify(arguments:) with arguments no factory reads",
        unusedReport.failures.count == 1 && unusedReport.failures.first?.error.kind == .argumentMismatch)
    if let cycle {
        print(cycle)
    }
}
