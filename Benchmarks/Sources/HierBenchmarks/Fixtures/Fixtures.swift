// The types the workloads resolve. Every library and baseline builds exactly these.
// Protocols are class-bound so a resolved existential's identity feeds the checksum directly.

// MARK: W1, W5, W7

final class Service {
    let tag: Int
    init(tag: Int = 1) { self.tag = tag }
}

// MARK: W2 — the seed's XYZ graph: one resolve builds five objects

protocol XYZFetching: AnyObject {
    func fetch() -> Int
}

protocol XYZUpdating: AnyObject {
    func update() -> Int
}

final class XYZSessionService {
    init() {}
}

final class XYZService {
    let session: XYZSessionService
    init(_ session: XYZSessionService) { self.session = session }
}

final class XYZCombinedService: XYZFetching, XYZUpdating {
    init() {}
    func fetch() -> Int { 1 }
    func update() -> Int { 2 }
}

final class XYZViewModel {
    let fetcher: XYZFetching
    let updater: XYZUpdating
    let service: XYZService
    init(fetcher: XYZFetching, updater: XYZUpdating, service: XYZService) {
        self.fetcher = fetcher
        self.updater = updater
        self.service = service
    }
}

/// W2 by hand: the five objects, constructed directly. `@inline(never)` so the objects escape
/// (the optimiser may not stack-promote or delete them) just as they do from a container.
@inline(never)
func makeViewModelByHand() -> XYZViewModel {
    XYZViewModel(
        fetcher: XYZCombinedService(),
        updater: XYZCombinedService(),
        service: XYZService(XYZSessionService()))
}

/// W2 check: five distinct objects of the right types.
func checkViewModel(_ make: () -> XYZViewModel, what: String) -> String? {
    let a = make()
    let b = make()
    if a === b { return "\(what): view model is shared, expected a new one per resolve" }
    if !(a.fetcher is XYZCombinedService) || !(a.updater is XYZCombinedService) {
        return "\(what): fetcher/updater are not XYZCombinedService"
    }
    if a.fetcher === a.updater {
        return "\(what): fetcher and updater are one object, expected two (ephemeral)"
    }
    if a.service === b.service || a.service.session === b.service.session {
        return "\(what): XYZService/XYZSessionService shared between resolves, expected ephemeral"
    }
    return nil
}

// MARK: W3 — 100 variants of one protocol

protocol VariantProto: AnyObject {
    var index: Int { get }
}

final class VariantImpl: VariantProto {
    let index: Int
    init(index: Int) { self.index = index }
}

enum W3 {
    static let variantCount = 100
    static let wanted = 57
    static func name(_ i: Int) -> String { "name-\(i)" }
}

// MARK: S1 — the other registrations that fill the registry

/// Registered as variants "other-0", "other-1", ... to grow S1's registry; never resolved by
/// the timed loops.
final class Unrelated {
    init() {}
}
