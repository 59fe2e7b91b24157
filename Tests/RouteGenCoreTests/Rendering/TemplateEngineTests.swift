import Testing
@testable import RouteGenCore

/// routegen's template engine on its own: what it reads where swift-mustache failed, its syntax
/// errors, and the limits that keep a user's template from running away.
@Suite struct TemplateEngineTests {
    let context: [String: TemplateValue] = [
        "name": .text("home"),
        "flag": .flag(true),
        "items": .texts(["a", "b", "c"]),
    ]

    @Test func readsWhatSwiftMustacheCouldNot() {
        // swift-mustache crashed on a section closed with a one-character delimiter, failed on a
        // template ending in '{', and missed a comment end that overlaps the delimiter's start.
        #expect(TemplateFixture.renderOrError("{{=[ ]=}}[#flag]x[/flag]", context: context) == "x")
        #expect(TemplateFixture.renderOrError("struct A {", context: context) == "struct A {")
        #expect(TemplateFixture.renderOrError("{{=<% %>=}}<%! 100%%>done", context: context) == "done")
    }

    @Test func standaloneTagsTakeTheirWholeLine() {
        let template = "list:\n  {{#items}}\n  - {{.}}{{^isLast}},{{/isLast}}\n  {{/items}}\nend\n"
        #expect(TemplateFixture.renderOrError(template, context: context) == "list:\n  - a,\n  - b,\n  - c,\nend\n")
    }

    @Test func aStandalonePartialIndentsItsLinesAndBlocksOverrideAParentsDefaults() {
        let partials = [
            "Lines": "one\ntwo {{name}}\n",
            "Page": "<{{$title}}untitled{{/title}}> {{$body}}empty{{/body}}\n",
        ]
        #expect(TemplateFixture.render("begin\n    {{> Lines}}\nend\n", partials: partials, context: context) == "begin\n    one\n    two home\nend\n")
        #expect(TemplateFixture.render("{{<Page}}{{$title}}{{name}}{{/title}}{{/Page}}", partials: partials, context: context) == "<home> empty\n")
    }

    /// Consecutive lines of text compile to one instruction, which a standalone partial still
    /// indents line by line; text after a section's end is not taken into its body.
    @Test func aRunOfTextIsOneInstructionThatStaysOutOfTheSectionBeforeIt() throws {
        let program = try TemplateParser.parse("one\ntwo\n{{#flag}}in\nside\n{{/flag}}three\nfour {{name}}\nfive\n").program
        let kinds = program.instructions.map { instruction -> String in
            switch instruction {
            case .text(let start, let count): "text(" + String(decoding: program.text(at: start, count: count), as: UTF8.self) + ")"
            case .section(_, let end, _): "section(end: \(end))"
            case .value: "value"
            default: "other"
            }
        }
        #expect(kinds == ["text(one\ntwo\n)", "section(end: 3)", "text(in\nside\n)", "text(three\nfour )", "value", "text(\nfive\n)"])
        #expect(TemplateFixture.render("{{#flag}}x\n{{/flag}}y\n", context: ["flag": .flag(false)]) == "y\n")
        #expect(TemplateFixture.render("a\n  {{> Lines}}\n", partials: ["Lines": "one\ntwo\n\nthree"], context: context) == "a\n  one\n  two\n  \n  three")
    }

    @Test func transformsApplyInnermostFirst() {
        #expect(TemplateFixture.renderOrError("{{uppercased(name)}} {{count(items)}} {{plusone(count(items))}} {{#items}}{{index()}}{{/items}}", context: context) == "HOME 3 4 012")
    }

    @Test func htmlIsEscapedOnlyAfterThePragmaAsks() {
        let html: [String: TemplateValue] = ["code": .text("a < b && \"c\"")]
        #expect(TemplateFixture.renderOrError("{{code}}", context: html) == "a < b && \"c\"")
        #expect(TemplateFixture.renderOrError("{{%CONTENT_TYPE: HTML}}\n{{code}} {{{code}}}", context: html) == "a &lt; b &amp;&amp; &quot;c&quot; a < b && \"c\"")
    }

    /// The renderer lends one scope to nested bodies rather than copying it: a pragma in a
    /// section's body still ends with that body (each item starts unescaped), and a nested
    /// section's list position ends with it.
    @Test func aPragmaAndAListPositionEndWithTheirBody() {
        let context: [String: TemplateValue] = [
            "code": .text("<"), "items": .texts(["x", "y"]), "inner": .texts(["p", "q", "r"]),
        ]
        #expect(TemplateFixture.renderOrError("{{#items}}{{code}}{{%CONTENT_TYPE: HTML}}{{code}};{{/items}}{{code}}", context: context) == "<&lt;;<&lt;;<")
        #expect(TemplateFixture.renderOrError("{{#items}}{{index()}}{{#inner}}{{index()}}{{/inner}}{{index()}} {{/items}}", context: context) == "00120 10121 ")
    }

    @Test(arguments: [
        ("{{#name}}", "1:10: a section is opened but never closed"),
        ("{{#a}}{{/b}}", "1:10: a section is closed with a name other than the one that opened it"),
        ("x\n{{name", "2:7: a tag is not closed with '}}'"),
        ("{{{name}}", "1:10: a tag is not closed with '}}}'"),
        ("{{! never closed", "1:1: a comment is not closed with '}}'"),
        ("{{=<% =}}", "1:1: a set-delimiter tag is malformed"),
        ("{{%LANGUAGE: SWIFT}}", "1:21: a '{{%' pragma names an unknown setting: only 'CONTENT_TYPE: TEXT' and 'CONTENT_TYPE: HTML' exist"),
        ("{{upper(name}}", "1:15: 'upper(name' is not a name or a transform of one, such as 'uppercased(name)'"),
        ("{{<Page}}{{name}}{{/Page}}", "1:27: an inheritance section holds a tag it may not"),
    ])
    func syntaxErrorsSayWhatAndWhere(template: String, expected: String) {
        #expect(TemplateFixture.renderOrError(template) == expected)
    }

    @Test func aBlockThatIncludesItsOwnParentStopsAtTheDepthLimit() {
        // No template includes itself, yet each expansion of the block includes the parent again,
        // whose block the outer override still fills.
        let partials = ["Page": "{{$body}}{{/body}}"]
        let main = "{{<Page}}{{$body}}{{<Page}}{{/Page}}{{/body}}{{/Page}}"
        var library: [String: ParsedTemplate] = [:]
        for (name, text) in partials.merging(["main": main], uniquingKeysWith: { $1 }) {
            library[name] = try? TemplateParser.parse(text)
        }
        var renderer = TemplateRenderer(templates: library, context: DictionaryContext(context), units: RenderBudget.standardUnits)
        #expect(renderer.render(templateNamed: "main") == nil)
        #expect(renderer.failure == .tooDeep)
    }

    @Test func everyLookupAndRepetitionSpendsTheBudget() throws {
        let parsed = try TemplateParser.parse("{{#items}}{{name}}{{/items}}")
        var renderer = TemplateRenderer(templates: ["main": parsed], context: DictionaryContext(context), units: 7)
        // One lookup of `items`, three repetitions, three lookups of `name`.
        #expect(renderer.render(templateNamed: "main") == "homehomehome")
        #expect(renderer.remainingUnits == 0)
        var poorer = TemplateRenderer(templates: ["main": parsed], context: DictionaryContext(context), units: 6)
        #expect(poorer.render(templateNamed: "main") == nil)
        #expect(poorer.failure == .budgetSpent)
    }

    /// The renderer's stack lends the contexts sections push without retaining them
    /// (`TemplateFrame`): a context made anew by each lookup, held only by the section that
    /// pushed it, is read correctly to the end of that section, and every one is freed when
    /// rendering ends.
    @Test func aContextMadeByALookupLivesUntilItsSectionEnds() throws {
        let census = ContextCensus()
        let root = MadeOnLookupContext(depth: 0, census: census)
        let template = "{{#children}}[{{depth}}{{#child}}({{depth}}{{#children}}{{depth}}{{/children}}){{/child}}]{{/children}}"
        var renderer = TemplateRenderer(templates: ["main": try TemplateParser.parse(template)], context: root, units: RenderBudget.standardUnits)
        #expect(renderer.render(templateNamed: "main") == "[1(233)][1(233)]")
        #expect(census.made == 1 + 2 + 2 + 4)
        #expect(census.alive == 1, "only the root, which the test holds")
        #expect(census.mostAlive == 6, "the root, the two children, a child, its two children: each section's contexts are freed when it ends")
    }
}

/// Counts the contexts ``MadeOnLookupContext`` makes and frees.
private final class ContextCensus {
    var made = 0
    var alive = 0
    var mostAlive = 0
}

/// A context at `depth` whose `child` and two `children` are made anew on every lookup, one
/// deeper, so that only the section that asked for them holds them.
private final class MadeOnLookupContext: TemplateObject {
    let depth: Int
    let census: ContextCensus

    init(depth: Int, census: ContextCensus) {
        self.depth = depth
        self.census = census
        census.made += 1
        census.alive += 1
        census.mostAlive = max(census.mostAlive, census.alive)
    }

    deinit {
        census.alive -= 1
    }

    override func value(named name: String) -> TemplateValue? {
        switch name {
        case "depth": .number(depth)
        case "child": .object(MadeOnLookupContext(depth: depth + 1, census: census))
        case "children": .list([.object(MadeOnLookupContext(depth: depth + 1, census: census)), .object(MadeOnLookupContext(depth: depth + 1, census: census))])
        default: nil
        }
    }
}
