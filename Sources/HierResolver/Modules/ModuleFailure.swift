/// The messages of module installation failures; built only after something failed.
enum ModuleFailure {
    /// Registering a `DependencyRegister` type runs its factory to install it, and the factory failed.
    static func factoryFailed(_ module: Any.Type, in container: DependencyResolver, error: any Error) -> DependencyError
    {
        let reason = (error as? DependencyError)?.message ?? "\(error)"
        let message =
            "Registering \(keyName(module, variant: nil)) in \(container.displayName) installs it as a module, "
            + "which needs an instance of it, but making one failed: \(reason)\n"
            + "Fix: make the module's factory succeed with what is registered before it, or install a ready-made "
            + "module with register(module:)."
        return DependencyError(.factoryFailed, message, underlyingError: error)
    }
}
