import Dispatch
import Foundation
import HierResolverSwinject

// The port's fixtures for threads and graph identifiers.

// MARK: - Concurrency helpers

/// Hands a non-Sendable value to code running on other threads. The tests only do that where
/// Swinject's own tests do, i.e. through a synchronized resolver or a thread-safe API.
final class PortUnchecked<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// A lock-protected collection of values written from several threads.
final class PortCollector<Element>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Element] = []

    func append(_ element: Element) {
        lock.lock()
        storage.append(element)
        lock.unlock()
    }

    var values: [Element] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}

/// How many concurrent calls the thread-safety tests make.
let portConcurrentCalls = 500

/// Runs every action `repetitions` times on a concurrent queue and waits for all of them.
/// Returns false if they did not all finish within `timeout` (e.g. a deadlock).
@discardableResult
func portRunConcurrently(
    repetitions: Int = portConcurrentCalls,
    timeout: DispatchTimeInterval = .seconds(20),
    _ actions: [@Sendable () -> Void]
) -> Bool {
    let queue = DispatchQueue(label: "swinject-port.concurrent", attributes: .concurrent)
    let group = DispatchGroup()
    for _ in 0..<repetitions {
        for action in actions {
            queue.async(group: group, execute: action)
        }
    }
    return group.wait(timeout: .now() + timeout) == .success
}

/// Runs one action asynchronously and waits for it; false on timeout.
func portFinishes(within timeout: DispatchTimeInterval, _ action: @escaping @Sendable () -> Void) -> Bool {
    let queue = DispatchQueue(label: "swinject-port.single", attributes: .concurrent)
    let group = DispatchGroup()
    queue.async(group: group, execute: action)
    return group.wait(timeout: .now() + timeout) == .success
}

// MARK: - Graph identifiers

/// GraphIdentifier's initializer is internal in Swinject 2.10, so a user gets one the public way:
/// by resolving `GraphIdentifier` while some graph is being resolved. This does that on a scratch
/// container and returns the identifier of that (finished) graph.
func portMakeGraphIdentifier() -> GraphIdentifier {
    let scratch = Container()
    var captured: GraphIdentifier?
    scratch.register(Int.self) { r in
        captured = r.resolve(GraphIdentifier.self)
        return 0
    }
    _ = scratch.resolve(Int.self)
    return captured!
}
