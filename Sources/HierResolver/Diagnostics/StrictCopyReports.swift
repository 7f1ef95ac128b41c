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
            "\(registration.displayName) (\(registration.lifetime), registered in \(registration.owner.displayName)) "
            + "was used, but the test did not replace it, and \(strictCopy) is a strict copy: what its overrides "
            + "did not register, and its allowances do not name, fails when it is used.\n"
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
        switch allowance.variants {
        case .only(let variant):
            let key = RegistrationKey(type: ObjectIdentifier(allowance.type), variant: variant)
            message += notRegistered(allowance.type, key: key, in: container, chain: []).message + "\n"
        case .every:
            message += "No container in the chain registers any \(keyName(allowance.type, variant: nil)).\n"
        }
        message +=
            "Fix: remove \(allowance) from `allowing:`, or name the key that is registered (the registered type, "
            + "as it is registered, and its variant; `.everyRegistration(of:)` for every variant)."
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
