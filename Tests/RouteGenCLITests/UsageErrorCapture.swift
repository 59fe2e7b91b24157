@testable import RouteGenCLI

/// The usage error `parse` throws, or `nil` if it parses (or throws anything else).
func usageError(_ parse: () throws -> Void) -> UsageError? {
    do {
        try parse()
        return nil
    } catch {
        return error as? UsageError
    }
}
