import Foundation
import RouteGenCLI

/// A console that records what the command prints, for in-process command tests.
final class RecordingConsole: Console, @unchecked Sendable {
    private let lock = NSLock()
    private var outLines: [String] = []
    private var errorLines: [String] = []

    /// The lines printed to standard output.
    var out: [String] { lock.withLock { outLines } }
    /// The lines printed to standard error.
    var errors: [String] { lock.withLock { errorLines } }

    func print(_ line: String) {
        lock.withLock { outLines.append(line) }
    }

    func printError(_ line: String) {
        lock.withLock { errorLines.append(line) }
    }
}
