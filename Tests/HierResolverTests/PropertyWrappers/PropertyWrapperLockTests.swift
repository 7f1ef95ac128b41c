import Foundation
import HierResolver
import Testing

// Part of the "Property wrappers" suite: the lazy wrappers resolve outside their lock, so a read from
// the wrapped factory fails as a cycle instead of hanging, and concurrent first reads agree.

extension PropertyWrapperTests {
    // MARK: lazy wrappers resolve outside their lock

    @Test("a @LazyResolve read again by its own factory fails as a cycle with its chain, and does not hang")
    func lazyResolveCycleFailsWithChain() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            final class Screen {
                @LazyResolve var model: Model
            }
            final class Model {
                init(_ screen: Screen) { _ = screen.model }  // reads the property being resolved
            }
            let app = DependencyResolver(name: "app")
            let screen = Screen()
            screen.$model.container = app
            app.register { Model(screen) }
            _ = screen.model
        }
        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(stderr.contains("Model` -> `"), "the cycle's chain: \(stderr)")
    }

    @Test("a @WeakLazyResolve read again by its own factory fails as a cycle, and does not hang")
    func weakLazyResolveCycleFails() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            final class Screen {
                @WeakLazyResolve var model: Model?
            }
            final class Model {
                init(_ screen: Screen) { _ = screen.model }
            }
            let app = DependencyResolver(name: "app")
            let screen = Screen()
            screen.$model.container = app
            app.persistent { Model(screen) }
            _ = screen.model
        }
        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(stderr.contains("cycle") || stderr.contains("Cycle"), "\(stderr)")
    }

    @Test("a factory may read another lazy property of the same owner: no lock is held while it runs")
    func lazyFactoryReadsSiblingProperty() {
        final class Parts {
            @LazyResolve var engine: Wrapped.Coordinator
            @LazyResolve var car: Token
        }
        let app = DependencyResolver(name: "app")
        let parts = Parts()
        parts.$engine.container = app
        parts.$car.container = app
        app.persistent { Wrapped.Coordinator() }
        app.register { () -> Token in
            _ = parts.engine  // another lazy property of the owner whose read is resolving now
            return Token()
        }

        _ = parts.car

        #expect(parts.$engine.isResolved && parts.$car.isResolved)
    }

    @Test(
        "concurrent first reads of a lazy wrapper all get one value, the first kept",
        arguments: [Lifetime.persistent, .ephemeral]
    )
    func concurrentFirstReadsAgree(lifetime: Lifetime) async {
        final class Holder: @unchecked Sendable {
            @LazyResolve var coordinator: Wrapped.Coordinator
        }
        for _ in 0..<20 {
            let app = DependencyResolver(name: "app")
            app.register(lifetime: lifetime) { Wrapped.Coordinator() }
            let holder = Holder()
            holder.$coordinator.container = app
            let seen = LockedList<ObjectIdentifier>()
            await withTaskGroup(of: Void.self) { group in
                for _ in 0..<8 {
                    group.addTask { seen.append(ObjectIdentifier(holder.coordinator)) }
                }
            }
            #expect(Set(seen.all).count == 1)
            #expect(seen.all.first == ObjectIdentifier(holder.coordinator))
        }
    }

    @Test("$x.isResolved on @WeakLazyResolve: after the first read, and only while the object lives")
    func weakLazyIsResolved() {
        let app = DependencyResolver(name: "app")
        app.persistent { Wrapped.Coordinator() }
        let delegate = Wrapped.Delegate()
        delegate.$coordinator.container = app
        #expect(!delegate.$coordinator.isResolved)

        _ = delegate.coordinator
        #expect(delegate.$coordinator.isResolved)

        app.reset()
        #expect(!delegate.$coordinator.isResolved, "the object is gone")
    }

    @Test("assigning to @OptionalResolve stores into the container; nil stops with a message")
    func optionalResolveAssignmentStores() async throws {
        let app = DependencyResolver(name: "app")
        app.persistent { Wrapped.Cat(name: "Mimi") as Wrapped.Animal }
        let owner = Wrapped.BoundOwner(container: app)

        owner.optionalPet = Wrapped.Cat(name: "Franky")

        #expect(owner.optionalPet?.name == "Franky")
        #expect(app.resolve(Wrapped.Animal.self).name == "Franky", "stored into the container")
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let app = DependencyResolver(name: "app")
            app.persistent { Wrapped.Cat(name: "Mimi") as Wrapped.Animal }
            Wrapped.BoundOwner(container: app).optionalPet = nil
        }
        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(stderr.contains("Cannot store nil as `HierResolverTests.Wrapped.Animal`"), "\(stderr)")
    }

    @Test("assigning to @Resolve or @OptionalResolve lets go of the value it replaces outside the wrapper's lock")
    func assignmentReleasesTheReplacedValueOutsideTheLock() {
        let app = DependencyResolver(name: "app")
        app.persistent { Noted() }
        let required = Resolve<Noted>(container: app)
        let optional = OptionalResolve<Noted>(container: app)
        // The replaced value's deinit has another thread assign to the same property, and waits for it.
        func othersCanAssignWhileReplaced(_ assign: @escaping @Sendable (Noted) -> Void) -> Bool {
            let finished = ReplacedFlag()
            assign(
                Noted {
                    let done = DispatchSemaphore(value: 0)
                    Thread.detachNewThread {
                        assign(Noted())
                        done.signal()
                    }
                    finished.set(done.wait(timeout: .now() + 2) == .success)
                })
            assign(Noted())  // the value above is let go here: the container no longer keeps it either
            return finished.value
        }
        #expect(othersCanAssignWhileReplaced { required.wrappedValue = $0 })
        #expect(othersCanAssignWhileReplaced { optional.wrappedValue = $0 })
    }
}

/// Runs `onDeinit` when it goes.
private final class Noted: Sendable {
    let onDeinit: @Sendable () -> Void
    init(onDeinit: @escaping @Sendable () -> Void = {}) { self.onDeinit = onDeinit }
    deinit { onDeinit() }
}

/// A flag set from another thread.
private final class ReplacedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = false
    var value: Bool { lock.withLock { stored } }
    func set(_ value: Bool) { lock.withLock { stored = value } }
}
