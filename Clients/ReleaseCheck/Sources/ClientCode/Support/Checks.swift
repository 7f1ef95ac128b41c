import HierResolver

/// The outcome of one check: what was checked, and whether it held.
public struct CheckResult: Sendable {
    /// What the check verified, as one line.
    public let name: String
    /// Whether it held.
    public let passed: Bool
}

/// Collects check results in the order they run.
final class CheckLog {
    private(set) var results: [CheckResult] = []

    func check(_ name: String, _ condition: Bool) {
        results.append(CheckResult(name: name, passed: condition))
    }
}

/// What `body` gives: its value (`"nil"` for none), the kind of the ``DependencyError`` it throws, or any other
/// error it throws.
func outcome(_ body: () throws -> String?) -> String {
    do {
        return try body() ?? "nil"
    } catch let error as DependencyError {
        return "\(error.kind)"
    } catch {
        return "other error: \(error)"
    }
}

/// The ``DependencyError`` that `body` throws; `nil` when it throws nothing or another error.
func dependencyError(_ body: () throws -> Void) -> DependencyError? {
    do {
        try body()
        return nil
    } catch let error as DependencyError {
        return error
    } catch {
        return nil
    }
}

/// The kind of the ``DependencyError`` that `body` throws; `nil` when it throws nothing or another error.
func errorKind(_ body: () throws -> Void) -> DependencyError.Kind? {
    dependencyError(body)?.kind
}

/// An error for factories that fail on purpose.
struct PlannedFailure: Error, Equatable {
    let reason: String
}
