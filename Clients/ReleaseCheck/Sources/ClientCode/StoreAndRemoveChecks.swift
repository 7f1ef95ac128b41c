// Storing instances, storers, and removing registrations, in every throwing form.

import HierResolver

private final class Profile {
    let name: String

    init(_ name: String) {
        self.name = name
    }
}

private final class SettingsStorage {
    var theme = "light"
    var font = "serif"
}

private struct ProfileStore {
    let c: DependencyResolver

    func storeTry(_ profile: Profile, variant: Variant?) throws {
        try c.tryStore(object: profile, variant: variant)
    }

    func storeForceTry(_ profile: Profile, name: Variant) {
        try! c.tryStore(Profile.self, object: profile, name: name)
    }

    func storeOptionalTry(_ profile: Profile, name: Variant) -> Bool {
        (try? c.tryStore(object: profile, name: name)) != nil
    }

    func storeDoCatch(_ profile: Profile, variant: Variant?) -> DependencyError.Kind? {
        do {
            try c.tryStore(object: profile, variant: variant)
            return nil
        } catch let error as DependencyError {
            return error.kind
        } catch {
            return nil
        }
    }
}

private func storeChecks(_ log: CheckLog) {
    let c = DependencyResolver(name: "store")
    c.register(lifetime: .persistent) { Profile("initial") }
    c.register(name: "named", lifetime: .transient) { Profile("transient") }
    c.register(variant: "graph") { Profile("graph") }
    c.register(variant: "kept", lifetime: .persistent) { Profile("kept") }
    let stored = Profile("stored")
    c.store(object: stored)
    log.check("store(_:object:variant:) replaces the persistent instance", c.resolve(Profile.self) === stored)
    let named = Profile("named")
    c.store(Profile.self, object: named, name: "named")
    log.check("store(_:object:name:) into a transient held elsewhere", c.resolve(Profile.self, name: "named") === named)
    let store = ProfileStore(c: c)
    let viaTry = Profile("try")
    log.check(
        "tryStore(_:object:variant:) with try",
        errorKind { try store.storeTry(viaTry, variant: "kept") } == nil
            && c.resolve(Profile.self, variant: "kept") === viaTry
            && errorKind { try store.storeTry(viaTry, variant: "graph") } == .storeFailed)
    let forced = Profile("forced")
    store.storeForceTry(forced, name: "named")
    log.check("tryStore(_:object:name:) with try!", c.resolve(Profile.self, name: "named") === forced)
    log.check(
        "tryStore(_:object:name:) with try?",
        store.storeOptionalTry(Profile("optional"), name: "kept")
            && !store.storeOptionalTry(Profile("x"), name: "graph"))
    log.check(
        "tryStore in do/catch: a graph registration and a missing one are storeFailed",
        store.storeDoCatch(Profile("graph"), variant: "graph") == .storeFailed
            && store.storeDoCatch(Profile("missing"), variant: "missing") == .storeFailed
            && store.storeDoCatch(Profile("fine"), variant: nil) == nil)
    withExtendedLifetime(named) {}
}

private func storerChecks(_ log: CheckLog) {
    let c = DependencyResolver(name: "storer")
    let storage = SettingsStorage()
    c.register(resolver: { storage.theme }, storer: { storage.theme = $0 })
    c.register(name: "font", resolver: { storage.font }, storer: { storage.font = $0 })
    c.store(object: "dark")
    c.store(object: "mono", name: "font")
    log.check(
        "register(_:variant:lifetime:resolver:storer:): a store calls the storer, a resolve reads the storage",
        storage.theme == "dark" && c.resolve(String.self) == "dark")
    log.check(
        "register(_:name:lifetime:resolver:storer:)",
        storage.font == "mono" && c.resolve(String.self, name: "font") == "mono")
}

private func removeTry(_ c: DependencyResolver, name: Variant) throws {
    try c.tryRemoveResolver(for: Profile.self, name: name)
}

private func removeChecks(_ log: CheckLog) {
    let c = DependencyResolver(name: "remove")
    for variant: Variant in ["a", "b", "c", "d", "e", "f"] {
        c.register(variant: variant) { Profile(variant.rawValue) }
    }
    c.register { Profile("default") }
    c.removeResolver(for: Profile.self)
    c.removeResolver(for: Profile.self, name: "a")
    log.check(
        "removeResolver(for:variant:) and removeResolver(for:name:)",
        c.optional(Profile.self) == nil && c.optional(Profile.self, name: "a") == nil
            && c.optional(Profile.self, name: "b")?.name == "b")
    log.check(
        "tryRemoveResolver(for:name:) with try",
        errorKind { try removeTry(c, name: "b") } == nil && errorKind { try removeTry(c, name: "b") } == .removeFailed)
    let forced: () -> Void = { try! c.tryRemoveResolver(for: Profile.self, variant: "c") }
    forced()
    log.check("tryRemoveResolver(for:variant:) with try!", c.optional(Profile.self, variant: "c") == nil)
    let removedD = (try? c.tryRemoveResolver(for: Profile.self, variant: "d")) != nil
    let removedAgain = (try? c.tryRemoveResolver(for: Profile.self, variant: "d")) != nil
    log.check("tryRemoveResolver with try?", removedD && !removedAgain)
    var outcomes: [String] = []
    for name: Variant in ["e", "e"] {
        do {
            try c.tryRemoveResolver(for: Profile.self, name: name)
            outcomes.append("removed")
        } catch let error as DependencyError {
            outcomes.append("\(error.kind)")
        } catch {
            outcomes.append("other error")
        }
    }
    log.check(
        "tryRemoveResolver in do/catch: a second removal is removeFailed", outcomes == ["removed", "removeFailed"])
}

func storeAndRemoveChecks(_ log: CheckLog) {
    storeChecks(log)
    storerChecks(log)
    removeChecks(log)
}
