import Dispatch
import HierResolver

/// A configuration loaded from a file that is not there: its factory throws.
struct Configuration {
    enum LoadError: Error {
        case fileMissing(String)
    }

    init(path: String) throws {
        throw LoadError.fileMissing(path)
    }
}

struct APIClient {
    init(configuration: Configuration) {}
}

/// A groomer and a brush that need each other: a dependency cycle.
final class Groomer {
    init(brush: Brush) {}
}

final class Brush {
    init(groomer: Groomer) {}
}

/// Served as `XYZFetching` by `.implements`, but it forgot to conform.
final class PhotoDownloader {}

/// The clinic's clock, which its log needs.
final class ClinicClock: Sendable {}

/// The clinic's log, written by a trace hook from any thread.
final class ClinicLog: Sendable {
    private let recorded = LockedLines()

    init(clock: ClinicClock) {}

    func write(_ line: String) { recorded.append(line) }
    var lines: [String] { recorded.all }
}

/// Lines kept under a lock.
final class LockedLines: @unchecked Sendable {
    private let queue = DispatchQueue(label: "clinic-log")
    private var lines: [String] = []

    func append(_ line: String) { queue.sync { lines.append(line) } }
    var all: [String] { queue.sync { lines } }
}

/// A kennel whose persistent database is built, while its repository fails for lack of credentials.
final class KennelStore {
    init() { print("  KennelStore built") }
}

struct KennelCredentials {
    let user: String
}

final class KennelLedger {
    init(store: KennelStore, credentials: KennelCredentials) { print("  KennelLedger built") }
}

/// What mistakes look like: each error says what was asked, what exists, and how to fix it.
enum ErrorsStory {
    static func run() {
        scene("Errors that say how to fix them")
        let app = observed(DependencyResolver(name: "app"))
        app.register(variant: "long_date") { DateFormat("MMM yyyy") }
        let feature = app.child(name: "checkout")
        print("try feature.tryResolve(variant: \"long-date\") as DateFormat:")
        do {
            let format: DateFormat = try feature.tryResolve(variant: "long-date")
            print(format.pattern)
        } catch let error as DependencyError {
            print("kind \(error.kind), message:")
            print(error.message)
        } catch {
            print(error)
        }

        app.register { Cat(name: "Mimi") as Animal }
        print("\ntry tryResolve() into an Animal? (use optional() instead):")
        printFailure {
            let pet: Animal? = try app.tryResolve()
            print(pet?.name ?? "nil")
        }

        app.register { r in Groomer(brush: try r.tryResolve()) }
        app.register { r in Brush(groomer: try r.tryResolve()) }
        print("\nGroomer needs a Brush, which needs a Groomer:")
        printFailure { _ = try app.tryResolve(Groomer.self) }

        app.register { try Configuration(path: "settings.json") }
        app.register { r in APIClient(configuration: try r.tryResolve()) }
        print("\nAPIClient's factory resolves a Configuration whose factory throws:")
        do {
            _ = try app.tryResolve(APIClient.self)
        } catch let error as DependencyError {
            print(error)
            print("kind \(error.kind), underlyingError \(error.underlyingError.map { "\($0)" } ?? "-")")
            print("resolutionChain \(error.resolutionChain)")
        } catch {
            print(error)
        }

        app.register { PhotoDownloader() }.implements(XYZFetching.self)
        print("\nregister { PhotoDownloader() }.implements(XYZFetching.self), PhotoDownloader not conforming:")
        printFailure { _ = try app.tryResolve(XYZFetching.self) }

        nothingHalfBuilt()
        traceHook()
        hookThatResolves()
    }

    /// A failed resolve caches nothing that depends on the failure; what was complete stays.
    private static func nothingHalfBuilt() {
        let kennel = observed(DependencyResolver(name: "kennel"))
        kennel.persistent { KennelStore() }
        kennel.persistent { r in KennelLedger(store: try r.tryResolve(), credentials: try r.tryResolve()) }
        print("\npersistent KennelLedger, without KennelCredentials:")
        printFailure { _ = try kennel.tryResolve(KennelLedger.self) }
        kennel.register { KennelCredentials(user: "ann") }
        print("after registering KennelCredentials, the store is cached and the ledger is built:")
        _ = kennel.resolve(KennelLedger.self)
    }

    /// The trace hook hears every registration decision and every failure.
    private static func traceHook() {
        let traced = DependencyResolver(name: "traced")  // its own trace hook
        traced.trace = { event in print("  \(event.kind) \(event.key) in \(event.container)") }
        print("\ntraced.trace = { event in ... }: register twice, replace, removeResolver, tryResolve")
        traced.register { Cat(name: "Mimi") as Animal }
        traced.register { Cat(name: "Tom") as Animal }
        traced.replace { Dog(name: "Rex") as Animal }
        traced.removeResolver(for: Animal.self)
        _ = try? traced.tryResolve(Animal.self)
    }

    /// A trace hook may resolve: this one writes every event into the clinic's own log. What the hook
    /// itself resolves is not traced, and while the log is still being built the hook cannot have it.
    private static func hookThatResolves() {
        let clinic = DependencyResolver(name: "clinic")
        clinic.persistent { ClinicClock() }
        clinic.persistent { r in ClinicLog(clock: try r.tryResolve()) }
        let skipped = LockedLines()
        clinic.trace = { event in
            do {
                try clinic.tryResolve(ClinicLog.self).write("\(event.kind) \(event.key)")
            } catch let error as DependencyError {
                skipped.append("\(event.kind) \(event.key): \(error.kind), the log was still being built")
            } catch {}
        }
        print("\nclinic.trace writes each event into the ClinicLog it resolves; resolve the log, then the clock:")
        let log: ClinicLog = clinic.resolve()
        _ = clinic.resolve(ClinicClock.self)
        for line in skipped.all { print("  skipped: \(line)") }
        for line in log.lines { print("  logged: \(line)") }
    }

    /// Runs `body` and prints the error it throws, if any.
    private static func printFailure(_ body: () throws -> Void) {
        do {
            try body()
        } catch {
            print(error)
        }
    }
}
