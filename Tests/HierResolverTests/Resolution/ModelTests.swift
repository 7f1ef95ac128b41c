import Foundation
import HierResolver
import Testing

// Model-based randomized testing: a small reference model of the container's semantics (lookup up
// the parent chain, first registration wins, the four lifetimes, the context rule, cycles, captive
// dependencies, store, remove, replace, reset, children made and dropped) runs the same random
// sequences of operations as real containers. Any difference fails with the sequence's seed and a
// shrunk sequence that still shows it.
//
//     HIERRESOLVER_MODEL_SEQUENCES=200000 swift test --filter ModelTests   # a longer run
//     HIERRESOLVER_MODEL_SEED=1234 swift test --filter ModelTests          # another base seed

// MARK: - Operations

/// A key of the model: one of four types, with or without a variant.
struct ModelKey: Hashable, CustomStringConvertible {
    let type: Int
    let variant: Bool

    var description: String { "P\(type)\(variant ? "(v)" : "")" }
}

/// One step of a sequence. Containers are named by the order they were made (0 is the root);
/// a step naming a container that does not exist (or was dropped) does nothing in both worlds.
enum ModelOperation: CustomStringConvertible {
    case register(container: Int, key: ModelKey, lifetime: Lifetime, dependencies: [ModelKey])
    case replace(container: Int, key: ModelKey, lifetime: Lifetime, dependencies: [ModelKey])
    case remove(container: Int, key: ModelKey)
    case resolve(container: Int, key: ModelKey, hold: Bool)
    case store(container: Int, key: ModelKey, hold: Bool)
    case release(slot: Int)
    case reset(container: Int)
    case child(of: Int)
    case drop(container: Int)

    var description: String {
        switch self {
        case .register(let c, let key, let lifetime, let deps):
            "c\(c).register(\(key), .\(lifetime), needs: \(deps))"
        case .replace(let c, let key, let lifetime, let deps):
            "c\(c).replace(\(key), .\(lifetime), needs: \(deps))"
        case .remove(let c, let key): "c\(c).remove(\(key))"
        case .resolve(let c, let key, let hold): "c\(c).resolve(\(key))\(hold ? " held" : "")"
        case .store(let c, let key, let hold): "c\(c).store(\(key))\(hold ? " held" : "")"
        case .release(let slot): "release(held #\(slot))"
        case .reset(let c): "c\(c).reset()"
        case .child(let parent): "child of c\(parent)"
        case .drop(let c): "drop c\(c)"
        }
    }
}

/// SplitMix64: small, fast and the same on every platform, so a seed replays exactly.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

enum ModelSequence {
    static let lifetimes: [Lifetime] = [.ephemeral, .graph, .transient, .persistent]

    static func randomKey(_ random: inout SeededGenerator) -> ModelKey {
        ModelKey(type: Int.random(in: 0..<4, using: &random), variant: Int.random(in: 0..<4, using: &random) == 0)
    }

    /// A random sequence of `length` operations over at most a handful of containers.
    static func make(length: Int, using random: inout SeededGenerator) -> [ModelOperation] {
        var containers = 1
        var operations: [ModelOperation] = []
        for _ in 0..<length {
            let container = Int.random(in: 0..<containers, using: &random)
            let key = randomKey(&random)
            let roll = Int.random(in: 0..<100, using: &random)
            switch roll {
            case 0..<28, 28..<33:
                let count = [0, 0, 1, 1, 2][Int.random(in: 0..<5, using: &random)]
                let dependencies = (0..<count).map { _ in randomKey(&random) }
                let lifetime = lifetimes.randomElement(using: &random)!
                operations.append(
                    roll < 28
                        ? .register(container: container, key: key, lifetime: lifetime, dependencies: dependencies)
                        : .replace(container: container, key: key, lifetime: lifetime, dependencies: dependencies))
            case 33..<37:
                operations.append(.remove(container: container, key: key))
            case 37..<75:
                operations.append(.resolve(container: container, key: key, hold: Bool.random(using: &random)))
            case 75..<81:
                operations.append(.store(container: container, key: key, hold: Bool.random(using: &random)))
            case 81..<86:
                operations.append(.release(slot: Int.random(in: 0..<4, using: &random)))
            case 86..<90:
                operations.append(.reset(container: container))
            case 90..<96:
                if containers < 6 {
                    operations.append(.child(of: container))
                    containers += 1
                }
            default:
                operations.append(.drop(container: container))
            }
        }
        return operations
    }
}

// MARK: - What a resolve gave

/// A built instance as the real container made it: who built it, in which context, from what.
struct ModelInstance {
    let id: Int
    let registration: Int
    let context: Int
    let dependencies: [ModelInstance]
}

/// The one class every model key resolves to.
final class ModelNode: ModelP0, ModelP1, ModelP2, ModelP3 {
    let instance: ModelInstance

    init(_ instance: ModelInstance) { self.instance = instance }
}

protocol ModelP0: AnyObject {}
protocol ModelP1: AnyObject {}
protocol ModelP2: AnyObject {}
protocol ModelP3: AnyObject {}

// MARK: - The tests

@Suite("Model-based randomized sequences")
struct ModelTests {
    static let sequences =
        ProcessInfo.processInfo.environment["HIERRESOLVER_MODEL_SEQUENCES"].flatMap(Int.init) ?? 3_000
    static let baseSeed =
        ProcessInfo.processInfo.environment["HIERRESOLVER_MODEL_SEED"].flatMap(UInt64.init) ?? 20_261_122

    @Test("random sequences of operations behave as the reference model says")
    func sequencesMatchModel() {
        var failures: [String] = []
        for index in 0..<Self.sequences {
            let seed = Self.baseSeed &+ UInt64(index)
            var random = SeededGenerator(state: seed)
            let operations = ModelSequence.make(length: Int.random(in: 5...60, using: &random), using: &random)
            guard ModelRun().run(operations) != nil else { continue }
            let shrunk = Self.shrink(operations)
            let difference = ModelRun().run(shrunk) ?? "?"
            failures.append(
                "seed \(seed): \(difference)\nshrunk to \(shrunk.count) of \(operations.count) steps:\n"
                    + shrunk.map { "  \($0)" }.joined(separator: "\n"))
            if failures.count == 3 { break }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n\n"))")
    }

    @Test("the shrinker keeps a failing sequence failing and makes it smaller")
    func shrinkerShrinks() {
        // A difference planted in the comparison: a sequence fails when it resolves P1 twice from c0.
        let operations: [ModelOperation] = [
            .register(container: 0, key: ModelKey(type: 0, variant: false), lifetime: .graph, dependencies: []),
            .child(of: 0),
            .resolve(container: 0, key: ModelKey(type: 1, variant: false), hold: false),
            .reset(container: 1),
            .resolve(container: 0, key: ModelKey(type: 1, variant: false), hold: false),
            .resolve(container: 1, key: ModelKey(type: 0, variant: false), hold: true),
        ]
        let fails = { (candidate: [ModelOperation]) in
            candidate.filter {
                if case .resolve(0, ModelKey(type: 1, variant: false), _) = $0 { return true }
                return false
            }.count >= 2
        }
        let shrunk = Self.shrink(operations, failing: fails)
        #expect(shrunk.count == 2)
        #expect(fails(shrunk))
    }

    /// The smallest sub-sequence found that still fails: drops chunks, then single steps, until
    /// nothing more can go.
    static func shrink(
        _ operations: [ModelOperation],
        failing: ([ModelOperation]) -> Bool = { ModelRun().run($0) != nil }
    ) -> [ModelOperation] {
        var current = operations
        var chunk = max(1, current.count / 2)
        while chunk >= 1 {
            var start = 0
            var removedAny = false
            while start < current.count {
                var candidate = current
                candidate.removeSubrange(start..<min(start + chunk, candidate.count))
                if failing(candidate) {
                    current = candidate
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if !removedAny { chunk /= 2 }
        }
        return current
    }
}
