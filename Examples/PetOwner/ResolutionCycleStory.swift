import HierResolver

protocol XYZFetching: AnyObject {}
protocol XYZUpdating: AnyObject {}

final class XYZCombinedService: XYZFetching, XYZUpdating {
    init() { print("  XYZCombinedService made") }
}

final class XYZSessionService {
    init() { print("  XYZSessionService made") }
}

struct XYZService {
    let session: XYZSessionService
    init(_ session: XYZSessionService) {
        self.session = session
        print("  XYZService made with its session")
    }
}

final class XYZViewModel {
    let fetcher: XYZFetching
    let updater: XYZUpdating
    let service: XYZService
    init(fetcher: XYZFetching, updater: XYZUpdating, service: XYZService) {
        self.fetcher = fetcher
        self.updater = updater
        self.service = service
        print("  XYZViewModel made")
    }
}

/// Resolver's resolution cycle: one resolve builds the whole graph behind a view model, and `.graph`
/// registrations are shared within it. Two registrations make two objects; `.implements` makes one.
enum ResolutionCycleStory {
    static func run() {
        scene("The resolution cycle (the graph lifetime)")
        let main = observed(DependencyResolver(name: "main"))
        main.register { r in XYZViewModel(fetcher: r.resolve(), updater: r.resolve(), service: r.resolve()) }
        main.register { XYZCombinedService() as XYZFetching }
        main.register { XYZCombinedService() as XYZUpdating }
        main.register { r in XYZService(r.resolve()) }
        main.register { XYZSessionService() }
        print("XYZCombinedService registered twice, as XYZFetching and as XYZUpdating; resolve() as XYZViewModel:")
        let viewModel: XYZViewModel = main.resolve()
        let sameObject = viewModel.fetcher === viewModel.updater
        print("fetcher and updater are \(sameObject ? "one object" : "two objects") (two registrations)")

        let screens = observed(DependencyResolver(name: "screens"))
        screens.register { r in XYZViewModel(fetcher: r.resolve(), updater: r.resolve(), service: r.resolve()) }
        screens.register { XYZCombinedService() }
            .implements(XYZFetching.self)
            .implements(XYZUpdating.self)
        screens.register { r in XYZService(r.resolve()) }
        screens.register { XYZSessionService() }
        print("\nregister { XYZCombinedService() }.implements(XYZFetching.self).implements(XYZUpdating.self):")
        let first: XYZViewModel = screens.resolve()
        let oneObject = first.fetcher === first.updater
        print("fetcher and updater are \(oneObject ? "one object" : "two objects") (one graph instance per resolution)")
        print("a second resolve() as XYZViewModel:")
        let second: XYZViewModel = screens.resolve()
        print("a new resolution, a new service: \(first.fetcher !== second.fetcher)")
    }
}
