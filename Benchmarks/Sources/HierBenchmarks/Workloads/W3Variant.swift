// W3 variant: 100 variants ("name-0" ... "name-99") of one protocol registered; resolve
// "name-57". Ephemeral (Swinject `.transient`) like the other non-cached workloads, so every
// row also builds one object per resolve. The variant is a string literal at the call site,
// as users write it. The baselines key their dictionary by (ObjectIdentifier, String).

import HierResolver
import Swinject

extension Workloads {
    static func w3() -> Workload {
        Workload(
            id: "W3", title: "variant 57 of 100",
            cases: [
                w3Baseline(BaselineVariantContainer<NoLock>(), .baseline),
                w3Baseline(BaselineVariantContainer<HeapMutex>(), .baselineLock),
                w3Hier(),
                w3Swinject(),
                w3SwinjectModule(),
            ])
    }

    static func checkVariant(_ resolve: () -> VariantProto, what: String) -> String? {
        let a = resolve()
        let b = resolve()
        if a.index != W3.wanted || b.index != W3.wanted {
            return "\(what): resolved variant \(a.index), expected \(W3.wanted)"
        }
        return a === b ? "\(what): one object for two resolves, expected ephemeral" : nil
    }

    static func w3Baseline<L: BaselineLock>(_ c: BaselineVariantContainer<L>, _ library: Library) -> Case {
        for i in 0..<W3.variantCount {
            c.register(VariantProto.self, variant: W3.name(i)) { VariantImpl(index: i) }
        }
        let run = { (n: Int) -> UInt in
            sumIdentities(n) {
                let p: VariantProto = c.resolve(variant: "name-57")
                return p
            }
        }
        return Case(
            library: library, run: run,
            check: {
                checkVariant({ c.resolve(variant: "name-57") }, what: "W3 \(library.rawValue)")
            })
    }

    static func w3Hier() -> Case {
        let c = DependencyResolver()
        for i in 0..<W3.variantCount {
            c.register(variant: Variant(W3.name(i)), lifetime: .ephemeral) { VariantImpl(index: i) as VariantProto }
        }
        let run = { (n: Int) -> UInt in
            sumIdentities(n) { c.resolve(VariantProto.self, variant: "name-57") }
        }
        return Case(
            library: .hier, run: run,
            check: {
                checkVariant({ c.resolve(VariantProto.self, variant: "name-57") }, what: "W3 HierResolver")
            })
    }

    static func w3Swinject() -> Case {
        let c = Container()
        for i in 0..<W3.variantCount {
            c.register(VariantProto.self, name: W3.name(i)) { _ in VariantImpl(index: i) }
                .inObjectScope(.transient)
        }
        let run = { (n: Int) -> UInt in
            sumIdentities(n) { c.resolve(VariantProto.self, name: "name-57")! }
        }
        return Case(
            library: .swinject, run: run,
            check: {
                checkVariant({ c.resolve(VariantProto.self, name: "name-57")! }, what: "W3 Swinject")
            })
    }
}
