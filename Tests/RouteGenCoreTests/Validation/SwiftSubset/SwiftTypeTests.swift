import Testing
@testable import RouteGenCore

/// `SwiftType`: spelling, optionality and which names a type mentions.
@Suite("SwiftType")
struct SwiftTypeTests {
    /// A plain named type.
    static func named(_ names: String...) -> SwiftType {
        .named(names.map { SwiftTypeComponent(name: $0, genericArguments: []) })
    }

    /// Built values spell themselves canonically, whatever the nesting.
    @Test("spells built values canonically")
    func description() {
        let page = SwiftType.named([
            SwiftTypeComponent(name: "Models", genericArguments: []),
            SwiftTypeComponent(name: "Page", genericArguments: [Self.named("Int"), .array(Self.named("String"))]),
        ])
        #expect(page.description == "Models.Page<Int, [String]>")
        #expect(SwiftType.optional(.dictionary(key: Self.named("K"), value: .optional(Self.named("V")))).description == "[K: V?]?")
        #expect(SwiftType.optional(.optional(Self.named("T"))).description == "T??")
    }

    /// Only an outer `?` makes a type optional.
    @Test("is optional only when the outermost type is")
    func isOptional() {
        #expect(SwiftType.optional(Self.named("Int")).isOptional)
        #expect(!SwiftType.array(.optional(Self.named("Int"))).isOptional)
        #expect(!Self.named("Optional").isOptional)
    }

    /// `mentions` finds unqualified uses of a name anywhere in the type.
    @Test(
        "finds unqualified mentions of a name",
        arguments: [
            ("Screen", true), ("Screen.Detail", true), ("Screen?", true), ("[Screen]", true),
            ("[String: Screen]", true), ("[Screen: Int]", true), ("Set<Screen>", true),
            ("Models.Page<Int, Screen?>", true), ("Outer<Int>.Inner<[Screen]>", true),
            ("Models.Screen", false), ("ScreenKind", false), ("[Int]", false), ("Set<Models.Screen>", false),
            ("(Screen) -> Void", true), ("((Int) -> Screen)?", true), ("any Screen & Sendable", true), ("(any Models.Screen)?", false),
        ]
    )
    func mentions(text: String, expected: Bool) throws {
        let type = try SwiftTypeParser.parse(text).get()
        #expect(type.mentions("Screen") == expected)
        // The facts answer from the type's leading names, found once per type: the same.
        #expect(ParameterTypeFacts(type).mentions("Screen") == expected)
    }

    /// A type is boxed when it is a function type or an existential, or the optional of one:
    /// exactly when it has a callback or existential members.
    @Test(
        "is boxed exactly when it is a callback or an existential",
        arguments: [
            ("Int", false), ("Int?", false), ("[Int]", false), ("Int??", false),
            ("(Int) -> Void", true), ("((Int) -> Void)?", true), ("@Sendable () -> Void", true),
            ("any Account", true), ("(any Account & Sendable)?", true), ("((Int) -> Void)??", false),
        ]
    )
    func isBoxed(text: String, expected: Bool) throws {
        let type = try SwiftTypeParser.parse(text).get()
        #expect(type.isBoxed == expected)
        #expect(type.isBoxed == (type.callback != nil || type.existentialMembers != nil))
    }
}
