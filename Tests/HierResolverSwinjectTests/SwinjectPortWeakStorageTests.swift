import HierResolverSwinject
import Testing

@Suite("Swinject port: WeakStorage")
struct SwinjectPortWeakStorageTests {
    private final class Thing {}
    private struct Value {}

    // Swinject: WeakStorageTests.testWeakStorageShouldProvideStoredInstanceWithStrongReference
    @Test("WeakStorage gives back an object someone else holds")
    func keepsHeldObject() {
        let thing = Thing()
        let storage = WeakStorage()

        storage.instance = thing

        #expect(storage.instance as? Thing === thing)
    }

    // Swinject: WeakStorageTests.testWeakStorageShouldNotPersistInstanceWithoutStrongReference
    @Test("WeakStorage does not keep an object nobody holds")
    func dropsUnheldObject() {
        let storage = WeakStorage()

        storage.instance = Thing()

        #expect(storage.instance == nil)
    }

    // Swinject: WeakStorageTests.testWeakStorageShouldNotPersistInstanceWithWeakReference
    @Test("WeakStorage lets go once the last strong reference is gone")
    func dropsReleasedObject() {
        var thing: Thing? = Thing()
        weak let watcher = thing
        let storage = WeakStorage()
        storage.instance = thing

        thing = nil

        #expect(storage.instance == nil)
        #expect(watcher == nil)
    }

    // Swinject: WeakStorageTests.testWeakStorageShouldNotPersistInstance
    @Test("WeakStorage does not keep value types")
    func dropsValues() {
        let storage = WeakStorage()

        storage.instance = Value()

        #expect(storage.instance == nil)
    }
}
