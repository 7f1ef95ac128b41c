// Child containers, feature modules and teardown, a preview container that replaces a view model,
// `reset`, `copy`, and the container settings.

import HierResolver

/// Checks child containers, module teardown, a preview container, `reset()`, `copy` and container settings.
public func hierarchyChecks() {
    let app = AppContainers.shared

    // A feature's child container with its module; its basket is closed when the container goes.
    var checkout: DependencyResolver? = app.child(name: "checkout", modules: [CheckoutModule()])
    let basket = checkout?.resolve(Basket.self)
    check("child(name:modules:) with a { @MainActor r in ... } persistent", basket?.feature == "checkout")
    checkout = nil
    check(".teardown ran when the feature's container went", basket?.closed == true)

    // A child overrides what the parent's graph registrations resolve.
    let plain = app.child(name: "plain")
    plain.register { InMemoryPetRepository(pets: ["Nemo"]) as PetRepository }
    check("child(name:) overrides a dependency", plain.resolve(PetListViewModel.self).rows == ["Nemo"])
    let explicit = DependencyResolver(child: app, name: "explicit")
    check(
        "init(child:name:), parent and children", explicit.parent === app && app.children.contains { $0 === explicit })
    let detachedTree = DependencyResolver(parent: nil, name: "standalone")
    check("init(parent:name:)", detachedTree.parent == nil && detachedTree.name == "standalone")

    // A preview container replaces a main-actor view model for everything resolved through it.
    let preview = app.child(name: "preview")
    preview.replace { @MainActor in PreviewInboxViewModel() as InboxModel }
    preview.replace { @MainActor r in
        ProfileViewModel(session: Session(user: "preview of \(r.resolve(Clock.self).label)"))
    }
    let previewInbox: InboxModel = preview.resolve()
    let previewUnread = previewInbox.unread
    check("replace { @MainActor in ... } in a child", previewUnread == 99)
    check(
        "replace { @MainActor r in ... } in a child",
        preview.resolve(ProfileViewModel.self).session.user.hasPrefix("preview of "))
    let appInbox: InboxModel = app.resolve()
    let appUnread = appInbox.unread
    check("the parent keeps its own registration", appUnread == 3)

    // reset drops kept instances; copy makes an independent tree, with overrides.
    let before: SettingsViewModel = app.resolve()
    app.reset()
    check("reset() drops a @MainActor persistent instance", before !== app.resolve(SettingsViewModel.self))
    let test = app.copy(name: "copy") { fakes in
        fakes.register { InMemoryPetRepository(pets: ["Fake"]) as PetRepository }
        fakes.register { @MainActor in SettingsViewModel() }
    }
    check("copy(name:overrides:)", test.resolve(PetListViewModel.self).rows == ["Fake"])
    check(
        "a copy's persistent instances are its own",
        test.resolve(SettingsViewModel.self) !== app.resolve(SettingsViewModel.self))
    let fresh = app.copy(name: "fresh")
    check("copy(name:)", fresh.resolve(PetListViewModel.self).repository is RemotePetRepository)

    // Container settings.
    let services = DependencyResolver(name: "services")
    services.defaultLifetime = .persistent
    check("defaultLifetime", services.register { Clock(label: "x") }.lifetime == .persistent)
    check(
        "defaultLifetime for a @MainActor factory",
        services.register { @MainActor in SettingsViewModel() }.lifetime == .persistent)
    services.waitLimit = 5
    check("waitLimit", services.waitLimit == 5)
}
