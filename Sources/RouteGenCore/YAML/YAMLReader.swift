/// The YAML-reading stage: turns a spec file's bytes into a node tree, reporting problems as diagnostics.
enum YAMLReader {
    /// Reads one YAML document from `bytes`. Problems go to `diagnostics` located in `file`.
    ///
    /// Returns nil when the stream holds no document (empty file / only comments) or when a
    /// fatal error stopped reading. A second document is reported and the first one returned.
    static func read(_ bytes: [UInt8], file: String, diagnostics: inout Diagnostics) -> YAMLNode? {
        guard var parser = LibYAMLParser(bytes) else {
            diagnostics.error(YAMLReaderMessages.outOfMemory, at: SourceLocation(file: file))
            return nil
        }
        var builder = YAMLTreeBuilder(file: file)
        var root: YAMLNode?
        while true {
            let event: YAMLStreamEvent
            do {
                event = try parser.nextEvent(into: &builder, diagnostics: &diagnostics)
            } catch {
                let explained = YAMLErrorExplainer.explain(error, in: bytes)
                diagnostics.error(explained.message, at: SourceLocation(file: file, position: explained.position))
                return nil
            }
            switch event {
            case .streamEnd:
                return root
            case .documentStart(let position):
                if root != nil {
                    diagnostics.error(YAMLReaderMessages.secondDocument, at: SourceLocation(file: file, position: position))
                    return root
                }
            case .taken(.needsMoreEvents):
                continue
            case .taken(.finished(let node)):
                root = node
            case .taken(.stopped):
                return nil
            }
        }
    }
}
