import HierResolver
import Testing

// Resolver's spellings: `Resolver` is the container and its wrappers keep Resolver's behaviour. Its
// static forms with `args` are tested in Arguments/StaticArgumentTests.swift.

private final class Made {
    let id: Int

    init(_ counter: Counter) {
        id = counter.increment()
    }
}

private final class SpelledLabel {
    let label: String

    init(label: String) {
        self.label = label
    }
}

@Suite("Resolver's spellings")
struct ResolverSpellingTests {
    @Test("Resolver is the container: Resolver(), Resolver(child:), Resolver.main")
    func resolverIsTheContainer() {
        let app = Resolver(name: "app")
        app.register { SpelledLabel(label: "app") }
        let mock = Resolver(child: app, name: "mock")
        mock.register { SpelledLabel(label: "mock") }

        #expect(mock.parent === app)
        #expect(mock.resolve(SpelledLabel.self).label == "mock")
        #expect(app.resolve(SpelledLabel.self).label == "app")
        #expect(Resolver.main === DependencyResolver.main)
        #expect(Resolver.Name.name(fromString: "fred") == "fred")
        let args: Resolver.Args.Type = Args.self
        #expect(args == Args.self)
    }

    @Test("@Injected resolves once, when its owner is made; reads do not resolve again")
    func injectedResolvesAtInit() {
        // Types of this test only: a bare wrapper falls back to any live container that registers its key.
        final class Made {
            let id: Int
            init(_ counter: Counter) { id = counter.increment() }
        }
        final class Screen {
            @Injected var made: Made
            @Injected(name: "second") var second: Made
        }
        let calls = Counter()
        let app = Resolver(name: "app")
        app.ephemeral { Made(calls) }
        app.ephemeral(name: "second") { Made(calls) }

        let screen = Screen()
        #expect(calls.value == 2, "both resolved as the screen was made")
        let first = screen.made
        #expect(screen.made === first && calls.value == 2, "a read returns the kept instance")
        #expect(screen.second !== first)

        screen.made = Made(calls)
        #expect(screen.made !== first, "assignment replaces the kept instance")
    }

    @Test("@OptionalInjected is nil when nothing is registered, resolved once otherwise")
    func optionalInjected() {
        final class Made {
            let id: Int
            init(_ counter: Counter) { id = counter.increment() }
        }
        final class Unregistered {}
        final class Screen {
            @OptionalInjected var made: Made?
            @OptionalInjected var missing: Unregistered?
        }
        let calls = Counter()
        let app = Resolver(name: "app")
        app.ephemeral { Made(calls) }

        let screen = Screen()

        #expect(screen.missing == nil)
        #expect(screen.made?.id == 1 && screen.made?.id == 1 && calls.value == 1)
        #expect(app.resolve(Made.self).id == 2)
    }

    @Test("000 @LazyInjected resolves on first read with $x.args; @WeakLazyInjected holds weakly")
    func lazyInjected() {
        final class NamedInjectedViewController {
            @LazyInjected var service: SpelledLabel
            @WeakLazyInjected var made: Made?
        }
        let app = Resolver(name: "app")
        app.register { (_, args) in SpelledLabel(label: args.optional("name") ?? args.optional() ?? "unset") }
        let calls = Counter()
        app.persistent { Made(calls) }
        let controller = NamedInjectedViewController()
        controller.$service.container = app
        controller.$made.container = app

        #expect(controller.$service.isEmpty && controller.$made.isEmpty)
        controller.$service.args = ["name": "Editing"]
        #expect(controller.service.label == "Editing")
        #expect(controller.made === app.resolve(Made.self))
        #expect(controller.$made.isResolved && !controller.$made.isEmpty && !controller.$service.isEmpty)

        let single = NamedInjectedViewController()
        single.$service.container = app
        single.$service.args = "Single"
        #expect(single.service.label == "Single")
    }
}
