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

/// Resolver's resolution cycle: one resolve builds the whole graph behind a view model.
enum ResolutionCycleStory {
    static func run() {
        scene("The resolution cycle")
        let main = observed(DependencyResolver(name: "main"))
        main.register { r in XYZViewModel(fetcher: r.resolve(), updater: r.resolve(), service: r.resolve()) }
        main.register { XYZCombinedService() as XYZFetching }
        main.register { XYZCombinedService() as XYZUpdating }
        main.register { r in XYZService(r.resolve()) }
        main.register { XYZSessionService() }
        print("resolve() as XYZViewModel:")
        let viewModel: XYZViewModel = main.resolve()
        let sameObject = viewModel.fetcher === viewModel.updater
        print("fetcher and updater are \(sameObject ? "one object" : "two objects") (two registrations)")
    }
}
