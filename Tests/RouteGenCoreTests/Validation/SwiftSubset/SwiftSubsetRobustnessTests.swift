import Testing
@testable import RouteGenCore
import RouteGenTestSupport

/// Arbitrary and hostile input: the parsers must never crash, must stay fast, and whatever they
/// accept must be safe to paste into generated code.
@Suite("Swift syntax checks on arbitrary input")
struct SwiftSubsetRobustnessTests {
    /// Pieces that random inputs are glued from: valid tokens, near misses and injection tools.
    static let fragments: [String] = [
        "a", "Foo", "Int", "x1", "_", "self", "Self", "try", "func", "any", "some", "Type", ".",
        "..", "...", "..<", "(", ")", "[", "]", "<", ">", ",", ":", "?", "!", "-", "+", "=", "==",
        "->", "&", "|", "*", "/", "%", "~", "^", " ", "  ", "\t", "\"", "\"a\"", "\\", "\\(", "\\u{",
        "}", "{", ";", "\n", "\r\n", "//", "/*", "#", "@", "$", "`", "'", "0", "1", "0x", "1.5",
        "e", "é", "\u{301}", "😀", "\u{202E}", "\u{0}", "\u{2028}",
    ]

    /// Pieces that mostly form valid types and expressions, so that many random inputs are
    /// accepted and the checks on accepted input have something to check.
    static let plausibleFragments: [String] = [
        "a", "Foo", "Int", ".b", ".init", "(", ")", "[", "]", ", ", ": ", "<", ">", "?", "!", " + ",
        " ?? ", " == ", "-", "1", "\"s\"", "x:", " ", "<Int>", "()",
    ]

    /// Scalars that must never appear in accepted text outside string literals.
    static let forbiddenOutsideStrings: Set<Unicode.Scalar> = [
        "{", "}", ";", "\n", "\r", "#", "@", "$", "`", "\\", "'", "\u{2028}", "\u{202E}", "\u{0}",
    ]

    /// Random fragments as a type: no crash, and anything accepted round-trips.
    @Test("random input never crashes, and accepted types round-trip through their spelling")
    func randomTypes() throws {
        var generator = SplitMix64(seed: 0x5EED_0001)
        var accepted = 0
        for _ in 0..<20_000 {
            let text = Self.randomText(using: &generator)
            guard case .success(let type) = SwiftTypeParser.parse(text) else { continue }
            accepted += 1
            let spelling = type.description
            #expect(spelling.unicodeScalars.allSatisfy(Self.isTypeSpellingScalar), "\(text.debugDescription)")
            #expect(try SwiftTypeParser.parse(spelling).get() == type, "\(text.debugDescription)")
        }
        // The generator must reach the accepting paths, or this test proves nothing.
        #expect(accepted > 100)
    }

    /// Random fragments as an expression: no crash, and anything accepted is safe.
    @Test("random input never crashes, and accepted expressions hide no code")
    func randomExpressions() throws {
        var generator = SplitMix64(seed: 0x5EED_0002)
        var accepted = 0
        for _ in 0..<20_000 {
            let text = Self.randomText(using: &generator)
            guard case .success(let expression) = SwiftExpressionParser.parse(text) else { continue }
            accepted += 1
            #expect(Self.isSafe(expression.text), "\(text.debugDescription)")
            #expect(try SwiftExpressionParser.parse(expression.text).get() == expression, "\(text.debugDescription)")
        }
        #expect(accepted > 100)
    }

    /// Valid expressions with hostile text inserted: rejected, or still safe.
    @Test("valid expressions stay valid, and with hostile text inserted they stay safe or are rejected")
    func mutatedExpressions() throws {
        var generator = SplitMix64(seed: 0x5EED_0004)
        var acceptedMutants = 0
        for _ in 0..<5_000 {
            let valid = Self.randomExpression(using: &generator, depth: 0)
            #expect(try SwiftExpressionParser.parse(valid).get().text == valid)
            var mutant = Array(valid)
            for _ in 0...Int(generator.next() % 2) {
                let fragment = Self.fragments[Int(generator.next() % UInt64(Self.fragments.count))]
                mutant.insert(contentsOf: fragment, at: Int(generator.next() % UInt64(mutant.count + 1)))
            }
            guard case .success(let expression) = SwiftExpressionParser.parse(String(mutant)) else { continue }
            acceptedMutants += 1
            #expect(Self.isSafe(expression.text), "\(String(mutant).debugDescription)")
        }
        #expect(acceptedMutants > 100)
    }

    /// Arbitrary scalars: no crash, and offsets stay within the text.
    @Test("random Unicode never crashes either parser")
    func randomUnicode() {
        var generator = SplitMix64(seed: 0x5EED_0003)
        var failures = 0
        for _ in 0..<5_000 {
            var text = ""
            for _ in 0..<Int(generator.next() % 12) {
                let value = UInt32(truncatingIfNeeded: generator.next() % 0x11_0000)
                text.unicodeScalars.append(Unicode.Scalar(value) ?? "?")
            }
            if case .failure(let error) = SwiftTypeParser.parse(text) {
                failures += 1
                #expect((0...text.count).contains(error.offset))
            }
            if case .failure(let error) = SwiftExpressionParser.parse(text) {
                #expect((0...text.count).contains(error.offset))
            }
        }
        #expect(failures > 0)
    }

    /// A long input, named so that test output stays short.
    struct LongInput: Sendable, CustomTestStringConvertible {
        /// What the input looks like.
        var testDescription: String
        /// The input.
        var text: String

        /// `count` copies of `repeated` between `prefix` and `suffix`.
        init(_ prefix: String, _ repeated: String, count: Int, _ suffix: String = "") {
            testDescription = "\(prefix.debugDescription) + \(count) × \(repeated.debugDescription) + \(suffix.debugDescription)"
            text = prefix + String(repeating: repeated, count: count) + suffix
        }
    }

    /// Long inputs, hostile to backtracking, finish quickly.
    @Test(
        "long hostile input is checked in linear time",
        arguments: [
            LongInput("", "a<b, ", count: 20_000),
            LongInput("f(", "a<b.c<d>, ", count: 20_000, "x)"),
            LongInput("x<", "c<d>, ", count: 20_000),
            LongInput("f(x<", "c<d>.e<f>, ", count: 20_000, ">())"),
            LongInput("", "1 + ", count: 40_000, "1"),
            LongInput("", "-", count: 100_000, "1"),
            LongInput("x", "!", count: 100_000),
            LongInput("x", ".y", count: 50_000),
            LongInput("\"", "\\u{1F600}", count: 20_000, "\""),
            LongInput("[", "1, ", count: 40_000, "1]"),
            LongInput("Dictionary<", "Int, ", count: 40_000, "Int>"),
            LongInput("", "(", count: 100_000),
            LongInput("", "[", count: 100_000),
            LongInput("", "a<", count: 100_000),
            LongInput("Int", "?", count: 100_000),
        ]
    )
    func linearTime(input: LongInput) {
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            _ = SwiftTypeParser.parse(input.text)
            _ = SwiftExpressionParser.parse(input.text)
        }
        #expect(elapsed < .seconds(5))
    }

    /// Offsets are Character offsets even around multi-scalar characters.
    @Test("an offset counts Characters, not scalars or UTF-8 bytes")
    func offsetsCountCharacters() {
        // "é" written as e + U+0301, a flag of two scalars, and an emoji of four UTF-8 bytes.
        let text = "[\"e\u{301}🇫🇷😀\", ;]"
        #expect(SwiftExpressionParser.parse(text).syntaxError == SwiftSubsetError(
            message: "';' is not allowed: a default value must be a single expression",
            offset: 8
        ))
        #expect(SwiftTypeParser.parse("Cafe\u{301} ;").syntaxError == SwiftSubsetError(
            message: "unexpected character U+0301",
            offset: 3
        ))
    }

    /// Whether `text` (a valid expression) keeps braces, `;`, line breaks, comments and other
    /// escape hatches inside string literals, and its brackets balanced.
    static func isSafe(_ text: String) -> Bool {
        var inString = false
        var escaped = false
        var previous: Unicode.Scalar?
        var brackets: [Unicode.Scalar] = []
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            if inString {
                if escaped { escaped = false } else if scalar == "\\" { escaped = true } else if scalar == "\"" { inString = false }
                if scalar == "\n" || scalar == "\r" { return false }
                continue
            }
            if forbiddenOutsideStrings.contains(scalar) { return false }
            if previous == "/", scalar == "/" || scalar == "*" { return false }
            switch scalar {
            case "\"": inString = true
            case "(", "[": brackets.append(scalar)
            case ")": guard brackets.popLast() == "(" else { return false }
            case "]": guard brackets.popLast() == "[" else { return false }
            case ":" where brackets.isEmpty: return false
            default: break
            }
        }
        return !inString && brackets.isEmpty
    }

    /// Whether a scalar can appear in a canonical type spelling.
    static func isTypeSpellingScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (SwiftCharacterClass.isIdentifierBody(scalar) || ".<>,[]:? ".unicodeScalars.contains(scalar))
    }

    /// A random valid expression, nested at most four levels deep.
    static func randomExpression(using generator: inout SplitMix64, depth: Int) -> String {
        let names = ["a", "Foo", "Self", "x1", "Models.Tag"]
        let name = names[Int(generator.next() % UInt64(names.count))]
        let choice = depth >= 4 ? generator.next() % 4 : generator.next() % 11
        func sub(_ generator: inout SplitMix64) -> String {
            randomExpression(using: &generator, depth: depth + 1)
        }
        switch choice {
        case 0: return name
        case 1: return "\(generator.next() % 1000)"
        case 2: return "\"s\\n\""
        case 3: return ".member"
        case 4: return sub(&generator) + " + " + sub(&generator)
        case 5: return name + "(label: " + sub(&generator) + ", " + sub(&generator) + ")"
        case 6: return "[" + sub(&generator) + ", " + sub(&generator) + "]"
        case 7: return "[" + sub(&generator) + ": " + sub(&generator) + "]"
        case 8: return "(" + sub(&generator) + ")"
        case 9: return "Set<[String: Int]>(" + sub(&generator) + ")"
        default: return name + "?.b![" + sub(&generator) + "]"
        }
    }

    /// Up to 12 random fragments, four in five of them plausible.
    static func randomText(using generator: inout SplitMix64) -> String {
        var text = ""
        for _ in 0..<Int(generator.next() % 13) {
            let pool = generator.next() % 5 == 0 ? fragments : plausibleFragments
            text += pool[Int(generator.next() % UInt64(pool.count))]
        }
        return text
    }
}
