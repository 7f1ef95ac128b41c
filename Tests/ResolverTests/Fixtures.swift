import Foundation

// The few fixtures the `Resolver` module's tests share.

/// A class whose instances are told apart by identity.
final class Session: Sendable {}

/// Another class, for tests that need two keys.
final class Cache: Sendable {}

/// A list that tests append to from a hook, read once the resolves are done.
final class LockedList<Element>: @unchecked Sendable {
    private let lock = NSLock()
    private var elements: [Element] = []

    func append(_ element: Element) {
        lock.lock()
        defer { lock.unlock() }
        elements.append(element)
    }

    /// What was appended, in order.
    var all: [Element] {
        lock.lock()
        defer { lock.unlock() }
        return elements
    }
}

/// The service of Resolver's documentation that serves two protocols.
protocol XYZFetching: AnyObject {}

/// The other protocol `XYZCombinedService` serves.
protocol XYZUpdating: AnyObject {}

/// One class behind two protocols, for `.implements`.
final class XYZCombinedService: XYZFetching, XYZUpdating {}
