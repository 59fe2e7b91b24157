/// What `routegen graph` draws, in which format, and where it goes.
public struct GraphConfiguration: Hashable, Sendable {
    /// Spec files, app specs and folders of specs.
    public var inputs: [String]
    /// The text format of the drawing.
    public var format: GraphFormat
    /// The file the drawing is written to; `nil` for standard output.
    public var outputFile: String?

    /// Creates a configuration; the defaults draw Mermaid to standard output.
    public init(inputs: [String], format: GraphFormat = .mermaid, outputFile: String? = nil) {
        self.inputs = inputs
        self.format = format
        self.outputFile = outputFile
    }
}
