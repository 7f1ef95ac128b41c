// S4 async chain: a chain of async factories, each resolving the next level's registration with
// `try await r.async.tryResolve(variant:)`, resolved from its top in a task: `.graph` (one
// resolution's instances) and `.persistent` (kept, so each run resets the container first, which is
// counted). An operation is one level, so a chain whose cost is linear in its depth is a flat curve:
// budget, 4,000 levels at most 1.1× the cost a level of 2,000 levels (the chain 2.2× as dear).

import HierResolver

/// One level of the chain: the next level, or nothing at the bottom.
final class ChainLevel: @unchecked Sendable {
    let next: ChainLevel?
    init(_ next: ChainLevel?) { self.next = next }
}

extension Workloads {
    static func s4(levels: [Int]) -> Workload {
        Workload(
            id: "S4", title: "async chain",
            cases: levels.map { s4Point(levels: $0, lifetime: .graph) }
                + levels.map { s4Point(levels: $0, lifetime: .persistent) })
    }

    static func s4Point(levels: Int, lifetime: Lifetime) -> Case {
        let c = DependencyResolver(name: "S4")
        for level in 0..<levels {
            let next = Variant("level \(level + 1)")
            c.register(variant: Variant("level \(level)"), lifetime: lifetime) { r async throws -> ChainLevel in
                ChainLevel(level + 1 < levels ? try await r.async.tryResolve(ChainLevel.self, variant: next) : nil)
            }
        }
        let one = UncheckedSendable(c)
        let resolveTop = { @Sendable () async -> ChainLevel in
            if lifetime == .persistent { one.value.reset() }
            return try! await one.value.async.tryResolve(ChainLevel.self, variant: "level 0")
        }
        let run = { (n: Int) -> UInt in
            blockingAsync {
                var acc: UInt = 0
                for _ in 0..<n { acc &+= identityBits(await resolveTop()) }
                return acc
            }
        }
        let check = { () -> String? in
            var depth = 0
            var level: ChainLevel? = blockingAsyncObject { await resolveTop() }
            while let current = level {
                depth += 1
                level = current.next
            }
            return depth == levels ? nil : "S4 \(lifetime) \(levels) levels: a chain of \(depth) levels"
        }
        return Case(
            library: .hier, opsPerIteration: levels, run: run, check: check,
            label: "\(lifetime) \(levels) levels", curve: "S4 async \(lifetime) chain, per level",
            point: "\(fmtCount(levels)) levels", curveLimit: Budget.maxChainLevelRatio)
    }
}
