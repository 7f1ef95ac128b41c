// W4 argument: a factory taking one `Int` runtime argument; every resolve passes 42 and gets a
// new `Service` carrying it (ephemeral; Swinject `.transient`). HierResolver has two rows, one
// per argument style:
//
// - typed: `register { (n: Int) in Service(tag: n) }`, `resolve(arguments: 42)`; the
//   registration is keyed by the argument signature and the factory gets the `Int` itself.
// - Args (Resolver-style): `register { (_, args) in Service(tag: args()) }`, `resolve(args: 42)`;
//   the `Int` travels as `Any?` and the factory reads it back with a cast.
//
// The baselines look up a box holding an `(Int) -> Any` factory, call it with the `Int` and
// cast the result with `as!`. The argument is a literal at the call site, as users write it.

import HierResolver
import Swinject

extension Workloads {
    static func w4() -> Workload {
        Workload(
            id: "W4", title: "one Int argument",
            notes: [
                "W4: the baselines call an (Int) -> Any factory; Swinject's verdict is against each HierResolver row."
            ],
            cases: [
                w4Baseline(BaselineArgumentContainer<NoLock>(), .baseline),
                w4Baseline(BaselineArgumentContainer<HeapMutex>(), .baselineLock),
                w4HierTyped(),
                w4HierArgs(),
                w4Swinject(),
            ])
    }

    /// W4 check: the object carries the argument it was resolved with, and is new per resolve.
    static func checkArgument(_ resolve: (Int) -> Service, what: String) -> String? {
        let a = resolve(42)
        let b = resolve(42)
        let c = resolve(7)
        if a.tag != 42 || b.tag != 42 || c.tag != 7 {
            return "\(what): built with \(a.tag), \(b.tag), \(c.tag), expected 42, 42, 7"
        }
        return a === b ? "\(what): one object for two resolves, expected ephemeral" : nil
    }

    static func w4Baseline<L: BaselineLock>(_ c: BaselineArgumentContainer<L>, _ library: Library) -> Case {
        c.register(Service.self) { n in Service(tag: n) }
        let run = { (n: Int) -> UInt in
            sumIdentities(n) {
                let s: Service = c.resolve(argument: 42)
                return s
            }
        }
        return Case(
            library: library, run: run,
            check: {
                checkArgument({ c.resolve(argument: $0) }, what: "W4 \(library.rawValue)")
            })
    }

    static func w4HierTyped() -> Case {
        let c = DependencyResolver()
        c.register(lifetime: .ephemeral) { (n: Int) in Service(tag: n) }
        let run = { (n: Int) -> UInt in
            sumIdentities(n) {
                let s: Service = c.resolve(arguments: 42)
                return s
            }
        }
        return Case(
            library: .hier, note: "typed", run: run,
            check: {
                checkArgument({ c.resolve(arguments: $0) }, what: "W4 HierResolver (typed)")
            })
    }

    static func w4HierArgs() -> Case {
        let c = DependencyResolver()
        c.register(lifetime: .ephemeral) { (_, args) in Service(tag: args()) }
        let run = { (n: Int) -> UInt in
            sumIdentities(n) {
                let s: Service = c.resolve(args: 42)
                return s
            }
        }
        return Case(
            library: .hier, note: "Args", run: run,
            check: {
                checkArgument({ c.resolve(args: $0) }, what: "W4 HierResolver (Args)")
            })
    }

    static func w4Swinject() -> Case {
        let c = Container()
        c.register(Service.self) { (_, n: Int) in Service(tag: n) }.inObjectScope(.transient)
        let run = { (n: Int) -> UInt in
            sumIdentities(n) { c.resolve(Service.self, argument: 42)! }
        }
        return Case(
            library: .swinject, run: run,
            check: {
                checkArgument({ c.resolve(Service.self, argument: $0)! }, what: "W4 Swinject")
            })
    }
}
