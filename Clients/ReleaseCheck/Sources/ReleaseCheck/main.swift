// Runs the client's checks: one line per check, then a count. Exits non-zero when any check fails.
// The synchronous checks run first, outside any task, as an app's start-up code does; the asynchronous ones then
// run in a task on the main actor, which `dispatchMain()` serves.

import ClientCode
import Foundation

let synchronousResults = runAllChecks()
Task { @MainActor in
    let results = synchronousResults + (await runAsyncChecks())
    for result in results {
        print("\(result.passed ? "PASS" : "FAIL") \(result.name)")
    }
    let failed = results.filter { !$0.passed }.count
    print("\(results.count - failed) passed, \(failed) failed")
    exit(failed > 0 || results.isEmpty ? 1 : 0)
}
dispatchMain()
