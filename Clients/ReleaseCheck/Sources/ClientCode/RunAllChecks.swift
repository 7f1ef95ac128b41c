// The list of checks, in the order they run.

import HierResolver

/// Runs every check of the client and returns the results in order.
///
/// The service-locator checks run before the property-wrapper checks: `registerAllServices()` must run on the
/// first resolve through `main`, which a wrapper without a container would otherwise trigger.
@MainActor
public func runAllChecks() -> [CheckResult] {
    let log = CheckLog()
    reportedShapeChecks(log)
    locatorChecks(log)
    registrationChecks(log)
    argumentChecks(log)
    storeAndRemoveChecks(log)
    optionChecks(log)
    moduleChecks(log)
    wrapperChecks(log)
    diagnosticsChecks(log)
    testingChecks(log)
    rootScopeChecks(log)
    mainActorChecks(log)
    shapeChecks(log)
    return log.results
}

/// Runs the checks of asynchronous code, on the main actor, and returns the results in order. Call it after
/// ``runAllChecks()``, from a task on the main actor.
@MainActor
public func runAsyncChecks() async -> [CheckResult] {
    let log = CheckLog()
    await asyncRootScopeChecks(log)
    await isolationChecks(log)
    await asyncEngineChecks(log)
    await shutdownChecks(log)
    return log.results
}
