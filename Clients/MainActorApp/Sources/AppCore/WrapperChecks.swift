// Property wrappers on main-actor screens: every wrapper, bound to the app container or resolving
// through `root`, reading view models registered with plain closures and with `@MainActor`
// factories, configured through `$x`, and assigned.

import HierResolver

/// A screen that declares its dependencies with every wrapper, bound to the app container.
final class PetScreen {
    @Injected(container: AppContainers.shared) var list: PetListViewModel
    @Injected(container: AppContainers.shared) var profile: ProfileViewModel
    @Injected(name: "admin", container: AppContainers.shared) var admin: Session
    @OptionalInjected(container: AppContainers.shared) var missing: Unregistered?
    @OptionalInjected(name: .welcome, container: AppContainers.shared) var welcome: BannerViewModel?
    @Resolve(container: AppContainers.shared, variant: "theme") var theme: Theme
    @Resolve(container: AppContainers.shared, name: "promo") var promo: BannerViewModel
    @OptionalResolve(container: AppContainers.shared) var clock: Clock?
    @LazyResolve(container: AppContainers.shared) var editor: PetEditorViewModel
    @LazyResolve(container: AppContainers.shared) var newEditor: PetEditorViewModel
    @LazyResolve(container: AppContainers.shared) var dateFormat: DateFormat
    @LazyInjected(container: AppContainers.shared) var repository: PetRepository
    @WeakLazyResolve(container: AppContainers.shared) var settings: SettingsViewModel?
    @WeakLazyInjected(container: AppContainers.shared) var flow: AdoptionFlow?

    init() {}

    /// Configures the lazy properties before their first read.
    func prepare() {
        $editor.args = true
        $newEditor.name = "new"
        $newEditor.args = true
        $dateFormat.variant = "long_date"
    }
}

/// Bare wrappers: they resolve through `root` (the app's, or the one `withRoot` sets).
final class BareScreen {
    @Injected var session: Session
    @Injected var profile: ProfileViewModel
    @Resolve var clock: Clock
    @OptionalResolve var missing: Unregistered?
    @LazyResolve var list: PetListViewModel
    @WeakLazyResolve var settings: SettingsViewModel?
    init() {}
}

/// Wrappers bound in the initializer, through the underscored name and through `$x.container`.
final class ClinicScreen {
    @OptionalResolve var clock: Clock?
    @LazyResolve var banner: BannerViewModel
    @WeakLazyResolve var flow: AdoptionFlow?

    init(container: DependencyResolver) {
        _clock = OptionalResolve(container: container)
        $banner.container = container
        $banner.name = "welcome"
        $flow.container = container
    }
}

/// A screen whose `@Injected` property is rebound to another container through `$x`.
final class InboxScreen {
    @Injected(container: AppContainers.shared) var inbox: InboxModel

    init() {}

    func usePreview(_ preview: DependencyResolver) {
        $inbox = Injected(container: preview)
    }
}

/// Checks every property wrapper on the app's screens: reads, configuration through `$x`, and assignment.
public func wrapperChecks() {
    let app = AppContainers.shared
    let screen = PetScreen()
    check("@Injected: plain-closure view model", screen.list.rows.count == 2)
    check("@Injected: { @MainActor r in ... } view model", screen.profile.greeting.hasPrefix("Hello"))
    check("@Injected(name:)", screen.admin.user.hasPrefix("admin"))
    check("@OptionalInjected: nil when unregistered", screen.missing == nil)
    check("@OptionalInjected(name:)", screen.welcome?.text == "Welcome")
    check("@Resolve(variant:) through a storer", screen.theme.accent == AppContainers.themes.theme.accent)
    screen.theme = Theme(accent: "orange")
    check("assigning to @Resolve calls the storer", AppContainers.themes.theme.accent == "orange")
    check("@Resolve(name:) of a { @MainActor in ... } transient", screen.promo.text == "Promo")
    check("@OptionalResolve", screen.clock != nil)
    let assigned = Clock(label: "assigned")
    screen.clock = assigned
    check("assigning to @OptionalResolve stores the instance", app.resolve(Clock.self) === assigned)
    check("$x.isResolved before the first read", !screen.$editor.isResolved && screen.$newEditor.isEmpty)
    screen.prepare()
    check("@LazyResolve with $x.args of a { @MainActor (r, args) in ... }", screen.editor.editing)
    check("@LazyResolve with $x.variant", screen.dateFormat.pattern == "MMMM d, yyyy")
    check("@LazyResolve with $x.name and $x.args", screen.newEditor.editing && screen.newEditor !== screen.editor)
    screen.$editor.release()
    screen.$editor.args = false
    check("$x.release() resolves again", screen.editor.editing == false)
    screen.editor = PetEditorViewModel(editing: true, repository: InMemoryPetRepository())
    check("assigning to @LazyResolve", screen.editor.repository is InMemoryPetRepository)
    let count = screen.repository.allPets().count
    check("@LazyInjected", count >= 2)
    let settings = screen.settings
    check("@WeakLazyResolve of a { @MainActor in ... } persistent", settings != nil && screen.$settings.isResolved)
    check("@WeakLazyInjected", screen.flow === app.resolve(AdoptionFlow.self))

    let clinic = ClinicScreen(container: app)
    check(
        "wrappers bound in init, $x.container and $x.name",
        clinic.clock != nil && clinic.banner.text == "Welcome" && clinic.flow != nil)

    let inboxScreen = InboxScreen()
    let before = inboxScreen.inbox.unread
    let preview = app.child(name: "preview inbox")
    preview.replace { @MainActor in PreviewInboxViewModel() as InboxModel }
    inboxScreen.usePreview(preview)
    let after = inboxScreen.inbox.unread
    check("$injected = Injected(container:)", before == 3 && after == 99)

    DependencyResolver.withRoot(app) {
        let bare = BareScreen()
        check(
            "bare wrappers in withRoot",
            bare.session.user == "production user" && bare.profile.greeting == "Hello, production user")
        check(
            "bare @Resolve/@OptionalResolve/@LazyResolve/@WeakLazyResolve",
            bare.clock === assigned && bare.missing == nil && bare.list.rows.count == 2 && bare.settings != nil)
    }
}
