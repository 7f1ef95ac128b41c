import HierResolver

// What a `Container` says: its `description` (its registrations, one line each, as Swinject lists
// them) and its reports of failed resolves to `Container.loggingFunction`. The registrations are the
// core's (`registrationSummaries()`); this file only words them.

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A function a `Container` reports failed resolves to.
///
/// ```swift
/// let log: LoggingFunctionType = { message in print(message) }
/// Container.loggingFunction = log
/// ```
public typealias LoggingFunctionType = @Sendable (String) -> Void

extension Container: CustomStringConvertible {
    private static let logging = Locked<LoggingFunctionType?>({ message in
        // As Swinject does: a report is printed when the environment asks for it.
        if let enabled = getenv("SWINJECT_LOGGING_ENABLED"), String(cString: enabled) == "1" { print(message) }
    })

    /// Where every container reports a resolve that returns `nil`: what was asked, and the
    /// registrations of that type up the chain; `nil` for silence. Unless set, it prints the report
    /// when the environment variable `SWINJECT_LOGGING_ENABLED` is `1`, as Swinject does.
    ///
    /// ```swift
    /// Container.loggingFunction = { message in print("DI: \(message)") }
    /// Container.loggingFunction = nil  // no reports
    /// ```
    public static var loggingFunction: LoggingFunctionType? {
        get { logging.withValue { $0 } }
        set { logging.withValue { $0 = newValue } }
    }

    /// Sends `message` to the logging function, if any.
    func report(_ message: @autoclosure () -> String) {
        guard let log = Self.loggingFunction else { return }
        log(message())
    }

    /// Reports a resolve nothing is registered for: what was asked, and every registration of the
    /// type in this container and its parents.
    func reportMiss(of serviceType: Any.Type, _ request: some ResolveRequest) {
        guard let log = Self.loggingFunction else { return }
        let wanted = ObjectIdentifier(serviceType)
        var lines: [String] = []
        for core in sequence(first: dependencyResolver, next: \.parent) {
            for summary in core.registrationSummaries() where ObjectIdentifier(summary.type) == wanted {
                lines.append("\t{ \(Self.describe(summary)) }")
            }
        }
        log(
            "HierResolverSwinject: Resolution failed: nothing is registered in this container or its parents for\n"
                + "\t{ \(request.describe(serviceType)) }\nAvailable registrations:"
                + (lines.isEmpty ? " none" : "\n" + lines.sorted().joined(separator: "\n"))
                + "\nFix: register the service with that name and argument types, or resolve one listed.")
    }

    /// This container's own registrations, one per line, sorted: service, name, factory (the
    /// argument types), scope and `initCompleted` blocks, as Swinject's `description` lists them.
    ///
    /// ```swift
    /// let container = Container()
    /// container.register(Animal.self, name: "cat") { _ in Cat(name: "Mimi") }
    /// print(container.description)
    /// // [
    /// //     { Service: Animal, Name: "cat", Factory: Resolver -> Animal, ObjectScope: graph }
    /// // ]
    /// ```
    public var description: String {
        let lines = dependencyResolver.registrationSummaries().map { "    { \(Self.describe($0)) }" }.sorted()
        return "[\n" + lines.joined(separator: ",\n") + (lines.isEmpty ? "" : "\n") + "]"
    }

    /// One registration as `description` words it.
    private static func describe(_ summary: RegistrationSummary) -> String {
        var text = "Service: \(summary.type)"
        if let variant = summary.variant { text += ", Name: \"\(variant.rawValue)\"" }
        text += ", Factory: \(factoryText(summary)) -> \(summary.type)"
        text += ", ObjectScope: \(scopeText(summary))"
        if summary.propertyBlocks > 0 { text += ", InitCompleted: Specified \(summary.propertyBlocks) closures" }
        return text
    }

    /// `Resolver`, or `(Resolver, String, Int)` for a registration taking arguments.
    private static func factoryText(_ summary: RegistrationSummary) -> String {
        guard let arguments = summary.argumentTypes else { return "Resolver" }
        // A plug-in's registration (`_register`): what its factory receives, as it declared it.
        if let invocation = arguments as? any InvocationOfArguments.Type { return "\(invocation.argumentsType)" }
        let text = "\(arguments)"
        // A tuple's type prints as `(String, Int)`; a single argument's as `String`.
        if text.hasPrefix("(") { return "(Resolver, " + text.dropFirst() }
        return "(Resolver, \(text))"
    }

    /// The scope's name; for a registration given none, its lifetime's Swinject name.
    private static func scopeText(_ summary: RegistrationSummary) -> String {
        if let scope = summary.scope as? ObjectScope { return scope.description }
        switch summary.lifetime {
        case .persistent: return ObjectScope.container.description
        case .ephemeral: return ObjectScope.transient.description
        case .transient: return ObjectScope.weak.description
        default: return ObjectScope.graph.description
        }
    }
}
