// What a registration's key and factory say about it, for messages and `verify()`.

extension AnyRegistration {
    /// Whether the factory reads the resolve's arguments (typed arguments or ``Args``).
    var readsArguments: Bool { argumentTypes != nil || takesArgs }

    /// The size in bytes of the typed arguments' tuple, for a typed registration.
    var argumentSize: Int? {
        func size<Tuple>(of _: Tuple.Type) -> Int { MemoryLayout<Tuple>.size }
        return argumentTypes.map { size(of: $0) }
    }
}
