/// A problem found while generating, as a value: severity, message and where it points.
///
/// Its `description` is the compiler format (`path:line:column: error: message`) that
/// SwiftPM and Xcode show on the offending line.
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// How bad a diagnostic is.
    public enum Severity: String, Hashable, Sendable {
        /// Generation cannot succeed; nothing is written.
        case error
        /// Generation succeeds, but the input is probably not what the user meant.
        case warning
        /// Extra information attached to a run.
        case note
    }

    /// How bad the problem is.
    public var severity: Severity
    /// One sentence saying what is wrong and, where possible, how to fix it.
    public var message: String
    /// Where the problem is, when it belongs to a file.
    public var location: SourceLocation?

    /// Creates a diagnostic.
    public init(_ severity: Severity, _ message: String, at location: SourceLocation? = nil) {
        self.severity = severity
        self.message = message
        self.location = location
    }

    /// Creates an error diagnostic.
    public static func error(_ message: String, at location: SourceLocation? = nil) -> Diagnostic {
        Diagnostic(.error, message, at: location)
    }

    /// Creates a warning diagnostic.
    public static func warning(_ message: String, at location: SourceLocation? = nil) -> Diagnostic {
        Diagnostic(.warning, message, at: location)
    }

    /// The diagnostic as `path:line:column: severity: message`.
    public var description: String {
        guard let location else { return "\(severity.rawValue): \(message)" }
        return "\(location): \(severity.rawValue): \(message)"
    }
}
