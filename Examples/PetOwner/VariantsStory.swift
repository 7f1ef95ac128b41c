import HierResolver

/// A formatter stand-in, so the example runs the same on every platform.
final class DateFormat {
    let pattern: String
    init(_ pattern: String) { self.pattern = pattern }
}

/// Resolve's date formatters: two variants of one type, side by side.
enum VariantsStory {
    static func run() {
        scene("Variants: several registrations of one type")
        let context = observed(DependencyResolver(name: "context"))
        context.register(variant: "long_date") { DateFormat("MMM yyyy") }
        context.register(variant: "short_date") { DateFormat("dd/MM/yyyy") }
        let long: DateFormat = context.resolve(variant: "long_date")
        let short: DateFormat = context.resolve(name: "short_date")  // name: and variant: are one key space
        print("long_date  -> \(long.pattern)")
        print("short_date -> \(short.pattern)")
    }
}
