import Testing
@testable import RouteGenCore

/// One input that a Swift syntax check must reject, with the exact error it must report.
struct SwiftSubsetErrorCase: Sendable, CustomTestStringConvertible {
    /// The checked text.
    var text: String
    /// The exact expected message.
    var message: String
    /// The expected Character offset.
    var offset: Int

    /// Creates a case: `text` must fail with `message` at `offset`.
    init(_ text: String, _ message: String, at offset: Int) {
        self.text = text
        self.message = message
        self.offset = offset
    }

    /// The expected error value.
    var expectedError: SwiftSubsetError {
        SwiftSubsetError(message: message, offset: offset)
    }

    /// The text as Swift would spell it, so invisible characters show in test names.
    var testDescription: String {
        text.debugDescription
    }
}

extension Result where Failure == SwiftSubsetError {
    /// The syntax error, or nil on success.
    var syntaxError: SwiftSubsetError? {
        if case .failure(let error) = self { error } else { nil }
    }
}
