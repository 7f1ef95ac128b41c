// The fixtures the doc-comment examples of Sources/ take for granted: the types they register and
// resolve (`Animal`, `Cat`, `Session`, the `XYZ` services of Resolver's documentation, ...) and the
// values they use without making them (`app`, `test`, `error`, `event`, `screen`, ...).
// .ci/check-doc-examples compiles it next to the examples; nothing here runs, so a value that an
// example only reads is a computed property that never returns.
//
// An example that declares a type of the same name (a local `struct Cat`) uses its own.

import Foundation
import HierResolver
import HierResolverSwinject

// MARK: - Pets

protocol Animal { var name: String? { get } }

final class Cat: Animal {
    let name: String?
    init(name: String?) { self.name = name }
}

protocol Person: AnyObject { func play() }

final class PetOwner: Person {
    @Resolve var pet: Animal
    init() {}
    func play() { print("I'm playing with \(pet.name ?? "someone").") }
}

final class Veterinarian: Person {
    init() {}
    func play() {}
}

final class Owner {
    let pet: Animal
    var vet = Veterinarian()
    init(pet: Animal) { self.pet = pet }
}

struct Pet {
    let name: String
}

final class PetRepository {
    var count: Int { 0 }
    func save(_ pet: Pet) throws {}
}

class Database {
    init() {}
    func close() async throws {}

    static func open() async throws -> Database { Database() }
}

final class FakeDatabase: Database {}
final class InMemoryDatabase: Database {}

final class PetRecords {
    init(database: Database) {}
}

final class Visit {
    init(pet: String, records: PetRecords) {}
}

final class History {
    static func load(for pet: String) async throws -> History { History() }
}

// Main-actor types, as an app's view models are.
@MainActor protocol PetListModel: AnyObject {}
@MainActor final class PetListViewModel: PetListModel {
    var title = "Pets"
}
@MainActor final class PreviewPetListViewModel: PetListModel {}
@MainActor protocol ProfileModel: AnyObject {}
@MainActor final class ProfileViewModel: ProfileModel {
    init(session: Session) {}
}
@MainActor final class PreviewProfileViewModel: ProfileModel {
    init(session: Session) {}
}
@MainActor final class EditorViewModel {
    let title: String
    init(title: String) { self.title = title }
}
@MainActor final class PetViewModel {
    let name: String
    init(name: String) { self.name = name }
}

final class UserService {
    init(database: Database) {}
}

// MARK: - Sessions, services and screens

final class Session {
    init() {}
}

class Service {
    init(session: Session) {}
}

final class MockService: Service {}

final class Request {
    init() {}
    init(session: Session) {}
}

final class Document {
    init() {}
}

final class Editor {
    init(document: Document) {}
}

final class Cache {
    init() {}
}

final class Cart {
    init() {}
}

final class PaymentsConnection {
    init() {}
    func close() {}
}

struct Server {
    init(url: String, port: Int) {}
}

struct Greeter {
    init(name: String) {}
}

protocol Analytics: AnyObject { func track(_ event: String) }

final class RecordingAnalytics: Analytics {
    private(set) var events: [String] = []
    init() {}
    func track(_ event: String) { events.append(event) }
}

final class LoggingAnalytics: Analytics {
    let wrapped: Analytics
    init(wrapping wrapped: Analytics) { self.wrapped = wrapped }
    init(wrapping wrapped: Analytics, clock: Clock) { self.wrapped = wrapped }
    func track(_ event: String) { wrapped.track(event) }
}

final class Clinic {
    let analytics: Analytics
    init(analytics: Analytics) { self.analytics = analytics }
    func open() { analytics.track("opened") }
}

final class Screen {
    @OptionalResolve var analytics: Analytics?
    init() {}
    init(model: XYZViewModel) {}
}

final class Coordinator {
    func finish() {}
}

final class FeatureOwner {}

protocol Clock { var now: Date { get } }

struct FixedClock: Clock {
    static let opening = Date(timeIntervalSince1970: 0)
    var now: Date { Self.opening }
}

struct RealClock: Clock {
    var now: Date { Date() }
}

protocol NetworkLayer {}

struct URLSessionNetworkLayer: NetworkLayer {
    init(baseURL: String) {}
    init(baseURL: String, session: Session) {}
}

protocol ABCServicing {}
final class ABCService: ABCServicing {}

func makeFormatter(_ format: String) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.dateFormat = format
    return formatter
}

// MARK: - Resolver's XYZ examples

protocol XYZFetching {}
protocol XYZUpdating {}
protocol XYZViewModelProtocol {}

final class XYZSessionService {
    init() {}
}

final class XYZService {
    init(_ session: XYZSessionService) {}
    init(someOptionalValue: String?) {}
}

final class XYZNameService {
    var name = "name"
}

final class XYZCombinedService: XYZFetching, XYZUpdating {
    init() {}
}

final class XYZUpdateEdit: XYZUpdating {
    init() {}
    init(session: Session) {}
}

final class MockUpdater: XYZUpdating {
    init() {}
    init(_ session: Session) {}
}

final class XYZViewModel: XYZViewModelProtocol {
    var editMode: Bool
    init(editMode: Bool = false, name: String? = nil) { self.editMode = editMode }
    init(fetcher: XYZFetching, updater: XYZUpdating, service: XYZService) { editMode = false }
}

final class DummyViewModel {
    func load(id: Int, editing: Bool) {}
}

// MARK: - Modules

struct PetsModule: DependencyRegister {
    func registerDependencies(container: DependencyResolver) {}
}

struct NetworkModule: DependencyRegister {
    func registerDependencies(container: DependencyResolver) {}
}

struct CheckoutModule: DependencyRegister {
    func registerDependencies(container: DependencyResolver) {}
}

// MARK: - Swinject's spellings (HierResolverSwinject)

struct NetworkAssembly: Assembly {
    func assemble(container: Container) {}
}

struct PetsAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Animal.self) { _ in Cat(name: "Mimi") }
    }
}

struct FeatureAssembly: Assembly {
    func assemble(container: Container) {}
}

final class Station {
    var sensor: Sensor?
}

final class Sensor {}

// MARK: - Values the examples use without making them

let app = DependencyResolver(name: "app")
let test = app.child(name: "test")
let mock = app.child(name: "mock")
let checkout = app.child(name: "checkout")
let feature = app.child(name: "feature")
let preview = app.child(name: "preview")
let someContext = DependencyResolver(name: "context")
let container = Container()
let assembler = Assembler()
nonisolated(unsafe) var editMode = true
nonisolated(unsafe) var supplied = VerificationArguments()
nonisolated(unsafe) var dateFormatter = makeFormatter("MMM yyyy")
nonisolated(unsafe) var otherFormatter = makeFormatter("yyyy")
var error: DependencyError { fatalError("a fixture: never read") }
var event: TraceEvent { fatalError("a fixture: never read") }
var report: VerificationReport { fatalError("a fixture: never read") }
var graph: DependencyGraph { fatalError("a fixture: never read") }
var node: DependencyGraph.Node { fatalError("a fixture: never read") }
var petOwner: PetOwner { fatalError("a fixture: never read") }
var screen: Screen { fatalError("a fixture: never read") }

/// An owner of both kinds of controller property the examples read.
final class ExampleController {
    @Injected var viewModel: DummyViewModel
    @LazyResolve var service: XYZNameService
}
var controller: ExampleController { fatalError("a fixture: never read") }

final class ExampleDelegate {
    @WeakLazyResolve var coordinator: Coordinator?
}
var delegate: ExampleDelegate { fatalError("a fixture: never read") }

// MARK: - The class each example's code runs in

/// Each example becomes a method of a subclass, so that it can use the projected values
/// (`$service`, `$coordinator`, ...) of these properties and the `resolver` of `Resolving`.
class DocExampleFixture: Resolving {
    @LazyResolve var service: XYZNameService
    @LazyResolve var viewModel: XYZViewModel
    @LazyResolve var formatter: DateFormatter
    @LazyResolve var updater: XYZUpdating
    @LazyResolve var cart: Cart
    @WeakLazyResolve var coordinator: Coordinator?
    @OptionalInjected var analytics: Analytics?
    required init() {}
}

/// A type with initializers of every arity up to six, for the `autoregister` examples.
final class Report {
    init() {}
    init(database: Database) {}
    init(database: Database, session: Session) {}
    init(database: Database, session: Session, clock: Clock) {}
    init(database: Database, session: Session, clock: Clock, cache: Cache) {}
    init(database: Database, session: Session, clock: Clock, cache: Cache, document: Document) {}
    init(database: Database, session: Session, clock: Clock, cache: Cache, document: Document, analytics: Analytics) {}
}

// MARK: - Contributions

protocol Interceptor: AnyObject {}
final class LoggingInterceptor: Interceptor {}
final class AuthInterceptor: Interceptor {}
final class MetricsInterceptor: Interceptor {
    init(session: Session) {}
}
final class HTTPClient {
    init(interceptors: [Interceptor]) {}
}
