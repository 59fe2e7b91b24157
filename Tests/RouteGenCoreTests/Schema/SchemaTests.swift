import Foundation
import Testing
@testable import RouteGenCore

/// `routegen schema`: the schemas list exactly the keys of the decoders' tables, the decoders
/// read every key the schemas list, and the text is the same every time.
@Suite struct SchemaTests {
    @Test(arguments: SchemaObject.all)
    func everyObjectListsExactlyTheKeysOfItsTable(_ object: SchemaObject) throws {
        let json = try ParsedSchema(object.kind).object(at: object.pointer)
        let properties = try #require(json["properties"] as? [String: Any])
        #expect(Set(properties.keys) == Set(object.mapping.names))
        #expect(json["additionalProperties"] as? Bool == false, "an unknown key must be an error, as in routegen")
        #expect(json["required"] as? [String] ?? [] == object.mapping.required)
        let oneOf = (json["anyOf"] as? [[String: Any]] ?? []).flatMap { $0["required"] as? [String] ?? [] }
        #expect(oneOf == object.mapping.requiredOneOf)
        for (name, property) in properties {
            let schema = try #require(property as? [String: Any])
            #expect(schema["description"] as? String == object.mapping.key(named: name)?.summary)
            #expect((schema["examples"] as? [Any])?.count == 1, "'\(name)' has an example")
        }
    }

    /// A key's and a table's summary and example are made when the schema asks for them, not
    /// when the decoders' tables are built, which every run that reads a spec does.
    @Test func aTableMakesItsTextAndExamplesOnlyWhenTheyAreRead() {
        final class Log: @unchecked Sendable {
            private let lock = Lock()
            private var made: [String] = []
            func note<Value>(_ what: String, _ value: Value) -> Value {
                lock.withLock { made.append(what) }
                return value
            }
            var entries: [String] { lock.withLock { made } }
        }
        let log = Log()
        let key = SpecKey("title", .string, log.note("summary", "The title."), example: log.note("example", "Home"))
        let mapping = SpecMapping(summary: log.note("mapping", "A screen."), keys: [key])
        #expect(log.entries == [])
        #expect(mapping.names == ["title"])
        #expect(mapping.key(named: "title")?.summary == "The title.")
        #expect(log.entries == ["summary"])
        #expect(key.example == "Home" && mapping.summary == "A screen.")
        #expect(log.entries == ["summary", "example", "mapping"])
    }

    @Test(arguments: SchemaKind.allCases)
    func theSchemasHoldNoObjectTheseTestsDoNotCompare(_ kind: SchemaKind) throws {
        let listed = Set(SchemaObject.all.filter { $0.kind == kind }.map(\.pointer))
        #expect(try ParsedSchema(kind).pointersOfObjects == listed)
    }

    /// Feeds the decoder every key the schema lists, with the schema's example: the decoder
    /// accepts it and reads it (the model changes), and leaving it out is an error exactly
    /// when the schema requires it. A key added to a table but not decoded fails here.
    @Test(arguments: SchemaObject.all)
    func theDecoderReadsEveryKeyTheSchemaListsWithItsExample(_ object: SchemaObject) throws {
        let json = try ParsedSchema(object.kind).object(at: object.pointer)
        let properties = try #require(json["properties"] as? [String: Any])
        for name in properties.keys.sorted() {
            let entries = try Self.entries(besides: name, of: json)
            let example = try #require(((properties[name] as? [String: Any])?["examples"] as? [Any])?.first)
            let with = SchemaObject.decode(object.embed((entries + [Self.entry(name, try ParsedSchema.flowText(example))]).joined(separator: ", ")), as: object.kind)
            let without = SchemaObject.decode(object.embed(entries.joined(separator: ", ")), as: object.kind)
            #expect(with.diagnostics == [], "'\(name)' with its example")
            if object.mapping.required.contains(name) {
                #expect(!without.diagnostics.isEmpty, "leaving out the required '\(name)'")
            } else {
                #expect(without.diagnostics == [], "leaving out the optional '\(name)'")
                #expect(with.model != nil && with.model != without.model, "the decoder reads '\(name)'")
            }
        }
    }

    /// A key with no value (`key:`) passes the decoder exactly where the schema allows null.
    @Test(arguments: SchemaObject.all)
    func anEmptyValuePassesTheDecoderExactlyWhereTheSchemaAllowsNull(_ object: SchemaObject) throws {
        let json = try ParsedSchema(object.kind).object(at: object.pointer)
        let properties = try #require(json["properties"] as? [String: Any])
        for name in properties.keys.sorted() {
            let entries = try Self.entries(besides: name, of: json) + [Self.entry(name, "null")]
            let decoded = SchemaObject.decode(object.embed(entries.joined(separator: ", ")), as: object.kind)
            let allowsNull = Self.allowsNull(try #require(properties[name] as? [String: Any]))
            #expect(decoded.diagnostics.isEmpty == allowsNull, "'\(name): null' \(decoded.diagnostics)")
        }
    }

    @Test(arguments: SchemaKind.allCases)
    func aSchemaIsTheSameTextEveryTimeEndingInOneNewline(_ kind: SchemaKind) throws {
        let text = SchemaGenerator.text(for: kind)
        #expect(text == SchemaGenerator.text(for: kind))
        #expect(text.hasSuffix("}\n"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(json["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect(json["title"] as? String == kind.title)
    }

    @Test func anEmptyFileIsValidOnlyForAConfiguration() throws {
        for kind in SchemaKind.allCases {
            let type = try ParsedSchema(kind).object(at: "")["type"]
            #expect((type as? [String]) == (kind == .config ? ["object", "null"] : nil))
            #expect((type as? String) == (kind == .config ? nil : "object"))
        }
    }

    /// The schema's choices are the decoders' own cases, in their order.
    @Test func choicesAreTheModelsCases() throws {
        let feature = try ParsedSchema(.feature)
        #expect(feature.value(at: "/properties/access/enum") as? [String] == ["public", "package", "internal"])
        #expect(feature.value(at: "/properties/modals/additionalProperties/properties/style/anyOf/0/enum") as? [String] == ["sheet", "fullScreenCover", "popover"])
        #expect(feature.value(at: "/properties/modals/additionalProperties/properties/style/anyOf/1/properties/compact/enum") as? [String] == ["sheet", "fullScreenCover", "popover"])
        let app = try ParsedSchema(.app)
        #expect(app.value(at: "/properties/links/properties/schemes/additionalProperties/enum") as? [String] == ["route", "web", "ignored"])
        #expect(try ParsedSchema(.config).value(at: "/properties/mode/enum") as? [String] == ["interface", "live"])
    }

    // MARK: Helpers

    /// The entries (`"key": value`) an object needs besides `name`: its required keys and, when
    /// it needs one of several, one of those other than `name`, each with its example.
    static func entries(besides name: String, of object: [String: Any]) throws -> [String] {
        let properties = try #require(object["properties"] as? [String: Any])
        var names = (object["required"] as? [String] ?? []).filter { $0 != name }
        let oneOf = (object["anyOf"] as? [[String: Any]] ?? []).flatMap { $0["required"] as? [String] ?? [] }
        if let other = oneOf.first(where: { $0 != name }) { names.append(other) }
        return try names.map { key in
            let example = try #require(((properties[key] as? [String: Any])?["examples"] as? [Any])?.first)
            return entry(key, try ParsedSchema.flowText(example))
        }
    }

    /// `"name": value`, an entry of a flow mapping.
    static func entry(_ name: String, _ value: String) -> String {
        "\"\(name)\": \(value)"
    }

    /// Whether a schema accepts null: by its type, its enum or one of its alternatives.
    static func allowsNull(_ schema: [String: Any]) -> Bool {
        if let type = schema["type"] as? String, type == "null" { return true }
        if let types = schema["type"] as? [String], types.contains("null") { return true }
        if let words = schema["enum"] as? [Any], words.contains(where: { $0 is NSNull }) { return true }
        if let alternatives = schema["anyOf"] as? [[String: Any]] { return alternatives.contains(where: allowsNull) }
        return false
    }
}
