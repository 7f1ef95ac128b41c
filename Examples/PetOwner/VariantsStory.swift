import HierResolver

/// A formatter stand-in, so the example runs the same on every platform.
final class DateFormat {
    let pattern: String
    init(_ pattern: String) { self.pattern = pattern }
}

/// A `String`-backed enum: each case is a variant, keyed by its raw value.
enum DateStyle: String {
    case iso
    case us
}

extension DependencyResolver.Name {
    /// A variant as a constant: a typo is a compile error, not a missing registration.
    static let monthYear = Self("month_year")
}

/// A statement printed with the long date format, which its factory resolves by variant.
final class Statement {
    let dateFormat: DateFormat
    init(dateFormat: DateFormat) { self.dateFormat = dateFormat }
}

/// Resolve's date formatters: several variants of one type, side by side, and no fallback between them.
enum VariantsStory {
    static func run() {
        scene("Variants: several registrations of one type")
        let context = observed(DependencyResolver(name: "context"))
        context.register(variant: "long_date") { DateFormat("MMM yyyy") }
        context.register(variant: "short_date") { DateFormat("dd/MM/yyyy") }
        let long: DateFormat = context.resolve(variant: "long_date")
        let short: DateFormat = context.resolve(name: "short_date")  // name: and variant: are one key space
        print("long_date  -> \(long.pattern)")
        print("short_date -> \(short.pattern)  (resolved with name:, registered with variant:)")

        let region = "eu"  // a variant computed at run time
        context.register(variant: Variant(region)) { DateFormat("d.M.yyyy") }
        context.register(variant: Variant(DateStyle.iso)) { DateFormat("yyyy-MM-dd") }
        context.register(name: .monthYear) { DateFormat("MM/yyyy") }
        let regional: DateFormat = context.resolve(variant: Variant(region))
        print("Variant(region) with region \"eu\" -> \(regional.pattern)")
        print("Variant(DateStyle.iso), found as \"iso\" -> \(context.resolve(DateFormat.self, variant: "iso").pattern)")
        print("name: .monthYear, a static constant -> \(context.resolve(DateFormat.self, name: .monthYear).pattern)")

        context.register { r in Statement(dateFormat: r.resolve(variant: "long_date")) }
        print("a factory resolves a variant through r: \(context.resolve(Statement.self).dateFormat.pattern)")

        context.register { DateFormat("yyyy") }  // no variant
        let plain: DateFormat = context.resolve()
        let medium: DateFormat? = context.optional(variant: "medium_date")
        print("no fallback: resolve() finds only the one without a variant (\(plain.pattern)),")
        print("  and optional(variant: \"medium_date\") is \(medium == nil ? "nil" : "found")")
    }
}
