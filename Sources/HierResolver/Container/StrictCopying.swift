// Strict copies: a copy of a container in which every registration the test did not replace fails
// when it is used, and the registrations a test lets through without replacing them.

extension DependencyResolver {
    /// A strict copy of this container and its ancestors: ``copy(name:file:line:overrides:)``, in
    /// which every registration that `overrides` did not replace, and `allowed` does not let through,
    /// fails when it is used, with an error that names it.
    ///
    /// ```swift
    /// let test = try app.copy(name: "test", strict: true) { fakes in
    ///     fakes.register { FakeDatabase() as Database }
    /// }
    /// let database: Database = test.resolve()  // the FakeDatabase
    /// let records = try? test.tryResolve(PetRecords.self)  // nil: PetRecords was not replaced
    /// ```
    ///
    /// A strict copy proves that a test touched only what it faked: a test that reaches the real
    /// network, clock or database by accident fails, and says which registration it reached and
    /// through which chain. "Used" means built in any way: a resolve, a factory's nested resolve
    /// (the replacements' own dependencies included), `optional`, a property wrapper, an `await`
    /// resolve. Each fails as the resolve form it went through fails: the `try` forms throw a
    /// ``DependencyError`` of kind ``DependencyError/Kind/notReplaced``, the trapping forms stop the
    /// program with the same message. `optional` fails too: the key is registered, so `nil` would
    /// hide that the test reached it.
    ///
    /// Everything else is as in ``copy(name:file:line:overrides:)``: the overrides take the place of
    /// what they replace for every consumer, the caches start empty, and this container is left as it
    /// is. A registration the copy does not fail stays as it was, its own dependencies included: a
    /// replacement's or an allowed registration's factory that resolves an unreplaced key fails.
    ///
    /// What a strict copy does not fail:
    /// - the registrations `overrides` made, and the `.implements` registrations that serve them;
    /// - the registrations `allowed` names (see ``Allowance``): allowing any key an `.implements`
    ///   registration serves allows the registration it forwards to, and with it every key it serves;
    /// - an instance stored into the copy with ``store(_:object:variant:file:line:)``: storing replaces.
    ///
    /// A copy of a strict copy (a test's `.overriding` inside a suite's strict one) keeps its
    /// strictness: it fails what the strict copy failed, unless it replaces it; a strict copy of it
    /// may allow it again. ``verify(arguments:)`` of a strict copy builds the registrations that were replaced
    /// or allowed and reports, as failures, the unreplaced registrations they reach; the unreplaced
    /// registrations themselves are reported as skipped.
    ///
    /// > Important: The registrations are failed when the copy is made. A registration added to the
    /// > copy afterwards is not failed, and does not replace one that is (the first registration of a
    /// > key wins): replace in `overrides`.
    ///
    /// - Parameters:
    ///   - name: The name of the copy of this container (see ``copy(name:file:line:overrides:)``).
    ///   - strict: Whether the registrations the test did not replace fail when used. With `false`,
    ///     this is ``copy(name:file:line:overrides:)``, and `allowed` must be empty.
    ///   - allowed: The registrations to let through without replacing them, such as configuration
    ///     values. Each must name a registration of this container's chain.
    ///   - file: The file that made the copy, for its name in messages when it has none.
    ///   - line: The line that made the copy, for its name in messages when it has none.
    ///   - overrides: Registers the replacements.
    /// - Returns: The copy of this container: a new tree, which goes when the last reference to it goes.
    /// - Throws: What `overrides` throws, and a ``DependencyError`` of kind
    ///   ``DependencyError/Kind/invalidConfiguration`` when an allowance names nothing this container's
    ///   chain registers (the message lists what it does register for that type), or when `allowed`
    ///   is given to a copy that is not strict.
    public func copy(
        name: String? = nil, strict: Bool, allowing allowed: [Allowance] = [],
        file: StaticString = #fileID, line: UInt = #line,
        overrides: (DependencyResolver) throws -> Void = { _ in }
    ) throws -> DependencyResolver {
        guard strict else {
            if let first = allowed.first { throw FailureReport.allowanceWithoutStrictness(first) }
            return try copy(name: name, file: file, line: line, overrides: overrides)
        }
        let staging = try stageOverrides(file: file, line: line, overrides)
        if let error = unmatchedAllowance(allowed, overrides: staging) { throw error }
        return ContainerCopy(of: self, overrides: staging, allowing: allowed).make(name: name, file: file, line: line)
    }

    /// The error for the first of `allowed` that lets nothing through: nothing in this container's chain
    /// matches it.
    private func unmatchedAllowance(_ allowed: [Allowance], overrides staging: DependencyResolver) -> DependencyError? {
        let chain = ancestry
        let unmatched = tree.lock.withLock {
            allowed.first { allowance in
                !chain.contains { container in container.registrations.values.contains { allowance.allows($0.key) } }
            }
        }
        guard let unmatched else { return nil }
        let replaced = staging.tree.lock.withLock {
            staging.registrations.values.contains { unmatched.allows($0.key) }
        }
        return FailureReport.unmatchedAllowance(unmatched, in: self, replaced: replaced)
    }
}

extension DependencyResolver {
    /// Registrations a strict copy lets through without a replacement:
    /// ``DependencyResolver/copy(name:strict:allowing:file:line:overrides:)``'s `allowing`.
    ///
    /// ```swift
    /// let test = try app.copy(strict: true, allowing: [.type(Clock.self), .type(String.self, variant: "api")]) {
    ///     $0.register { FakeDatabase() as Database }
    /// }
    /// ```
    ///
    /// An allowance names a type with a variant, or with none (``type(_:variant:)``), or every
    /// registration of a type (``everyRegistration(of:)``); it lets through the registrations of that
    /// key whatever their typed arguments. Allow what a test may use as it is: configuration values,
    /// formatters, pure value types.
    public struct Allowance: Hashable, Sendable, CustomStringConvertible {
        /// Which variants of the type it lets through.
        enum Variants: Hashable {
            /// The one variant, or the registrations without one (`nil`).
            case only(Variant?)
            /// Every variant, and the registrations without one.
            case every
        }

        /// The type, for messages.
        let type: any Any.Type
        let variants: Variants

        /// Whether this allowance lets through the registration of `key`.
        func allows(_ key: RegistrationKey) -> Bool {
            guard key.type == ObjectIdentifier(type) else { return false }
            switch variants {
            case .only(let variant): return key.variant == variant
            case .every: return true
            }
        }

        /// The allowance as it is written: `.type(Clock.self)`.
        ///
        /// ```swift
        /// let allowance = DependencyResolver.Allowance.type(Clock.self)
        /// print(allowance)  // .type(MyApp.Clock.self): the type with its module
        /// ```
        public var description: String {
            let type = typeName(type)
            switch variants {
            case .only(nil): return ".type(\(type).self)"
            case .only(let variant?): return ".type(\(type).self, variant: \(variant))"
            case .every: return ".everyRegistration(of: \(type).self)"
            }
        }

        /// Whether two allowances let through the same registrations.
        ///
        /// ```swift
        /// let same = DependencyResolver.Allowance.type(Clock.self) == .type(Clock.self)  // true
        /// ```
        public static func == (lhs: Self, rhs: Self) -> Bool {
            ObjectIdentifier(lhs.type) == ObjectIdentifier(rhs.type) && lhs.variants == rhs.variants
        }

        /// Hashes the type's identity and the variants.
        ///
        /// ```swift
        /// let allowances: Set<DependencyResolver.Allowance> = [.type(Clock.self), .type(Clock.self)]  // one
        /// ```
        public func hash(into hasher: inout Hasher) {
            hasher.combine(ObjectIdentifier(type))
            hasher.combine(variants)
        }
    }
}

extension DependencyResolver.Allowance {
    // spelling[name]: let test = try app.copy(strict: true, allowing: [.type(String.self, name: "api")])
    /// Lets through the registrations of `type` with `variant` (without a variant, when it is `nil`).
    ///
    /// ```swift
    /// let test = try app.copy(strict: true, allowing: [.type(String.self, variant: "api")])
    /// let url: String = test.resolve(variant: "api")  // the app's own value
    /// ```
    ///
    /// As everywhere, a variant is its own key: `.type(Clock.self)` does not let `Clock`'s variants
    /// through; ``everyRegistration(of:)`` does.
    ///
    /// - Parameters:
    ///   - type: The registered type, as it is registered (`Clock.self` for `register { RealClock() as Clock }`).
    ///   - variant: The variant, or `nil` for the registrations without one.
    /// - Returns: The allowance.
    public static func type<T>(_ type: T.Type, variant: Variant? = nil) -> Self {
        Self(type: type, variants: .only(variant))
    }

    /// Lets through every registration of `type`: every variant, and the one without a variant.
    ///
    /// ```swift
    /// let test = try app.copy(strict: true, allowing: [.everyRegistration(of: DateFormatter.self)])
    /// ```
    ///
    /// - Parameter type: The registered type.
    /// - Returns: The allowance.
    public static func everyRegistration<T>(of type: T.Type) -> Self {
        Self(type: type, variants: .every)
    }
}

/// What a copy does with a registration's factory.
enum CopyStrictness {
    /// Keeps it: a registration a strict copy failed stays failed in a copy of that copy.
    case asIs
    /// Runs it, also if a strict copy this copies failed it.
    case allowed
    /// Fails it, in the strict copy with this label.
    case unreplaced(ContainerLabel)
}
