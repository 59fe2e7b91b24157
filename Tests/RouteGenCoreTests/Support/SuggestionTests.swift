import Testing
@testable import RouteGenCore

/// "Did you mean" suggestions.
@Suite struct SuggestionTests {
    let keys = ["access", "imports", "screens", "modals", "events"]

    @Test(arguments: [("screen", "screens"), ("Screens", "screens"), ("import", "imports"), ("acess", "access"), ("modal", "modals")])
    func suggestsTheClosestKey(typo: String, expected: String) {
        #expect(Suggestion.closest(to: typo, among: keys) == expected)
    }

    @Test(arguments: ["routes", "x", "navigation"])
    func suggestsNothingForUnrelatedWords(word: String) {
        #expect(Suggestion.closest(to: word, among: keys) == nil)
    }

    @Test func measuresEditDistance() {
        #expect(Suggestion.editDistance("kitten", "sitting") == 3)
        #expect(Suggestion.editDistance("", "abc") == 3)
        #expect(Suggestion.editDistance("same", "same") == 0)
    }
}
