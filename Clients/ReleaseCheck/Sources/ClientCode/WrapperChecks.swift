// The property wrappers: `@Resolve`, `@OptionalResolve`, `@LazyResolve`, `@WeakLazyResolve`, and Resolver's
// `@Injected`, `@OptionalInjected`, `@LazyInjected` and `@WeakLazyInjected`.

import HierResolver

private final class Theme {
    let name: String

    init(_ name: String) {
        self.name = name
    }
}

private final class Clock {
    let seconds: Int

    init(seconds: Int) {
        self.seconds = seconds
    }
}

private final class Radio {}

private final class Unregistered {}

/// Wrappers that resolve through `DependencyResolver.root` (here `main`).
private final class Screen {
    @Resolve var theme: Theme
    @Resolve(name: "dark") var dark: Theme
    @Resolve(variant: "light") var light: Theme
    @OptionalResolve var missing: Unregistered?
    @OptionalResolve(variant: "dark") var optionalDark: Theme?
    @LazyResolve var clock: Clock
    @LazyResolve(name: "timer") var timer: Clock
    @WeakLazyResolve var radio: Radio?
    @WeakLazyResolve(name: "car") var carRadio: Radio?
    @Injected var injected: Theme
    @OptionalInjected var injectedMissing: Unregistered?
    @LazyInjected var lazyInjected: Clock
    @WeakLazyInjected var weakInjected: Radio?
}

/// Wrappers bound to one container.
private final class FeatureScreen {
    @Resolve var theme: Theme
    @Resolve var named: Theme
    @OptionalResolve var optionalTheme: Theme?
    @LazyResolve var clock: Clock
    @WeakLazyResolve var radio: Radio?
    @Injected var injected: Theme
    @OptionalInjected var optionalInjected: Theme?

    init(container: DependencyResolver) {
        _theme = Resolve(container: container)
        _named = Resolve(container: container, name: "dark")
        _optionalTheme = OptionalResolve(container: container, variant: "dark")
        _clock = LazyResolve(container: container)
        _radio = WeakLazyResolve(container: container)
        _injected = Injected(container: container)
        _optionalInjected = OptionalInjected(name: "dark", container: container)
    }
}

private func registerInMain() {
    let main = DependencyResolver.main
    main.register(lifetime: .persistent) { Theme("main") }
    main.register(name: "dark", lifetime: .persistent) { Theme("dark") }
    main.register(variant: "light") { Theme("light") }
    main.register { Clock(seconds: 1) }
    main.register(name: "timer") { (_: DependencyResolver, args: Args) in Clock(seconds: args.optional() ?? 0) }
    main.register(lifetime: .persistent) { Radio() }
    main.register(name: "car", lifetime: .persistent) { Radio() }
}

private func rootWrapperChecks(_ log: CheckLog) {
    registerInMain()
    let main = DependencyResolver.main
    let screen = Screen()
    log.check(
        "@Resolve with init(variant:), init(name:) and a variant",
        screen.theme === main.resolve(Theme.self) && screen.dark.name == "dark" && screen.light.name == "light")
    let replacement = Theme("assigned")
    screen.theme = replacement
    log.check("assigning to @Resolve stores into the container", main.resolve(Theme.self) === replacement)
    log.check(
        "@OptionalResolve: nil for a missing key, the instance for a variant",
        screen.missing == nil && screen.optionalDark === main.resolve(Theme.self, name: "dark"))
    let darker = Theme("darker")
    screen.optionalDark = darker
    log.check(
        "assigning to @OptionalResolve stores into the container", main.resolve(Theme.self, name: "dark") === darker)
    let unresolved =
        !screen.$clock.isResolved && screen.$clock.isEmpty && screen.$clock.variant == nil
        && screen.$timer.name == "timer"
    let clock = screen.clock
    log.check(
        "@LazyResolve resolves on first read and keeps the instance",
        unresolved && screen.$clock.isResolved && screen.clock === clock && clock.seconds == 1)
    screen.$clock.release()
    log.check("$x.release() lets @LazyResolve resolve again", !screen.$clock.isResolved && screen.clock !== clock)
    screen.$timer.args = 30
    log.check(
        "$x.args passes arguments to @LazyResolve", screen.timer.seconds == 30 && screen.$timer.args as? Int == 30)
    let feature = DependencyResolver(name: "lazy feature")
    feature.register { Clock(seconds: 2) }
    screen.$clock.release()
    screen.$clock.container = feature
    log.check(
        "$x.container points @LazyResolve at a container",
        screen.clock.seconds == 2 && screen.$clock.container === feature)
    log.check(
        "@WeakLazyResolve with init(variant:) and init(name:)",
        screen.radio === main.resolve(Radio.self) && screen.carRadio === main.resolve(Radio.self, name: "car")
            && screen.radio !== screen.carRadio && screen.$radio.isResolved)
    screen.$radio.release()
    log.check(
        "$x.release() and $x.isEmpty on @WeakLazyResolve",
        !screen.$radio.isResolved && screen.$radio.isEmpty && screen.radio != nil && !screen.$radio.isEmpty)
    screen.carRadio = nil
    log.check("assigning nil to @WeakLazyResolve", screen.carRadio == nil)
    log.check(
        "@Injected, @OptionalInjected, @LazyInjected, @WeakLazyInjected",
        screen.injected.name == "main" && screen.injectedMissing == nil && screen.lazyInjected.seconds == 1
            && screen.weakInjected === main.resolve(Radio.self) && screen.$injected.wrappedValue === screen.injected
            && screen.$injectedMissing.wrappedValue == nil)
}

private func containerWrapperChecks(_ log: CheckLog) {
    let c = DependencyResolver(name: "wrappers")
    c.register(lifetime: .persistent) { Theme("feature") }
    c.register(name: "dark", lifetime: .persistent) { Theme("feature dark") }
    c.register { Clock(seconds: 3) }
    let radio = Radio()
    c.register { radio }
    let screen = FeatureScreen(container: c)
    log.check(
        "@Resolve(container:) and @Resolve(container:name:)",
        screen.theme.name == "feature" && screen.named.name == "feature dark")
    log.check("@OptionalResolve(container:variant:)", screen.optionalTheme?.name == "feature dark")
    log.check(
        "@LazyResolve(container:) and @WeakLazyResolve(container:)",
        screen.clock.seconds == 3 && screen.radio === radio)
    log.check(
        "@Injected(container:) and @OptionalInjected(name:container:)",
        screen.injected.name == "feature" && screen.optionalInjected?.name == "feature dark")
    screen.injected = Theme("local")
    log.check("assigning to @Injected keeps the value in the property", screen.injected.name == "local")
    screen.theme = Theme("stored")
    log.check("assigning to @Resolve(container:) stores into that container", c.resolve(Theme.self).name == "stored")
}

func wrapperChecks(_ log: CheckLog) {
    rootWrapperChecks(log)
    containerWrapperChecks(log)
}
