// The check log: each check prints one line, `ok` or `FAIL`, and the executable's exit status
// says whether any failed.

import HierResolver

/// Records and prints the outcome of each check.
public final class CheckLog {
    public static let shared = CheckLog()

    public private(set) var passed = 0
    public private(set) var failed: [String] = []

    public func check(_ name: String, _ ok: Bool) {
        if ok { passed += 1 } else { failed.append(name) }
        print("\(ok ? "ok  " : "FAIL") \(name)")
    }
}

/// Records one check in the shared log.
public func check(_ name: String, _ ok: Bool) {
    CheckLog.shared.check(name, ok)
}

/// The `DependencyError` that `body` throws; `nil` if it throws nothing, or another error.
public func dependencyError(_ body: () throws -> Void) -> DependencyError? {
    do {
        try body()
        return nil
    } catch {
        return error as? DependencyError
    }
}
