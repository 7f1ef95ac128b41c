// `synchronize()`: a view whose resolves run one at a time across the container's tree, factories
// included, as Swinject's synchronized container runs them. In the thread sanitizer's filter
// (`SwinjectRace`): the factories here record what they see in plain, unguarded values, which is
// safe only because the view runs them one at a time.

import Dispatch
import Foundation
import HierResolverSwinject
import Testing

/// What factories record without a lock of their own: the view's lock guards it.
final class Unguarded<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// Counts the factories running at once, and the most that ever did.
final class Overlap: @unchecked Sendable {
    private let lock = NSLock()
    private var running = 0
    private(set) var most = 0

    func run<T>(_ body: () -> T) -> T {
        lock.withLock {
            running += 1
            most = max(most, running)
        }
        defer { lock.withLock { running -= 1 } }
        usleep(200)  // long enough for another thread to come in, were it allowed
        return body()
    }
}

@Suite("Swinject races: synchronized views")
struct SwinjectRaceSynchronizedTests {
    @Test("Factories run through a synchronized view run one at a time, each resolve in a graph of its own")
    func factoriesRunOneAtATime() {
        let container = Container()
        let overlap = Overlap()
        let graphs = Unguarded(Set<GraphIdentifier>())  // a plain Set, as Swinject's own test writes it
        container.register(PortDog.self) { r in
            overlap.run {
                graphs.value.insert((r as! Container).currentObjectGraph!)
                return PortDog()
            }
        }
        let resolver = PortUnchecked(container.synchronize())

        let finished = portRunConcurrently(repetitions: 200, [{ _ = resolver.value.resolve(PortDog.self) }])

        #expect(finished)
        #expect(overlap.most == 1)
        #expect(graphs.value.count == 200)
    }

    @Test("A factory is handed the synchronized view, and resolves through it again without deadlock")
    func handedViewResolvesAgain() {
        let container = Container()
        let resolver = container.synchronize()
        var handed: [Container] = []
        container.register(PortCat.self) { r in
            handed.append(r as! Container)
            return PortCat()
        }
        container.register(PortPetOwner.self) { r in
            handed.append(r as! Container)
            return PortPetOwner(pet: r.resolve(PortCat.self)!)
        }
        #expect(resolver.resolve(PortPetOwner.self) != nil)
        #expect(handed.count == 2)
        #expect(resolver as! Container !== container, "a view, not the container")
        #expect(handed.allSatisfy { $0 === resolver as! Container })
        #expect(container.resolve(PortPetOwner.self) != nil)
        #expect(handed[2] === container, "the container itself hands itself")
    }

    @Test("Synchronized views of a parent and of its child share one lock")
    func parentAndChildViewsShareTheLock() {
        let parent = Container()
        let child = Container(parent: parent)
        let overlap = Overlap()
        parent.register(PortAnimal.self) { _ in overlap.run { PortCat() } }
        child.register(PortDog.self) { _ in overlap.run { PortDog() } }
        let parentView = PortUnchecked(parent.synchronize())
        let childView = PortUnchecked(child.synchronize())
        let grandchildView = PortUnchecked(Container(parent: childView.value as? Container).synchronize())

        let finished = portRunConcurrently(
            repetitions: 60,
            [
                { _ = parentView.value.resolve(PortAnimal.self) },
                { _ = childView.value.resolve(PortDog.self) },
                { _ = grandchildView.value.resolve(PortAnimal.self) },
            ])

        #expect(finished)
        #expect(overlap.most == 1)
    }

    @Test("Lazy and Provider resolved through a synchronized view build one at a time")
    func wrappersBuildOneAtATime() {
        let container = Container()
        let overlap = Overlap()
        let graphs = Unguarded(Set<GraphIdentifier>())
        container.register(PortAnimal.self) { r in
            overlap.run {
                graphs.value.insert((r as! Container).currentObjectGraph!)
                return PortDog()
            }
        }
        let resolver = PortUnchecked(container.synchronize())

        let finished = portRunConcurrently(
            repetitions: 100,
            [
                { _ = resolver.value.resolve(Provider<PortAnimal>.self)?.instance },
                { _ = resolver.value.resolve(Lazy<PortAnimal>.self)?.instance },
                { _ = resolver.value.resolve(PortAnimal.self, name: nil) },
            ])

        #expect(finished)
        #expect(overlap.most == 1)
        #expect(graphs.value.count == 300)
    }

    @Test("Resolves with arguments through a synchronized view run one at a time too")
    func argumentsRunOneAtATime() {
        let container = Container()
        let overlap = Overlap()
        let names = Unguarded([String]())
        container.register(PortAnimal.self) { (_, name: String) in
            overlap.run {
                names.value.append(name)
                return PortCat(name: name)
            }
        }
        let resolver = PortUnchecked(container.synchronize())

        let finished = portRunConcurrently(
            repetitions: 100, [{ _ = resolver.value.resolve(PortAnimal.self, argument: "Mimi") }])

        #expect(finished)
        #expect(overlap.most == 1)
        #expect(names.value.count == 100)
    }

    @Test("Registering while a synchronized view resolves on other threads: each resolve finds nothing or a cat")
    func registeringWhileResolving() {
        let container = Container()
        let resolver = PortUnchecked(container.synchronize())
        let box = PortUnchecked(container)
        let found = PortCollector<Bool>()

        let finished = portRunConcurrently(
            repetitions: 200,
            [
                { box.value.register(PortAnimal.self) { _ in PortCat() } },
                {
                    let animal = resolver.value.resolve(PortAnimal.self)
                    found.append(animal == nil || animal is PortCat)
                },
            ])

        #expect(finished)
        #expect(found.values.count == 200)
        #expect(found.values.allSatisfy { $0 })
        #expect(resolver.value.resolve(PortAnimal.self) is PortCat)
    }

    @Test("withObjectGraph on a synchronized view holds its lock for the whole closure")
    func withObjectGraphHoldsTheLock() {
        let container = Container()
        let overlap = Overlap()
        container.register(PortDog.self) { _ in PortDog() }
        let resolver = PortUnchecked(container.synchronize() as! Container)
        let graph = GraphIdentifier()

        let finished = portRunConcurrently(
            repetitions: 50,
            [{ resolver.value.withObjectGraph(graph) { view in overlap.run { _ = view.resolve(PortDog.self) } } }])

        #expect(finished)
        #expect(overlap.most == 1)
    }
}
