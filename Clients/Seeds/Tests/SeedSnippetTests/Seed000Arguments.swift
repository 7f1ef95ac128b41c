import HierResolver
import Testing

// Seed 000 (Resolver: arguments). Its `register { ... }` fragments are written inside a Resolver
// extension, so they sit in static functions of one, where bare `register` and `resolve` are the static
// forms, as in a Resolver user's `registerAllServices()`. Seed 000's XYZViewModel is not seed 001's: in
// each function a local typealias names it, with a local tag, so every snippet registers a key of its own
// in `main`. The prose's `@Injected(args: self.editMode)` is what Swift does not allow, as the seed says.

/// Seed 000's view model: made from an edit mode and a name, or from its parts with `editMode` set later.
final class ArgumentsViewModel<Snippet> {
    var editMode: Bool
    let name: String?
    let fetcher: XYZFetching?
    let updater: XYZUpdating?
    let service: XYZService?

    init(editMode: Bool, name: String? = nil) {
        self.editMode = editMode
        self.name = name
        fetcher = nil
        updater = nil
        service = nil
    }

    init(fetcher: XYZFetching, updater: XYZUpdating, service: XYZService) {
        editMode = false
        name = nil
        self.fetcher = fetcher
        self.updater = updater
        self.service = service
    }
}

/// The service of seed 000's `NamedInjectedViewController`: it records the edit mode it was made for.
final class XYZNameService {
    let editMode: Bool

    init(editMode: Bool) {
        self.editMode = editMode
    }
}

extension Resolver {
    /// "Passing Arguments to a Registration Factory": the edit mode each controller's view model received,
    /// for controllers whose `editMode` is set to each of `editModes`.
    static func seed000PassingOneArgument(editModes: [Bool]) -> [Bool] {
        enum Snippet {}
        typealias XYZViewModel = ArgumentsViewModel<Snippet>

        class ViewController: UIViewController, Resolving {
            var editMode: Bool = true  // set, perhaps, by calling segue
            lazy var viewModel: XYZViewModel = resolver.resolve(args: editMode)
        }

        register { (_, args) in
            XYZViewModel(editMode: args())
        }

        return editModes.map { editMode in
            let controller = ViewController()
            controller.editMode = editMode
            return controller.viewModel.editMode
        }
    }

    /// The same, read with the fallback `get` function.
    static func seed000Get(editMode: Bool) -> Bool {
        enum Snippet {}
        typealias XYZViewModel = ArgumentsViewModel<Snippet>

        register { (_, args) in
            XYZViewModel(editMode: args.get())
        }

        let model: XYZViewModel = resolve(args: editMode)
        return model.editMode
    }

    /// The factory as written before Resolver 1.2, which cast an `Any?` argument.
    static func seed000CastBefore12(editMode: Bool) -> Bool {
        enum Snippet {}
        typealias XYZViewModel = ArgumentsViewModel<Snippet>

        register { (_, args) in
            XYZViewModel(editMode: args as? Bool ?? true)
        }

        let model: XYZViewModel = resolve(args: editMode)
        return model.editMode
    }

    /// "Passing and Handling Multiple Arguments": the edit mode and name the controller's view model received.
    static func seed000Dictionary() -> (editMode: Bool, name: String?) {
        enum Snippet {}
        typealias XYZViewModel = ArgumentsViewModel<Snippet>

        class ViewController: UIViewController, Resolving {
            // fixed: the seed closes the dictionary literal with `)` instead of `]`
            lazy var viewModel: XYZViewModel = resolver.resolve(args: ["mode": true, "name": "Editing"])
        }

        register { (_, args) in
            XYZViewModel(editMode: args("mode"), name: args("name"))
        }

        let model = ViewController().viewModel
        return (model.editMode, model.name)
    }

    /// "Optional Values", without a key: the value the service received when resolved with one value,
    /// with no arguments, and with a dictionary.
    static func seed000OptionalValue() -> (single: String?, none: String?, dictionary: String?) {
        struct XYZService {
            let someOptionalValue: String?
        }

        register { (_, args) in
            XYZService(someOptionalValue: args.optional())
        }

        let single: XYZService = resolve(args: "one value")
        let none: XYZService = resolve()
        let dictionary: XYZService = resolve(args: ["someOptionalValue": "in a dictionary"])
        return (single.someOptionalValue, none.someOptionalValue, dictionary.someOptionalValue)
    }

    /// "Optional Values", with a key: the name the view model received when the dictionary has one, and
    /// when it does not.
    static func seed000OptionalKey() -> (named: String?, unnamed: String?, editMode: Bool) {
        enum Snippet {}
        typealias XYZViewModel = ArgumentsViewModel<Snippet>

        register { (_, args) in
            XYZViewModel(editMode: args("mode"), name: args.optional("name"))
        }

        let named: XYZViewModel = resolve(args: ["mode": true, "name": "Editing"])
        let unnamed: XYZViewModel = resolve(args: ["mode": false])
        return (named.name, unnamed.name, named.editMode && !unnamed.editMode)
    }

    /// "Arguments as Properties": the edit mode set after the view model was made, and whether it got
    /// every part it was made from.
    static func seed000ArgumentsAsProperties(editMode: Bool) -> (editMode: Bool, hasParts: Bool) {
        enum Snippet {}
        typealias XYZViewModel = ArgumentsViewModel<Snippet>

        register { XYZViewModel(fetcher: resolve(), updater: resolve(), service: resolve()) }
            .resolveProperties { (resolver, model, args) in
                model.editMode = args()
            }

        let model: XYZViewModel = resolve(args: editMode)
        return (model.editMode, model.fetcher != nil && model.updater != nil && model.service != nil)
    }

    /// "Using Arguments to Manipulate Factory Behavior": the updater the view model was given.
    static func seed000FactoryBehavior(editMode: Bool) -> XYZUpdating? {
        enum Snippet {}
        typealias XYZViewModel = ArgumentsViewModel<Snippet>

        register { (_, args) -> XYZViewModel in
            let editing: Bool = args()
            let updater: XYZUpdating = editing ? resolve(XYZUpdateEdit.self) : resolve(XYZUpdateAdd.self)
            return XYZViewModel(fetcher: resolve(), updater: updater, service: resolve())
        }
        register { XYZUpdateAdd() }
        register { XYZUpdateEdit() }

        let model: XYZViewModel = resolve(args: editMode)
        return model.updater
    }
}

// "Injected Property Wrappers": arguments through `@LazyInjected`.
class NamedInjectedViewController: UIViewController {
    @LazyInjected var service: XYZNameService
    var editMode: Bool = false  // fixed: the seed's `var editMode: Bool` has no value and the class no init
    override func viewDidLoad() {
        super.viewDidLoad()
        $service.args = editMode
    }
}

// "Inject Services, Not Data".
class DummyViewModel {
    func load(id: Int, editing: Bool) {}
}

class DummyViewController: UIViewController {

    var id: Int = 0
    var editing: Bool = false

    @Injected var viewModel: DummyViewModel

    override func viewDidLoad() {
        super.viewDidLoad()
        someSetup()
        viewModel.load(id: id, editing: editing)
    }
}

extension DummyViewController {
    /// The controller's own setup, which the seed calls and leaves to the reader.
    func someSetup() {}
}

extension AppContainerSeeds {
    @Suite("Seed 000: Resolver's Args")
    struct Arguments000 {
        @Test("000 args(): each controller's view model gets the edit mode the controller passed")
        func oneArgument() {
            #expect(Resolver.seed000PassingOneArgument(editModes: [true, false, true]) == [true, false, true])
        }

        @Test("000 args.get(): the fallback spelling reads the same value")
        func getFallback() {
            #expect(Resolver.seed000Get(editMode: false) == false)
            #expect(Resolver.seed000Get(editMode: true) == true)
        }

        @Test("000 args as? Bool: the pre-1.2 cast no longer matches, so the factory falls back to true")
        func castBefore12() {
            // The seed shows this as the code Resolver 1.2 replaced: the factory now receives `Args`, not
            // `Any?`, so the cast always fails (the compiler warns) and `?? true` decides.
            #expect(Resolver.seed000CastBefore12(editMode: false) == true)
        }

        @Test("000 dictionary args: args(\"mode\") and args(\"name\") read the controller's dictionary")
        func dictionary() {
            let received = Resolver.seed000Dictionary()

            #expect(received.editMode == true)
            #expect(received.name == "Editing")
        }

        @Test("000 args.optional(): the value when one was passed, nil with none and nil with a dictionary")
        func optionalValue() {
            let received = Resolver.seed000OptionalValue()

            #expect(received.single == "one value")
            #expect(received.none == nil)
            #expect(received.dictionary == nil)
        }

        @Test("000 args.optional(\"name\"): the name when the dictionary has it, nil when it does not")
        func optionalKey() {
            let received = Resolver.seed000OptionalKey()

            #expect(received.named == "Editing")
            #expect(received.unnamed == nil)
            #expect(received.editMode)
        }

        @Test("000 arguments as properties: resolveProperties sets editMode from args()")
        func argumentsAsProperties() {
            let editing = Resolver.seed000ArgumentsAsProperties(editMode: true)
            let adding = Resolver.seed000ArgumentsAsProperties(editMode: false)

            #expect(editing.editMode == true && adding.editMode == false)
            #expect(editing.hasParts && adding.hasParts)
        }

        @Test("000 arguments change the factory: editing gets XYZUpdateEdit, adding XYZUpdateAdd")
        func factoryBehavior() {
            #expect(Resolver.seed000FactoryBehavior(editMode: true) is XYZUpdateEdit)
            #expect(Resolver.seed000FactoryBehavior(editMode: false) is XYZUpdateAdd)
        }

        @Test("000 @LazyInjected: $service.args set in viewDidLoad reaches the factory on the first read")
        func lazyInjectedArguments() {
            // One value or a dictionary; `args.optional("mode")` is nil (no trap) when one value was passed.
            Resolver.register { (_, args: Resolver.Args) in
                XYZNameService(editMode: args.optional("mode") ?? args())
            }

            let editing = NamedInjectedViewController()
            editing.editMode = true  // set by the calling segue
            editing.viewDidLoad()
            #expect(!editing.$service.isResolved)
            #expect(editing.service.editMode == true)
            #expect(editing.$service.isResolved)

            let adding = NamedInjectedViewController()
            adding.viewDidLoad()
            #expect(adding.service.editMode == false)
            #expect(adding.service === adding.service, "resolved once")

            let named = NamedInjectedViewController()
            named.$service.args = ["mode": true]
            #expect(named.service.editMode == true)
        }

        @Test("000 inject services, not data: @Injected resolves DummyViewModel as DummyViewController is made")
        func injectedWhenMade() {
            var made = 0
            Resolver.register { () -> DummyViewModel in
                made += 1
                return DummyViewModel()
            }

            let controller = DummyViewController()
            #expect(made == 1, "resolved when the controller was made, before viewDidLoad")
            let model = controller.viewModel
            controller.id = 42
            controller.editing = true
            controller.viewDidLoad()
            #expect(made == 1)
            #expect(controller.viewModel === model, "resolved once")
        }
    }
}
