import HierResolver

// The clinic under test: its appointment diary is one for the whole app (persistent), built on the
// clinic's booking store and clock. The tests below swap the store for an in-memory fake.

/// Where the clinic keeps its bookings.
private protocol BookingStore: AnyObject {
    var label: String { get }
}

/// The real store: the clinic's database server.
private final class ClinicServer: BookingStore {
    let label = "the clinic's server"
}

/// A test's fake store, named after the test that made it.
private final class InMemoryStore: BookingStore {
    let label: String
    init(label: String) { self.label = label }
}

/// The clinic's appointment diary: registered persistent in the app container.
private final class AppointmentDiary {
    let store: BookingStore
    let clock: Clock
    init(store: BookingStore, clock: Clock) {
        self.store = store
        self.clock = clock
    }

    var summary: String { "on \(store.label), at \(clock.now)" }
}

/// Screen code without a container at hand: `Resolving` gives it `resolver`, which is `DependencyResolver.root`.
private final class FrontDesk: Resolving {
    lazy var diary: AppointmentDiary = resolver.resolve()
}

/// A bare `@Resolve` reads through `DependencyResolver.root` at each read.
private final class WaitingRoom {
    @Resolve var diary: AppointmentDiary
}

/// Tests: a mock child used as root misses the app's singletons; a copy of the app with fakes, in a root
/// scope, does not; verify() warns of the first.
enum TestingStory {
    static func run() {
        scene("Testing: a copy of the app with fakes, in a root scope")
        let app = observed(DependencyResolver(name: "clinic"))
        app.register(lifetime: .persistent) { ClinicServer() as BookingStore }
        app.register { SystemClock() as Clock }
        app.persistent { r in AppointmentDiary(store: r.resolve(), clock: r.resolve()) }
        print("clinic registers BookingStore (persistent), Clock and AppointmentDiary (persistent)")

        print("\nthe trap: a mock child registers a fake store, and the test runs with withRoot(mock):")
        let mock = app.child(name: "mock")
        mock.register { InMemoryStore(label: "the mock's fake") as BookingStore }
        let trapped = DependencyResolver.withRoot(mock) {
            let diary: AppointmentDiary = DependencyResolver.resolve()
            print("  DependencyResolver.resolve() as AppointmentDiary: \(diary.summary)")
            return diary
        }
        let real: AppointmentDiary = app.resolve()
        print("  clinic.resolve() is that diary: \(trapped === real)  (persistent: built in clinic, on its store)")
        let report = mock.verify()
        for warning in report.warnings {
            print("mock.verify().warnings: \(warning.entry.key) misses \(warning.overridingContainer)'s \(warning.key)")
        }
        print("print(mock.verify()):")
        print(report)

        print("\nthe fix: app.copy(name: \"clinic test\") { fakes in ... }, then withRoot(test):")
        let test = observed(
            app.copy(name: "clinic test") { fakes in
                fakes.register { InMemoryStore(label: "the test's fake") as BookingStore }
            })
        DependencyResolver.withRoot(test) {
            print("  DependencyResolver.root is the copy: \(DependencyResolver.root === test)")
            print("  DependencyResolver.resolve(): \(DependencyResolver.resolve(AppointmentDiary.self).summary)")
            print("  a Resolving front desk: \(FrontDesk().diary.store.label)")
            print("  a bare @Resolve: \(WaitingRoom().diary.store.label)")
        }
        let fake: BookingStore = test.resolve()
        let same = fake === test.resolve(BookingStore.self)
        print("the fake names no lifetime, so it takes the replaced store's, persistent: one store, \(same)")
        print("test.verify(): \(test.verify().warnings.count) warnings  (every consumer sees the fake)")
        print("after the scope, root is the process-wide one again: \(DependencyResolver.root !== test)")
        print("clinic's diary is untouched: \(app.resolve(AppointmentDiary.self) === real), \(real.summary)")

        print("\ntwo tests, one after the other, each with its own copy and its own fakes:")
        var diaries: [AppointmentDiary] = []
        for (name, clock) in [("test A", SystemClock() as Clock), ("test B", FixedClock() as Clock)] {
            let copy = observed(
                app.copy(name: name) { fakes in
                    fakes.register { InMemoryStore(label: "\(name)'s fake") as BookingStore }
                    fakes.register { clock }
                })
            DependencyResolver.withRoot(copy) {
                let diary: AppointmentDiary = DependencyResolver.resolve()
                print("  \(name): \(diary.summary)")
                diaries.append(diary)
            }
        }
        print("each copy built its own diary: \(diaries[0] !== diaries[1]), and neither is clinic's: ", terminator: "")
        print(diaries.allSatisfy { $0 !== real })
    }
}
