// W12 injected owner: constructing an object with three `@Injected` properties of persistent
// services, registered in `DependencyResolver.main` as Resolver apps do; each `@Injected` resolves
// through `root` when the owner is made. Its baselines construct an object whose initialiser makes
// three lookups in the baseline container (`baseline+lock`: each under the container's mutex).
// Budget: ≤ 1.0× its baseline+lock of the same run. Every row allocates the owner, once per op.

import HierResolver

/// W12's services: three persistent classes, so that each property is a lookup of its own key.
final class FirstInjected {}
final class SecondInjected {}
final class ThirdInjected {}

/// W12's owner in HierResolver: three `@Injected` properties, resolved when it is made.
final class InjectedOwner {
    @Injected var first: FirstInjected
    @Injected var second: SecondInjected
    @Injected var third: ThirdInjected
    init() {}

    /// A new owner; `@inline(never)` so that it escapes (it is allocated, as an app's is).
    @inline(never)
    static func make() -> InjectedOwner { InjectedOwner() }
}

/// W12's owner in the baselines: the three lookups written out in its initialiser.
final class BaselineOwner<Lock: BaselineLock> {
    let first: FirstInjected
    let second: SecondInjected
    let third: ThirdInjected

    init(_ container: BaselineContainer<Lock>) {
        first = container.resolve()
        second = container.resolve()
        third = container.resolve()
    }

    /// A new owner; `@inline(never)` for the same reason as ``InjectedOwner/make()``.
    @inline(never)
    static func make(_ container: BaselineContainer<Lock>) -> BaselineOwner { BaselineOwner(container) }
}

extension Workloads {
    static func w12() -> Workload {
        Workload(
            id: "W12", title: "injected owner",
            notes: ["W12: ns per owner made, with its three properties; every row allocates the owner."],
            cases: [
                w12Baseline(Baseline(), .baseline),
                w12Baseline(LockedBaseline(), .baselineLock),
                w12Hier(),
            ])
    }

    /// The identities of an owner's three properties: the checksum of one operation.
    static func w12Sum(_ a: AnyObject, _ b: AnyObject, _ c: AnyObject) -> UInt {
        identityBits(a) &+ identityBits(b) &+ identityBits(c)
    }

    static func w12Baseline<L: BaselineLock>(_ c: BaselineContainer<L>, _ library: Library) -> Case {
        let (first, second, third) = (FirstInjected(), SecondInjected(), ThirdInjected())
        c.register(FirstInjected.self) { first }
        c.register(SecondInjected.self) { second }
        c.register(ThirdInjected.self) { third }
        let run = { (n: Int) -> UInt in
            var acc: UInt = 0
            for _ in 0..<n {
                let owner = BaselineOwner.make(c)
                acc &+= w12Sum(owner.first, owner.second, owner.third)
            }
            return acc
        }
        let expected = w12Sum(first, second, third)
        return Case(
            library: library, run: run,
            check: {
                run(3) == expected &* 3 ? nil : "W12 \(library.rawValue): the owner holds the wrong objects"
            })
    }

    static func w12Hier() -> Case {
        let main = DependencyResolver.main
        main.register(lifetime: .persistent) { FirstInjected() }
        main.register(lifetime: .persistent) { SecondInjected() }
        main.register(lifetime: .persistent) { ThirdInjected() }
        let first: FirstInjected = main.resolve()
        let second: SecondInjected = main.resolve()
        let third: ThirdInjected = main.resolve()
        let run = { (n: Int) -> UInt in
            var acc: UInt = 0
            for _ in 0..<n {
                let owner = InjectedOwner.make()
                acc &+= w12Sum(owner.first, owner.second, owner.third)
            }
            return acc
        }
        let expected = w12Sum(first, second, third)
        return Case(
            library: .hier, note: "@Injected", run: run,
            check: {
                run(3) == expected &* 3 ? nil : "W12 HierResolver: the owner holds the wrong objects"
            }, allocationTarget: 1)
    }
}
