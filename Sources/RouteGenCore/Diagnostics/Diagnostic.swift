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

    /// Creates a diagnostic. Line breaks and other control characters in `message` (which may
    /// quote a spec) are escaped, so that the diagnostic stays on the one line tools parse.
    public init(_ severity: Severity, _ message: String, at location: SourceLocation? = nil) {
        self.severity = severity
        self.message = Self.singleLine(message)
        self.location = location
    }

    /// `text` with control characters written as Swift escapes (`\n`, `\t`, `\u{7}`).
    static func singleLine(_ text: String) -> String {
        func breaksLine(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}"
        }
        guard text.unicodeScalars.contains(where: breaksLine) else { return text }
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case _ where breaksLine(scalar):
                escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
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
