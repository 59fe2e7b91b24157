import Testing

/// RouteGenCore runs on every build that uses the plugin, so it starts light: it imports no
/// Foundation, whose loading (and swift-argument-parser's) was most of an up-to-date run's time.
/// Platform modules (Glibc, Darwin, Musl) and libyaml are what it may import, and Dispatch in
/// one file, only where the platform is not glibc's: on Linux, importing Dispatch makes the
/// executable load libswiftDispatch at every start. Nor does it use Swift concurrency, whose
/// first task starts libdispatch's threads (see ``SideThreads``).
@Suite struct ModuleImportTests {
    @Test func noFileImportsFoundation() throws {
        #expect(try files(importing: "Foundation") == [])
    }

    @Test func onlyTheSideThreadsImportDispatch() throws {
        #expect(try files(importing: "Dispatch") == ["Support/SideThreads.swift"])
    }

    @Test func noFileAwaitsOrStartsATask() throws {
        let concurrency = ["await ", "Task {", "Task<", "Task.", "TaskGroup", "async let"]
        let files = try StageDependencyTests.swiftFiles().filter { file in concurrency.contains { file.text.contains($0) } }
        #expect(files.map(\.path) == [])
    }

    /// The paths of RouteGenCore's files with an `import` of a module whose name starts with `module`.
    func files(importing module: String) throws -> [String] {
        try StageDependencyTests.swiftFiles().filter { file in
            file.text.split(separator: "\n").contains { line in
                let words = line.split(separator: " ")
                guard let index = words.firstIndex(of: "import"), index + 1 < words.count else { return false }
                return words[index + 1].hasPrefix(module)
            }
        }.map(\.path).sorted()
    }
}
