// What `shutdown()` hands back: the teardown blocks that threw, each named.

/// What ``DependencyResolver/shutdown()`` hands back: the errors its teardown blocks threw.
///
/// ```swift
/// let report = await app.shutdown()
/// if !report.failures.isEmpty {
///     print(report)  // every failure, one per line
/// }
/// ```
///
/// Empty when every block ran to the end. A block that throws stops none of the others.
public struct ShutdownReport: Sendable, CustomStringConvertible {
    /// A teardown block that threw: which registration's, in which container, and what it threw.
    ///
    /// ```swift
    /// for failure in await app.shutdown().failures {
    ///     print(failure.registration, failure.container, failure.error)
    /// }
    /// ```
    public struct Failure: Error, CustomStringConvertible {
        /// The registration whose teardown block threw, as messages name it: its type between
        /// backquotes, followed by its variant if it has one (`(variant "replica")`).
        ///
        /// ```swift
        /// let names = await app.shutdown().failures.map(\.registration)
        /// ```
        public let registration: String

        /// The container that kept the instance, as messages name it: `"app"`, or, for a container
        /// without a name, what it is a child of and where it was made.
        ///
        /// ```swift
        /// let containers = await app.shutdown().failures.map(\.container)
        /// ```
        public let container: String

        /// What the block threw.
        ///
        /// ```swift
        /// let errors = await app.shutdown().failures.map(\.error)
        /// ```
        public let error: any Error

        /// The failure in a sentence: the registration, its container, and the error.
        ///
        /// ```swift
        /// for failure in await app.shutdown().failures {
        ///     print(failure)  // The teardown of `Database` in "app" threw: ...
        /// }
        /// ```
        public var description: String {
            "The teardown of \(registration) in \(container) threw: \(error)"
        }
    }

    /// The teardown blocks that threw, in the order they ran; empty when none did.
    ///
    /// ```swift
    /// let report = await app.shutdown()
    /// assert(report.failures.isEmpty, report.description)
    /// ```
    public let failures: [Failure]

    /// The failures, one per line, or a line saying that there was none.
    ///
    /// ```swift
    /// let report = await app.shutdown()
    /// print(report)  // Shut down; every teardown block ran to the end.
    /// ```
    public var description: String {
        guard !failures.isEmpty else { return "Shut down; every teardown block ran to the end." }
        let count = failures.count == 1 ? "1 teardown block" : "\(failures.count) teardown blocks"
        return "Shut down; \(count) threw:\n" + failures.map { "- \($0)" }.joined(separator: "\n")
    }
}
