import Foundation
import Testing
@testable import RouteGenCore

/// The images of parsed templates (``TemplateImage``): routegen ships one per built-in
/// template, each the image of that template's text as it is in `Templates/`; an image reads
/// back as the template it was written from; and an image is used only for the exact text it
/// was compiled from, and only when it reads back whole.
@Suite struct TemplateImageTests {
    /// Where the built-in templates' images live in this repository.
    static let imagesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/RouteGenCore/Rendering/BuiltinTemplateImages")

    /// The image of a template's text, as routegen's build should ship it.
    static func image(of text: String) throws -> [UInt8] {
        TemplateImage.encode(try TemplateParser.parse(text), sourceDigest: TemplateImage.digest(of: text))
    }

    /// Set to write the images anew after a template in `Templates/` changed, as snapshot tests
    /// record: `ROUTEGEN_RECORD_TEMPLATE_IMAGES=1 swift test --filter TemplateImageTests`.
    static var records: Bool {
        ProcessInfo.processInfo.environment["ROUTEGEN_RECORD_TEMPLATE_IMAGES"] != nil
    }

    @Test(arguments: BuiltinTemplates.names)
    func eachBuiltinTemplateShipsTheImageOfItsText(name: String) throws {
        let text = try #require(BuiltinTemplates.sources[name])
        let expected = try Self.image(of: text)
        if Self.records {
            let file = Self.imagesFolder.appendingPathComponent("\(name).image")
            try Data(expected).write(to: file)
            Issue.record("wrote \(file.path); run the tests again without ROUTEGEN_RECORD_TEMPLATE_IMAGES")
            return
        }
        let isUpToDate = BuiltinTemplates.image(named: name) == expected
        #expect(
            isUpToDate,
            "the image of Templates/\(name).mustache is out of date: write it again with ROUTEGEN_RECORD_TEMPLATE_IMAGES=1 swift test --filter TemplateImageTests"
        )
    }

    /// The built-in templates' names, which `--templates`' help lists and a folder of templates
    /// may replace, are named by the templates' cases without decoding their sources: the same
    /// names as the sources routegen ships.
    @Test func theBuiltinTemplatesAreNamedAsTheirSources() {
        #expect(BuiltinTemplates.names == BuiltinTemplates.sources.keys.sorted())
        #expect(BuiltinTemplates.names.count == OutputTemplate.allCases.count + AppOutputTemplate.allCases.count)
    }

    @Test func aRunReadsEveryBuiltinTemplateFromItsImage() throws {
        var diagnostics = Diagnostics()
        let sources = TemplateSources.combine(builtinsWith: [], diagnostics: &diagnostics)
        let templates = try #require(TemplateSet(sources, diagnostics: &diagnostics))
        #expect(templates.namesReadFromImages == Set(BuiltinTemplates.names))
        #expect(diagnostics.all.isEmpty)
    }

    @Test func aTemplateTheUserReplacedIsParsed() throws {
        var diagnostics = Diagnostics()
        let replaced = TemplateSource(name: "Route.swift", path: "Templates/Route.swift.mustache", text: "// {{feature}}\n")
        let sources = TemplateSources.combine(builtinsWith: [replaced], diagnostics: &diagnostics)
        let templates = try #require(TemplateSet(sources, diagnostics: &diagnostics))
        #expect(templates.namesReadFromImages == Set(BuiltinTemplates.names).subtracting(["Route.swift"]))
        #expect(templates.library["Route.swift"]?.program.flowCount == 3)
    }

    @Test func anImageIsUsedOnlyForTheTextItWasCompiledFrom() throws {
        let image = try Self.image(of: "a {{b}} c\n")
        #expect(TemplateImage.decode(image, sourceDigest: TemplateImage.digest(of: "a {{b}} c\n")) != nil)
        #expect(TemplateImage.decode(image, sourceDigest: TemplateImage.digest(of: "a {{b}} d\n")) == nil)
    }

    /// Random templates (every kind of tag, partials with indentation, parents and blocks,
    /// pragmas, transforms), each written to an image and read back: the image read back writes
    /// the same image, and renders what the parsed template renders.
    @Test func anImageReadsBackAsTheTemplateItWasWrittenFrom() throws {
        var generator = RandomTemplateGenerator(seed: 20_261_207)
        var compared = 0
        for _ in 0..<1_500 {
            var texts = generator.partials()
            texts["main"] = generator.template(depth: 3, partials: true, blocks: true)
            var parsed: [String: ParsedTemplate] = [:]
            var read: [String: ParsedTemplate] = [:]
            for (name, text) in texts {
                guard let template = try? TemplateParser.parse(text) else { continue }
                let digest = TemplateImage.digest(of: text)
                let image = TemplateImage.encode(template, sourceDigest: digest)
                let readBack = try #require(TemplateImage.decode(image, sourceDigest: digest), "\(text.debugDescription)")
                #expect(TemplateImage.encode(readBack, sourceDigest: digest) == image, "\(text.debugDescription)")
                #expect(readBack.partialReferences == template.partialReferences)
                parsed[name] = template
                read[name] = readBack
            }
            guard parsed["main"] != nil else { continue }
            compared += 1
            #expect(Self.render(parsed) == Self.render(read), "\(texts.debugDescription)")
        }
        #expect(compared > 1_000)
    }

    /// `main` of `library` rendered against the compatibility tests' context.
    static func render(_ library: [String: ParsedTemplate]) -> String? {
        var renderer = TemplateRenderer(
            templates: library, context: DictionaryContext(MustacheCompatibilityTests.context), units: RenderBudget.standardUnits
        )
        return renderer.render(templateNamed: "main")
    }

    /// What a run reads from a shipped image is the parsed template's text, flow and keys.
    @Test func aBuiltinTemplateReadFromItsImageHasTheParsedTextAndKeys() throws {
        for name in BuiltinTemplates.names {
            let text = try #require(BuiltinTemplates.sources[name])
            let parsed = try TemplateParser.parse(text)
            let image = try #require(BuiltinTemplates.image(named: name))
            let read = try #require(TemplateImage.decode(image, sourceDigest: TemplateImage.digest(of: text)))
            #expect(Array(read.program.textBytes) == Array(parsed.program.textBytes))
            #expect(read.program.flowCount == parsed.program.flowCount)
            #expect(read.program.plainKeys == parsed.program.plainKeys)
        }
    }

    /// An image cut short, or with a byte changed, is not used, and reading it never traps.
    @Test func aDamagedImageIsNotUsed() throws {
        let text = "{{#a}}x{{> P}}{{/a}}{{$b}}y{{/b}}{{< Q}}{{$c}}z{{/c}}{{/Q}}{{upper(d.e)}}{{^f}}{{.}}{{/f}}\n"
        let digest = TemplateImage.digest(of: text)
        let image = try Self.image(of: text)
        #expect(TemplateImage.decode(image, sourceDigest: digest) != nil)
        for length in 0..<image.count {
            #expect(TemplateImage.decode(Array(image[..<length]), sourceDigest: digest) == nil, "cut at \(length)")
        }
        for index in image.indices {
            for replacement: UInt8 in [UInt8(ascii: "9"), UInt8(ascii: " "), UInt8(ascii: ":"), 0xFF] where image[index] != replacement {
                var damaged = image
                damaged[index] = replacement
                _ = TemplateImage.decode(damaged, sourceDigest: digest)
            }
        }
    }

    @Test func anOperandOutsideItsTableMakesTheImageUnusable() throws {
        let text = "{{#a}}{{b}}{{/a}}\n"
        let digest = TemplateImage.digest(of: text)
        let image = String(decoding: try Self.image(of: text), as: UTF8.self)
        #expect(image.contains("\nv p 0 1\n") && image.contains("\ns p 1 2 0\n"))
        for (original, damaged) in [("\nv p 0 1\n", "\nv p 2 1\n"), ("\ns p 1 2 0\n", "\ns p 1 4 0\n"), ("\ns p 1 2 0\n", "\ns p 1 0 0\n"), ("\ns p 1 2 0\n", "\ns x 0 2 0\n")] {
            let bytes = Array(image.replacingOccurrences(of: original, with: damaged).utf8)
            #expect(TemplateImage.decode(bytes, sourceDigest: digest) == nil, "\(damaged)")
        }
    }
}
