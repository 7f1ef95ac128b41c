// The seeds are written for iOS: their controllers subclass UIKit's `UIViewController`. These stand-ins
// carry only what the snippets call, so the snippets compile unchanged where UIKit does not exist.

/// A stand-in for UIKit's view controller: made with `init()`, told when its view loaded.
class UIViewController {
    init() {}

    func viewDidLoad() {}
}
