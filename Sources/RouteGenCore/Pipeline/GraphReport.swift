/// The outcome of `routegen graph`: its diagnostics, the drawing, and what writing it did.
public struct GraphReport: Sendable {
    /// The configuration the run used.
    public var configuration: GraphConfiguration
    /// Every diagnostic of the run.
    public var diagnostics: Diagnostics
    /// The drawing, ending with a line break; `nil` when errors stopped the run before it.
    public var text: String?
    /// With an output file, what writing the drawing did to it; `nil` otherwise, or when
    /// writing failed.
    public var change: FileChange?

    /// Whether the run succeeded: a drawing without errors, written when a file was named.
    public var succeeded: Bool {
        !diagnostics.hasErrors && text != nil && (configuration.outputFile == nil || change != nil)
    }
}
