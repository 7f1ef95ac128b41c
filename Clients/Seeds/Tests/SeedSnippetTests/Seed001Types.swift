// Seed 001 (Resolver: the basics), "ViewControllers, ViewModel, and Services. Oh, my.": the types, as
// the seed declares them. Seed 004 uses the same ones. What the seed mentions but never declares
// (the protocols, ABCService and its parts, the edit and add updaters) follows them.

// MARK: - The seed's declarations

class XYZViewModel {
    private var fetcher: XYZFetching
    private var updater: XYZUpdating
    private var service: XYZService

    init(fetcher: XYZFetching, updater: XYZUpdating, service: XYZService) {
        self.fetcher = fetcher
        self.updater = updater
        self.service = service
    }
}

class XYZCombinedService: XYZFetching, XYZUpdating {
    // Implements protocols
}

struct XYZService {
    private var session: XYZSessionService
    init(_ session: XYZSessionService) {
        self.session = session
    }
}

class XYZSessionService {
    // Implmentation
}

// MARK: - What the seeds use without declaring

/// What XYZViewModel fetches with.
protocol XYZFetching: AnyObject {}

/// What XYZViewModel saves with.
protocol XYZUpdating: AnyObject {}

/// Seed 000's updater for editing existing data.
final class XYZUpdateEdit: XYZUpdating {}

/// Seed 000's updater for adding new data.
final class XYZUpdateAdd: XYZUpdating {}

/// Seed 004's view model protocol, registered under the names "edit" and "add".
protocol XYZViewModelProtocol: AnyObject {
    /// The name the view model was registered under.
    var mode: String { get }
}

/// The "edit" view model of seed 004.
final class XYZEditViewModel: XYZViewModelProtocol {
    let mode = "edit"
}

/// The "add" view model of seed 004.
final class XYZAddViewModel: XYZViewModelProtocol {
    let mode = "add"
}

/// Seed 001's ABCService's protocol, for `Resolver.register(ABCServicing.self) { ABCService() }`.
protocol ABCServicing: AnyObject {}

/// Seed 001's ABCService: made with nothing, or from a fetcher ("Why bother?").
final class ABCService: ABCServicing {
    let fetcher: JKLFetcher?

    init() {
        fetcher = nil
    }

    init(_ fetcher: JKLFetcher) {
        self.fetcher = fetcher
    }
}

/// Seed 001's session, in "Why bother?".
final class XYZSession {}

/// Seed 001's fetcher, made from a session, in "Why bother?".
final class JKLFetcher {
    let session: XYZSession

    init(_ session: XYZSession) {
        self.session = session
    }
}

// MARK: - Reading the seed's private parts

/// The stored property `name` of `value`, read by reflection: the seed's XYZViewModel and XYZService
/// keep their parts private, and the tests check which objects they were given.
func part(_ name: String, of value: Any) -> AnyObject? {
    guard let child = Mirror(reflecting: value).descendant(name) else { return nil }
    return child as AnyObject
}

/// The identity of the object in the stored property `name` of `value` (to compare the parts of two models).
func identity(_ name: String, of value: Any) -> ObjectIdentifier? {
    part(name, of: value).map(ObjectIdentifier.init)
}

/// The stored property `name` of `value`, as a value (for XYZViewModel's `service`, a struct).
func valuePart(_ name: String, of value: Any) -> Any? {
    Mirror(reflecting: value).descendant(name)
}
