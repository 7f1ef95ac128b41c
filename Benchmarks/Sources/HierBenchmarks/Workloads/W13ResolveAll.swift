// W13 resolve-all: `resolveAll()` of 10 persistent contributions to one protocol (all kept, so it is
// 10 cache hits and the array they are returned in), beside 10 single resolves of 10 persistent
// registrations. One operation is the whole batch of 10 in both rows. Informational rows, without a
// verdict: the ratio column divides by the 10 single resolves.

import HierResolver

/// What W13 contributes: ten types, so that the single resolves hit ten keys as the contributions do.
protocol Contributed: AnyObject {}
final class Contributed0: Contributed {}
final class Contributed1: Contributed {}
final class Contributed2: Contributed {}
final class Contributed3: Contributed {}
final class Contributed4: Contributed {}
final class Contributed5: Contributed {}
final class Contributed6: Contributed {}
final class Contributed7: Contributed {}
final class Contributed8: Contributed {}
final class Contributed9: Contributed {}

extension Workloads {
    static func w13() -> Workload {
        let all = DependencyResolver(name: "W13 all")
        all.contribute(lifetime: .persistent) { Contributed0() as Contributed }
        all.contribute(lifetime: .persistent) { Contributed1() as Contributed }
        all.contribute(lifetime: .persistent) { Contributed2() as Contributed }
        all.contribute(lifetime: .persistent) { Contributed3() as Contributed }
        all.contribute(lifetime: .persistent) { Contributed4() as Contributed }
        all.contribute(lifetime: .persistent) { Contributed5() as Contributed }
        all.contribute(lifetime: .persistent) { Contributed6() as Contributed }
        all.contribute(lifetime: .persistent) { Contributed7() as Contributed }
        all.contribute(lifetime: .persistent) { Contributed8() as Contributed }
        all.contribute(lifetime: .persistent) { Contributed9() as Contributed }
        let resolveAll = { (n: Int) -> UInt in
            var acc: UInt = 0
            for _ in 0..<n {
                let contributed: [Contributed] = all.resolveAll()
                for instance in contributed { acc &+= identityBits(instance) }
            }
            return acc
        }

        let single = DependencyResolver(name: "W13 single")
        single.register(lifetime: .persistent) { Contributed0() }
        single.register(lifetime: .persistent) { Contributed1() }
        single.register(lifetime: .persistent) { Contributed2() }
        single.register(lifetime: .persistent) { Contributed3() }
        single.register(lifetime: .persistent) { Contributed4() }
        single.register(lifetime: .persistent) { Contributed5() }
        single.register(lifetime: .persistent) { Contributed6() }
        single.register(lifetime: .persistent) { Contributed7() }
        single.register(lifetime: .persistent) { Contributed8() }
        single.register(lifetime: .persistent) { Contributed9() }
        let tenResolves = { (n: Int) -> UInt in
            var acc: UInt = 0
            for _ in 0..<n {
                acc &+= identityBits(single.resolve(Contributed0.self))
                acc &+= identityBits(single.resolve(Contributed1.self))
                acc &+= identityBits(single.resolve(Contributed2.self))
                acc &+= identityBits(single.resolve(Contributed3.self))
                acc &+= identityBits(single.resolve(Contributed4.self))
                acc &+= identityBits(single.resolve(Contributed5.self))
                acc &+= identityBits(single.resolve(Contributed6.self))
                acc &+= identityBits(single.resolve(Contributed7.self))
                acc &+= identityBits(single.resolve(Contributed8.self))
                acc &+= identityBits(single.resolve(Contributed9.self))
            }
            return acc
        }
        return Workload(
            id: "W13", title: "resolve all",
            reference: .hierUnscoped,
            notes: [
                "W13: one operation is 10 instances: `resolveAll()` of 10 persistent contributions, or 10 "
                    + "`resolve()`s of 10 persistent registrations. No verdict; the ratio is to the 10 resolves."
            ],
            cases: [
                Case(
                    library: .hierUnscoped, run: tenResolves,
                    check: { checkSameObject(tenResolves, what: "W13 10 resolves") }, label: "HierResolver 10 resolves"),
                Case(
                    library: .hierOther, run: resolveAll,
                    check: {
                        all.resolveAll(Contributed.self).count == 10
                            ? checkSameObject(resolveAll, what: "W13 resolveAll")
                            : "W13 resolveAll: not 10 instances"
                    }, label: "HierResolver resolveAll"),
            ])
    }
}
