// W5 depth: registered (ephemeral; Swinject `.transient`) in a root, resolved from a
// great-grandchild 3 levels down.
//
// Baseline choice: a chain of 4 dictionaries (root + 3 children), each its own container with
// its own lock in `baseline+lock`; a resolve misses in the 3 children, taking and releasing
// each child's lock in turn, and hits in the root. (Not one flattened dictionary: that would
// not model a hierarchy at all.)
//
// `depth` is 3 here; the S2 curve (S2Depth.swift) reuses `w5Hier(depth:)` at 0, 1, 4 and 16.

import HierResolver
import Swinject

extension Workloads {
    static func w5(depth: Int = 3) -> Workload {
        Workload(
            id: "W5", title: "depth \(depth) (great-grandchild)",
            notes: ["W5: the baselines are a chain of \(depth + 1) dictionaries, one lock each in baseline+lock."],
            cases: [
                w5Baseline(Baseline.self, .baseline, depth: depth),
                w5Baseline(LockedBaseline.self, .baselineLock, depth: depth),
                w5Hier(depth: depth),
                w5Swinject(depth: depth),
            ])
    }

    static func checkEphemeral(_ resolve: () -> Service, what: String) -> String? {
        let a = resolve()
        let b = resolve()
        if a.tag != 5 { return "\(what): resolved the wrong registration" }
        return a === b ? "\(what): one object for two resolves, expected ephemeral" : nil
    }

    static func w5Baseline<L: BaselineLock>(
        _: BaselineContainer<L>.Type, _ library: Library, depth: Int
    ) -> Case {
        let root = BaselineContainer<L>()
        root.register(Service.self) { Service(tag: 5) }
        var leaf = root
        for _ in 0..<depth { leaf = BaselineContainer<L>(parent: leaf) }
        let c = leaf
        let run = { (n: Int) -> UInt in
            sumIdentities(n) {
                let s: Service = c.resolve()
                return s
            }
        }
        return Case(
            library: library, run: run,
            check: {
                checkEphemeral({ c.resolve() }, what: "W5 \(library.rawValue)")
            })
    }

    static func w5Hier(depth: Int) -> Case {
        let root = DependencyResolver()
        root.register(lifetime: .ephemeral) { Service(tag: 5) }
        var leaf = root
        for level in 0..<depth { leaf = leaf.child(name: "level-\(level + 1)") }
        let c = leaf
        let run = { (n: Int) -> UInt in
            sumIdentities(n) {
                let s: Service = c.resolve()
                return s
            }
        }
        return Case(
            library: .hier, run: run,
            check: {
                checkEphemeral({ c.resolve() }, what: "W5 HierResolver")
            })
    }

    static func w5Swinject(depth: Int) -> Case {
        let root = Container()
        root.register(Service.self) { _ in Service(tag: 5) }.inObjectScope(.transient)
        var leaf = root
        for _ in 0..<depth { leaf = Container(parent: leaf) }
        let c = leaf
        let run = { (n: Int) -> UInt in
            sumIdentities(n) { c.resolve(Service.self)! }
        }
        return Case(
            library: .swinject, run: run,
            check: {
                checkEphemeral({ c.resolve(Service.self)! }, what: "W5 Swinject")
            })
    }
}
