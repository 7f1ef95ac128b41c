// What a registration's key and factory say about it, for messages and `verify()`.

extension AnyRegistration {
    /// Whether the factory reads the resolve's arguments (typed arguments or ``Args``).
    var readsArguments: Bool { argumentTypes != nil || takesArgs }

    /// The size in bytes of the typed arguments' tuple, for a typed registration.
    var argumentSize: Int? {
        func size<Tuple>(of _: Tuple.Type) -> Int { MemoryLayout<Tuple>.size }
        return argumentTypes.map { size(of: $0) }
    }

    /// The cycle rule of both drivers, for a build of this registration asked for while a build of
    /// it in the same context is in progress in the chain: a cycle, unless its factory reads
    /// arguments and the resolve passed some (recursion, which the depth guard bounds). Typed
    /// arguments identical, byte for byte, to those of a build in progress (`repeatsTyped`, asked only
    /// then) are a cycle all the same: that recursion would never end.
    func repeatsBuild(argumentsPresent: Bool, typedPresent: Bool, repeatsTyped: () -> Bool) -> Bool {
        guard argumentsPresent, readsArguments else { return true }
        guard typedPresent, argumentTypes != nil else { return false }
        return repeatsTyped()
    }
}
