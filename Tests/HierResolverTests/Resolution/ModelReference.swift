import HierResolver

// The reference model of `ModelTests`: the container's semantics written plainly, which every random
// sequence of operations is checked against.

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
