import Foundation
import HierResolver

// How `ModelTests` runs one sequence of operations against real containers and the reference model,
// and compares what each resolve, store and remove gave.

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
