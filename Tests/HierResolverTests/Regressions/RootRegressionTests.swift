// The process-wide `root`: replacing it releases the previous root outside its lock.
import Foundation
import Testing

@testable import HierResolver

@Suite("Regressions: root")
struct RootRegressionTests {
    /// Defect: setting `root` released the previous root while the process-wide lock was
    /// held, so a teardown block of that container that read `root` waited for itself forever.
    @Test("a teardown block of the root being replaced can read root")
    func teardownOfReplacedRootReadsRoot() {
        final class Seen: @unchecked Sendable { var name: String? }
        let seen = Seen()
        let finished = onThreads(1) { _ in
            RootAccess.exclusively {
                do {
                    let feature = DependencyResolver(name: "feature")
                    feature.register(lifetime: .persistent) { Session() }
                        .teardown { _ in seen.name = DependencyResolver.root.name }
                    _ = feature.resolve(Session.self)
                    DependencyResolver.root = feature
                }
                DependencyResolver.root = .main  // the feature container's last reference goes here
            }
        }
        #expect(finished, "setting root did not return: the teardown block waited for root's lock")
        #expect(seen.name == "main")
    }
}
