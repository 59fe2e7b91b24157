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
    /// Prints lines of results, in order: a listing of many files.
    func print(lines: [String])
}

extension Console {
    /// Prints each line of `lines` in turn.
    public func print(lines: [String]) {
        for line in lines {
            print(line)
        }
    }
}

/// The process's standard output and standard error, each written to its file descriptor as
/// it is printed, whole lines at a time.
public struct StandardConsole: Console {
    /// Where results go: standard output, but for the tests.
    let output: Int32
    /// Where diagnostics go: standard error, but for the tests.
    let errors: Int32

    /// Creates the standard console.
    public init() {
        self.init(output: STDOUT_FILENO, errors: STDERR_FILENO)
    }

    /// A console that writes results to `output` and diagnostics to `errors`.
    init(output: Int32, errors: Int32) {
        self.output = output
        self.errors = errors
    }

    /// Prints `line` to standard output.
    public func print(_ line: String) {
        print(lines: [line])
    }

    /// Prints `lines` to standard output, in one write however many there are: a run's
    /// listing of 500 files printed line by line through `Swift.print` took about 2,000
    /// instructions a line, at the end of the run, where nothing runs beside it.
    public func print(lines: [String]) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(lines.reduce(0) { $0 + $1.utf8.count + 1 })
        for line in lines {
            bytes.append(contentsOf: line.utf8)
            bytes.append(UInt8(ascii: "\n"))
        }
        Self.writeAll(bytes, to: output)
    }

    /// Prints `line` to standard error.
    public func printError(_ line: String) {
        var bytes = Array(line.utf8)
        bytes.append(UInt8(ascii: "\n"))
        Self.writeAll(bytes, to: errors)
    }

    /// Writes all of `bytes` to `descriptor`, as many times as it takes; stops at an error.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        bytes.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            var written = 0
            while written < bytes.count {
                let result = write(descriptor, base + written, bytes.count - written)
                if result < 0, errno == EINTR { continue }
                guard result > 0 else { return }
                written += result
            }
        }
    }
}
