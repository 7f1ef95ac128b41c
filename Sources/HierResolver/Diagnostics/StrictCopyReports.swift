// The messages of strict copies: a registration the test did not replace was used, and an allowance
// that lets nothing through. Everything here runs only after something failed.

extension FailureReport {
    /// A strict copy's registration that the test did not replace was built; the build adds the chain.
    static func notReplaced(_ registration: AnyRegistration) -> DependencyError {
        let strictCopy = registration.unreplacedIn?.description ?? registration.owner.displayName
        let type = typeName(registration.registeredType)
        let variant = registration.key.variant
        let register =
            variant.map { "$0.register(variant: \($0)) { ... as \(type) }" } ?? "$0.register { ... as \(type) }"
        let allowance = DependencyResolver.Allowance.type(registration.registeredType, variant: variant)
        let message =
            "\(registration.described()) was used, but the test did not replace it, and \(strictCopy) is a strict "
            + "copy: what its overrides did not register, and its allowances do not name, fails when it is used.\n"
            + "Fix: replace it in the copy's overrides (`\(register)`), or let the real one through: "
            + "`allowing: [\(allowance)]`."
        return DependencyError(.notReplaced, message)
    }

    /// An allowance of a strict copy of `container` names nothing its chain registers.
    static func unmatchedAllowance(
        _ allowance: DependencyResolver.Allowance, in container: DependencyResolver, replaced: Bool
    ) -> DependencyError {
        var message =
            "Cannot allow \(allowance) in a strict copy of \(container.displayName): no container in its chain "
            + "registers it, so it would let nothing through.\n"
        if replaced {
            message += "The copy's overrides register it, and a replacement needs no allowance.\n"
        }
        // Under the lock, the registrations of the type, of `T?` or of `T` for `T?`, by identity; named after.
        let type: Any.Type = allowance.type
        let types = [type, optionalType(of: type), (type as? any OptionalProtocol.Type)?.wrappedType].compactMap { $0 }
        let identities = Set(types.map { ObjectIdentifier($0) })
        let chain = container.ancestry
        let similar = container.tree.lock.withLock {
            chain.flatMap { holder in holder.registrations.values.filter { identities.contains($0.key.type) } }
        }
        if similar.isEmpty {
            message +=
                "Nothing in the chain is registered as `\(typeName(allowance.type))`, as an Optional of it, "
                + "or with a variant.\n"
        } else {
            message += "Registered in the chain:\n"
            for registration in similar.prefix(10) {
                let written = DependencyResolver.Allowance.type(
                    registration.registeredType, variant: registration.key.variant)
                message +=
                    "  - \(registration.displayName) in \(registration.owner.displayName): allow it with \(written)\n"
            }
            if similar.count > 10 { message += "  - and \(similar.count - 10) more\n" }
        }
        message +=
            "Fix: remove \(allowance) from `allowing:`, or name a key that is registered (the type as it is "
            + "registered, and its variant; `.everyRegistration(of:)` for every variant)."
        return DependencyError(.invalidConfiguration, message)
    }

    /// `allowing:` given to a copy that is not strict, where it would do nothing.
    static func allowanceWithoutStrictness(_ allowance: DependencyResolver.Allowance) -> DependencyError {
        let message =
            "`allowing: [\(allowance), ...]` was given to a copy made with `strict: false`: only a strict copy fails "
            + "the registrations a test did not replace, so there is nothing to allow.\n"
            + "Fix: pass `strict: true`, or leave out `allowing:`."
        return DependencyError(.invalidConfiguration, message)
    }
}
