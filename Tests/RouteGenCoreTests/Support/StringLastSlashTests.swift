@testable import RouteGenCore
import Testing

/// The last `/` found over bytes is the one found over characters.
struct StringLastSlashTests {
    @Test(arguments: ["a/b/c", "/", "abc", "", "a/", "/é/b", "a/\u{301}b", "dir/Ünïcode.routes.yaml", "x\r\n/y"])
    func bytesAndCharactersAgree(_ text: String) {
        #expect(text.lastSlashIndex == text.lastIndex(of: "/"))
    }

    @Test func fileNamesAreTheLastComponent() {
        #expect(SpecSource.fileName(ofPath: "/tmp/specs/Home.routes.yaml") == "Home.routes.yaml")
        #expect(SpecSource.fileName(ofPath: "Home.routes.yaml") == "Home.routes.yaml")
        #expect(SpecSource.fileName(ofPath: "specs/") == "")
        #expect(SpecSource.fileName(ofPath: "spécs/a/\u{301}b.routes.yaml") == "a/\u{301}b.routes.yaml")
    }
}
