/// A value carried to another actor and back by code that knows no one else uses it meanwhile: an
/// `await` resolve hands its resolve to the main actor and waits, and gets the instance back.
struct UncheckedTransfer<Value>: @unchecked Sendable {
    let value: Value
}
