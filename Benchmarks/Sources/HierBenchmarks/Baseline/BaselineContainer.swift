// The baselines: the least a type-keyed container can do.
//
// - `baseline`:      `[ObjectIdentifier: Box]`, the box holds a `() -> Any` factory; a resolve
//                    looks the box up, calls the factory and casts the result with `as!`.
// - `baseline+lock`: the same, each dictionary access inside a `pthread_mutex_t` that lives on
//                    the heap. The lock is released before the factory runs (a factory may
//                    resolve, as in W2), which is also what HierResolver promises.
//
// W3 keys by (type, variant string); W4 boxes an `(Int) -> Any` factory that is called with the
// resolve's argument.
//
// One generic class serves both (`NoLock` / `HeapMutex`), so both rows run the same
// specialised code and differ only in the lock. The entry points are `@inline(never)`: a
// container is a library behind a call boundary, and this keeps the optimiser from hoisting
// the lookup out of the benchmark loop.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `Sendable` (both locks are) so the W7 threads may use a baseline of either kind.
protocol BaselineLock: AnyObject, Sendable {
    init()
    func lock()
    func unlock()
}

/// `baseline`: no lock at all.
final class NoLock: BaselineLock {
    init() {}
    @inline(__always) func lock() {}
    @inline(__always) func unlock() {}
}

/// `baseline+lock`: a `pthread_mutex_t` allocated on the heap (never moved).
final class HeapMutex: BaselineLock, @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }
    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }
    @inline(__always) func lock() { pthread_mutex_lock(mutex) }
    @inline(__always) func unlock() { pthread_mutex_unlock(mutex) }
}

/// The box the dictionary holds.
final class Box {
    let factory: () -> Any
    init(_ factory: @escaping () -> Any) { self.factory = factory }
}

/// Type-keyed baseline container. `parent` is only used by W5's chain of containers: a miss
/// walks to the parent, taking each container's own lock in turn.
final class BaselineContainer<Lock: BaselineLock>: @unchecked Sendable {
    private var boxes: [ObjectIdentifier: Box] = [:]
    private let mutex = Lock()
    let parent: BaselineContainer<Lock>?

    init(parent: BaselineContainer<Lock>? = nil) { self.parent = parent }

    @inline(never)
    func register<T>(_ type: T.Type, _ factory: @escaping () -> Any) {
        let box = Box(factory)
        mutex.lock()
        boxes[ObjectIdentifier(type)] = box
        mutex.unlock()
    }

    @inline(never)
    func resolve<T>(_ type: T.Type = T.self) -> T {
        let key = ObjectIdentifier(type)
        var container = self
        while true {
            container.mutex.lock()
            let box = container.boxes[key]
            container.mutex.unlock()
            if let box { return box.factory() as! T }
            guard let parent = container.parent else { fatalError("baseline: \(T.self) not registered") }
            container = parent
        }
    }
}

/// W3's baseline: the same, keyed by (type, variant string) so it hashes and compares the
/// variant just like a container with named registrations has to.
struct VariantKey: Hashable {
    let type: ObjectIdentifier
    let variant: String
}

final class BaselineVariantContainer<Lock: BaselineLock>: @unchecked Sendable {
    private var boxes: [VariantKey: Box] = [:]
    private let mutex = Lock()

    init() {}

    @inline(never)
    func register<T>(_ type: T.Type, variant: String, _ factory: @escaping () -> Any) {
        let box = Box(factory)
        mutex.lock()
        boxes[VariantKey(type: ObjectIdentifier(type), variant: variant)] = box
        mutex.unlock()
    }

    @inline(never)
    func resolve<T>(_ type: T.Type = T.self, variant: String) -> T {
        let key = VariantKey(type: ObjectIdentifier(type), variant: variant)
        mutex.lock()
        let box = boxes[key]
        mutex.unlock()
        guard let box else { fatalError("baseline: \(T.self) variant \(variant) not registered") }
        return box.factory() as! T
    }

    /// The miss row's baseline: `nil` when nothing is registered under the key.
    @inline(never)
    func optional<T>(_ type: T.Type = T.self, variant: String) -> T? {
        let key = VariantKey(type: ObjectIdentifier(type), variant: variant)
        mutex.lock()
        let box = boxes[key]
        mutex.unlock()
        return box.map { $0.factory() as! T }
    }
}

/// W4's box: a factory taking the resolve's one `Int` argument.
final class ArgumentBox {
    let factory: (Int) -> Any
    init(_ factory: @escaping (Int) -> Any) { self.factory = factory }
}

/// W4's baseline: the same type-keyed dictionary; the box's factory is called with the `Int`
/// and its result cast with `as!`.
final class BaselineArgumentContainer<Lock: BaselineLock>: @unchecked Sendable {
    private var boxes: [ObjectIdentifier: ArgumentBox] = [:]
    private let mutex = Lock()

    init() {}

    @inline(never)
    func register<T>(_ type: T.Type, _ factory: @escaping (Int) -> Any) {
        let box = ArgumentBox(factory)
        mutex.lock()
        boxes[ObjectIdentifier(type)] = box
        mutex.unlock()
    }

    @inline(never)
    func resolve<T>(_ type: T.Type = T.self, argument: Int) -> T {
        mutex.lock()
        let box = boxes[ObjectIdentifier(type)]
        mutex.unlock()
        guard let box else { fatalError("baseline: \(T.self) not registered") }
        return box.factory(argument) as! T
    }
}

typealias Baseline = BaselineContainer<NoLock>
typealias LockedBaseline = BaselineContainer<HeapMutex>
