import Mustache
import Testing
@testable import RouteGenCore
import RouteGenTestSupport

/// routegen's template engine against swift-mustache 2.1.1, which rendered routegen's templates
/// before it: over thousands of random templates (every kind of tag, standalone lines, partials
/// with indentation, parents and blocks, changed delimiters, pragmas, transforms), every template
/// swift-mustache renders renders to the same text, and every template swift-mustache parses,
/// routegen's engine parses too. A user's template therefore renders as it did.
@Suite struct MustacheCompatibilityTests {
    /// The context every random template renders against, in routegen's values; made anew for
    /// each use, as contexts are not `Sendable`.
    static var context: [String: TemplateValue] { [
        "t1": .text("hi"),
        "t2": .text("<a & 'b' \"c\">"),
        "t3": .text(""),
        "f1": .flag(true),
        "f2": .flag(false),
        "l1": .texts(["x", "y", "z"]),
        "l2": .texts([]),
        "o1": .list([
            .object(DictionaryContext(["t1": .text("o1a"), "f1": .flag(false), "l1": .texts(["p"]), "o1": .list([.object(DictionaryContext(["t2": .text("deep")]))])])),
            .object(DictionaryContext(["t1": .text("o1b"), "t2": .text("two")])),
        ]),
        "c1": .object(DictionaryContext(["t1": .text("c1t"), "f2": .flag(true), "c1": .object(DictionaryContext(["t3": .text("cc")]))])),
    ] }

    /// The same context as swift-mustache reads it.
    static func mustacheValue(_ value: TemplateValue) -> Any {
        switch value {
        case .text(let text): text
        case .flag(let flag): flag
        case .number(let number): number
        case .list(let items):
            items.allSatisfy { if case .text = $0 { true } else { false } }
                ? items.map { mustacheValue($0) as! String } as Any
                : items.map { mustacheValue($0) } as Any
        case .object(let object):
            (object as! DictionaryContext).values.mapValues(mustacheValue) as Any
        }
    }

    /// `main` and `partials` rendered by swift-mustache, as routegen used it (plain text, not
    /// HTML); `nil` when it cannot parse one of them.
    static func mustacheRender(_ main: String, partials: [String: String]) -> String? {
        var library = MustacheLibrary()
        for (name, text) in partials.merging(["main": main], uniquingKeysWith: { $1 }) {
            guard let template = try? MustacheTemplate(string: "{{%CONTENT_TYPE: TEXT}}\n" + text) else { return nil }
            library.register(template, named: name)
        }
        return library.render(mustacheValue(.object(DictionaryContext(context))), withTemplate: "main")
    }

    @Test func randomTemplatesRenderAsSwiftMustacheRenderedThem() {
        var generator = RandomTemplateGenerator(seed: 20_261_124)
        var compared = 0
        for _ in 0..<4_000 {
            let partials = generator.partials()
            let main = generator.template(depth: 3, partials: true, blocks: true)
            let expected = Self.mustacheRender(main, partials: partials)
            let rendered = TemplateFixture.render(main, partials: partials, context: Self.context)
            guard let expected else { continue }
            compared += 1
            #expect(rendered == expected, "main: \(main.debugDescription), partials: \(partials.debugDescription)")
        }
        // swift-mustache refuses some of the random templates and partials (a text ending in
        // `{`, a section closed in other delimiters); the comparison covers the rest.
        #expect(compared > 2_000)
    }
}

/// Random Mustache templates over the names of ``MustacheCompatibilityTests/context``.
struct RandomTemplateGenerator {
    var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// The partials a main template may include: `P1`, `P2`, and `P3`, which declares blocks.
    mutating func partials() -> [String: String] {
        [
            "P1": template(depth: 1, partials: false),
            "P2": template(depth: 2, partials: false),
            "P3": template(depth: 2, partials: false, blocks: true),
        ]
    }

    /// Names whose value prints the same in both engines: text, flags, numbers, lists of text.
    static let printable = ["t1", "t2", "t3", "f1", "f2", "l1", "l2", "missing", "c1.t1", "c1.c1.t3", ".t1", "c1.missing",
                            "uppercased(t1)", "capitalized(t2)", "reversed(t1)", "empty(t3)", "count(l1)", "first(l1)",
                            "last(l2)", "index()", "first()", "odd()", "plusone(count(l1))", "even(index())", "lowercased(c1.t1)"]
    /// Names a section may open: anything.
    static let sections = printable + ["o1", "c1", "c1.c1", "reversed(l1)", "sorted(l1)", "first(o1)", "last(o1)", "empty(l2)", "reversed(o1)", "sorted(o1)"]
    static let texts = ["a", "b c", " ", "  ", "\t", "\n", "\n", "\r\n", "x\n", "{", "}", "{ }", "<&>", "é", "\u{301}", "\n  ", "  \n"]

    mutating func pick<T>(_ items: [T]) -> T {
        items[Int(random.next() % UInt64(items.count))]
    }

    mutating func chance(_ percent: UInt64) -> Bool {
        random.next() % 100 < percent
    }

    /// A template of a few pieces; sections nest up to `depth`.
    mutating func template(depth: Int, partials: Bool, blocks: Bool = false) -> String {
        var delimiters = ("{{", "}}")
        return body(depth: depth, partials: partials, blocks: blocks, delimiters: &delimiters)
    }

    /// A line start before a tag: nothing, indentation, a line break, or both, so that tags stand alone.
    mutating func lineStart() -> String {
        pick(["", "", "\n", "\n  ", "  ", "\n\t"])
    }

    mutating func body(depth: Int, partials: Bool, blocks: Bool, delimiters: inout (String, String)) -> String {
        var text = ""
        for _ in 0..<(1 + Int(random.next() % 6)) {
            let (open, close) = delimiters
            func tag(_ content: String) -> String { open + content + close }
            switch random.next() % 12 {
            case 0, 1:
                text += pick(Self.texts)
            case 2:
                text += tag(pick(["", " "]) + pick(Self.printable) + pick(["", " "]))
            case 3:
                text += pick([tag("&" + pick(Self.printable)), open == "{{" ? "{{{" + pick(Self.printable) + "}}}" : tag("{" + pick(Self.printable) + "}")])
            case 4 where depth > 0, 5 where depth > 0:
                let name = pick(Self.sections)
                let sigil = pick(["#", "^"])
                var inner = delimiters
                let content = body(depth: depth - 1, partials: partials, blocks: blocks, delimiters: &inner)
                text += lineStart() + tag(sigil + name) + pick(["", "\n", "  \n"]) + content + lineStart() + inner.0 + "/" + name + inner.1 + pick(["", "\n"])
            case 6:
                text += lineStart() + tag("! a comment " + pick(["", "\n", "}"])) + pick(["", "\n", " \n"])
            case 7 where partials:
                text += lineStart() + tag(pick(["> P1", ">P2", "> P2 "])) + pick(["", "\n", "x\n"])
            case 8 where partials && depth > 0:
                text += lineStart() + tag("<P3") + pick(["", "\n"]) + pick(["", "  "]) + tag("$b1") + pick(["over", "\n  over\n", ""]) + tag("/b1") + pick(["", "\n"]) + tag("/P3") + pick(["", "\n"])
            case 9 where blocks && depth > 0:
                var inner = delimiters
                let content = body(depth: depth - 1, partials: false, blocks: false, delimiters: &inner)
                let name = pick(["b1", "b2"])
                text += lineStart() + tag("$" + name) + pick(["", "\n"]) + content + inner.0 + "/" + name + inner.1 + pick(["", "\n"])
            case 10:
                // Two characters each: swift-mustache crashes on a section closed with a
                // one-character delimiter (TemplateEngineTests checks routegen does not).
                let next = pick([("<%", "%>"), ("{{", "}}"), ("[[", "]]"), ("{{", "}}")])
                text += lineStart() + tag("=" + next.0 + " " + next.1 + "=") + pick(["", "\n"])
                delimiters = next
            case 11:
                text += lineStart() + tag(pick(["%CONTENT_TYPE: HTML", "%CONTENT_TYPE: TEXT", "% CONTENT_TYPE:TEXT "])) + pick(["", "\n"])
            default:
                text += pick(Self.texts)
            }
        }
        return text
    }
}
