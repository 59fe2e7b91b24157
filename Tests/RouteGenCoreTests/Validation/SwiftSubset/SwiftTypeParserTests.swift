import Testing
@testable import RouteGenCore

/// `SwiftTypeParser`: which types are accepted, their spelling, and the exact errors for the rest.
@Suite("SwiftTypeParser")
struct SwiftTypeParserTests {
    /// Valid types and their canonical spellings.
    static let validTypes: [(String, String)] = [
        ("PhotoFilter", "PhotoFilter"),
        ("String", "String"),
        ("_Private", "_Private"),
        ("A1_b2", "A1_b2"),
        ("Models.Tag", "Models.Tag"),
        ("Foo.Bar.Baz", "Foo.Bar.Baz"),
        ("Foo . Bar", "Foo.Bar"),
        ("Set<Models.Tag>?", "Set<Models.Tag>?"),
        ("[String: Int]", "[String: Int]"),
        ("[ String :Int ]", "[String: Int]"),
        ("[String:Int]", "[String: Int]"),
        ("Array< Int >", "Array<Int>"),
        ("Array <Int>", "Array<Int>"),
        ("Dictionary<String,Int>", "Dictionary<String, Int>"),
        ("Dictionary<String, [Int]>", "Dictionary<String, [Int]>"),
        ("Models.Page<Int, [String: Int]>", "Models.Page<Int, [String: Int]>"),
        ("Outer<Int>.Inner<String>", "Outer<Int>.Inner<String>"),
        ("Array<Array<Int>>", "Array<Array<Int>>"),
        ("Array<Array<Array<Int>>>?", "Array<Array<Array<Int>>>?"),
        ("[Int]", "[Int]"),
        ("[Int]?", "[Int]?"),
        ("[Int?]", "[Int?]"),
        ("Int?", "Int?"),
        ("Int ?", "Int?"),
        ("Int??", "Int??"),
        ("(Int)", "Int"),
        ("(Int)?", "Int?"),
        ("((Int))", "Int"),
        ("(Int?)?", "Int??"),
        ("( [Int] )", "[Int]"),
        ("[[String: [Int]]]", "[[String: [Int]]]"),
        ("[String: [String: Int?]]?", "[String: [String: Int?]]?"),
        ("\tInt\t", "Int"),
        ("  Int  ", "Int"),
        ("any", "any"),
        ("some", "some"),
        ("Optional<any>", "any?"),
        // `Optional<T>` is `T?`, whatever `T?` allows.
        ("Optional<Int>", "Int?"),
        ("Swift.Optional<Int>", "Int?"),
        ("Optional< [String: Int] >", "[String: Int]?"),
        ("[Optional<Int>]", "[Int?]"),
        ("Set<Optional<Tag>>", "Set<Tag?>"),
        ("Optional<Optional<Int>>", "Int??"),
        ("Optional<(Tag) -> Void>", "((Tag) -> Void)?"),
        ("Optional<any Account>", "(any Account)?"),
        ("Models.Optional<Int>", "Models.Optional<Int>"),
        // Existentials, where a function type may stand.
        ("any Account", "any Account"),
        ("any ContentModel & Sharable", "any ContentModel & Sharable"),
        ("any  Models.Feed<Post>&Sendable", "any Models.Feed<Post> & Sendable"),
        ("(any FeedLoading)?", "(any FeedLoading)?"),
        ("(any A & B)?", "(any A & B)?"),
        ("(any Account) -> Void", "(any Account) -> Void"),
        ("any any", "any any"),
        // Function types, outside collections and generic arguments.
        ("(Tag) -> Void", "(Tag) -> Void"),
        ("() -> ()", "() -> Void"),
        ("()->Void", "() -> Void"),
        ("(Int, String) -> Bool", "(Int, String) -> Bool"),
        ("(_ tag: Tag, _ index: Int) -> Void", "(Tag, Int) -> Void"),
        ("@MainActor @Sendable (Tag) -> Void", "@MainActor @Sendable (Tag) -> Void"),
        ("@Sendable @MainActor (Tag) -> Void", "@MainActor @Sendable (Tag) -> Void"),
        ("@escaping (Tag) -> Void", "(Tag) -> Void"),
        ("(Tag) async throws -> [Tag]", "(Tag) async throws -> [Tag]"),
        ("(Tag) throws -> Void", "(Tag) throws -> Void"),
        ("((Group) -> Void)?", "((Group) -> Void)?"),
        ("(@MainActor (Group) -> Void)?", "(@MainActor (Group) -> Void)?"),
        ("(Int) -> (String) -> Void", "(Int) -> (String) -> Void"),
        ("((Int) -> Void) -> Void", "((Int) -> Void) -> Void"),
        ("(Int) -> ((Int) -> Void)?", "(Int) -> ((Int) -> Void)?"),
        ("(((Int) -> Void))", "(Int) -> Void"),
    ]

    /// Every accepted form parses and spells itself canonically.
    @Test("accepts a valid type and spells it canonically", arguments: validTypes)
    func acceptsValidType(text: String, canonical: String) throws {
        let type = try SwiftTypeParser.parse(text).get()
        #expect(type.description == canonical)
    }

    /// Spelling a parsed type and parsing it again gives the same value.
    @Test("the canonical spelling parses back to the same type", arguments: validTypes)
    func canonicalSpellingRoundTrips(text: String, canonical: String) throws {
        let type = try SwiftTypeParser.parse(text).get()
        #expect(try SwiftTypeParser.parse(canonical).get() == type)
    }

    /// The validator takes a view that is one plain, non-keyword name without parsing it; the
    /// parser makes the same type of it.
    @Test("a plain name parses as the named type the validator assumes", arguments: ["ProfileView", "any", "some", "_x", "V2"])
    func aPlainNameIsANamedType(name: String) throws {
        #expect(SwiftNaming.isIdentifier(name) && !SwiftNaming.isKeyword(name))
        #expect(try SwiftTypeParser.parse(name).get() == .named([SwiftTypeComponent(name: name)]))
    }

    /// Names the parser refuses (`Self`, `Type`, `Any`) are keywords, so the validator parses them.
    @Test("the names the parser refuses are not taken as plain names", arguments: ["Self", "Type", "Any", "Protocol"])
    func refusedNamesAreKeywords(name: String) {
        #expect(SwiftNaming.isKeyword(name))
        #expect((try? SwiftTypeParser.parse(name).get()) == nil)
    }

    /// The parsed value has the expected components, arguments and wrappers.
    @Test("builds the expected structure")
    func buildsStructure() throws {
        let type = try SwiftTypeParser.parse("Models.Page<Int, [String: Int]>?").get()
        let int = SwiftType.named([SwiftTypeComponent(name: "Int", genericArguments: [])])
        let string = SwiftType.named([SwiftTypeComponent(name: "String", genericArguments: [])])
        let expected = SwiftType.optional(.named([
            SwiftTypeComponent(name: "Models", genericArguments: []),
            SwiftTypeComponent(name: "Page", genericArguments: [int, .dictionary(key: string, value: int)]),
        ]))
        #expect(type == expected)
    }

    /// `leadingName` and `isOptional` describe the outermost type.
    @Test(
        "reports the leading name and optionality",
        arguments: [
            ("Models.Page<Int>", "Models", false),
            ("Int", "Int", false),
            ("[Int]", nil, false),
            ("[String: Int]", nil, false),
            ("Int?", nil, true),
            ("(Foo.Bar)", "Foo", false),
            ("[Int]?", nil, true),
        ] as [(String, String?, Bool)]
    )
    func leadingNameAndOptionality(text: String, leadingName: String?, isOptional: Bool) throws {
        let type = try SwiftTypeParser.parse(text).get()
        #expect(type.leadingName == leadingName)
        #expect(type.isOptional == isOptional)
    }

    /// The message for tuples.
    static let tuple = "tuple types are not allowed: a route parameter must be Hashable; declare a struct instead"
    /// The message for `any P` inside brackets.
    static func existentialInside(_ bracket: String) -> String {
        "an existential ('any P') is allowed only as a whole parameter type or its optional, not inside '\(bracket)': routegen boxes a parameter's existential so that the route stays Hashable"
    }
    /// The message for a function type inside `[…]`.
    static let functionInArray = "a function type is allowed only as a whole parameter type or its optional, not inside '[': routegen wraps a parameter's closure so that the route stays Hashable"
    /// The message for a function type inside `<…>`.
    static let functionInGeneric = "a function type is allowed only as a whole parameter type or its optional, not inside '<': routegen wraps a parameter's closure so that the route stays Hashable"

    /// Rejected types with their exact message and offset.
    static let invalidTypes: [SwiftSubsetErrorCase] = [
        // Empty.
        .init("", "expected a type", at: 0),
        .init("   ", "expected a type", at: 3),
        // Injection attempts.
        .init("String) ; func evil() {", "unexpected ')' after the type", at: 6),
        .init("String) ; import Evil; enum X {", "unexpected ')' after the type", at: 6),
        .init("String = 1, evil: Int", "unexpected character '='", at: 7),
        .init("String;", "unexpected character ';'", at: 6),
        .init("Int // c", "unexpected character '/'", at: 4),
        .init("Int\nString", "a type must be on one line", at: 3),
        .init("Int\r", "a type must be on one line", at: 3),
        // Implicitly unwrapped optionals.
        .init("String!", "implicitly unwrapped optionals are not allowed; use 'String?'", at: 6),
        .init("[Int]!", "implicitly unwrapped optionals are not allowed; use '[Int]?'", at: 5),
        .init("Int?!", "implicitly unwrapped optionals are not allowed; use 'Int??'", at: 4),
        .init("[Int!]", "implicitly unwrapped optionals are not allowed; use 'Int?'", at: 4),
        // Tuples.
        .init("(A, B)", tuple, at: 0),
        .init("()", tuple, at: 0),
        .init("(x: Int)", tuple, at: 0),
        .init("[(Int, Int)]", tuple, at: 1),
        .init("(_ a: Int)", tuple, at: 0),
        .init("(A, B)?", tuple, at: 0),
        // Function types where they are not allowed, or malformed.
        .init("[(Int) -> Void]", functionInArray, at: 1),
        .init("[String: () -> Void]", functionInArray, at: 9),
        .init("Set<@Sendable () -> Void>", functionInGeneric, at: 4),
        .init("Array<((Int) -> Void)?>", functionInGeneric, at: 7),
        .init("Int -> Void", "a function type's parameters are written in parentheses, e.g. '(Int) -> Void'", at: 4),
        .init("(Int) async Void", "expected '->' but found 'Void'", at: 12),
        .init("(Int) throws", "expected '->' and a result type", at: 12),
        .init("(Int) ->", "expected a type", at: 8),
        .init("(Int) rethrows -> Void", "unexpected 'rethrows' after the type", at: 6),
        .init("(inout Int) -> Void", "'inout' is a Swift keyword, not a type name", at: 1),
        .init("@objc (Int) -> Void", "'@objc' is not allowed; a function type may have @MainActor, @Sendable and @escaping", at: 0),
        .init("@ MainActor () -> Void", "'@' is not allowed; a function type may have @MainActor, @Sendable and @escaping", at: 0),
        .init("@MainActor Int", "attributes apply to function types only, e.g. '@MainActor (Tag) -> Void'", at: 0),
        .init("@Sendable (Int)", "attributes apply to function types only, e.g. '@MainActor (Tag) -> Void'", at: 0),
        // Existentials and opaque types.
        .init("some Hashable", "'some' types are not allowed: a route parameter needs a concrete Hashable and Sendable type, or an existential ('any P')", at: 0),
        .init("[any P]", existentialInside("["), at: 1),
        .init("Set<any P>", existentialInside("<"), at: 4),
        .init("[Optional<any P>]", existentialInside("["), at: 10),
        .init("any P?", "an optional existential is written '(any P)?': Swift reads 'any P?' as an existential of an optional", at: 0),
        .init("any P & Q!", "an optional existential is written '(any P & Q)?': Swift reads 'any P & Q?' as an existential of an optional", at: 0),
        .init("any [P]", "expected a protocol name but found '['", at: 4),
        .init("any P &", "expected a protocol name", at: 7),
        .init("any P & (Q)", "expected a protocol name but found '('", at: 8),
        .init("any some P", "expected a protocol name but found 'some'", at: 4),
        .init("any Any", "'Any' is not Hashable, so the route would not be; use a concrete Hashable and Sendable type, or pass an ID", at: 4),
        .init("Optional<[() -> Void]>", "a function type is allowed only as a whole parameter type or its optional, not inside '[': routegen wraps a parameter's closure so that the route stays Hashable", at: 10),
        // Keywords, metatypes.
        .init("func", "'func' is a Swift keyword, not a type name", at: 0),
        .init("_", "'_' is a Swift keyword, not a type name", at: 0),
        .init("Self", "'Self' is a Swift keyword, not a type name", at: 0),
        .init("Any", "'Any' is not Hashable, so the route would not be; use a concrete Hashable and Sendable type, or pass an ID", at: 0),
        .init("Type", "'Type' is a Swift keyword, not a type name", at: 0),
        .init("Foo.Type", "'Type' is a Swift keyword, not a type name", at: 4),
        .init("Foo.Protocol", "'Protocol' is a Swift keyword, not a type name", at: 4),
        .init("Foo.self", "'self' is a Swift keyword, not a type name", at: 4),
        .init("inout Int", "'inout' is a Swift keyword, not a type name", at: 0),
        .init("Array<class>", "'class' is a Swift keyword, not a type name", at: 6),
        // Brackets.
        .init("[String", "expected ']' to close '['", at: 7),
        .init("[String: Int", "expected ']' to close '['", at: 12),
        .init("[String, Int]", "expected ']' to close '['", at: 7),
        .init("Int>", "unexpected '>' after the type", at: 3),
        .init("Int)", "unexpected ')' after the type", at: 3),
        .init("Array<", "expected a type", at: 6),
        .init("Array<Int", "expected '>' to close '<'", at: 9),
        .init("Dictionary<String, Int", "expected '>' to close '<'", at: 22),
        .init("Array<>", "expected a type but found '>'", at: 6),
        .init("Array<Int,>", "expected a type but found '>'", at: 10),
        .init("(Int", "expected ')' to close '('", at: 4),
        .init("]", "expected a type but found ']'", at: 0),
        // Dots.
        .init("Foo.", "expected a type name after '.'", at: 4),
        .init("Foo..Bar", "expected a type name after '.'", at: 4),
        .init("Int...", "variadic parameters ('Int...') are not allowed: an enum case cannot take one; use an array, '[Int]'", at: 3),
        .init("[Foo.Bar...]", "variadic parameters ('Foo.Bar...') are not allowed: an enum case cannot take one; use an array, '[Foo.Bar]'", at: 8),
        .init("(Int...) -> Void", "a closure parameter in a spec cannot be variadic ('Int...'); take an array instead, '[Int]'", at: 4),
        .init("((String, Int...) -> Void)?", "a closure parameter in a spec cannot be variadic ('Int...'); take an array instead, '[Int]'", at: 13),
        .init("@MainActor (_ ids: Int...) async -> Void", "a closure parameter in a spec cannot be variadic ('Int...'); take an array instead, '[Int]'", at: 22),
        .init("() -> Int...", "a closure parameter in a spec cannot be variadic ('Int...'); take an array instead, '[Int]'", at: 9),
        .init("([Int...]) -> Void", "variadic parameters ('Int...') are not allowed: an enum case cannot take one; use an array, '[Int]'", at: 5),
        .init("Foo<Int>.", "expected a type name after '.'", at: 9),
        .init(".Foo", "expected a type but found '.'", at: 0),
        // Other text.
        .init("`Foo`", "backticks are not allowed", at: 0),
        .init("Int String", "unexpected 'String' after the type", at: 4),
        .init("Int throws", "unexpected 'throws' after the type", at: 4),
        .init("A & B", "unexpected '&' after the type", at: 2),
        .init("\"String\"", "unexpected character '\"'", at: 0),
        .init("1Int", "expected a type but found '1Int'", at: 0),
        .init("Array<1>", "expected a type but found '1'", at: 6),
        .init("Café", "unexpected character 'é' (U+00E9)", at: 3),
        .init("Int\u{0}", "unexpected character U+0000", at: 3),
        // A combining mark cannot hide inside the previous character: offsets count Characters.
        .init("Int\u{301}", "unexpected character U+0301", at: 2),
        .init("[Int]\u{301}?", "unexpected character U+0301", at: 4),
        .init("Int\u{301}) ; evil()", "unexpected character U+0301", at: 2),
    ]

    /// Each invalid type fails with exactly its message and offset.
    @Test("rejects an invalid type with a precise message and offset", arguments: invalidTypes)
    func rejectsInvalidType(_ invalid: SwiftSubsetErrorCase) {
        #expect(SwiftTypeParser.parse(invalid.text).syntaxError == invalid.expectedError)
    }

    /// 64 nested brackets of each kind are fine.
    @Test(
        "allows 64 levels of nesting",
        arguments: [
            (nested("[", levels: 64), nested("[", levels: 64)),
            (nested("(", levels: 64), "Int"),
            (nested("Array<", levels: 64), nested("Array<", levels: 64)),
        ]
    )
    func allowsMaximumNesting(text: String, canonical: String) throws {
        #expect(try SwiftTypeParser.parse(text).get().description == canonical)
    }

    /// The 65th nested bracket fails, however deep the input goes.
    @Test(
        "rejects nesting deeper than 64 levels at the first bracket too many",
        arguments: [("[", 64), ("(", 64), ("Array<", 64 * 6 + 5)]
    )
    func rejectsDeepNesting(opener: String, offset: Int) {
        for levels in [65, 100, 10_000] {
            let error = SwiftTypeParser.parse(Self.nested(opener, levels: levels)).syntaxError
            #expect(error == SwiftSubsetError(message: "nesting is deeper than 64 levels", offset: offset))
        }
    }

    /// A chain of function results counts towards the nesting limit like brackets do, so that
    /// `() -> () -> …` cannot recurse without bound.
    @Test("rejects a chain of more than 64 function results")
    func limitsFunctionResultChains() throws {
        let longest = String(repeating: "() -> ", count: 63) + "Int"
        #expect(try SwiftTypeParser.parse(longest).get().description == longest)
        let tooLong = SwiftTypeParser.parse(String(repeating: "() -> ", count: 100_000) + "Int").syntaxError
        #expect(tooLong?.message == "nesting is deeper than 64 levels")
    }

    /// `?` wrappers count towards the nesting limit, so a type value is never too deep to hash or print.
    @Test("allows 64 optional wrappers and rejects the 65th")
    func limitsOptionalWrapping() throws {
        let deepest = "Int" + String(repeating: "?", count: 64)
        #expect(try SwiftTypeParser.parse(deepest).get().description == deepest)
        let tooDeep = SwiftTypeParser.parse("Int" + String(repeating: "?", count: 100_000)).syntaxError
        #expect(tooDeep == SwiftSubsetError(message: "nesting is deeper than 64 levels", offset: 3 + 64))
    }

    /// Brackets and `?` wrappers add up.
    @Test("counts optionals and brackets together towards the nesting limit")
    func limitsMixedWrapping() {
        let text = "[Int" + String(repeating: "?", count: 40) + "]" + String(repeating: "?", count: 30)
        let error = SwiftTypeParser.parse(text).syntaxError
        #expect(error == SwiftSubsetError(message: "nesting is deeper than 64 levels", offset: 45 + 23))
    }

    /// `Int` wrapped in `levels` brackets opened by `opener`.
    static func nested(_ opener: String, levels: Int) -> String {
        let closer = switch opener {
        case "[": "]"
        case "(": ")"
        default: ">"
        }
        return String(repeating: opener, count: levels) + "Int" + String(repeating: closer, count: levels)
    }
}
