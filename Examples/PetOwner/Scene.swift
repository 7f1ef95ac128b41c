/// Prints a scene's title.
func scene(_ title: String) {
    print("\n## \(title)\n")
}
