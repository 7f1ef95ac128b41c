import HierResolver

final class XYZUpdateEdit: XYZUpdating {}
final class XYZUpdateAdd: XYZUpdating {}

protocol NetworkLayer {
    var baseURL: String { get }
}

final class URLSessionNetworkLayer: NetworkLayer {
    let baseURL: String
    init(baseURL: String?) { self.baseURL = baseURL ?? "(no URL)" }
}

/// Runtime arguments: Resolver's `Args` picking an updater for an edit or an add screen, and Dip's
/// typed network-layer argument, with the `String` vs `String?` mistake and the message it gets.
enum ArgumentsStory {
    static func run() {
        scene("Runtime arguments")
        let main = observed(DependencyResolver(name: "main"))
        main.register { (r, args) -> XYZViewModel in
            let editing: Bool = args()
            let updater: XYZUpdating = editing ? r.resolve(XYZUpdateEdit.self) : r.resolve(XYZUpdateAdd.self)
            return XYZViewModel(fetcher: r.resolve(), updater: updater, service: r.resolve())
        }
        main.register { XYZUpdateEdit() }
        main.register { XYZUpdateAdd() }
        main.register { XYZCombinedService() as XYZFetching }
        main.register { r in XYZService(r.resolve()) }
        main.register { XYZSessionService() }

        for editMode in [true, false] {
            print("resolve(args: \(editMode)) as XYZViewModel:")
            let viewModel: XYZViewModel = main.resolve(args: editMode)
            print("  its updater is \(type(of: viewModel.updater))")
        }

        print("")
        let network = observed(DependencyResolver(name: "network"))
        network.register { (url: String) in URLSessionNetworkLayer(baseURL: url) as NetworkLayer }
        let layer: NetworkLayer = network.resolve(arguments: "http://prod.myapi.com/api/")
        print("register { (url: String) in ... }, resolve(arguments:) -> \(layer.baseURL)")

        let untyped = observed(DependencyResolver(name: "untyped"))
        untyped.register { url in URLSessionNetworkLayer(baseURL: url) as NetworkLayer }  // url: String?
        print("register { url in ... } (Swift infers url: String?), resolve(arguments: String):")
        do {
            let layer: NetworkLayer = try untyped.tryResolve(arguments: "http://prod.myapi.com/api/")
            print(layer.baseURL)
        } catch {
            print(error)
        }
    }
}
