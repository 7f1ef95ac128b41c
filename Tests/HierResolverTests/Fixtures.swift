import Foundation
import HierResolver

// Types and helpers shared by the suites. Keys are types, so most suites build a fresh container per
// test and reuse these types freely; only tests that use `DependencyResolver.main` need types of their own.

// MARK: - Helpers

/// Hands out process-wide increasing numbers, so instances can be told apart without comparing
/// addresses (a freed object's address may be reused by the next one).
enum Serial {
    private static let counter = Counter()

    static func next() -> Int { counter.increment() }
}

/// A thread-safe counter, for counting factory calls.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    /// Adds one and returns the new value.
    @discardableResult
    func increment() -> Int {
        lock.lock()
        defer { lock.unlock() }
        count += 1
        return count
    }

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}

/// Whether `condition` holds within `seconds` (by default the watchdog setting, `defaultWatchdog`),
/// checked every millisecond. For what a parallel test may delay for an instant but not prevent: a bare
/// wrapper's fallback search in another test walks every live container and keeps each for the moment
/// it looks at it, so a container dropped here may go a moment later, on that thread.
func eventually(within seconds: Double = defaultWatchdog, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while !condition() {
        if Date() > deadline { return false }
        Thread.sleep(forTimeInterval: 0.001)
    }
    return true
}

/// A thread-safe list, for collecting trace events and results from several threads.
final class LockedList<Element>: @unchecked Sendable {
    private let lock = NSLock()
    private var elements: [Element] = []

    func append(_ element: Element) {
        lock.lock()
        defer { lock.unlock() }
        elements.append(element)
    }

    /// A copy made under the lock: the reader never shares the buffer that later appends write to
    /// (sharing it is safe by reference counting, which the thread sanitizer does not follow).
    var all: [Element] {
        lock.lock()
        defer { lock.unlock() }
        return elements.map { $0 }
    }
}

extension DependencyResolver {
    /// Starts collecting this container tree's trace events into the returned list.
    func collectTraceEvents() -> LockedList<TraceEvent> {
        let events = LockedList<TraceEvent>()
        trace = { event in events.append(event) }
        return events
    }
}

/// Serialises the few tests that read or set the process-wide `DependencyResolver.root` itself (its
/// default, setting it, threads that resolve through it). Every other test that needs `root` runs in
/// a root scope, `DependencyResolver.withRoot(_:_:)`, which parallel tests do not see.
enum RootAccess {
    private static let lock = NSLock()

    /// Runs `body` while no other test uses `root`; `root` is `main` before and after.
    static func exclusively<R>(_ body: () throws -> R) rethrows -> R {
        lock.lock()
        defer {
            DependencyResolver.root = .main
            lock.unlock()
        }
        DependencyResolver.root = .main
        return try body()
    }
}

/// The message of a thrown error, or a note that it was not a `DependencyError`.
func message(of error: (any Error)?) -> String {
    guard let error else { return "<no error>" }
    return (error as? DependencyError)?.message ?? "<not a DependencyError: \(error)>"
}

/// What a test factory throws.
struct FactoryError: Error, Equatable, CustomStringConvertible {
    let reason: String

    var description: String { "FactoryError: \(reason)" }
}

// MARK: - Pets (seed 003)

protocol Animal {
    var name: String? { get }
}

final class Cat: Animal {
    let name: String?
    let id = Serial.next()

    init(name: String?) {
        self.name = name
    }
}

final class Dog: Animal {
    let name: String?
    let id = Serial.next()

    init(name: String?) {
        self.name = name
    }
}

protocol Person {
    func play() -> String
}

/// The seed's pet owner. The seed uses `@Resolve var pet: Animal`; until the property wrappers exist, it
/// resolves its pet through the static API when it is made. Made inside a factory, that resolve starts
/// from the factory's context, so it finds the container's `Animal`.
final class PetOwner: Person {
    let pet: Animal = DependencyResolver.resolve()

    func play() -> String {
        let name = pet.name ?? "someone"
        return "I'm playing with \(name)."
    }
}

/// A person the tests register instead of `PetOwner`.
final class Veterinarian: Person {
    func play() -> String { "I'm treating every pet." }
}

/// Something that holds its pet, built by a factory that receives a `Resolver`.
final class Owner {
    let pet: Animal
    let id = Serial.next()

    init(pet: Animal) {
        self.pet = pet
    }
}

// MARK: - Services (seeds 001 and 004)

protocol ABCServicing {
    var id: Int { get }
}

final class XYZSession {}

final class JKLFetcher {
    let session: XYZSession

    init(_ session: XYZSession) {
        self.session = session
    }
}

final class ABCService: ABCServicing {
    let fetcher: JKLFetcher?
    let id = Serial.next()

    init() {
        self.fetcher = nil
    }

    init(_ fetcher: JKLFetcher) {
        self.fetcher = fetcher
    }
}

protocol XYZFetching: AnyObject {}

protocol XYZUpdating: AnyObject {}

final class XYZCombinedService: XYZFetching, XYZUpdating {}

final class XYZSessionService {}

struct XYZService {
    let session: XYZSessionService

    init(_ session: XYZSessionService) {
        self.session = session
    }
}

final class XYZViewModel {
    let fetcher: XYZFetching
    let updater: XYZUpdating
    let service: XYZService

    init(fetcher: XYZFetching, updater: XYZUpdating, service: XYZService) {
        self.fetcher = fetcher
        self.updater = updater
        self.service = service
    }
}

protocol XYZViewModelProtocol {
    var mode: String { get }
}

struct XYZEditViewModel: XYZViewModelProtocol {
    var mode: String { "edit" }
}

struct XYZAddViewModel: XYZViewModelProtocol {
    var mode: String { "add" }
}

// MARK: - Lifetimes

/// A class whose instances are told apart by `id`.
final class Session: Sendable {
    let id = Serial.next()
}

/// Another class, for tests that need two keys.
final class Cache: Sendable {
    let id = Serial.next()
}

/// A value type, which a transient registration cannot hold weakly.
struct Token {
    let id = Serial.next()
}

/// Holds two resolved values, to see whether one resolution shared them.
final class Pair<First, Second> {
    let first: First
    let second: Second

    init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

/// The seed's lifetime examples (seed 003).
final class Example {}

final class Example2 {}

final class Example3 {}

// MARK: - Keys

/// Two types with the same short name, `Config`, in different namespaces.
enum Billing {
    struct Config {
        let value: String
    }
}

enum Shipping {
    struct Config {
        let value: String
    }
}

/// Types that need each other, for cycles.
struct CycleA {}

struct CycleB {}

struct CycleC {}

struct CycleD {}

/// A `Cache` held weakly, handed from the thread that resolved it to the test that checks it is gone.
final class WeakCache: @unchecked Sendable {
    weak var value: Cache?
}
