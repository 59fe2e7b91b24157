import Testing
@testable import RouteGenCore

/// The naming rules and the names they suggest.
@Suite struct SwiftNamingTests {
    @Test(arguments: ["home", "photoDetail", "step2", "a"])
    func acceptsLowerCamelCase(name: String) {
        #expect(SwiftNaming.isLowerCamelCase(name))
    }

    @Test(arguments: ["Home", "photo_detail", "2step", "", "photo detail", "ホーム", "e\u{301}cran"])
    func rejectsOtherNamesAsLowerCamelCase(name: String) {
        #expect(!SwiftNaming.isLowerCamelCase(name))
    }

    @Test(arguments: ["Home", "UserDetail", "POS2"])
    func acceptsUpperCamelCase(name: String) {
        #expect(SwiftNaming.isUpperCamelCase(name))
    }

    @Test(arguments: ["home", "User_Detail", "", "Ü"])
    func rejectsOtherNamesAsUpperCamelCase(name: String) {
        #expect(!SwiftNaming.isUpperCamelCase(name))
    }

    @Test(arguments: ["userID", "_private", "x2", "snake_case"])
    func acceptsIdentifiers(name: String) {
        #expect(SwiftNaming.isIdentifier(name))
    }

    @Test(arguments: ["_", "", "2x", "user-id", "a b", "naïve"])
    func rejectsNonIdentifiers(name: String) {
        #expect(!SwiftNaming.isIdentifier(name))
    }

    @Test(arguments: [
        ("photo_detail", "photoDetail"),
        ("Photo-Detail", "photoDetail"),
        ("URLPicker", "urlPicker"),
        ("POS", "pos"),
        ("Home", "home"),
        ("user id", "userId"),
    ])
    func suggestsLowerCamelCase(name: String, expected: String) {
        #expect(SwiftNaming.lowerCamelCase(name) == expected)
    }

    @Test func suggestsNothingWithoutALeadingLetter() {
        #expect(SwiftNaming.lowerCamelCase("2fa") == nil)
        #expect(SwiftNaming.lowerCamelCase("---") == nil)
        #expect(SwiftNaming.upperCamelCase("_") == nil)
    }

    @Test(arguments: [("user_detail", "UserDetail"), ("home", "Home"), ("pos-home", "PosHome")])
    func suggestsUpperCamelCase(name: String, expected: String) {
        #expect(SwiftNaming.upperCamelCase(name) == expected)
    }
}
