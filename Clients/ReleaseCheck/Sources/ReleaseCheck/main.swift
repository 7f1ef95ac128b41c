// Runs the client's checks: one line per check, then a count. Exits non-zero when any check fails.

import ClientCode
import Foundation

let results = runAllChecks()
for result in results {
    print("\(result.passed ? "PASS" : "FAIL") \(result.name)")
}
let failed = results.filter { !$0.passed }.count
print("\(results.count - failed) passed, \(failed) failed")
if failed > 0 || results.isEmpty {
    exit(1)
}
