// Every synchronous resolve form, from main-actor code: plain, variants and names, `args:`, typed
// `arguments:`, the throwing and optional forms, `@MainActor` factories in each shape, lifetimes,
// `.implements`, `.resolveProperties`, storers, `replace` and modules.

import HierResolver

/// Checks every synchronous resolve form against the app container, from main-actor code.
public func resolveChecks() {
    let app = AppContainers.shared

    // Plain factories.
    let list: PetListViewModel = app.resolve()
    check("resolve(): a view model registered with a plain closure", list.rows == ["Mimi", "Rex"])
    check("resolve(T.self)", app.resolve(PetListViewModel.self).title == "Pets")
    let session: Session? = app.optional()
    check("optional()", session?.user == "production user")
    let missing: Unregistered? = app.optional()
    check("optional(): nil when nothing is registered", missing == nil)
    do {
        let repository: PetRepository = try app.tryResolve()
        let count = repository.allPets().count
        check("tryResolve()", count == 2)
        let clock: Clock? = try app.tryOptional()
        check("tryOptional()", clock?.label == "system")
        let none = try app.tryOptional(Unregistered.self)
        check("tryOptional(): nil when nothing is registered", none == nil)
    } catch {
        check("tryResolve()/tryOptional() threw \(error)", false)
    }

    // Variants and names.
    let long: DateFormat = app.resolve(variant: "long_date")
    let short: DateFormat = app.resolve(name: .shortDate)
    let iso: DateFormat = app.resolve(variant: Variant(DateStyle.iso))
    check(
        "resolve(variant:), resolve(name:), Variant(enum)",
        long.pattern == "MMMM d, yyyy" && short.pattern == "d/M/yy" && iso.pattern == "yyyy-MM-dd")
    check("optional(name:)", app.optional(DateFormat.self, name: "nope") == nil)
    check("tryResolve(name:)", (try? app.tryResolve(DateFormat.self, name: .shortDate))?.pattern == "d/M/yy")
    check(
        "Variant.name(fromString:), Variant(rawValue:)",
        app.resolve(DateFormat.self, name: .name(fromString: "short_date")).pattern
            == app.resolve(DateFormat.self, variant: Variant(rawValue: "short_date")).pattern)
    check("tryOptional(name:)", (try? app.tryOptional(Session.self, name: "admin"))?.user == "admin of pets.example")

    // Lifetimes.
    let admin: Session = app.resolve(name: "admin")
    check(
        "persistent(name:) { r in ... }",
        admin.user == "admin of pets.example" && admin === app.resolve(Session.self, name: "admin"))
    check(
        "ephemeral(name:): a new instance each time",
        app.resolve(Session.self, name: "fresh") !== app.resolve(Session.self, name: "fresh"))
    check("persistent: one instance", app.resolve(Clock.self) === app.resolve(Clock.self))
    let doc: Theme = app.resolve(name: "doc")
    check("transient(name:): kept while someone holds it", doc === app.resolve(Theme.self, name: "doc"))
    let uploader: Uploader = app.resolve()
    check("register(lifetime: .graph) { r in ... }", uploader.sync.endpoint == "https://plain.example")

    // Resolver-style arguments.
    let header: NoteHeader = app.resolve(args: ["title": "Groceries", "pinned": false])
    check("resolve(args:) with named values", header.title == "Groceries" && !header.pinned && header.folder == nil)
    let folder: NoteHeader? = app.optional(args: ["title": "T", "pinned": true, "folder": "Home"])
    check("optional(args:)", folder?.folder == "Home")
    let tryHeader = try? app.tryResolve(NoteHeader.self, args: ["title": "Try", "pinned": true])
    check("tryResolve(args:)", tryHeader?.pinned == true)
    let tryOptHeader = try? app.tryOptional(NoteHeader.self, args: ["title": "Opt", "pinned": false])
    check("tryOptional(args:)", tryOptHeader?.title == "Opt")

    let checked: NoteHeader = app.resolve(name: "checked", args: ["title": "Checked"])
    check("args.value(_:) and args.optionalValue(_:)", checked.title == "Checked" && !checked.pinned)
    let wrongType = dependencyError { _ = try app.tryResolve(NoteHeader.self, name: "checked", args: ["title": 7]) }
    check("args.value(_:) of the wrong type throws .argumentMismatch", wrongType?.kind == .argumentMismatch)
    let forwarded: NoteHeader = app.resolve(name: "forwarded", args: ["title": "Note", "pinned": true])
    check("args.passedValue forwarded to a nested resolve", forwarded.title == "Fwd: Note")

    // Typed runtime arguments.
    let remote: Syncing = app.resolve(arguments: "https://notes.example.com")
    let local: Syncing = app.resolve(arguments: "localhost", 8080)
    let staging = try? app.tryResolve(Syncing.self, name: .staging, arguments: "https://notes.example.com")
    // Each value is read into a local first (see the note at the end of this file).
    let remoteEndpoint = remote.endpoint
    let localEndpoint = local.endpoint
    let stagingEndpoint = staging?.endpoint
    check(
        "resolve(arguments:) with one and two typed arguments",
        remoteEndpoint == "https://notes.example.com" && localEndpoint == "http://localhost:8080")
    check("tryResolve(name:arguments:)", stagingEndpoint == "https://notes.example.com/staging")
    let withResolver: Uploader = app.resolve(arguments: "https://up.example")
    let ephemeral1: Uploader = app.resolve(arguments: "up", 1)
    let ephemeral2: Uploader = app.resolve(arguments: "up", 1)
    check("register(arguments:) { r, ... in }", withResolver.client === ephemeral1.client && ephemeral1 !== ephemeral2)

    // `@MainActor` factories, resolved synchronously: this code is on the main actor.
    let profile: ProfileViewModel = app.resolve()
    check("{ @MainActor r in ... }", profile.greeting == "Hello, production user")
    let settings: SettingsViewModel = app.resolve()
    settings.shownCount += 1
    check("register(lifetime: .persistent) { @MainActor in ... }", app.resolve(SettingsViewModel.self).shownCount == 1)
    let editor: PetEditorViewModel = app.resolve(args: true)
    check(
        "{ @MainActor (r, args) in ... } with resolve(args:)", editor.editing && editor.repository.allPets().count == 2)
    let newEditor: PetEditorViewModel = app.resolve(name: "new")
    check("register(name:) { @MainActor (r, args) in ... } without args", newEditor.editing == false)
    let detail: PetDetailViewModel = app.resolve(arguments: "Mimi")
    check("{ @MainActor (name: String) in ... }", detail.name == "Mimi")
    let featured: PetDetailViewModel = app.resolve(name: "featured", arguments: "Rex")
    check("register(name:) { @MainActor (name: String) in ... }", featured.name == "★ Rex")
    let card: PetCardViewModel = app.resolve(arguments: "Rex", 4)
    check("{ @MainActor (name: String, age: Int) in ... }", card.name == "Rex" && card.age == 4)
    let welcome: BannerViewModel = app.resolve(name: .welcome)
    check("register(name:) { @MainActor in ... }", welcome.text == "Welcome")
    let kept: BannerViewModel = app.resolve(variant: "kept")
    check(
        "register(variant:lifetime: .persistent) { @MainActor in ... }",
        kept === app.resolve(BannerViewModel.self, variant: "kept"))
    let promo: BannerViewModel = app.resolve(name: "promo")
    check(
        "register(name:lifetime: .transient) { @MainActor in ... }",
        promo === app.resolve(BannerViewModel.self, name: "promo"))
    check(
        "register(name:lifetime: .ephemeral) { @MainActor in ... }",
        app.resolve(BannerViewModel.self, name: "toast") !== app.resolve(BannerViewModel.self, name: "toast"))
    let adminProfile: ProfileViewModel = app.resolve(name: "admin")
    check(
        "register(name:lifetime: .persistent) { @MainActor r in ... }",
        adminProfile === app.resolve(ProfileViewModel.self, name: "admin") && adminProfile.session === admin)
    let guest: ProfileViewModel = app.resolve(name: "guest")
    check(
        "register(name:lifetime: .transient) { @MainActor r in ... }",
        guest.session.user == "guest of system" && guest === app.resolve(ProfileViewModel.self, name: "guest"))
    let fresh: ProfileViewModel = app.resolve(name: "fresh")
    check(
        "register(name:lifetime: .ephemeral) { @MainActor r in ... }",
        fresh !== app.resolve(ProfileViewModel.self, name: "fresh") && fresh.session.user == "ephemeral")
    let typedContainer: ProfileViewModel = app.resolve(name: "typed container")
    check("{ @MainActor (r: DependencyResolver) in ... }", typedContainer.session === admin)
    let vetted: CombinedService = app.resolve(name: "vetted")
    check("{ @MainActor in ... } with .resolveProperties", vetted.vet == "the grooming salon")
    check(
        "replace(name:) { @MainActor in ... }",
        app.resolve(BannerViewModel.self, name: "draft").text == "Replaced draft")
    check(
        "replace(name:) { @MainActor r in ... }",
        app.resolve(BannerViewModel.self, name: "admin note").text == "Note for admin of pets.example")
    let inbox: InboxModel = app.resolve()
    let unread = inbox.unread
    check("{ @MainActor in ... }.implements(_:)", unread == 3)

    // `.implements` and `.resolveProperties` on a plain registration.
    let fetcher: Fetching = app.resolve()
    let updater: Updating? = app.optional(name: "edit")
    let combinedFetcher: Fetching = app.resolve(variant: "combined")
    let fetcherIsCombined = fetcher is CombinedService
    let combinedIsCombined = combinedFetcher is CombinedService
    let updaterFound = updater != nil
    check(
        ".implements(_:), .implements(_:name:), .implements(_:variant:)",
        fetcherIsCombined && combinedIsCombined && updaterFound)
    let combined: CombinedService = app.resolve(args: "Franky")
    check(
        ".resolveProperties (both shapes)",
        combined.author == "Franky" && app.resolve(CombinedService.self).author == "Mimi")

    // A throwing factory, a missing registration.
    let failing = DependencyResolver(name: "failing")
    failing.register { try Configuration(loading: "") }
    let factoryError = dependencyError { _ = try failing.tryResolve(Configuration.self) }
    check(
        "DependencyError .factoryFailed with the underlying error",
        factoryError?.kind == .factoryFailed && factoryError?.underlyingError is ConfigurationMissing)
    let missingError = dependencyError { _ = try app.tryResolve(Unregistered.self) }
    check(
        "DependencyError .notRegistered", missingError?.kind == .notRegistered && missingError?.message.isEmpty == false
    )

    // Storers, store, tryStore.
    let theme: Theme = app.resolve(variant: "theme")
    app.store(object: Theme(accent: "purple"), variant: "theme")
    check(
        "register(variant:resolver:storer:) and store(object:variant:)",
        theme.accent == "green" && AppContainers.themes.theme.accent == "purple")
    let storeError = dependencyError { try app.tryStore(Session.self, object: Session(user: "x")) }
    check("tryStore into a .graph registration: .storeFailed", storeError?.kind == .storeFailed)
    let stored = Clock(label: "stored")
    let storedOK = (try? app.tryStore(object: stored)) != nil
    check("tryStore into a persistent registration", storedOK && app.resolve(Clock.self) === stored)

    // replace and removal.
    check("replace { ... }", app.resolve(Theme.self).accent == "blue")
    check("replace(name:) { r in ... }", app.resolve(Theme.self, name: "accent").accent == "blue!")
    check("removeResolver(for:variant:)", app.optional(Theme.self, variant: "temp") == nil)
    let removeError = dependencyError { try app.tryRemoveResolver(for: Theme.self, name: "nothing") }
    check("tryRemoveResolver of nothing: .removeFailed", removeError?.kind == .removeFailed)

    // Modules.
    check("register(module:) installs a module once", app.register(module: NetworkModule()) == false)
    check(
        "a Hashable module, once per value",
        app.register(module: ShelterModule(city: "Oslo")) == false
            && app.register(module: ShelterModule(city: "Bergen")))
    check("a Hashable module's registrations", app.resolve(String.self, variant: "Bergen") == "the shelter in Bergen")
    check(
        "a module installed by registering its factory",
        app.resolve(String.self, name: "grooming") == "the grooming salon")
}

// A note on reading resolved values: `check("...", a && value.property == x)` with `value` a
// non-Sendable existential returned by a generic resolve (`let value: Syncing = app.resolve()`) does
// not compile in a main-actor function: "sending 'value' risks causing data races". The `&&`
// autoclosure captures the value; reading it into a local first, as above, compiles.
