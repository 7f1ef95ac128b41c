/// The messages of argument failures: the registration, the key, the type asked for and what was passed.
enum ArgumentFailure {
    /// Why a required value is not there: a dictionary read without a key, a single value read by key,
    /// a missing key, or no value at all.
    static func missing(_ asked: Any.Type, key: String?, in args: Args) -> DependencyError {
        if key == nil, let dictionary = args.dictionary {
            let message =
                "\(reader) asked for its single argument as `\(typeName(asked))`, but the resolve passed a "
                + "dictionary of named values (keys: \(keyList(dictionary))).\nFix: read a value by its key: `args(\"key\")`."
            return DependencyError(.argumentMismatch, message)
        }
        var message = "\(reader) asked for \(what(asked, key)), but "
        if !args.isPresent {
            message += "the resolve passed no arguments.\nFix: pass them: `resolve(args: value)`."
        } else if let key, args.hasValue, args.dictionary == nil {
            let passed = args.passedValue.map { "a single value of type `\(typeName(type(of: $0)))`" } ?? "nil"
            message +=
                "the resolve passed \(passed), not a [String: Any?] dictionary.\n"
                + "Fix: pass a dictionary (`resolve(args: [\"\(key)\": value])`), or read the single value with `args()`."
        } else if let key, let dictionary = args.dictionary {
            if dictionary.keys.contains(key) {
                message +=
                    "the value for \"\(key)\" is nil.\nFix: pass a value, or read it with `args.optional(\"\(key)\")`."
            } else {
                message +=
                    "the arguments have no key \"\(key)\" (keys passed: \(keyList(dictionary))).\n"
                    + "Fix: pass \"\(key)\" in the dictionary, or read it with `args.optional(\"\(key)\")`."
            }
        } else {
            message += "the resolve passed nil.\nFix: pass a value, or read it with `args.optional()`."
        }
        return DependencyError(.argumentMismatch, message)
    }

    static func wrongType(_ asked: Any.Type, found: Any, key: String?, in args: Args) -> DependencyError {
        let message =
            "\(reader) asked for \(what(asked, key)), but the resolve passed "
            + "a value of type `\(typeName(type(of: found)))` (\(String(reflecting: found))).\n"
            + "Fix: pass a value of type `\(typeName(asked))`, or read it as `\(typeName(type(of: found)))`."
        return DependencyError(.argumentMismatch, message)
    }

    static func containerBeforeTypedArguments(_ rest: Any.Type, returning type: Any.Type) -> DependencyError {
        let list = typeName(rest)
        let types = list.hasPrefix("(") ? String(list.dropFirst().dropLast()) : list
        let metatypes = types.split(separator: ",").map { "\($0.drop { $0 == " " }).self" }.joined(separator: ", ")
        let message =
            "A factory for `\(typeName(type))` takes the container followed by typed arguments (\(types)). "
            + "Written as a closure's first parameter, the container would become one of the typed arguments, "
            + "and no resolve could pass it.\nFix: name the argument types and receive the container first: "
            + "`register(arguments: \(metatypes)) { r, ... in ... }`."
        return DependencyError(.argumentMismatch, message)
    }

    /// A typed registration reached without typed arguments (a resolve cannot do this; an internal
    /// path that forgot to pass them can).
    static func typedWithoutArguments(_ registration: AnyRegistration) -> DependencyError {
        DependencyError(
            .argumentMismatch,
            "\(registration.displayName) takes typed arguments; resolve it with `resolve(arguments: ...)`."
        )
    }

    /// The factory that reads the arguments: the registration being built on this thread.
    private static var reader: String {
        guard let registration = ThreadLocalState.current.frames.last?.registration else { return "A factory" }
        return "The factory of \(registration.displayName), registered in \(registration.owner.displayName),"
    }

    private static func what(_ asked: Any.Type, _ key: String?) -> String {
        guard let key else { return "its argument as `\(typeName(asked))`" }
        return "argument \"\(key)\" as `\(typeName(asked))`"
    }

    private static func keyList(_ dictionary: [String: Any?]) -> String {
        dictionary.isEmpty ? "none" : dictionary.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
    }
}
