// The message of a miss: what was asked, the containers searched, the closest near misses and how
// to fix it. The tree lock is held only to pick out, by identity, the registrations that resemble the
// key, and to note the types of the others; they are ranked and described after it is let go, so a
// miss never keeps another thread's resolves waiting while it formats names.

extension FailureReport {
    /// How many near misses a message lists; it counts the others.
    static let nearMissLimit = 10

    /// Nothing registered for `key` in the chain of `container`: names the containers searched and
    /// the closest near misses (other arguments, `T` vs `T?`, the key in a descendant the chain cannot
    /// see, other variants, look-alike types), ``nearMissLimit`` at most, and how many more there are.
    static func notRegistered(
        _ requested: Any.Type,
        key: RegistrationKey,
        signature: Any.Type? = nil,
        in container: DependencyResolver,
        chain: [String]
    ) -> DependencyError {
        let chainContainers = container.ancestry
        let missed = MissedKey(requested, key: key)
        // Under the lock: the registrations that resemble the key by identity are kept, and of the
        // others only the types are noted (with no reference counting). No name is made, nothing sorted;
        // what is kept is released after the lock is let go.
        var held: [DependencyResolver] = []
        let (candidates, otherTypes) = container.tree.lock.withLock {
            () -> ([(AnyRegistration, NearMiss.Kind, place: Int)], [Any.Type]) in
            held = container.descendantsLocked()
            var candidates: [(AnyRegistration, NearMiss.Kind, place: Int)] = []
            var types: [Any.Type] = []
            for (place, holder) in chainContainers.enumerated() {
                types.reserveCapacity(types.count + holder.registrations.count)
                holder.registrations.forEachRegistration { registration in
                    if let kind = missed.kind(of: registration) {
                        candidates.append((registration, kind, place))
                    } else {
                        types.append(registration.registeredType)
                    }
                }
            }
            for (index, descendant) in held.enumerated() {
                guard let registration = descendant.registrations[key] else { continue }
                candidates.append((registration, .inDescendant, chainContainers.count + index))
            }
            return (candidates, types)
        }

        var search = NearMissSearch(missed, limit: nearMissLimit)
        for (registration, kind, place) in candidates { search.consider(registration, kind, place: place) }
        // Look-alike types are rare: their registrations are read under the lock a second time.
        let lookAlikes = missed.lookAlikes(among: otherTypes)
        if !lookAlikes.isEmpty {
            var sameName: [(AnyRegistration, place: Int)] = []
            container.tree.lock.withLock {
                for (place, holder) in chainContainers.enumerated() {
                    holder.registrations.forEachRegistration { registration in
                        guard lookAlikes.contains(ObjectIdentifier(registration.registeredType)) else { return }
                        sameName.append((registration, place))
                    }
                }
            }
            for (registration, place) in sameName { search.consider(registration, .sameName, place: place) }
        }

        let places = chainContainers + held
        var nearMisses = search.closest.map { nearMiss in
            line(
                nearMiss, in: places[nearMiss.place].displayName, requested: requested, key: key,
                signature: signature, searchedFrom: container)
        }
        if search.found > nearMisses.count {
            nearMisses.append(
                "and \(search.found - nearMisses.count) more: `dependencyGraph()` of \(container.displayName) "
                    + "lists every registration it sees")
        }

        // A contribution's key (``resolveAll`` skips one removed meanwhile; a trace hears of it).
        let contribution = key.isContribution(to: requested)
        var message =
            contribution
            ? "No contribution \(key.variant.map { "\($0) " } ?? "")to `\(typeName(requested))`"
            : "No registration for \(keyName(requested, variant: key.variant))"
        if key.arguments != nil || signature != nil { message += " " + argumentsPhrase(signature) }
        message +=
            " in \(container.displayName).\nSearched: \(arrowList(chainContainers) { $0.displayName })."
        if nearMisses.isEmpty {
            message += "\nNothing similar is registered."
        } else {
            message += "\nNear misses:\n" + nearMisses.map { "  - " + $0 }.joined(separator: "\n")
        }
        let parameters = signature.map { "(\(parameterList($0))) in " } ?? ""
        let verb = contribution ? "contribute" : "register"
        let label = contribution ? "id" : "variant"
        let registerCall =
            key.variant.map { "\(verb)(\(label): \($0)) { \(parameters)... }" } ?? "\(verb) { \(parameters)... }"
        message += "\nFix: call `\(registerCall)` returning `\(typeName(requested))` on \(container.displayName)"
        message += nearMisses.isEmpty ? " or an ancestor." : " or an ancestor, or ask for one of the near misses."
        return DependencyError(.notRegistered, message, chain: chain)
    }

    /// One near miss as the message lists it; `location` is its container's name.
    private static func line(
        _ nearMiss: NearMiss, in location: String, requested: Any.Type, key: RegistrationKey, signature: Any.Type?,
        searchedFrom container: DependencyResolver
    ) -> String {
        let registration = nearMiss.registration
        let name = registration.displayName
        switch nearMiss.kind {
        case .otherVariant:
            let label = registration.key.variant == nil ? " (no variant)" : ""
            let arguments = registration.argumentTypes.map { " " + argumentsPhrase($0) } ?? ""
            return "\(name)\(label)\(arguments) in \(location)"
        case .otherArguments:
            return "\(name) \(argumentsPhrase(registration.argumentTypes)) in \(location)"
                + optionalArgumentHint(registered: registration.argumentTypes, passed: signature)
                + argumentStyleHint(registered: registration.argumentTypes, passed: signature)
        case .optionalRegistered:
            return "\(name) in \(location): an Optional was registered; register the non-optional type, or resolve "
                + "`\(typeName(registration.registeredType))`"
        case .optionalAsked:
            return "\(name) in \(location): you asked for an Optional; use `optional()` to resolve "
                + "`\(typeName(registration.registeredType))` or nil"
        case .inDescendant:
            return "\(keyName(requested, variant: key.variant)) in \(location), a descendant that "
                + "\(container.displayName) cannot see"
        case .contribution:
            return "\(name) in \(location): a contribution, which only `resolveAll()` returns; register "
                + "`\(typeName(registration.registeredType))` to resolve one"
        case .sameName:
            return "\(name) in \(location): a different type with the same name"
        }
    }

    /// `a: String, b: Int` for a signature `(String, Int)`, as a closure's parameters would be written.
    private static func parameterList(_ signature: Any.Type) -> String {
        var name = typeName(signature)
        if name.hasPrefix("(") && name.hasSuffix(")") { name = String(name.dropFirst().dropLast()) }
        // The types: split at the commas outside brackets, without the spaces that follow them.
        var types = [""]
        var depth = 0
        for character in name {
            if "<[(".contains(character) { depth += 1 }
            if ">])".contains(character) { depth -= 1 }
            if character == ",", depth == 0 {
                types.append("")
            } else if character != " " || !types[types.count - 1].isEmpty {
                types[types.count - 1].append(character)
            }
        }
        let letters = "abcdefghijklmnopqrstuvwxyz".map(String.init)
        return types.enumerated().map { "\(letters[$0.offset % letters.count]): \($0.element)" }.joined(separator: ", ")
    }

    /// `resolve(args:)` against a typed registration, or `resolve(arguments:)` against an `Args` one.
    private static func argumentStyleHint(registered: Any.Type?, passed: Any.Type?) -> String {
        switch (registered, passed) {
        case (nil, .some):
            return ": it takes no typed arguments; pass Resolver-style arguments with `resolve(args:)`"
        case (.some, nil):
            return ": it takes typed arguments; pass them with `resolve(arguments:)`"
        default:
            return ""
        }
    }

    /// The `String` vs `String?` trap: the registration's closure took an Optional where the resolve passed a value.
    private static func optionalArgumentHint(registered: Any.Type?, passed: Any.Type?) -> String {
        guard let registered, let passed,
            let wrapped = (registered as? any OptionalProtocol.Type)?.wrappedType,
            ObjectIdentifier(wrapped) == ObjectIdentifier(passed)
        else { return "" }
        return ": the registration takes `\(typeName(registered))` where the resolve passed `\(typeName(passed))`;"
            + " give the closure's parameter its type, `{ (value: \(typeName(passed))) in ... }`"
    }
}
