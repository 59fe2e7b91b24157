@testable import RouteGenCore
import Testing

/// Counting brackets over bytes gives what counting them over characters gives.
struct SwiftBracketsTests {
    @Test(arguments: [
        "Int", "Result<Int", "Error>", "[String: [Int]]", "(Int) -> Void", "((Tag) -> Void)?", "Dictionary<String, (Int, [Bool])>",
        "a)", "->>", "-<", "", "Set<é>", "<\u{301}", "(\u{301}", "-\u{301}>", "x\r\n>", "Array<Ångström>",
    ])
    func bytesAndCharactersCountAlike(_ text: String) {
        #expect(SwiftBrackets.depth(of: text) == SwiftBrackets.characterDepth(of: text))
    }

    @Test func countsWhatIsLeftOpen() {
        #expect(SwiftBrackets.depth(of: "Result<Int") == 1)
        #expect(SwiftBrackets.depth(of: "(Int) -> Void") == 0)
        #expect(SwiftBrackets.depth(of: "Error>") == -1)
        #expect(SwiftBrackets.depth(of: "<\u{301}") == 0)
    }
}
