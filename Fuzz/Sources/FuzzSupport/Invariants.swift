import RouteGenCore

/// What must hold of every generation result, whatever the input: a broken promise stops the
/// fuzzer with the input that broke it, as a crash would.
public enum Invariants {
    /// Checks `result` of a run over specs at `paths`: files or errors, never both nor neither;
    /// one-line diagnostics located in one of the run's files; and generated Swift that holds
    /// only validated text (no `;` outside comments and strings, balanced brackets).
    public static func check(_ result: GenerationResult, paths: [String], checksCode: Bool = true) {
        let hasErrors = result.diagnostics.hasErrors
        require(hasErrors == result.files.isEmpty, "files and errors together, or neither", result.diagnostics)
        for diagnostic in result.diagnostics {
            require(!diagnostic.description.contains(where: \.isNewline), "a diagnostic spans several lines: \(diagnostic)", result.diagnostics)
            if let file = diagnostic.location?.file {
                require(paths.contains(file), "a diagnostic points outside the run's files: \(diagnostic)", result.diagnostics)
            }
        }
        guard checksCode else { return }
        for file in result.files where file.name.hasSuffix(".swift") {
            let code = GeneratedCodeScanner.code(of: file.contents)
            require(!code.contains(";"), "\(file.name) holds a ';' outside comments and strings", result.diagnostics)
            for (open, close) in [("{", "}"), ("(", ")"), ("[", "]")] {
                require(code.count { String($0) == open } == code.count { String($0) == close }, "\(file.name): unbalanced \(open)\(close)", result.diagnostics)
            }
        }
    }

    /// Stops the process, printing `message` and the run's diagnostics, unless `condition` holds.
    public static func require(_ condition: Bool, _ message: @autoclosure () -> String, _ diagnostics: Diagnostics) {
        guard !condition else { return }
        var report = "invariant broken: \(message())\n"
        for diagnostic in diagnostics {
            report += "  \(diagnostic)\n"
        }
        fatalError(report)
    }
}
