// W7 contention: two threads resolve the W1 instance (persistent; Swinject `.container`) at
// once, `Config.contentionOpsPerThread` times each (500k in a full run). Reported: wall-clock
// ns per operation = (time from the start signal until both threads are done) / (total
// operations of both threads). One iteration is one such round; a repetition runs enough
// rounds to last `Config.minSeconds`.
//
// Thread safety per row: HierResolver containers are thread-safe as they are. Swinject is
// used the thread-safe way it documents: `container.synchronize()` (a synchronised resolver
// view whose resolves take a recursive lock). `baseline+lock` takes its mutex; `baseline`
// takes no lock: its dictionary is only read while the threads run, which is safe.

import Dispatch
import Foundation
import HierResolver
import Swinject

extension Workloads {
    static func w7(opsPerThread: Int) -> Workload {
        Workload(
            id: "W7", title: "2 threads × \(opsPerThread / 1000)k",
            notes: [
                "W7: wall ns per op = round wall time / (2 × \(opsPerThread) ops); Swinject via container.synchronize()."
            ],
            cases: [
                w7Baseline(Baseline(), .baseline, opsPerThread: opsPerThread),
                w7Baseline(LockedBaseline(), .baselineLock, opsPerThread: opsPerThread),
                w7Hier(opsPerThread: opsPerThread),
                w7Swinject(opsPerThread: opsPerThread),
            ])
    }

    /// Builds the case from a per-thread loop and the identity every operation must return.
    static func contentionCase(
        _ library: Library, note: String? = nil, opsPerThread: Int, expected: UInt,
        _ body: @escaping @Sendable (Int) -> UInt
    ) -> Case {
        let timed = { (rounds: Int) -> (checksum: UInt, nanoseconds: UInt64) in
            var checksum: UInt = 0
            var ns: UInt64 = 0
            for _ in 0..<rounds {
                let r = runTwoThreadsAtOnce(opsPerThread: opsPerThread, body)
                checksum &+= r.checksum
                ns += r.nanoseconds
            }
            return (checksum, ns)
        }
        return Case(
            library: library, note: note, opsPerIteration: 2 * opsPerThread,
            run: { timed($0).checksum },
            check: {
                timed(1).checksum == expected &* UInt(2 * opsPerThread)
                    ? nil : "W7 \(library.rawValue): a thread resolved a different object"
            },
            timedRun: timed)
    }

    static func w7Baseline<L: BaselineLock>(_ c: BaselineContainer<L>, _ library: Library, opsPerThread: Int) -> Case {
        let instance = Service()
        c.register(Service.self) { instance }
        let shared = UncheckedSendable(c)
        return contentionCase(library, opsPerThread: opsPerThread, expected: identityBits(instance)) { n in
            let c = shared.value
            return sumIdentities(n) {
                let s: Service = c.resolve()
                return s
            }
        }
    }

    static func w7Hier(opsPerThread: Int) -> Case {
        let c = DependencyResolver()
        c.register(lifetime: .persistent) { Service() }
        let s: Service = c.resolve()
        let shared = UncheckedSendable(c)
        return contentionCase(.hier, opsPerThread: opsPerThread, expected: identityBits(s)) { n in
            let c = shared.value
            return sumIdentities(n) {
                let s: Service = c.resolve()
                return s
            }
        }
    }

    static func w7Swinject(opsPerThread: Int) -> Case {
        let container = Container()
        container.register(Service.self) { _ in Service() }.inObjectScope(.container)
        let resolver = container.synchronize()
        let s = resolver.resolve(Service.self)!
        let shared = UncheckedSendable(resolver)
        return contentionCase(
            .swinject, note: "synchronize()", opsPerThread: opsPerThread, expected: identityBits(s)
        ) { n in
            let r = shared.value
            return sumIdentities(n) { r.resolve(Service.self)! }
        }
    }
}

/// Starts two threads, waits until both are ready, releases them together and times from the
/// release until both have finished.
func runTwoThreadsAtOnce(
    opsPerThread: Int, _ body: @escaping @Sendable (Int) -> UInt
) -> (checksum: UInt, nanoseconds: UInt64) {
    let ready = DispatchSemaphore(value: 0)
    let start = DispatchSemaphore(value: 0)
    let done = DispatchSemaphore(value: 0)
    let results = UncheckedSendable(UnsafeMutablePointer<UInt>.allocate(capacity: 16))
    defer { results.value.deallocate() }
    for t in 0..<2 {
        let thread = Thread {
            ready.signal()
            start.wait()
            results.value[t * 8] = body(opsPerThread)  // 64 bytes apart: no false sharing
            done.signal()
        }
        thread.start()
    }
    ready.wait()
    ready.wait()
    let t0 = nowNanoseconds()
    start.signal()
    start.signal()
    done.wait()
    done.wait()
    let t1 = nowNanoseconds()
    return (results.value[0] &+ results.value[8], t1 - t0)
}
