/// The typed contents of a `routegen.yaml` configuration file: the settings a target's build
/// gives every run, which command-line flags override.
struct ConfigurationFile: Hashable, Sendable {
    /// `mode:`, if given.
    var mode: GenerationMode?
    /// `interfaceModule:`, if given, with where it was written.
    var interfaceModule: SpecText?
}
