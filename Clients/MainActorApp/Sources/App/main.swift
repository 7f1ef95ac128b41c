// Runs the app's checks, each printing one line, and exits with status 1 if any failed.

import AppCore
import HierResolver

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

resolveChecks()
hierarchyChecks()
wrapperChecks()
serviceLocatorChecks()
await asyncServiceLocatorChecks()
await diagnosticsChecks()
await concurrencyChecks()
await asyncFactoryChecks()

let log = CheckLog.shared
print("\(log.passed + log.failed.count) checks, \(log.passed) passed, \(log.failed.count) failed")
for name in log.failed {
    print("failed: \(name)")
}
exit(log.failed.isEmpty ? 0 : 1)
