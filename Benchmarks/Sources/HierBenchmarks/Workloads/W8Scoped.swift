// W8 scoped hit: W1's persistent hit resolved through the static API inside the task-local scope
// that makes a container `root` (`DependencyResolver.withRoot`), as a test's code resolves.
// Budget: ≤ 1.0× baseline+lock of the same run. Informational rows, without a verdict: W1's resolve
// on the container, and the same static resolve inside the asynchronous form of the scope, which
// has only the task-local value to go by. (With no scope at all, the static resolve is W11.)

import Dispatch
import HierResolver

extension Workloads {
    static func w8() -> Workload {
        let c = DependencyResolver(name: "W8")
        c.register(lifetime: .persistent) { Service() }
        let expected: Service = c.resolve()
        let direct = { (n: Int) -> UInt in
            sumIdentities(n) {
                let s: Service = c.resolve()
                return s
            }
        }
        let scoped = { (n: Int) -> UInt in
            DependencyResolver.withRoot(c) {
                sumIdentities(n) {
                    let s: Service = DependencyResolver.resolve()
                    return s
                }
            }
        }
        let asyncScoped = { (n: Int) -> UInt in
            blockingAsync {
                await DependencyResolver.withRoot(c) {
                    await Task.yield()  // an async body: the asynchronous form of the scope
                    return sumIdentities(n) {
                        let s: Service = DependencyResolver.resolve()
                        return s
                    }
                }
            }
        }
        func check(_ run: @escaping (Int) -> UInt, _ what: String) -> () -> String? {
            {
                run(1) == identityBits(expected)
                    ? checkSameObject(run, what: "W8 \(what)") : "W8 \(what): resolved the wrong object"
            }
        }
        return Workload(
            id: "W8", title: "scoped hit",
            notes: [
                "W8: `HierResolver W1` is W1's `container.resolve()`; the other HierResolver rows call "
                    + "`DependencyResolver.resolve()`. Only the scoped row has a verdict. Entering a scope "
                    + "allocates, once per call of the row's loop (not per resolve)."
            ],
            cases: [
                w1Baseline(LockedBaseline(), .baselineLock),
                Case(library: .hierUnscoped, run: direct, check: check(direct, "W1")),
                Case(
                    library: .hier, note: "static, in withRoot", run: scoped, check: check(scoped, "scoped")),
                Case(
                    library: .hierOther, note: "static, in async withRoot", run: asyncScoped,
                    check: check(asyncScoped, "async scope")),
            ])
    }

    /// Runs `body` in a task and waits for it: the asynchronous scope needs a task to run in.
    static func blockingAsync(_ body: @escaping @Sendable () async -> UInt) -> UInt {
        let done = DispatchSemaphore(value: 0)
        let result = ResultBox()
        Task.detached {
            result.value = await body()
            done.signal()
        }
        done.wait()
        return result.value
    }
}

/// The result of ``Workloads/blockingAsync(_:)``, written by the task before it signals.
private final class ResultBox: @unchecked Sendable {
    var value: UInt = 0
}
