// What an `await` resolution shares with a synchronous one, checked in release builds too: graph
// instances per container, the context of static resolves inside async factories, and waits that end
// at `waitLimit`.

import HierResolver

private final class Tag: Sendable {
    let container: String

    init(_ container: String) {
        self.container = container
    }
}

private final class Tags: Sendable {
    let names: [String]

    init(_ names: [String]) {
        self.names = names
    }
}

private final class Loop: Sendable {}

@MainActor
func asyncEngineChecks(_ log: CheckLog) async {
    let app = DependencyResolver(name: "app")
    app.register { (r: DependencyResolver) async throws -> Tag in Tag(r.name ?? "") }  // .graph
    app.register { (r: DependencyResolver) async throws -> Tags in
        var names: [String] = []
        for index in 0..<50 {
            let child = r.child(name: "tenant\(index)")
            names.append(try await child.async.tryResolve(Tag.self).container)
        }
        return Tags(names)
    }
    let tags = try? await app.async.tryResolve(Tags.self)
    log.check(
        "async graph instances per child, children made and dropped in turn",
        tags?.names == (0..<50).map { "tenant\($0)" })

    let context = DependencyResolver(name: "context")
    context.register { Tag("context") }
    context.register(variant: "static") { () async throws -> Tags in
        Tags([
            DependencyResolver.optional(Tag.self)?.container ?? "none",
            (try await DependencyResolver.async.tryOptional(Tag.self))?.container ?? "none",
        ])
    }
    let child = context.child(name: "child")
    child.register { Tag("child") }
    let seen = try? await child.async.tryResolve(Tags.self, variant: "static")
    log.check("static resolves inside an async factory start from its context", seen?.names == ["child", "child"])

    let looping = DependencyResolver(name: "looping")
    looping.waitLimit = 0.2
    looping.register(lifetime: .persistent) { () async throws -> Loop in
        _ = try await Task.detached { try await looping.async.tryResolve(Loop.self) }.value
        return Loop()
    }
    var kind: DependencyError.Kind?
    do { _ = try await looping.async.tryResolve(Loop.self) } catch { kind = (error as? DependencyError)?.kind }
    log.check("an async wait the container cannot follow ends at waitLimit", kind == .deadlock)
}
