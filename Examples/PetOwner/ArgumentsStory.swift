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

/// A vet appointment, made from named values passed in a dictionary.
struct VetAppointment {
    let pet: String
    let urgent: Bool
    let note: String?
}

/// A pet's page opened from a link, whose values arrive as text.
struct PetLink {
    let petID: Int
}

/// Uploads pet photos: a typed argument, and the network layer from the container.
final class PhotoUploader {
    let network: NetworkLayer
    init(network: NetworkLayer) { self.network = network }
}

/// A name tag that reads an optional argument, and the basket that resolves it.
struct NameTag {
    let text: String?
}

struct PetBasket {
    let tag: NameTag
    let title: String
}

/// A photo album cached for the whole container: built with the arguments of its first resolve.
final class PhotoAlbum {
    let owner: String
    init(owner: String) { self.owner = owner }
}

/// Runtime arguments: Resolver's `Args` (one value, or a dictionary) and Dip's typed arguments,
/// how arguments flow, what a cached instance does with them, and the mistakes and their messages.
enum ArgumentsStory {
    static func run() {
        scene("Runtime arguments")
        resolverStyle()
        typed()
        flow()
    }

    /// `Args`: one value choosing an updater, a dictionary of named values, and a throwing accessor.
    private static func resolverStyle() {
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

        main.register { (_, args) in
            VetAppointment(pet: args("pet"), urgent: args.get("urgent"), note: args.optional("note"))
        }
        let visit: VetAppointment = main.resolve(args: ["pet": "Mimi", "urgent": true])
        print("resolve(args: [\"pet\": \"Mimi\", \"urgent\": true]) read with args(\"pet\"), args.get(\"urgent\"),")
        print("  args.optional(\"note\"): \(visit.pet), urgent \(visit.urgent), note \(visit.note ?? "nil")")

        main.register { (_, args) in PetLink(petID: try args.value("id")) }
        print("try args.value(\"id\") as Int, and a link that passed [\"id\": \"42\"]:")
        do {
            let link: PetLink = try main.tryResolve(args: ["id": "42"])
            print(link.petID)
        } catch {
            print(error)
        }
    }

    /// Typed arguments: the closure's parameter types pick the registration.
    private static func typed() {
        print("")
        let network = observed(DependencyResolver(name: "network"))
        network.register { (url: String) in URLSessionNetworkLayer(baseURL: url) as NetworkLayer }
        network.register { (host: String, port: Int) in
            URLSessionNetworkLayer(baseURL: "http://\(host):\(port)") as NetworkLayer
        }
        network.register(arguments: String.self) { r, url in PhotoUploader(network: r.resolve(arguments: url)) }
        let layer: NetworkLayer = network.resolve(arguments: "http://prod.myapi.com/api/")
        let local: NetworkLayer = network.resolve(arguments: "localhost", 8080)
        print("register { (url: String) in ... }, resolve(arguments: url) -> \(layer.baseURL)")
        print("register { (host: String, port: Int) in ... }, resolve(arguments: host, port) -> \(local.baseURL)")
        let uploader: PhotoUploader = network.resolve(arguments: "http://photos.myapi.com/")
        print("register(arguments: String.self) { r, url in ... } reaches r too -> \(uploader.network.baseURL)")

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

    /// Arguments go to the factory resolved, never into its nested resolves; a cached instance keeps its first.
    private static func flow() {
        print("")
        let shop = observed(DependencyResolver(name: "shop"))
        shop.register { (_, args) in NameTag(text: args.optional()) }
        shop.register { (r, args) in PetBasket(tag: r.resolve(), title: args()) }
        shop.register(name: "forwarded") { (r, args) in
            PetBasket(tag: r.resolve(args: args.passedValue), title: args())
        }
        let basket: PetBasket = shop.child(name: "aisle").resolve(args: "Mimi")
        print("resolve(args: \"Mimi\") as PetBasket, through a child: title \(basket.title),")
        print("  its NameTag got no arguments: \(basket.tag.text ?? "no text")")
        let forwarded: PetBasket = shop.resolve(name: "forwarded", args: "Mimi")
        print("a factory that passes args.passedValue on: NameTag \(forwarded.tag.text ?? "no text")")

        let albums = DependencyResolver(name: "albums")  // its own trace hook, to show one event
        albums.trace = { event in
            if event.kind == .argumentsIgnored { print("  trace: \(event)") }
        }
        albums.register(lifetime: .persistent) { (owner: String) in PhotoAlbum(owner: owner) }
        let ann: PhotoAlbum = albums.resolve(arguments: "Ann")
        print("persistent PhotoAlbum, resolve(arguments: \"Ann\"), then resolve(arguments: \"Bob\"):")
        let bob: PhotoAlbum = albums.resolve(arguments: "Bob")
        print("  the second gets \(bob.owner)'s album, the same instance: \(ann === bob)")
    }
}
