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

    /// A registration that builds, but not as the verified container suggests: a shared instance of an
    /// ancestor that does not see a child's override of one of its dependencies.
    ///
    /// ```swift
    /// for warning in mock.verify().warnings { print(warning.message) }
    /// ```
    public struct Warning: Sendable {
        /// The shared (persistent or transient) registration that misses the override.
        public let entry: Entry
        /// The key of the override it misses, as messages name it.
        public let key: String
        /// The container whose registration of ``key`` it misses.
        public let overridingContainer: String
        /// What happens and the two ways to fix it.
        public let message: String
    }

    /// The container that was verified, as messages name it.
    public let container: String
    /// The registrations built without a problem, in the order they were verified.
    public let verified: [Entry]
    /// Every problem found, in the order the registrations were verified.
    public let failures: [Failure]
    /// The registrations that take arguments nobody supplied.
    public let skipped: [Skip]
    /// Shared instances of an ancestor that do not see this container's (or an intermediate one's)
    /// override of a dependency. They do not make the report invalid: a feature may mean it.
    public let warnings: [Warning]

    /// Whether nothing failed. Skipped registrations do not count as failures.
    ///
    /// ```swift
    /// precondition(app.verify().isValid, "\(app.verify())")
    /// ```
    public var isValid: Bool { failures.isEmpty }

    /// A summary line, then each failure's full message and each skipped registration.
    ///
    /// ```swift
    /// let report = app.verify()
    /// assert(report.isValid, "\(report)")  // Verified "app": 12 registrations, 11 built, 1 failed, 0 skipped. ...
    /// ```
    public var description: String {
        var lines = [
            "Verified \(container): \(verified.count + failures.filter { $0.entry != nil }.count + skipped.count) "
                + "registrations, \(verified.count) built, \(failures.count) failed, \(skipped.count) skipped"
                + (warnings.isEmpty ? "." : ", \(warnings.count) \(warnings.count == 1 ? "warning" : "warnings").")
        ]
        func section(_ title: String, _ message: String) {
            lines += ["", title] + message.split(separator: "\n", omittingEmptySubsequences: false).map { "   " + $0 }
        }
        for (index, failure) in failures.enumerated() {
            let subject = failure.entry.map { "\($0.key) in \($0.container)" } ?? "supplied arguments"
            section("\(index + 1). \(subject) [\(failure.error.kind)]", failure.error.message)
        }
        for warning in warnings {
            section("Warning: \(warning.entry.key) in \(warning.entry.container) misses an override", warning.message)
        }
        if !skipped.isEmpty { lines.append("") }
        for skip in skipped {
            lines.append("Skipped \(skip.entry.key) in \(skip.entry.container): \(skip.reason)")
        }
        return lines.joined(separator: "\n")
    }
}
