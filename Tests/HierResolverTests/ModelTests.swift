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

// MARK: - The reference model

/// The semantics, written plainly: no caches of lookups, no locks, no cleverness.
struct ReferenceModel {
    /// An identity the model hands out for each instance; bound to a real instance's id when first seen.
    typealias Token = Int

    final class Registration {
        let id: Int
        let owner: Int
        let lifetime: Lifetime
        let dependencies: [ModelKey]
        var persistent: Token?
        var transient: Token?

        init(id: Int, owner: Int, lifetime: Lifetime, dependencies: [ModelKey]) {
            self.id = id
            self.owner = owner
            self.lifetime = lifetime
            self.dependencies = dependencies
        }

        var isShared: Bool { lifetime == .persistent || lifetime == .transient }
    }

    struct Container {
        let parent: Int?
        var registrations: [ModelKey: Registration] = [:]
        var alive = true
        var children: [Int] = []
    }

    /// What a resolve should give: a new instance (built from these), or one seen before.
    indirect enum Expected {
        case built(token: Token, registration: Int, context: Int, dependencies: [Expected])
        case cached(token: Token, registration: Int)
    }

    enum Failure: Error, Equatable {
        case notRegistered, cycle, captiveDependency
    }

    var containers: [Container] = [Container(parent: nil)]
    var nextRegistration = 0
    var nextToken = 0
    /// The tokens of the instances the test holds, by slot.
    var held: [Token] = []

    func exists(_ container: Int) -> Bool { container < containers.count && containers[container].alive }

    func ancestry(_ container: Int) -> [Int] {
        var result: [Int] = []
        var next: Int? = container
        while let current = next {
            result.append(current)
            next = containers[current].parent
        }
        return result
    }

    func lookup(_ key: ModelKey, from container: Int) -> Registration? {
        for holder in ancestry(container) {
            if let found = containers[holder].registrations[key] { return found }
        }
        return nil
    }

    mutating func makeToken() -> Token {
        nextToken += 1
        return nextToken
    }

    /// Whether `register` installs (first wins) and the registration's id if it does.
    mutating func register(
        _ key: ModelKey, in container: Int, lifetime: Lifetime, dependencies: [ModelKey], replacing: Bool
    ) -> Int? {
        if containers[container].registrations[key] != nil, !replacing { return nil }
        nextRegistration += 1
        containers[container].registrations[key] = Registration(
            id: nextRegistration, owner: container, lifetime: lifetime, dependencies: dependencies)
        return nextRegistration
    }

    /// The state of one top-level resolution.
    struct Resolution {
        let requester: Int
        var chain: [(registration: Registration, context: Int)] = []
        var graph: [String: Token] = [:]
        var transients: [Int: Token] = [:]
    }

    mutating func resolve(_ key: ModelKey, from container: Int) -> Result<Expected, Failure> {
        var resolution = Resolution(requester: container)
        return resolve(key, from: container, &resolution)
    }

    private mutating func resolve(_ key: ModelKey, from context: Int, _ resolution: inout Resolution)
        -> Result<Expected, Failure>
    {
        guard let registration = lookup(key, from: context) else {
            return .failure(missing(key, in: context, resolution))
        }
        func building(_ context: Int) -> Bool {
            resolution.chain.contains { $0.registration === registration && $0.context == context }
        }
        switch registration.lifetime {
        case .persistent:
            if building(registration.owner) { return .failure(.cycle) }
            if let token = registration.persistent {
                return .success(.cached(token: token, registration: registration.id))
            }
            return build(registration, in: registration.owner, &resolution).map { expected in
                if case .built(let token, _, _, _) = expected { registration.persistent = token }
                return expected
            }
        case .transient:
            if building(registration.owner) { return .failure(.cycle) }
            if let token = resolution.transients[registration.id] ?? liveTransient(registration) {
                return .success(.cached(token: token, registration: registration.id))
            }
            return build(registration, in: registration.owner, &resolution).map { expected in
                if case .built(let token, _, _, _) = expected {
                    resolution.transients[registration.id] = token
                    registration.transient = token
                }
                return expected
            }
        case .graph:
            let slot = "\(registration.id)@\(context)"
            if let token = resolution.graph[slot] {
                return .success(.cached(token: token, registration: registration.id))
            }
            if building(context) { return .failure(.cycle) }
            return build(registration, in: context, &resolution).map { expected in
                if case .built(let token, _, _, _) = expected { resolution.graph[slot] = token }
                return expected
            }
        case .ephemeral:
            if building(context) { return .failure(.cycle) }
            return build(registration, in: context, &resolution)
        }
    }

    private mutating func build(_ registration: Registration, in context: Int, _ resolution: inout Resolution)
        -> Result<Expected, Failure>
    {
        resolution.chain.append((registration, context))
        defer { resolution.chain.removeLast() }
        var dependencies: [Expected] = []
        for key in registration.dependencies {
            switch resolve(key, from: context, &resolution) {
            case .success(let expected): dependencies.append(expected)
            case .failure(let failure): return .failure(failure)
            }
        }
        return .success(
            .built(token: makeToken(), registration: registration.id, context: context, dependencies: dependencies))
    }

    /// A transient instance is alive while the test holds it (the model's instances hold nothing).
    private func liveTransient(_ registration: Registration) -> Token? {
        guard let token = registration.transient, held.contains(token) else { return nil }
        return token
    }

    /// A miss is a captive dependency when the innermost shared instance being built belongs to the
    /// container that missed, and the top-level requester, below it, would have found the key.
    private func missing(_ key: ModelKey, in context: Int, _ resolution: Resolution) -> Failure {
        if resolution.requester != context,
            let shared = resolution.chain.last(where: { $0.registration.isShared })?.registration,
            shared.owner == context,
            ancestry(resolution.requester).contains(context),
            lookup(key, from: resolution.requester) != nil
        {
            return .captiveDependency
        }
        return .notRegistered
    }
}

// MARK: - Running a sequence

/// Runs `operations` against real containers and the model; returns the first difference, if any.
final class ModelRun {
    private var model = ReferenceModel()
    private var containers: [DependencyResolver?] = [DependencyResolver(name: "c0")]
    private var contextIndex: [ObjectIdentifier: Int] = [:]
    /// The model's registration id for each real registration, in the order they were made.
    private var heldNodes: [ModelNode] = []
    private var nextID = 0
    /// Real instance ids bound to the model's tokens, and back.
    private var bound: [ReferenceModel.Token: Int] = [:]
    private var boundBack: [Int: ReferenceModel.Token] = [:]
    /// The tokens of instances the test stored (their registration is 0: no factory made them).
    private var stored: Set<ReferenceModel.Token> = []

    init() {
        contextIndex[ObjectIdentifier(containers[0]!)] = 0
    }

    func run(_ operations: [ModelOperation]) -> String? {
        for (index, operation) in operations.enumerated() {
            if let difference = step(operation) { return "step \(index) \(operation): \(difference)" }
        }
        return nil
    }

    private func container(_ index: Int) -> DependencyResolver? {
        guard model.exists(index) else { return nil }
        return containers[index]
    }

    private func step(_ operation: ModelOperation) -> String? {
        switch operation {
        case .register(let c, let key, let lifetime, let deps), .replace(let c, let key, let lifetime, let deps):
            guard let real = container(c) else { return nil }
            var replacing = false
            if case .replace = operation { replacing = true }
            let id = model.register(key, in: c, lifetime: lifetime, dependencies: deps, replacing: replacing)
            let installed = register(
                key, in: real, lifetime: lifetime, registration: id ?? -1, dependencies: deps, replacing: replacing)
            return installed == (id != nil) ? nil : "installed \(installed), the model says \(id != nil)"
        case .remove(let c, let key):
            guard let real = container(c) else { return nil }
            let expected = model.containers[c].registrations.removeValue(forKey: key) != nil
            let failure = Result { try remove(key, from: real) }.failureKind
            if expected { return failure == nil ? nil : "remove failed with \(failure!)" }
            return failure == .removeFailed ? nil : "remove of a missing key gave \(String(describing: failure))"
        case .resolve(let c, let key, let hold):
            guard let real = container(c) else { return nil }
            return checkResolve(key, from: c, real: real, hold: hold)
        case .store(let c, let key, let hold):
            guard let real = container(c) else { return nil }
            return checkStore(key, in: c, real: real, hold: hold)
        case .release(let slot):
            guard slot < heldNodes.count else { return nil }
            heldNodes.remove(at: slot)
            model.held.remove(at: slot)
        case .reset(let c):
            guard let real = container(c) else { return nil }
            for registration in model.containers[c].registrations.values {
                registration.persistent = nil
                registration.transient = nil
            }
            real.reset()
        case .child(let parent):
            guard let real = container(parent) else {
                // Keep the numbering of later containers: a child of nothing is made dead.
                containers.append(nil)
                model.containers.append(ReferenceModel.Container(parent: nil, alive: false))
                return nil
            }
            let index = containers.count
            let child = real.child(name: "c\(index)")
            containers.append(child)
            contextIndex[ObjectIdentifier(child)] = index
            model.containers.append(ReferenceModel.Container(parent: parent))
            model.containers[parent].children.append(index)
        case .drop(let c):
            // Only a leaf is dropped: a live child keeps its parent alive anyway.
            guard c != 0, model.exists(c), model.containers[c].children.allSatisfy({ !model.exists($0) }) else {
                return nil
            }
            model.containers[c].alive = false
            if let dropped = containers[c] { contextIndex[ObjectIdentifier(dropped)] = nil }
            containers[c] = nil
        }
        return nil
    }

    // MARK: The real side

    private func makeNode(registration: Int, context: DependencyResolver, dependencies: [ModelKey]) throws -> ModelNode
    {
        let built = try dependencies.map { try resolve($0, from: context).instance }
        nextID += 1
        let instance = ModelInstance(
            id: nextID, registration: registration, context: contextIndex[ObjectIdentifier(context)] ?? -1,
            dependencies: built)
        return ModelNode(instance)
    }

    private func register(
        _ key: ModelKey, in container: DependencyResolver, lifetime: Lifetime, registration: Int,
        dependencies: [ModelKey], replacing: Bool
    ) -> Bool {
        func add<P>(_ type: P.Type) -> Bool {
            let variant: Variant? = key.variant ? "v" : nil
            let factory = { [unowned self] (r: DependencyResolver) throws -> P in
                try makeNode(registration: registration, context: r, dependencies: dependencies) as! P
            }
            return replacing
                ? container.replace(type, variant: variant, lifetime: lifetime, factory: factory).isInstalled
                : container.register(type, variant: variant, lifetime: lifetime, factory: factory).isInstalled
        }
        switch key.type {
        case 0: return add(ModelP0.self)
        case 1: return add(ModelP1.self)
        case 2: return add(ModelP2.self)
        default: return add(ModelP3.self)
        }
    }

    private func resolve(_ key: ModelKey, from container: DependencyResolver) throws -> ModelNode {
        let variant: Variant? = key.variant ? "v" : nil
        switch key.type {
        case 0: return try container.tryResolve(ModelP0.self, variant: variant) as! ModelNode
        case 1: return try container.tryResolve(ModelP1.self, variant: variant) as! ModelNode
        case 2: return try container.tryResolve(ModelP2.self, variant: variant) as! ModelNode
        default: return try container.tryResolve(ModelP3.self, variant: variant) as! ModelNode
        }
    }

    private func remove(_ key: ModelKey, from container: DependencyResolver) throws {
        let variant: Variant? = key.variant ? "v" : nil
        switch key.type {
        case 0: try container.tryRemoveResolver(for: ModelP0.self, variant: variant)
        case 1: try container.tryRemoveResolver(for: ModelP1.self, variant: variant)
        case 2: try container.tryRemoveResolver(for: ModelP2.self, variant: variant)
        default: try container.tryRemoveResolver(for: ModelP3.self, variant: variant)
        }
    }

    private func store(_ node: ModelNode, as key: ModelKey, in container: DependencyResolver) throws {
        let variant: Variant? = key.variant ? "v" : nil
        switch key.type {
        case 0: try container.tryStore(ModelP0.self, object: node, variant: variant)
        case 1: try container.tryStore(ModelP1.self, object: node, variant: variant)
        case 2: try container.tryStore(ModelP2.self, object: node, variant: variant)
        default: try container.tryStore(ModelP3.self, object: node, variant: variant)
        }
    }

    // MARK: Comparing

    private func checkResolve(_ key: ModelKey, from c: Int, real: DependencyResolver, hold: Bool) -> String? {
        let before = nextID
        let expected = model.resolve(key, from: c)
        let outcome = Result { try resolve(key, from: real) }
        switch (expected, outcome) {
        case (.success(let expected), .success(let node)):
            if let difference = compare(node.instance, expected, freshAfter: before) { return difference }
            if hold, case .built(let token, _, _, _) = expected {
                heldNodes.append(node)
                model.held.append(token)
            } else if hold, case .cached(let token, _) = expected {
                heldNodes.append(node)
                model.held.append(token)
            }
            return nil
        case (.failure(let failure), .failure(let error)):
            let kind = (error as? DependencyError)?.kind
            let expectedKind: DependencyError.Kind =
                switch failure {
                case .notRegistered: .notRegistered
                case .cycle: .cycle
                case .captiveDependency: .captiveDependency
                }
            return kind == expectedKind ? nil : "failed with \(String(describing: kind)), the model says \(failure)"
        case (.success, .failure(let error)):
            return "failed: \((error as? DependencyError)?.message ?? "\(error)")"
        case (.failure(let failure), .success(let node)):
            return "returned #\(node.instance.id), the model says \(failure)"
        }
    }

    private func compare(_ real: ModelInstance, _ expected: ReferenceModel.Expected, freshAfter before: Int) -> String?
    {
        switch expected {
        case .cached(let token, let registration):
            if real.registration != registration, !stored.contains(token) {
                return "#\(real.id) is from registration \(real.registration), the model says \(registration)"
            }
            return bind(token, to: real.id, fresh: false, before: before)
        case .built(let token, let registration, let context, let dependencies):
            if real.registration != registration || real.context != context {
                return "#\(real.id) is from registration \(real.registration) in c\(real.context), the model says "
                    + "registration \(registration) in c\(context)"
            }
            if let difference = bind(token, to: real.id, fresh: true, before: before) { return difference }
            guard real.dependencies.count == dependencies.count else {
                return "#\(real.id) has \(real.dependencies.count) dependencies, the model says \(dependencies.count)"
            }
            for (realDependency, expectedDependency) in zip(real.dependencies, dependencies) {
                if let difference = compare(realDependency, expectedDependency, freshAfter: before) {
                    return difference
                }
            }
            return nil
        }
    }

    /// Binds a model token to a real id, or checks an existing binding.
    private func bind(_ token: ReferenceModel.Token, to id: Int, fresh: Bool, before: Int) -> String? {
        if let known = bound[token] {
            return known == id ? nil : "got #\(id) where the model expects the instance seen as #\(known)"
        }
        if fresh != (id > before) {
            return fresh
                ? "got #\(id), an earlier instance, where the model expects a new one"
                : "got a new #\(id) "
                    + "where the model expects a cached one"
        }
        if let other = boundBack[id] { return "#\(id) stands for two model instances (\(other) and \(token))" }
        bound[token] = id
        boundBack[id] = token
        return nil
    }

    private func checkStore(_ key: ModelKey, in c: Int, real: DependencyResolver, hold: Bool) -> String? {
        nextID += 1
        let node = ModelNode(ModelInstance(id: nextID, registration: 0, context: c, dependencies: []))
        let token = model.makeToken()
        stored.insert(token)
        bound[token] = node.instance.id
        boundBack[node.instance.id] = token
        let expected: DependencyError.Kind?
        if let registration = model.lookup(key, from: c) {
            switch registration.lifetime {
            case .persistent:
                registration.persistent = token
                expected = nil
            case .transient:
                registration.transient = token
                expected = nil
            case .graph, .ephemeral:
                expected = .storeFailed
            }
        } else {
            expected = .storeFailed
        }
        let failure = Result { try store(node, as: key, in: real) }.failureKind
        if hold {
            heldNodes.append(node)
            model.held.append(token)
        }
        return failure == expected
            ? nil : "store gave \(String(describing: failure)), the model says \(String(describing: expected))"
    }
}

extension Result where Failure == any Error {
    /// The kind of the `DependencyError` this failed with, if any.
    var failureKind: DependencyError.Kind? {
        guard case .failure(let error) = self else { return nil }
        return (error as? DependencyError)?.kind
    }
}

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
