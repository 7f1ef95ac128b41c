/// An instance a container let go of: released, after its teardown block (if any) ran, once the
/// lock is let go.
struct DroppedInstance {
    let object: AnyObject
    let teardown: ((AnyObject) -> Void)?
    let order: UInt64

    /// Runs the teardown blocks of `dropped`, newest instance first; the caller holds no lock.
    static func tearDown(_ dropped: [DroppedInstance]) {
        for instance in dropped.sorted(by: { $0.order > $1.order }) {
            instance.teardown?(instance.object)
        }
    }
}
