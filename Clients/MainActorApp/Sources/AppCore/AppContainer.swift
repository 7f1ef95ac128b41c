// The app's container, built with every registration form: plain closures (main-actor code, which
// the container runs where it is resolved), `@MainActor` factories (built only on the main actor),
// lifetimes, variants and names, typed and Resolver-style arguments, `.implements`,
// `.resolveProperties`, a storer, `replace` and removal.

import HierResolver

/// The app's registration names. `nonisolated`: they are constants that background code uses too
/// (in this target a `static let` is otherwise main-actor isolated).
nonisolated extension DependencyResolver.Name {
    static let staging = Self("staging")
    static let shortDate = Self("short_date")
    static let welcome = Self("welcome")
}

/// The app's one container, made on first use (on the main actor).
enum AppContainers {
    static let shared = makeAppContainer()
    /// The storage behind the `theme` registration's storer.
    static let themes = ThemeStore()
}

/// Makes the app's container. Main-actor code: it installs the app's main-actor modules.
public func makeAppContainer() -> DependencyResolver {
    let app = DependencyResolver(name: "app")
    let themes = AppContainers.themes

    // Modules: one, several, a Hashable one, and one installed by registering its factory.
    app.register(module: PetsModule())
    app.register(modules: [NetworkModule(), ServicesModule(), ProfileModule()])
    _ = app.register(module: ShelterModule(city: "Oslo"))
    app.persistent { GroomingModule() }

    // Plain factories: no arguments, the resolver, an explicit type, variants, names, every lifetime.
    app.register { Session(user: "production user") }
    app.register(Syncing.self, variant: "plain") { HTTPSync(baseURL: "https://plain.example") }
    app.register(variant: "long_date") { DateFormat(pattern: "MMMM d, yyyy") }
    app.register(name: .shortDate) { DateFormat(pattern: "d/M/yy") }
    app.register(variant: Variant(DateStyle.iso)) { DateFormat(pattern: "yyyy-MM-dd") }
    app.register(lifetime: .graph) { r in Uploader(sync: r.resolve(variant: "plain"), client: r.resolve()) }
    app.persistent { Clock(label: "system") }
    app.persistent { AdoptionFlow() }
    app.transient(name: "doc") { Theme(accent: "doc") }
    app.ephemeral(name: "fresh") { Session(user: "ephemeral") }
    app.persistent(name: "admin") { r in Session(user: "admin of \(r.resolve(HTTPClient.self).host)") }

    // Resolver-style arguments: trapping and throwing reads, and forwarding them to another resolve.
    app.register { (_, args) in
        NoteHeader(title: args("title"), pinned: args.get("pinned"), folder: args.optional("folder"))
    }
    app.register(name: "checked") { (_, args) in
        NoteHeader(title: try args.value("title"), pinned: try args.optionalValue("pinned") ?? false, folder: nil)
    }
    app.register(name: "forwarded") { (r, args) in
        NoteHeader(
            title: "Fwd: " + r.resolve(NoteHeader.self, args: args.passedValue).title, pinned: false, folder: nil)
    }

    // Typed runtime arguments, with and without the resolver.
    app.register { (baseURL: String) in HTTPSync(baseURL: baseURL) as Syncing }
    app.register { (host: String, port: Int) in HTTPSync(host: host, port: port) as Syncing }
    app.register(name: .staging) { (baseURL: String) in HTTPSync(baseURL: baseURL + "/staging") as Syncing }
    app.register(arguments: String.self) { r, baseURL in
        Uploader(sync: HTTPSync(baseURL: baseURL), client: r.resolve())
    }
    app.register(lifetime: .ephemeral, arguments: String.self, Int.self) { r, host, port in
        Uploader(sync: HTTPSync(host: host, port: port), client: r.resolve())
    }

    // `.implements` and `.resolveProperties` (both shapes).
    app.register { CombinedService() }
        .implements(Fetching.self)
        .implements(Updating.self, name: "edit")
        .implements(Fetching.self, variant: "combined")
        .resolveProperties { (_, service: inout CombinedService) in service.author = "Mimi" }
        .resolveProperties { (_, service, args) in
            if let author: String = args.optional() { service.author = author }
        }

    // A storer: resolves read the app's theme store, `store` (or assigning to `@Resolve`) writes it.
    // Its closures run where the resolve or the store happens: in this app, on the main actor.
    app.register(variant: "theme", resolver: { themes.theme }, storer: { themes.theme = $0 })

    // replace, removeResolver, tryRemoveResolver.
    app.register { Theme(accent: "red") }
    app.replace { Theme(accent: "blue") }
    app.register(name: "accent") { Theme(accent: "red") }
    app.replace(name: "accent") { r in Theme(accent: r.resolve(Theme.self).accent + "!") }
    app.register(variant: "temp") { Theme(accent: "temp") }
    app.removeResolver(for: Theme.self, variant: "temp")
    _ = try? app.tryRemoveResolver(for: Theme.self, name: "nothing")

    // `@MainActor` factories in every shape: built only on the main actor, and resolvable from any
    // code with `await app.async.resolve()`. (ProfileModule and PetsModule register more.)
    app.register { @MainActor in InboxViewModel(unread: 3) }
        .implements(InboxModel.self)
    app.register(name: .welcome) { @MainActor in BannerViewModel(text: "Welcome") }
    app.register(variant: "kept", lifetime: .persistent) { @MainActor in BannerViewModel(text: "Kept") }
    app.register(name: "promo", lifetime: .transient) { @MainActor in BannerViewModel(text: "Promo") }
    app.register(name: "toast", lifetime: .ephemeral) { @MainActor in BannerViewModel(text: "Toast") }
    app.register(name: "admin", lifetime: .persistent) { @MainActor r in
        ProfileViewModel(session: r.resolve(name: "admin"))
    }
    app.register(name: "guest", lifetime: .transient) { @MainActor r in
        ProfileViewModel(session: Session(user: "guest of \(r.resolve(Clock.self).label)"))
    }
    app.register(name: "fresh", lifetime: .ephemeral) { @MainActor r in
        ProfileViewModel(session: r.resolve(name: "fresh"))
    }
    app.register(name: "typed container") { @MainActor (r: DependencyResolver) in
        ProfileViewModel(session: r.resolve(name: "admin"))
    }
    app.register(name: "new") { @MainActor (r, args) in
        PetEditorViewModel(editing: args.optional() ?? false, repository: r.resolve())
    }
    app.register(name: "featured") { @MainActor (name: String) in PetDetailViewModel(name: "★ " + name) }
    app.register(name: "vetted") { @MainActor in CombinedService() }
        .resolveProperties { (r, service: inout CombinedService) in
            service.vet = r.resolve(String.self, name: "grooming")
        }
    app.register(name: "draft") { @MainActor in BannerViewModel(text: "Draft") }
    app.replace(name: "draft") { @MainActor in BannerViewModel(text: "Replaced draft") }
    app.replace(name: "admin note") { @MainActor r in
        BannerViewModel(text: "Note for \(r.resolve(Session.self, name: "admin").user)")
    }

    return app
}

/// The runtime arguments `verify(arguments:)` needs to build every registration of the app
/// container that takes some. `nonisolated`, so that a background task or a nonisolated test can
/// make its own (the value holds closures and is not `Sendable`).
nonisolated public func appVerificationArguments() -> VerificationArguments {
    var supplied = VerificationArguments()
    supplied.add(NoteHeader.self, args: ["title": "Verify", "pinned": false])
    supplied.add(NoteHeader.self, variant: "checked", args: ["title": "Verify"])
    supplied.add(NoteHeader.self, variant: "forwarded", args: ["title": "Verify", "pinned": true])
    supplied.add(PetEditorViewModel.self, args: true)
    supplied.add(PetEditorViewModel.self, variant: "new", args: false)
    supplied.add(Syncing.self, arguments: "https://verify.example")
    supplied.add(Syncing.self, arguments: "localhost", 8080)
    supplied.add(Syncing.self, variant: .staging, arguments: "https://verify.example")
    supplied.add(Uploader.self, arguments: "https://verify.example")
    supplied.add(Uploader.self, arguments: "localhost", 8080)
    supplied.add(PetDetailViewModel.self, arguments: "Mimi")
    supplied.add(PetDetailViewModel.self, variant: "featured", arguments: "Rex")
    supplied.add(PetCardViewModel.self, arguments: "Rex", 4)
    return supplied
}
