import Foundation

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
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
