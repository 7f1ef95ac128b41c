// The check log: each check prints one line, `ok` or `FAIL`, and the executable's exit status
// says whether any failed.

import HierResolver

/// Records and prints the outcome of each check.
public final class CheckLog {
    /// The log that `check(_:_:)` records into and that the `App` executable reports from.
    public static let shared = CheckLog()

    /// How many checks have passed so far.
    public private(set) var passed = 0
    /// The names of the checks that failed, in the order they ran.
    public private(set) var failed: [String] = []

    func check(_ name: String, _ ok: Bool) {
        if ok { passed += 1 } else { failed.append(name) }
        print("\(ok ? "ok  " : "FAIL") \(name)")
    }
}

/// Records one check in the shared log.
func check(_ name: String, _ ok: Bool) {
    CheckLog.shared.check(name, ok)
}

/// The `DependencyError` that `body` throws; `nil` if it throws nothing, or another error.
func dependencyError(_ body: () throws -> Void) -> DependencyError? {
    do {
        try body()
        return nil
    } catch {
        return error as? DependencyError
    }
}
