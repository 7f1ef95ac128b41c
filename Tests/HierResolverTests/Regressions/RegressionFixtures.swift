// Types the regression suites share.

/// A class that records which instance it is.
final class Counted {
    let number: Int
    init(_ number: Int) { self.number = number }
}
