// MISS: one `tryResolve` miss among 2,000 registrations, and the worst wait of another thread's
// hits meanwhile. The container holds W6's 200 generated types, 1,799 variants ("dep-0" …) of
// `MissDependency`, and a persistent `Service` under variant "hot", which a second thread resolves
// again and again, timing each hit, while the row's loop misses on the same tree. Two misses:
// an unrelated type (`MissNode`, nothing similar registered) and a variant of `MissDependency`
// that is not registered (every other variant is a near miss).
//
// `baseline+lock` is W3's locked dictionary keyed by (type, variant), asked for a key it does not
// hold, beside the same thread hitting it: the least a miss costs, and how long a hit takes when
// nothing holds the lock for long.
//
// The row under each is the other thread's worst hit in each millisecond, the median over the
// milliseconds of a repetition (and then over the repetitions): a miss that keeps hits waiting
// shows in every millisecond, a pause of a busy machine only in the one it falls into (see
// `whileAnotherThreadHits`). Budget: a miss under 1 ms, and no hit waits on it: that figure under
// 0.1 ms.

import Dispatch
import Foundation
import HierResolver

/// The type the unrelated miss asks for: registered nowhere.
final class MissNode {}

/// The type registered in 1,799 variants.
final class MissDependency {
    let index: Int
    init(index: Int) { self.index = index }
}

enum MissShape {
    static let registrations = 2_000
    static let variants = registrations - W6.count - 1
}

extension Workloads {
    static func miss() -> Workload {
        Workload(
            id: "MISS", title: "among \(fmtCount(MissShape.registrations)) registrations",
            notes: [
                "MISS: ns per tryResolve miss (a repetition is ≥ 200 ms of misses, however few); under each, the "
                    + "worst hit of another thread resolving a persistent Service of the same container meanwhile, "
                    + "in each millisecond: the median over the milliseconds."
            ],
            absoluteLimit: (perOp: 1_000_000, companion: 100_000),
            cases: [missBaseline(), missHier(unrelated: true), missHier(unrelated: false)])
    }

    static func missBaseline() -> Case {
        let c = BaselineVariantContainer<HeapMutex>()
        for i in 0..<(MissShape.registrations - 1) {
            c.register(MissDependency.self, variant: "dep-\(i)") { MissDependency(index: i) }
        }
        let hot = Service()
        c.register(Service.self, variant: "hot") { hot }
        let shared = UncheckedSendable(c)
        return missCase(
            .baselineLock, note: nil,
            hit: {
                let s: Service = shared.value.resolve(variant: "hot")
                return identityBits(s)
            },
            miss: { c.optional(MissNode.self, variant: "") == nil ? 1 : 0 },
            check: { c.optional(MissNode.self, variant: "") == nil ? nil : "MISS baseline+lock: found a MissNode" })
    }

    static func missHier(unrelated: Bool) -> Case {
        let c = DependencyResolver(name: "app")
        W6.register(into: c)
        for i in 0..<MissShape.variants {
            c.register(variant: Variant("dep-\(i)")) { MissDependency(index: i) }
        }
        c.register(variant: "hot", lifetime: .persistent) { Service() }
        let hot: Service = c.resolve(variant: "hot")
        let shared = UncheckedSendable(c)
        let miss: () -> UInt = {
            do {
                if unrelated {
                    _ = try c.tryResolve(MissNode.self)
                } else {
                    _ = try c.tryResolve(MissDependency.self, variant: "dep-none")
                }
                return 0
            } catch let error as DependencyError {
                return UInt(error.message.utf8.count)
            } catch {
                return 0
            }
        }
        return missCase(
            .hier, note: unrelated ? "unrelated type" : "other variant",
            hit: {
                let s: Service = shared.value.resolve(variant: "hot")
                return identityBits(s)
            },
            miss: miss,
            check: {
                guard identityBits(hot) == identityBits(c.resolve(Service.self, variant: "hot")) else {
                    return "MISS HierResolver: the hot Service is not kept"
                }
                do {
                    _ =
                        try unrelated
                        ? c.tryResolve(MissNode.self) as AnyObject
                        : c.tryResolve(MissDependency.self, variant: "dep-none") as AnyObject
                    return "MISS HierResolver: the miss found something"
                } catch let error as DependencyError where error.kind == .notRegistered {
                    return nil
                } catch {
                    return "MISS HierResolver: \(error), not a notRegistered error"
                }
            })
    }

    /// A row whose loop misses `n` times while another thread hits, timing each hit; its companion
    /// is the worst hit of each millisecond, the median over the milliseconds.
    static func missCase(
        _ library: Library, note: String?, hit: @escaping @Sendable () -> UInt, miss: @escaping () -> UInt,
        check: @escaping () -> String?
    ) -> Case {
        let worst = UncheckedSendable(UnsafeMutablePointer<Double>.allocate(capacity: 1))
        worst.value.initialize(to: 0)
        let timed = { (n: Int) -> (checksum: UInt, nanoseconds: UInt64) in
            let run = whileAnotherThreadHits(hit) {
                var checksum: UInt = 0
                for _ in 0..<n { checksum &+= miss() }
                return checksum
            }
            worst.value.pointee = run.worstHit
            return (run.checksum, run.nanoseconds)
        }
        return Case(
            library: library, note: note, run: { timed($0).checksum }, check: check, timedRun: timed, minOps: 1,
            companion: ("another thread's worst hit a ms", { worst.value.pointee }))
    }
}

/// Runs `body` (timed) while another thread calls `hit` again and again, timing each call; returns
/// body's checksum (with the hits'), its time, and the worst hit of each millisecond of the other
/// thread's clock, the median over those milliseconds.
///
/// Per millisecond, so that the figure says whether hits wait on the misses, which run one after the
/// other the whole time: on a busy or virtual machine a thread also loses its CPU for milliseconds
/// now and then, whatever holds the lock, and then a hit takes that long. Such a pause shows in the
/// millisecond it falls into; a miss that keeps hits waiting shows in every millisecond.
func whileAnotherThreadHits(
    _ hit: @escaping @Sendable () -> UInt, _ body: () -> UInt
) -> (checksum: UInt, nanoseconds: UInt64, worstHit: Double) {
    let ready = DispatchSemaphore(value: 0)
    let done = DispatchSemaphore(value: 0)
    // [0]: the stop flag; [8]: the median worst hit (a Double's bits); [16]: the hits' checksum
    // (64 bytes apart).
    let shared = UncheckedSendable(UnsafeMutablePointer<UInt64>.allocate(capacity: 24))
    shared.value.initialize(repeating: 0, count: 24)
    defer { shared.value.deallocate() }
    let thread = Thread {
        let slots = shared.value
        var worstPerMillisecond: [Double] = []
        worstPerMillisecond.reserveCapacity(4096)
        var worst: UInt64 = 0
        var checksum: UInt = 0
        var millisecondEnds = nowNanoseconds() + 1_000_000
        ready.signal()
        // `hit` is an opaque call, so the flag is read again after each one.
        while slots[0] == 0 {
            let t0 = nowNanoseconds()
            checksum &+= hit()
            let t1 = nowNanoseconds()
            worst = max(worst, t1 - t0)
            if t1 >= millisecondEnds {
                worstPerMillisecond.append(Double(worst))
                worst = 0
                millisecondEnds = t1 + 1_000_000
            }
        }
        if worstPerMillisecond.isEmpty { worstPerMillisecond.append(Double(worst)) }
        slots[8] = medianOf(worstPerMillisecond).bitPattern
        slots[16] = UInt64(checksum)
        done.signal()
    }
    thread.start()
    ready.wait()
    let t0 = nowNanoseconds()
    let checksum = body()
    let t1 = nowNanoseconds()
    shared.value[0] = 1
    done.wait()
    return (checksum &+ UInt(shared.value[16]), t1 - t0, Double(bitPattern: shared.value[8]))
}
