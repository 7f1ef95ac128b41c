import Testing

@testable import HierResolver

/// The container's hash table against `Dictionary` as a reference: growth, replacement, removal
/// (which shifts later slots of a probe run back), and who holds the registrations.
@Suite("Registration table")
struct RegistrationTableTests {
    let owner = DependencyResolver(name: "table owner")

    func registration(_ variant: Int) -> AnyRegistration {
        Registration<Int>(
            key: RegistrationKey(Int.self, variant: Variant("v\(variant)")), owner: owner, factory: .plain { variant })
    }

    /// A small deterministic generator, so a failure names its step.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    @Test("random inserts, replacements and removals keep the same contents as a Dictionary")
    func matchesDictionary() {
        var table = RegistrationTable(owning: true)
        var reference: [RegistrationKey: AnyRegistration] = [:]
        var random = Generator(state: 42)
        for step in 0..<6_000 {
            let variant = random.next(400)
            let made = registration(variant)
            let key = made.key
            switch random.next(4) {
            case 0:
                let existing = table.insertIfAbsent(made)
                #expect(existing === reference[key], "step \(step): insertIfAbsent returned the wrong registration")
                if reference[key] == nil { reference[key] = made }
            case 1:
                let previous = table.replace(with: made)
                #expect(previous === reference[key], "step \(step): replace returned the wrong registration")
                reference[key] = made
            default:
                let removed = table.removeValue(forKey: key)
                #expect(removed === reference.removeValue(forKey: key), "step \(step): removed the wrong registration")
            }
            let count = table.count
            #expect(count == reference.count, "step \(step): count")
            if step % 97 == 0 {
                for (key, expected) in reference { #expect(table[key] === expected, "step \(step): lost \(key)") }
                let values = table.values
                #expect(Set(values.map(ObjectIdentifier.init)) == Set(reference.values.map(ObjectIdentifier.init)))
            }
        }
        for variant in 0..<400 {
            let key = registration(variant).key
            #expect(table[key] === reference[key])
        }
    }

    @Test("removing every key in turn leaves every other key reachable")
    func removalKeepsProbeRuns() {
        var table = RegistrationTable(owning: true)
        let made = (0..<300).map(registration)
        for registration in made { #expect(table.insertIfAbsent(registration) == nil) }
        for (index, removed) in made.enumerated() {
            #expect(table.removeValue(forKey: removed.key) === removed)
            #expect(table[removed.key] == nil)
            for later in made[(index + 1)...] { #expect(table[later.key] === later) }
        }
        let isEmpty = table.isEmpty
        #expect(isEmpty)
        let missing = table.removeValue(forKey: made[0].key)
        #expect(missing == nil)
    }

    @Test("an owning table keeps its registrations alive until it goes; a view's table never holds them")
    func ownership() {
        weak var kept: AnyRegistration?
        weak var viewed: AnyRegistration?
        var view = RegistrationTable(owning: false)
        do {
            var owning = RegistrationTable(owning: true)
            do {
                let one = registration(1)
                let two = registration(2)
                kept = one
                viewed = two
                _ = owning.insertIfAbsent(one)
                _ = view.insertIfAbsent(two)
            }
            #expect(kept != nil, "the owning table holds its registration")
            #expect(viewed == nil, "a view's table holds nothing")
            let count = owning.count  // the table lives until here
            #expect(count == 1)
        }
        #expect(kept == nil, "the owning table released its registration when it went")
        view.removeAllKeepingCapacity()
        let viewIsEmpty = view.isEmpty
        #expect(viewIsEmpty)
    }

    @Test("a replaced or removed registration is handed back, and released once the caller lets go")
    func handsBackWhatItTakesOut() {
        weak var first: AnyRegistration?
        weak var second: AnyRegistration?
        var table = RegistrationTable(owning: true)
        do {
            let one = registration(7)
            first = one
            _ = table.insertIfAbsent(one)
        }
        do {
            let two = registration(7)
            second = two
            let previous = table.replace(with: two)
            #expect(previous === first)
            #expect(first != nil, "the caller holds what was replaced")
        }
        #expect(first == nil, "released once the caller let go")
        do {
            let removed = table.removeValue(forKey: registration(7).key)
            #expect(removed === second)
        }
        #expect(second == nil)
        let isEmpty = table.isEmpty
        #expect(isEmpty)
    }

    @Test("removeAll(where:) takes out exactly the registrations picked")
    func removeAllWhere() {
        var table = RegistrationTable(owning: true)
        let made = (0..<50).map(registration)
        for registration in made { _ = table.insertIfAbsent(registration) }
        let odd = Set(made.enumerated().filter { $0.offset % 2 == 1 }.map { ObjectIdentifier($0.element) })
        let removed = table.removeAll { odd.contains(ObjectIdentifier($0)) }
        #expect(Set(removed.map(ObjectIdentifier.init)) == odd)
        let count = table.count
        #expect(count == 25)
        for (index, registration) in made.enumerated() {
            #expect((table[registration.key] != nil) == (index % 2 == 0))
        }
    }
}
