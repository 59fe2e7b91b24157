#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the command prints: results to standard output, diagnostics to standard error.
public protocol Console: Sendable {
    /// Prints a line of results.
    func print(_ line: String)
    /// Prints a line of diagnostics.
    func printError(_ line: String)
}

/// The process's standard output and standard error.
public struct StandardConsole: Console {
    /// Creates the standard console.
    public init() {}

    /// Prints `line` to standard output.
    public func print(_ line: String) {
        Swift.print(line)
    }

    /// Prints `line` to standard error.
    public func printError(_ line: String) {
        var text = line + "\n"
        text.withUTF8 { bytes in
            var written = 0
            while written < bytes.count {
                let result = write(STDERR_FILENO, bytes.baseAddress! + written, bytes.count - written)
                if result < 0, errno == EINTR { continue }
                guard result > 0 else { return }
                written += result
            }
        }
    }
}
