import Foundation
#if canImport(Glibc)
import Glibc
#endif
import RouteGenTestSupport
import Testing
@testable import RouteGenCore

/// Listing a folder gives each name as the file system holds it, whatever its length or bytes.
@Suite struct POSIXFilesTests {
    @Test func listsNamesOfEveryLengthAndBytesThatAreNotUTF8() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        var expected: Set<[UInt8]> = []
        // Every length a name can have, so that records of every size end the buffer readdir fills.
        for length in [1, 2, 3, 7, 8, 9, 15, 16, 17, 100, 254, 255] {
            let name = Array(repeating: UInt8(ascii: "a") + UInt8(length % 26), count: length)
            expected.insert(name)
        }
        expected.insert([0x66, 0xFF, 0x6F])  // "f\u{FF}o": not UTF-8
        for name in expected {
            let path = Array(folder.path.utf8) + [UInt8(ascii: "/")] + name
            let descriptor = POSIXFiles.withCString(path) { open($0, O_WRONLY | O_CREAT | O_EXCL, 0o644) }
            #expect(descriptor >= 0)
            close(descriptor)
        }
        let listed = try POSIXFiles.nameBytes(inFolder: Array(folder.path.utf8)).get()
        #expect(listed.count == expected.count)
        #expect(Set(listed) == expected)
    }

    /// Thousands of names fill readdir's buffer many times over, each time ending on a record.
    /// Listing tells files and folders apart, and leaves a symbolic link for `stat` to follow.
    @Test func listsWhatEachEntryIs() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("", to: "File.routes.yaml")
        try folder.write("", to: "Folder/Inner.routes.yaml")
        try FileManager.default.createSymbolicLink(atPath: folder.path("Link"), withDestinationPath: "Folder")
        let entries = try POSIXFiles.entries(inFolder: Array(folder.path.utf8)).get()
        let kinds = Dictionary(uniqueKeysWithValues: entries.map { (String(decoding: $0.name, as: UTF8.self), $0.kind) })
        #expect(kinds == ["File.routes.yaml": .regularFile, "Folder": .folder, "Link": .other])
    }

    @Test func listsOnlyTheNamesThatStartWithAPrefix() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        // Names shorter than the prefix, equal to it, one byte off at its end, and non-ASCII ones.
        let matching = [".Generated.routegen-", ".Generated.routegen-12-34.tmp", ".Generated.routegen-é"]
        let others = [".G", ".Generated.routegen", ".Generated.routegen_1", "Generated", "é.Generated.routegen-1", "Other"]
        for name in matching + others {
            try folder.write("", to: name)
        }
        let listed = try POSIXFiles.names(inFolder: folder.path, startingWith: ".Generated.routegen-").get()
        #expect(listed.sorted() == matching.sorted())
        #expect(try POSIXFiles.names(inFolder: folder.path, startingWith: "").get().sorted() == (matching + others).sorted())
        #expect(throws: POSIXFiles.Failure.self) { try POSIXFiles.names(inFolder: folder.path("Missing"), startingWith: ".").get() }
    }

    @Test func listsAFolderOfThousandsOfNames() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let names = (0..<3000).map { "F\($0)NavigationState.swift" + String(repeating: "x", count: $0 % 200) }
        for name in names {
            try folder.write("", to: name)
        }
        for _ in 0..<5 {
            #expect(try POSIXFiles.names(inFolder: folder.path).get().sorted() == names.sorted())
        }
    }
}
