// The code users reported crashing the compiler in release builds, written as they wrote it.

import HierResolver

private final class S {}

private func load(_ c: DependencyResolver) -> S? { c.optional() }

/// Whether `c` resolves the private type `S`, through `optional()` in a private function.
public func probe(_ c: DependencyResolver) -> Bool { load(c) != nil }

private final class Widget: CustomStringConvertible {
    var description: String { "a widget" }
}

private final class C {}

/// Resolves a widget in a closure called in place and returns what the closure printed.
public func printResolvedWidget(_ c: DependencyResolver) -> String {
    var printed = ""
    let body = {
        let w: Widget = c.resolve()
        print(w, terminator: "", to: &printed)
    }
    body()
    return printed
}

/// Resolves `C` with `try!` in a closure, and with `try` in a closure whose `catch` stops the program; returns
/// whether both gave the container's instance.
public func resolveInClosures(_ c: DependencyResolver) -> Bool {
    var resolved: [C] = []
    let forced = {
        let x: C = try! c.tryResolve(C.self)
        resolved.append(x)
    }
    forced()
    let caught = {
        do {
            try resolved.append(c.tryResolve(C.self))
        } catch {
            fatalError("\(error)")
        }
    }
    caught()
    return resolved.count == 2 && resolved[0] === resolved[1]
}

func reportedShapeChecks(_ log: CheckLog) {
    let c = DependencyResolver(name: "reported")
    log.check("reported: optional() in a private function finds nothing", !probe(c))
    c.register { S() }
    log.check("reported: optional() in a private function finds the registration", probe(c))
    c.register { Widget() }
    log.check("reported: resolve() in a closure called in place", printResolvedWidget(c) == "a widget")
    c.persistent { C() }
    log.check("reported: try! and do/catch with fatalError in closures", resolveInClosures(c))
}
