// S1 registry size (HierResolver only): does a resolve cost more when the container holds
// many other registrations? Two curves, each at 10, 1,000 and 10,000 other registrations in
// the same container as the resolved one:
//
// - S1/W1: W1's persistent hit (`Service`, `.persistent`, warmed).
// - S1/W3: W3's variant resolve ("name-57" of the 100 `VariantProto` variants, ephemeral).
//
// The others are ephemeral variants "other-0", "other-1", ... of a separate fixture type,
// `Unrelated`: every key is distinct, of the same shape as W3's (a type and a short variant
// string), and of a type neither curve resolves, so only the registry's size changes between
// points. (The 200 generated W6 types are too few for the larger points.) They are registered
// before the resolved ones, and are never resolved by the timed loop.
//
// Layouts: a container's registrations live in an open-addressing table (linear probing) whose
// slot order depends on the keys' hashes: type identities are addresses (randomised per
// process) and variant strings hash with a per-process seed. So how many keys a lookup
// compares before it hits differs from one container, and one process, to the next (with the
// earlier `Dictionary`, one container measured 323 to 527 instructions per W1 hit at 10,000
// others). So each
// point builds `s1Layouts` containers alike and every call of its loop (every repetition)
// resolves from the next one: the median is over layouts, and min–max shows their spread.
// (Not a different container per operation: 8 large tables whose storage starts on a page
// boundary compete for the same L1 sets, which would measure that conflict, not size.)

import HierResolver

extension Workloads {
    /// Containers built alike per S1 point (see the header).
    static let s1Layouts = 8

    static func s1(others points: [Int]) -> Workload {
        Workload(
            id: "S1", title: "registry size",
            notes: [
                "S1: other registrations = ephemeral variants \"other-0\"… of an unrelated type, in the same container; "
                    + "each repetition resolves from the next of \(s1Layouts) containers built alike."
            ],
            cases: points.map { s1W1(others: $0) } + points.map { s1W3(others: $0) })
    }

    /// Registers `count` ephemeral variants of `Unrelated`.
    static func registerOthers(_ count: Int, into c: DependencyResolver) {
        for i in 0..<count {
            c.register(variant: Variant("other-\(i)"), lifetime: .ephemeral) { Unrelated() }
        }
    }

    /// The others are all there: the last one resolves.
    static func checkOthers(_ count: Int, in c: DependencyResolver, what: String) -> String? {
        guard count > 0 else { return nil }
        let last: Unrelated? = c.optional(variant: Variant("other-\(count - 1)"))
        return last == nil ? "\(what): the other registrations are missing" : nil
    }

    static func s1W1(others: Int) -> Case {
        let containers = (0..<s1Layouts).map { _ in
            let c = DependencyResolver()
            registerOthers(others, into: c)
            c.register(lifetime: .persistent) { Service() }
            return c
        }
        let instances = containers.map { c -> Service in c.resolve() }
        var next = 0  // the container the next call resolves from
        let run = { (n: Int) -> UInt in
            let c = containers[next]
            next = (next + 1) % containers.count
            return sumIdentities(n) {
                let s: Service = c.resolve()
                return s
            }
        }
        let what = "S1/W1 \(fmtCount(others)) others"
        return Case(
            library: .hier, run: run,
            check: {
                for (c, instance) in zip(containers, instances) {
                    let a: Service = c.resolve()
                    let b: Service = c.resolve()
                    if a !== instance || b !== instance { return "\(what): resolves to different objects (not cached)" }
                    if let problem = checkOthers(others, in: c, what: what) { return problem }
                }
                for _ in containers {
                    let expected = identityBits(instances[next]) &* 3
                    if run(3) != expected { return "\(what): the loop resolved the wrong object" }
                }
                return nil
            },
            label: "W1 \(fmtCount(others)) others", curve: "S1/W1 persistent hit", point: "\(fmtCount(others)) others")
    }

    static func s1W3(others: Int) -> Case {
        let containers = (0..<s1Layouts).map { _ in
            let c = DependencyResolver()
            registerOthers(others, into: c)
            for i in 0..<W3.variantCount {
                c.register(variant: Variant(W3.name(i)), lifetime: .ephemeral) { VariantImpl(index: i) as VariantProto }
            }
            return c
        }
        var next = 0  // the container the next call resolves from
        let run = { (n: Int) -> UInt in
            let c = containers[next]
            next = (next + 1) % containers.count
            return sumIdentities(n) { c.resolve(VariantProto.self, variant: "name-57") }
        }
        let what = "S1/W3 \(fmtCount(others)) others"
        return Case(
            library: .hier, run: run,
            check: {
                for c in containers {
                    if let problem = checkVariant({ c.resolve(VariantProto.self, variant: "name-57") }, what: what)
                        ?? checkOthers(others, in: c, what: what)
                    {
                        return problem
                    }
                }
                return nil
            },
            label: "W3 \(fmtCount(others)) others", curve: "S1/W3 variant 57 of 100",
            point: "\(fmtCount(others)) others")
    }
}
