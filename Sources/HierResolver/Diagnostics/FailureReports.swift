/// Builds the messages of ``DependencyError``. Everything here runs only after something failed.
enum FailureReport {
    /// A registration needed itself: the whole chain, closing the loop.
    static func cycle(_ chain: [String], repeating registration: AnyRegistration) -> DependencyError {
        let loop = chain + [registration.displayName]
        let message =
            "Dependency cycle: " + loop.joined(separator: " -> ") + ".\n"
            + "Fix: break the loop: let one side take the other through a property set after construction, "
            + "or resolve it later (lazily) instead of in the factory."
        return DependencyError(.cycle, message, chain: loop, showingChain: false)
    }

    /// A shared registration's factory needs a key that only a descendant of its owner provides.
    static func captive(
        _ requested: Any.Type,
        key: RegistrationKey,
        shared: AnyRegistration,
        provider: DependencyResolver,
        chain: [String]
    ) -> DependencyError {
        let owner = shared.owner.displayName
        let message =
            "Captive dependency: \(shared.displayName) is \(shared.lifetime) in \(owner), "
            + "and its factory needs \(keyName(requested, variant: key.variant)), which only "
            + "\(provider.displayName) provides (below \(owner)).\n"
            + "A \(shared.lifetime) instance is built in its owner's context and shared by every container "
            + "below \(owner), so it cannot capture what one descendant registered.\n"
            + "Fix: register \(keyName(requested, variant: key.variant)) in \(owner) or an ancestor, register "
            + "\(shared.displayName) in \(provider.displayName), or make it .graph or .ephemeral."
        return DependencyError(.captiveDependency, message, chain: chain)
    }

    /// A factory threw.
    static func factoryFailed(
        _ registration: AnyRegistration,
        error: any Error,
        chain: [String],
        part: String = "factory"
    ) -> DependencyError {
        let message = "The \(part) of \(registration.described()) threw: \(error)"
        return DependencyError(.factoryFailed, message, chain: chain, underlyingError: error)
    }

    /// A `@MainActor` factory was asked to build off the main actor; it did not run.
    static func offMainActor(_ registration: AnyRegistration, chain: [String]) -> DependencyError {
        isolation(
            registration, chain: chain, cause: .mainActor, is: "@MainActor",
            butWas: "it was asked to build off the main actor",
            fix: "resolve \(registration.displayName) from main-actor code, or with "
                + "`await container.async.resolve(...)`, which builds it on the main actor.",
            requesterFix:
                "make that factory @MainActor too (`{ @MainActor r in ... }`), or resolve it on the main actor.")
    }

    /// An async factory was asked to build by a synchronous resolve; it did not run.
    static func asyncFactoryResolvedSynchronously(_ registration: AnyRegistration, chain: [String]) -> DependencyError {
        isolation(
            registration, chain: chain, cause: .async, is: "async", butWas: "a synchronous resolve asked for it",
            fix: "resolve \(registration.displayName) with `try await container.async.tryResolve(...)`.",
            requesterFix: "make that factory async (`{ r async throws in ... try await r.async.tryResolve() }`).")
    }

    /// A factory that cannot run where it was asked for (`is` says what it is, `butWas` where it
    /// was asked); when another registration asked for it (the chain's next-to-last), what to do there.
    private static func isolation(
        _ registration: AnyRegistration, chain: [String], cause: DependencyError.IsolationCause, is kind: String,
        butWas asked: String, fix: String, requesterFix: String
    ) -> DependencyError {
        var message =
            "The factory of \(registration.described()) is \(kind), but \(asked), so it did not run.\nFix: \(fix)"
        // The chain ends with this registration; the one before it asked for it.
        if chain.count > 1 {
            let requester = chain[chain.count - 2]
            message += " It is a dependency of \(requester), whose factory is not \(kind): \(requesterFix)"
        }
        return DependencyError(.isolation, message, chain: chain, isolationCause: cause)
    }

    /// A registration served under `requested` with `.implements` made an instance of another type.
    static func notImplementing(_ target: AnyRegistration, as requested: Any.Type, chain: [String]) -> DependencyError {
        let message =
            "\(target.displayName) (registered in \(target.owner.displayName)) is served as \(keyName(requested, variant: nil)) "
            + "by .implements(\(typeName(requested)).self), but its instance is not a \(keyName(requested, variant: nil)).\n"
            + "Fix: make \(typeName(target.registeredType)) conform to \(typeName(requested)), or remove "
            + ".implements(\(typeName(requested)).self)."
        return DependencyError(.notImplemented, message, chain: chain)
    }

    /// `.teardown` on a registration whose instances its container does not keep.
    static func teardownNeedsKeptInstance(_ registration: AnyRegistration) -> DependencyError {
        let message =
            ".teardown on \(registration.described("in")): its container keeps no \(registration.lifetime) instance, "
            + "so it has nothing to tear down; only .persistent and .transient instances are kept by their container.\n"
            + "Fix: register it with lifetime: .persistent (or .transient), or release the resources in the type's deinit."
        return DependencyError(.invalidConfiguration, message)
    }

    /// A resolve, store or registration in a container that was shut down (`shutDownBy` is the
    /// container whose `shutdown()` did it: this one or an ancestor).
    static func shutDown(
        _ asked: String, in container: DependencyResolver, shutDownBy initiator: DependencyResolver,
        doing action: ShutDownAction
    ) -> DependencyError {
        let how =
            initiator === container
            ? "`shutdown()` was called on it" : "`shutdown()` was called on its ancestor \(initiator.displayName)"
        let running = initiator.parent.map { " (such as \($0.displayName))" } ?? ""
        let message =
            "Cannot \(action.rawValue) \(asked) \(action.preposition) \(container.displayName): it was shut down "
            + "(\(how)), so it resolves, stores and registers nothing more.\n"
            + "Fix: \(action.rawValue) \(action.preposition) a container that is still running\(running), or do it "
            + "before calling shutdown()."
        return DependencyError(.shutDown, message)
    }

    /// What a shut-down container was asked to do.
    enum ShutDownAction: String {
        case resolve, store, register

        var preposition: String {
            switch self {
            case .resolve: "from"
            case .store: "into"
            case .register: "in"
            }
        }
    }

    /// A `.transient` registration whose factory returns a value type, found by `verify()`.
    static func transientValueType(_ registration: AnyRegistration) -> DependencyError {
        let message =
            "\(registration.displayName) is registered .transient in \(registration.owner.displayName), but its "
            + "factory returns a value type, which cannot be held weakly: every resolve builds a new one, as "
            + ".ephemeral does.\n"
            + "Fix: register it .ephemeral (or .persistent to share one instance), or return a class instance."
        return DependencyError(.invalidConfiguration, message)
    }

    /// `verify()` called from inside a factory, where it would build that factory's registration again.
    static func verifyWhileResolving(in container: DependencyResolver, chain: [String]) -> DependencyError {
        let message =
            "verify() was called on \(container.displayName) while this thread was resolving: it would build "
            + "the registration being built again, without end.\n"
            + "Fix: call verify() outside any factory, for example once at start-up or in a test."
        return DependencyError(.invalidConfiguration, message, chain: chain)
    }

    /// Arguments given to `verify(arguments:)` that no registration reachable from `container` takes.
    static func unusedVerificationArguments(
        _ requested: Any.Type, key: RegistrationKey, signature: Any.Type?, in container: DependencyResolver
    ) -> DependencyError {
        let style = signature.map { argumentsPhrase($0) } ?? "with `args`"
        let existing = container.tree.lock.withLock { container.lookupLocked(key) }
        var message = "Verification arguments were supplied for \(keyName(requested, variant: key.variant)) \(style)"
        if let existing {
            message +=
                ", but its registration in \(existing.owner.displayName) takes no `args`: its factory would ignore them."
                + "\nFix: remove them from the VerificationArguments, or register the factory as `{ (r, args) in ... }`."
        } else {
            message +=
                ", but no registration that \(container.displayName) resolves takes them.\n"
                + notRegistered(requested, key: key, signature: signature, in: container, chain: []).message
        }
        return DependencyError(.argumentMismatch, message)
    }

    /// Why a registration cannot take a stored value.
    enum StoreRefusal {
        /// `.graph` or `.ephemeral` with no storer: the container keeps no instance to replace.
        case notKept
        /// `.transient` and a value type, which cannot be held weakly.
        case transientValueType
        /// Made by `.implements` of this registration, which keeps the instance.
        case servedBy(AnyRegistration)
    }

    /// `store` into a key nothing in the chain registers.
    static func nothingToStore(_ requested: Any.Type, key: RegistrationKey, in container: DependencyResolver)
        -> DependencyError
    {
        let missing = notRegistered(requested, key: key, in: container, chain: [])
        let message =
            "Cannot store a value of \(keyName(requested, variant: key.variant)): there is no registration to store "
            + "into.\n" + missing.message + "\n"
            + "If the value's type only conforms to the registered type, name the registered type: "
            + "store(Registered.self, object: value)."
        return DependencyError(.storeFailed, message)
    }

    /// `nil` assigned to an `@OptionalResolve` property: a container keeps instances, not absences.
    static func storeNil(_ requested: Any.Type, variant: Variant?) -> DependencyError {
        let message =
            "Cannot store nil as \(keyName(requested, variant: variant)): a container stores instances, not "
            + "absences.\nFix: assign an instance, or make the key unregistered with removeResolver(for:) "
            + "so that the property reads nil."
        return DependencyError(.storeFailed, message)
    }

    /// `store` into a registration that can take no stored value.
    static func cannotStore(_ registration: AnyRegistration, reason: StoreRefusal) -> DependencyError {
        let place = registration.described()
        let message =
            switch reason {
            case .notKept:
                "Cannot store into \(place): it has no storer, and its container keeps no instance to replace "
                    + "(only .persistent and .transient instances are kept).\n"
                    + "Fix: register it with register(variant:resolver:storer:), or give it the .persistent or "
                    + ".transient lifetime."
            case .transientValueType:
                "Cannot store into \(place): a .transient registration holds its instance weakly, and a value "
                    + "type cannot be held weakly.\n"
                    + "Fix: give it the .persistent lifetime, or register it with register(variant:resolver:storer:)."
            case .servedBy(let implementation):
                "Cannot store into \(place): it was made by .implements of \(implementation.displayName), which keeps "
                    + "the instance this type is served.\nFix: store an instance of the implementing type instead: "
                    + "store(object: instance as \(typeName(implementation.registeredType))) replaces it under both types."
            }
        return DependencyError(.storeFailed, message)
    }

    /// "with arguments (String, Int)", or "with no typed arguments".
    static func argumentsPhrase(_ signature: Any.Type?) -> String {
        guard let signature else { return "with no typed arguments" }
        let name = typeName(signature)
        return "with arguments " + (name.hasPrefix("(") ? name : "(\(name))")
    }

    /// A removal named a key this container does not hold; says which container does, if any.
    static func nothingToRemove(_ requested: Any.Type, key: RegistrationKey, in container: DependencyResolver)
        -> DependencyError
    {
        let holder = container.tree.lock.withLock { container.lookupLocked(key)?.owner }
        var message =
            "Cannot remove \(keyName(requested, variant: key.variant)) from \(container.displayName): "
            + "it has no such registration."
        if let holder {
            message +=
                "\nIt is registered in \(holder.displayName), an ancestor; removal reaches the receiving "
                + "container only.\nFix: remove it from \(holder.displayName), or override it by registering "
                + "in \(container.displayName)."
        } else {
            message += "\nNo container in its chain registers it.\nFix: check the type and variant."
        }
        return DependencyError(.removeFailed, message)
    }
}

extension DependencyResolver {
    /// This container and its ancestors, nearest first.
    var ancestry: [DependencyResolver] {
        Array(sequence(first: self, next: \.parent))
    }

    /// Every live descendant, depth first; the caller holds the tree lock.
    /// (A walk with a stack of its own: a chain of any depth, without recursion.)
    func descendantsLocked() -> [DependencyResolver] {
        var found: [DependencyResolver] = []
        var pending = (childSet?.live() ?? []).reversed() as [DependencyResolver]
        while let next = pending.popLast() {
            found.append(next)
            pending += (next.childSet?.live() ?? []).reversed()
        }
        return found
    }
}
