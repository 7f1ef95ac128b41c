/// The runtime arguments ``DependencyResolver/verify(arguments:)`` passes to the registrations
/// that take them. A registration that takes arguments and has none supplied here is skipped.
///
/// ```swift
/// var supplied = VerificationArguments()
/// supplied.add(NetworkLayer.self, arguments: "http://test.example/api/")  // typed arguments
/// supplied.add(XYZViewModel.self, args: ["mode": true])                    // Resolver-style `Args`
/// let report = app.verify(arguments: supplied)
/// ```
public struct VerificationArguments {
    /// Runs a body with the arguments of one supply, pointed at on the stack.
    typealias Supply = ((Arguments) throws -> Void) throws -> Void

    var supplies: [RegistrationKey: Supply] = [:]
    /// What each supply was for, for the failure that reports a supply no registration takes.
    var requests: [RegistrationKey: (type: Any.Type, signature: Any.Type?)] = [:]

    /// The key of the supply for `registration`, if it needs arguments and one was given: its own,
    /// or for `.implements`, its implementing registration's. The caller holds the tree lock.
    func supplyKey(for registration: AnyRegistration) -> RegistrationKey? {
        let key: RegistrationKey
        switch registration.argumentNeed {
        case .none: return nil
        case .typed: key = registration.key
        case .args: key = RegistrationKey(type: registration.key.type, variant: registration.key.variant)
        }
        if supplies[key] != nil { return key }
        return registration.extras?.implementation.flatMap { supplyKey(for: $0) }
    }

    /// No arguments: registrations that take some are skipped.
    ///
    /// ```swift
    /// let report = app.verify(arguments: VerificationArguments())
    /// ```
    public init() {}

    /// Supplies typed runtime arguments for the registration of `T` that takes exactly these types.
    ///
    /// ```swift
    /// app.register { (url: String, port: Int) in Server(url: url, port: port) }
    /// var supplied = VerificationArguments()
    /// supplied.add(Server.self, arguments: "localhost", 8080)
    /// ```
    ///
    /// - Parameters:
    ///   - type: The registered type.
    ///   - variant: The registration's variant (or name); `nil` for none.
    ///   - first: The first argument; with `rest`, their types pick the registration.
    ///   - rest: The other arguments, in order.
    public mutating func add<T, First, each Rest>(
        _ type: T.Type, variant: Variant? = nil, arguments first: First, _ rest: repeat each Rest
    ) {
        let values = ArgumentValues(first: first, rest: (repeat each rest))
        let key = RegistrationKey(
            T.self, variant: variant, arguments: argumentSignature(First.self, repeat (each Rest).self))
        let signature = (First, repeat each Rest).self
        supplies[key] = { body in
            try withUnsafePointer(to: values) { pointer in
                try body(Arguments(typed: UnsafeRawPointer(pointer), signature: signature))
            }
        }
        requests[key] = (T.self, signature)
    }

    /// Supplies Resolver-style arguments (the factory's `Args`) for the registration of `T`.
    ///
    /// ```swift
    /// app.register { (r, args) in XYZViewModel(editMode: args()) }
    /// var supplied = VerificationArguments()
    /// supplied.add(XYZViewModel.self, args: true)
    /// ```
    ///
    /// - Parameters:
    ///   - type: The registered type.
    ///   - variant: The registration's variant (or name); `nil` for none.
    ///   - args: One value, or a `[String: Any?]` dictionary, as a resolve would pass it.
    public mutating func add<T>(_ type: T.Type, variant: Variant? = nil, args: Any?) {
        let key = RegistrationKey(T.self, variant: variant)
        supplies[key] = { body in try Arguments.with(args, body) }
        requests[key] = (T.self, nil)
    }

    /// Supplies a dictionary of named Resolver-style arguments for the registration of `T`.
    ///
    /// ```swift
    /// supplied.add(XYZViewModel.self, args: ["mode": true, "name": "Editing"])
    /// ```
    ///
    /// - Parameters:
    ///   - type: The registered type.
    ///   - variant: The registration's variant (or name); `nil` for none.
    ///   - args: The named values, as a resolve would pass them.
    public mutating func add<T>(_ type: T.Type, variant: Variant? = nil, args: [String: Any?]) {
        add(type, variant: variant, args: Optional<Any>.some(args))
    }
}

/// What ``DependencyResolver/verify(arguments:)`` found: every registration it built, every
/// failure, and what it skipped.
///
/// ```swift
/// let report = app.verify()
/// if !report.isValid { print(report) }  // one section per failure, with the full message
/// ```
public struct VerificationReport: Sendable, CustomStringConvertible {
    /// One registration, as the report names it.
    ///
    /// ```swift
    /// for entry in report.verified { print(entry.key, entry.lifetime, entry.container) }
    /// ```
    public struct Entry: Sendable, Hashable {
        /// The key as messages name it: the type in backticks and its variant, if any.
        public let key: String
        /// The container that holds the registration.
        public let container: String
        /// The registration's lifetime (for `.implements`, the implementing registration's).
        public let lifetime: Lifetime
    }

    /// A registration that could not be built, or a problem found while building it.
    ///
    /// ```swift
    /// for failure in report.failures { print(failure.error.kind, failure.error.message) }
    /// ```
    public struct Failure: Sendable {
        /// The registration verified when the problem showed; `nil` for a supplied argument no
        /// registration takes.
        public let entry: Entry?
        /// The problem, with the message a resolve would throw.
        public let error: DependencyError
    }

    /// A registration that was not built, and why.
    ///
    /// ```swift
    /// for skipped in report.skipped { print(skipped.entry.key, skipped.reason) }
    /// ```
    public struct Skip: Sendable {
        /// The registration.
        public let entry: Entry
        /// Why it was not built.
        public let reason: String
    }

    /// The container that was verified, as messages name it.
    public let container: String
    /// The registrations built without a problem, in the order they were verified.
    public let verified: [Entry]
    /// Every problem found, in the order the registrations were verified.
    public let failures: [Failure]
    /// The registrations that take arguments nobody supplied.
    public let skipped: [Skip]

    /// Whether nothing failed. Skipped registrations do not count as failures.
    ///
    /// ```swift
    /// precondition(app.verify().isValid, "\(app.verify())")
    /// ```
    public var isValid: Bool { failures.isEmpty }

    /// A summary line, then each failure's full message and each skipped registration.
    ///
    /// ```swift
    /// print(report)
    /// ```
    public var description: String {
        var lines = [
            "Verified \(container): \(verified.count + failures.filter { $0.entry != nil }.count + skipped.count) "
                + "registrations, \(verified.count) built, \(failures.count) failed, \(skipped.count) skipped."
        ]
        for (index, failure) in failures.enumerated() {
            let subject = failure.entry.map { "\($0.key) in \($0.container)" } ?? "supplied arguments"
            lines.append("")
            lines.append("\(index + 1). \(subject) [\(failure.error.kind)]")
            lines += failure.error.message.split(separator: "\n", omittingEmptySubsequences: false).map {
                "   " + $0
            }
        }
        if !skipped.isEmpty { lines.append("") }
        for skip in skipped {
            lines.append("Skipped \(skip.entry.key) in \(skip.entry.container): \(skip.reason)")
        }
        return lines.joined(separator: "\n")
    }
}

/// What `verify()` found for one registration.
enum VerificationOutcome {
    case verified
    case failed(DependencyError)
    case skipped(String)
}

/// What a verification run on one thread collects besides errors.
final class VerificationCollector {
    /// Transient registrations whose factory returned a value type.
    var transientValueTypes: [AnyRegistration] = []
}

extension DependencyResolver {
    /// Builds every registration this container can resolve (its own and its ancestors', the
    /// nearest of each key) and reports every problem at once, leaving no instance cached.
    ///
    /// ```swift
    /// let app = DependencyResolver(name: "app")
    /// app.register { r in UserService(database: r.resolve()) }  // but no Database is registered
    /// let report = app.verify()
    /// print(report.isValid)                  // false
    /// print(report.failures[0].error.kind)   // notRegistered
    /// ```
    ///
    /// Each registration is resolved from this container, as a resolve here would, so children
    /// are verified by calling `verify()` on them: their overrides change what their ancestors'
    /// registrations get. It finds missing registrations, cycles, captive dependencies, argument
    /// mismatches, factories and `resolveProperties` blocks that throw, and `.transient`
    /// registrations of value types.
    ///
    /// Factories run, but every instance is released when `verify` returns: persistent and
    /// transient registrations build a new instance (shared within the one resolution) without
    /// touching their cache, so teardown blocks do not run. Registrations that take runtime
    /// arguments are built with the values in `arguments`, or skipped when it has none for them.
    ///
    /// - Parameter arguments: Values for the registrations that take runtime arguments.
    /// - Returns: What was built, what failed (with the messages a resolve would throw), and what was skipped.
    public func verify(arguments: VerificationArguments = VerificationArguments()) -> VerificationReport {
        let state = ThreadLocalState.current
        guard state.isIdle else {
            // From a factory, verifying would build that factory's registration again, and again.
            let error = FailureReport.verifyWhileResolving(in: self, chain: state.chainNames)
            return VerificationReport(
                container: displayName, verified: [], failures: [.init(entry: nil, error: error)], skipped: [])
        }
        tree.lock.withLock {
            tree.verifications += 1
            tree.updateDiversion()
        }
        defer {
            tree.lock.withLock {
                tree.verifications -= 1
                tree.updateDiversion()
            }
        }
        var outcomes: [(registration: AnyRegistration, outcome: VerificationOutcome)] = []
        var used: Set<RegistrationKey> = []
        var valueTypeTransients: [AnyRegistration] = []
        for registration in reachableRegistrations() {
            let (need, supplyKey, trace, implementation) = tree.lock.withLock {
                (
                    registration.argumentNeed, arguments.supplyKey(for: registration), tree.trace,
                    registration.extras?.implementation
                )
            }
            let supply = supplyKey.flatMap { arguments.supplies[$0] }
            if need != .none, supply == nil {
                outcomes.append((registration, .skipped(skipReason(need, registration))))
                continue
            }
            if let supplyKey { used.insert(supplyKey) }
            let collector = VerificationCollector()
            state.begin(requester: self)
            state.verification = collector
            var outcome = VerificationOutcome.verified
            do {
                try traced(registration, implementation: implementation, to: trace, state: state) {
                    if let supply {
                        try supply { try registration.verify(in: self, state: state, arguments: $0) }
                    } else {
                        try registration.verify(in: self, state: state, arguments: .none)
                    }
                }
            } catch {
                outcome = .failed(
                    error as? DependencyError ?? FailureReport.factoryFailed(registration, error: error, chain: []))
            }
            state.verification = nil
            state.end()
            if case .failed(let error) = outcome, trace != nil { reportFailure(error, of: registration) }
            outcomes.append((registration, outcome))
            for found in collector.transientValueTypes where !valueTypeTransients.contains(where: { $0 === found }) {
                valueTypeTransients.append(found)
            }
        }
        // A transient of a value type builds fine but does not do what it says: a failure of its own.
        for transient in valueTypeTransients {
            let failure = VerificationOutcome.failed(FailureReport.transientValueType(transient))
            if let index = outcomes.firstIndex(where: { $0.registration === transient }) {
                if case .verified = outcomes[index].outcome { outcomes[index].outcome = failure }
            } else {
                outcomes.append((transient, failure))
            }
        }
        var verified: [VerificationReport.Entry] = []
        var failures: [VerificationReport.Failure] = []
        var skipped: [VerificationReport.Skip] = []
        for (registration, outcome) in outcomes {
            let entry = tree.lock.withLock { verificationEntry(registration) }
            switch outcome {
            case .verified: verified.append(entry)
            case .failed(let error): failures.append(VerificationReport.Failure(entry: entry, error: error))
            case .skipped(let reason): skipped.append(VerificationReport.Skip(entry: entry, reason: reason))
            }
        }
        let unused = arguments.requests.filter { !used.contains($0.key) }.map { key, request in
            FailureReport.unusedVerificationArguments(
                request.type, key: key, signature: request.signature, in: self)
        }
        for error in unused.sorted(by: { $0.message < $1.message }) {
            failures.append(VerificationReport.Failure(entry: nil, error: error))
        }
        return VerificationReport(container: displayName, verified: verified, failures: failures, skipped: skipped)
    }

    /// The registration of each key this container resolves: its own, then its ancestors' not
    /// overridden below, each container's in drawing order.
    private func reachableRegistrations() -> [AnyRegistration] {
        tree.lock.withLock {
            var seen: Set<RegistrationKey> = []
            var result: [AnyRegistration] = []
            for container in ancestry {
                for registration in container.registrations.values.sorted(by: DependencyResolver.drawingOrder)
                where seen.insert(registration.key).inserted {
                    result.append(registration)
                }
            }
            return result
        }
    }

    /// How a report names `registration`; the caller holds the lock.
    private func verificationEntry(_ registration: AnyRegistration) -> VerificationReport.Entry {
        VerificationReport.Entry(
            key: registration.displayName, container: registration.owner.displayName,
            lifetime: registration.effectiveLifetime)
    }

    private func skipReason(_ need: ArgumentNeed, _ registration: AnyRegistration) -> String {
        switch need {
        case .typed:
            let types = registration.argumentTypes.map(typeName) ?? "?"
            return "it takes the typed arguments `\(types)`; supply values with "
                + "`VerificationArguments.add(_:variant:arguments:)` to verify it"
        default:
            return
                "its factory takes `args`; supply them with `VerificationArguments.add(_:variant:args:)` to verify it"
        }
    }
}

/// Whether a registration's factory needs runtime arguments.
enum ArgumentNeed {
    case none
    /// Resolver-style `Args`.
    case args
    /// Typed arguments: the key carries their signature.
    case typed
}

extension AnyRegistration {
    /// The lifetime that decides sharing: for `.implements`, the implementing registration's.
    /// The caller holds the tree lock.
    var effectiveLifetime: Lifetime { extras?.implementation?.effectiveLifetime ?? lifetime }

    /// What runtime arguments the factory needs; the caller holds the tree lock.
    var argumentNeed: ArgumentNeed {
        if key.arguments != nil { return .typed }
        if takesArgs { return .args }
        return extras?.implementation?.argumentNeed ?? .none
    }
}

extension DependencyResolver {
    /// Resolves `registration` from this container within a verification resolution.
    func verifyBuild<T>(_ registration: Registration<T>, state: ResolutionState, arguments: Arguments) throws {
        let properties = tree.lock.withLock { registration.properties }
        _ = try produceNested(registration, state: state, arguments: arguments, properties: properties)
    }

    /// A shared instance during verification: built in its owner's context as if it were a graph
    /// instance of the owner (shared within this resolution), never taken from or put in the cache.
    func verifiedSharedInstance<T>(
        _ registration: Registration<T>,
        state: ResolutionState,
        arguments: Arguments,
        properties: PropertySteps<T>?
    ) throws -> T {
        let owner = registration.owner
        if let instance = state.graphInstance(of: registration, in: owner) { return instance as! T }
        if state.isBuilding(registration, in: owner) { throw cycleError(repeating: registration, state: state) }
        let built = try build(registration, context: owner, state: state, arguments: arguments)
        let instance: T
        if let properties {
            instance = try completeInCycle(
                built, properties, of: registration, context: owner, state: state, arguments: arguments)
        } else {
            instance = built
            state.keepGraphInstance(instance, of: registration, in: owner)
        }
        if registration.lifetime == .transient, classInstance(instance) == nil,
            let collector = state.verification,
            !collector.transientValueTypes.contains(where: { $0 === registration })
        {
            collector.transientValueTypes.append(registration)
        }
        return instance
    }
}
