import Testing

/// RouteGenCore runs on every build that uses the plugin, so it starts light: it imports no
/// Foundation, whose loading (and swift-argument-parser's) was most of an up-to-date run's time.
/// Platform modules (Glibc, Darwin, Musl), Dispatch and libyaml are what it may import.
@Suite struct ModuleImportTests {
    @Test func noFileImportsFoundation() throws {
        let importing = try StageDependencyTests.swiftFiles().filter { file in
            file.text.split(separator: "\n").contains { line in
                let words = line.split(separator: " ")
                guard let index = words.firstIndex(of: "import"), index + 1 < words.count else { return false }
                return words[index + 1].hasPrefix("Foundation")
            }
        }
        #expect(importing.map(\.path).sorted() == [])
    }
}
