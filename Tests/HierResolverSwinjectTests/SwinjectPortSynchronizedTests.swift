import Dispatch
import Foundation
import HierResolverSwinject
import Testing

// Swift 6 note: Resolver and Container are not Sendable, so the closures that run on other threads
// reach them through `PortUnchecked` (an @unchecked Sendable box), and anything they record goes
// into a lock-protected `PortCollector`; results are checked on the test's own thread afterwards.
@Suite("Swinject port: synchronized resolver")
struct SwinjectPortSynchronizedTests {
    // MARK: Many threads

    // Swinject: SynchronizedTests.testSynchronizedResolverCanResolveCircularDependencies
    @Test("A synchronized resolver resolves a circular graph from many threads")
    func circularGraphFromManyThreads() {
        let resolver = Container { container in
            container.register(PortParentNode.self) { _ in PortParent() }
                .initCompleted { r, node in (node as! PortParent).child = r.resolve(PortChildNode.self) }
                .inObjectScope(.graph)
            container.register(PortChildNode.self) { _ in PortChild() }
                .initCompleted { r, node in (node as! PortChild).parent = r.resolve(PortParentNode.self)! }
                .inObjectScope(.graph)
        }.synchronize()
        let box = PortUnchecked(resolver)
        let wiredCorrectly = PortCollector<Bool>()

        let finished = portRunConcurrently([
            {
                let parent = box.value.resolve(PortParentNode.self) as? PortParent
                let child = parent?.child as? PortChild
                wiredCorrectly.append(parent != nil && child?.parent === parent)
            }
        ])

        #expect(finished)
        #expect(wiredCorrectly.values.count == portConcurrentCalls)
        #expect(wiredCorrectly.values.allSatisfy { $0 })
    }

    // Swinject: SynchronizedTests.testSynchronizedResolverCanAccessParentAndChildContainersWithoutDeadlock
    @Test(
        "Synchronized parent and child resolvers used together do not deadlock",
        arguments: [ObjectScope.transient, .graph, .container])
    func parentAndChildTogether(scope: ObjectScope) {
        let parent = Container { container in
            container.register(PortAnimal.self) { _ in PortCat() }
                .inObjectScope(scope)
        }
        let parentResolver = PortUnchecked(parent.synchronize())
        let childResolver = PortUnchecked(Container(parent: parent).synchronize())
        let gotCat = PortCollector<Bool>()

        let finished = portRunConcurrently([
            { gotCat.append(parentResolver.value.resolve(PortAnimal.self) is PortCat) },
            { gotCat.append(childResolver.value.resolve(PortAnimal.self) is PortCat) },
        ])

        #expect(finished)
        #expect(gotCat.values.count == 2 * portConcurrentCalls)
        #expect(gotCat.values.allSatisfy { $0 })
    }

    // Swinject: SynchronizedTests.testSynchronizedResolverUsesDistinctGraphIdentifier
    @Test("Each concurrent resolve through a synchronized resolver gets its own graph")
    func distinctGraphsPerResolve() {
        let graphs = PortCollector<GraphIdentifier>()
        let resolver = PortUnchecked(
            Container {
                $0.register(PortDog.self) { r in
                    graphs.append(r.resolve(GraphIdentifier.self)!)
                    return PortDog()
                }
            }.synchronize())

        let finished = portRunConcurrently([{ _ = resolver.value.resolve(PortDog.self) }])

        #expect(finished)
        #expect(Set(graphs.values).count == portConcurrentCalls)
    }

    // Swinject: SynchronizedTests.testSynchronizedResolverSynchronousReadsWrites
    @Test("A synchronized container can be registered to and resolved from at the same time")
    func concurrentRegisterAndResolve() throws {
        let rounds = 3_000
        let container = try #require(Container().synchronize() as? Container)
        let box = PortUnchecked(container)
        let group = DispatchGroup()

        DispatchQueue.global().async(group: group) {
            for index in 0..<rounds {
                box.value.register(PortAnimal.self) { _ in PortCat(name: "\(index)") }
            }
        }
        DispatchQueue.global().async(group: group) {
            DispatchQueue.concurrentPerform(iterations: rounds) { _ in
                _ = box.value.resolve(PortAnimal.self)
            }
        }

        #expect(group.wait(timeout: .now() + .seconds(20)) == .success)
        #expect(container.resolve(PortAnimal.self)?.name == "\(rounds - 1)")
    }

    // MARK: Nested resolve

    // Swinject: SynchronizedTests.testSynchronizedResolverCanMakeItWithoutDeadlock
    @Test("A factory may itself use the synchronized resolver without deadlocking")
    func nestedSynchronizedResolve() {
        let container = Container()
        let synchronized = PortUnchecked(container.synchronize())
        container.register(PortChildNode.self) { _ in PortChild() }
        container.register(PortParentNode.self) { _ in
            PortParent(child: synchronized.value.resolve(PortChildNode.self)!)
        }
        let resolved = PortCollector<Bool>()

        let finished = portFinishes(within: .seconds(10)) {
            resolved.append(synchronized.value.resolve(PortParentNode.self) != nil)
        }

        #expect(finished)
        #expect(resolved.values == [true])
    }

    // MARK: Wrapper types

    // Swinject: SynchronizedTests.testSynchronizedResolverSynchronizesProviderTypes
    @Test("Providers from a synchronized resolver make each instance in its own graph")
    func providersAreSynchronized() {
        let graphs = PortCollector<GraphIdentifier>()
        let container = Container()
        container.register(PortAnimal.self) { r in
            graphs.append(r.resolve(GraphIdentifier.self)!)
            return PortDog()
        }
        let synchronized = PortUnchecked(container.synchronize())

        let finished = portRunConcurrently([
            {
                let provider = synchronized.value.resolve(Provider<PortAnimal>.self)
                _ = provider?.instance
            }
        ])

        #expect(finished)
        #expect(Set(graphs.values).count == portConcurrentCalls)
    }

    // Swinject: SynchronizedTests.testSynchronizedResolverSynchronizesLazyTypes
    @Test("A lazy from a synchronized resolver can be used on another thread")
    func lazyOnAnotherThread() {
        let container = Container()
        container.register(PortDog.self) { _ in PortDog() }
        let synchronized = PortUnchecked(container.synchronize())
        let gotDog = PortCollector<Bool>()

        let finished = portFinishes(within: .seconds(10)) {
            let lazy = synchronized.value.resolve(Lazy<PortDog>.self)
            gotDog.append(lazy?.instance != nil)
        }

        #expect(finished)
        #expect(gotDog.values == [true])
    }

    // Swinject: SynchronizedTests.testSynchronizedResolverSafelyDereferencesLazyTypes
    @Test("Lazies from a synchronized resolver can be made and dropped on many threads at once")
    func lazyChurnOnManyThreads() {
        let container = Container()
        container.register(PortAnimal.self) { _ in PortDog() }
            .inObjectScope(.container)
        let synchronized = PortUnchecked(container.synchronize())

        for _ in 0..<200 {
            let finished = portRunConcurrently([
                {
                    let lazy = synchronized.value.resolve(Lazy<PortAnimal>.self)
                    _ = lazy?.instance
                }
            ])
            #expect(finished)
        }
    }

    // Swinject: SynchronizedTests.testGraphIdentifierRestoredAfterLazyResolve
    @Test("Using a lazy inside a factory does not change the graph of the rest of that resolve")
    func lazyUseKeepsOuterGraph() throws {
        let container = Container()
        container.register(PortLazyTarget.self) { _ in PortLazyTargetImpl() }
        container.register(PortLazySingleton.self) { r in
            PortLazyHolderImpl(lazyTarget: r.resolve(Lazy<PortLazyTarget>.self)!)
        }
        .inObjectScope(.container)
        container.register(PortLazyHolder.self) { r in
            PortLazyHolderImpl(lazyTarget: r.resolve(Lazy<PortLazyTarget>.self)!)
        }
        container.register(PortLazyPair.self) { r in
            let first = r.resolve(PortLazyHolder.self)!
            let singleton = r.resolve(PortLazySingleton.self)!
            _ = singleton.lazyTarget.instance
            let second = r.resolve(PortLazyHolder.self)!
            return PortLazyPairImpl(first: first, second: second)
        }

        // The singleton (and its lazy) is made in an earlier graph and first used in a later one.
        _ = try #require(container.resolve(PortLazySingleton.self))
        let pair = try #require(container.resolve(PortLazyPair.self))

        #expect(pair.first === pair.second)
        #expect(pair.first.lazyTarget.instance === pair.second.lazyTarget.instance)
    }

    // Swinject: SynchronizedTests.test_guaranteeThreadSafety
    @Test("Registering on a container while resolving through its synchronized views does not crash")
    func registerWhileResolving() {
        struct Payload { let label = "payload" }
        let queues = 25
        let start = Date() + 1
        let container = PortUnchecked(Container())
        let group = DispatchGroup()

        for _ in 0..<queues {
            DispatchQueue.global().async(group: group) {
                Thread.sleep(until: start)
                container.value.register(Payload.self) { _ in Payload() }
            }
        }
        for _ in 0..<queues {
            DispatchQueue.global().async(group: group) {
                Thread.sleep(until: start)
                _ = container.value.synchronize().resolve(Payload.self)
            }
        }

        #expect(group.wait(timeout: .now() + .seconds(10)) == .success)
        #expect(container.value.resolve(Payload.self)?.label == "payload")
    }
}
