import Testing

@testable import HierResolver

/// A module type whose registration installs it; registered after hundreds of other types.
private struct LateModule: DependencyRegister {
    func registerDependencies(container: Resolver) {
        container.register(variant: "late module") { Session() }
    }
}

/// Calls `body` with `T` and with `[T]`, `[[T]]` and so on: `count` distinct types, made at run time.
private func eachNested<T>(_: T.Type, count: Int, _ body: (Any.Type) -> Void) {
    body(T.self)
    if count > 1 { eachNested([T].self, count: count - 1, body) }
}

/// Calls `body` with 70 × `outer` distinct types: `T`, `T?`, `T??` … each nested in up to 69 arrays.
private func eachInGrid<T>(_: T.Type, outer: Int, _ body: (Any.Type) -> Void) {
    eachNested(T.self, count: 70, body)
    if outer > 1 { eachInGrid(T?.self, outer: outer - 1, body) }
}

/// Registers `T` made by `make`, then `[T]`, `[[T]]` and so on: `count` registrations of distinct types.
private func registerNested<T>(in container: DependencyResolver, _ make: @escaping @Sendable () -> T, count: Int) {
    container.register { make() }
    if count > 1 { registerNested(in: container, { [make()] }, count: count - 1) }
}

/// Registering asks whether the type is a module through a small cache of the runtime's answers:
/// a collision, or a type asked about for the first time, must give the runtime's answer.
@Suite("Modules: the module-type cache")
struct ModuleTypeCacheTests {
    @Test("5,040 types, more than the cache holds, each answered as the runtime does, twice, around a module type")
    func answersMatchTheRuntime() {
        for _ in 0..<2 {
            #expect(DependencyResolver.isModuleType(LateModule.self))
            eachInGrid(Int.self, outer: 72) { type in
                #expect(DependencyResolver.isModuleType(type) == false)
            }
            #expect(DependencyResolver.isModuleType(LateModule.self), "still a module after every slot was reused")
            #expect(!DependencyResolver.isModuleType(Session.self))
        }
    }

    @Test("registering a module type after hundreds of other registrations installs its module")
    func moduleTypeStillInstalls() {
        let app = DependencyResolver(name: "app")
        registerNested(in: app, { 7 }, count: 300)
        app.register { Session() }
        app.register { LateModule() }
        #expect(app.optional(Session.self, variant: "late module") != nil, "the module's registration is there")
        #expect(app.resolve([[[Int]]].self) == [[[7]]], "and so are the others")
    }
}
