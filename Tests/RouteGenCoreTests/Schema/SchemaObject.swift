import Foundation
import Testing
@testable import RouteGenCore

/// One object of a JSON Schema routegen writes, with the table it must come from and a way to
/// put a body of keys where that object sits in a file, so that the decoder reads them.
struct SchemaObject: CustomTestStringConvertible, Sendable {
    /// The file the schema describes.
    var kind: SchemaKind
    /// Where the object is in the schema, as a JSON Pointer.
    var pointer: String
    /// The table the object must list the keys of.
    var mapping: SpecMapping
    /// A whole file in which `{ <entries> }` stands where the object is: a flow mapping of YAML
    /// (JSON), the entries last, so that adding one moves nothing before it.
    var embed: @Sendable (String) -> String

    var testDescription: String { "\(kind.rawValue) \(pointer.isEmpty ? "(top level)" : pointer)" }

    /// Every object of every schema: the tests check that the schemas hold no other.
    static let all: [SchemaObject] = feature + app + config

    static let feature: [SchemaObject] = {
        var objects = [
            SchemaObject(kind: .feature, pointer: "", mapping: .feature) { "{\($0)}" },
        ]
        for kind in CaseKind.allCases {
            let casePointer = kind == .root ? "/properties/root" : "/properties/\(kind.rawValue)s/additionalProperties"
            objects.append(SchemaObject(kind: .feature, pointer: casePointer, mapping: .caseBody(of: kind)) {
                caseDocument(kind, body: $0)
            })
            objects.append(SchemaObject(kind: .feature, pointer: casePointer + "/properties/params/additionalProperties/anyOf/1", mapping: .parameter) {
                caseDocument(kind, body: #""params": {"id": {\#($0)}}"#)
            })
        }
        objects.append(SchemaObject(kind: .feature, pointer: "/properties/modals/additionalProperties/properties/style/anyOf/1", mapping: .modalStyleBySizeClass) {
            caseDocument(.modal, body: #""style": {\#($0)}"#)
        })
        return objects
    }()

    static let app = [
        SchemaObject(kind: .app, pointer: "", mapping: .app) { "{\($0)}" },
        SchemaObject(kind: .app, pointer: "/properties/tabs/additionalProperties/anyOf/1", mapping: .appTab) { #"{"tabs": {"home": {\#($0)}}}"# },
        SchemaObject(kind: .app, pointer: "/properties/links", mapping: .appLinks) { #"{"tabs": {"home": "Home"}, "links": {\#($0)}}"# },
        SchemaObject(kind: .app, pointer: "/properties/links/properties/hosts/anyOf/1/items/anyOf/1", mapping: .appHost) {
            #"{"tabs": {"home": "Home"}, "links": {"hosts": [{\#($0)}]}}"#
        },
    ]

    static let config = [
        SchemaObject(kind: .config, pointer: "", mapping: .configuration) { "{\($0)}" },
    ]

    /// A feature spec whose last case, of `kind`, has the body `{ <body> }`.
    static func caseDocument(_ kind: CaseKind, body: String) -> String {
        switch kind {
        case .screen: #"{"screens": {"home": {\#(body)}}}"#
        case .root: #"{"screens": {"home": {}}, "root": {\#(body)}}"#
        case .modal: #"{"screens": {"home": {}}, "modals": {"share": {\#(body)}}}"#
        case .event: #"{"screens": {"home": {}}, "events": {"done": {\#(body)}}}"#
        }
    }

    /// What the decoder of `kind` makes of `yaml`: its model, and the diagnostics of reading
    /// and decoding (not validating) it.
    static func decode(_ yaml: String, as kind: SchemaKind) -> (model: AnyHashable?, diagnostics: [String]) {
        var diagnostics = Diagnostics()
        let model: AnyHashable?
        switch kind {
        case .feature:
            let source = SpecSource(path: "Specs/Home.routes.yaml", text: yaml)
            let root = YAMLReader.read(source.bytes, file: source.path, diagnostics: &diagnostics)
            model = SpecBuilder.build(root, source: source, diagnostics: &diagnostics)
        case .app:
            let source = SpecSource(path: "Specs/Shop.app.yaml", text: yaml)
            let root = YAMLReader.read(source.bytes, file: source.path, diagnostics: &diagnostics)
            model = AppSpecBuilder.build(root, source: source, diagnostics: &diagnostics)
        case .config:
            model = ConfigurationFileBuilder.decode(Array(yaml.utf8), file: "routegen.yaml", diagnostics: &diagnostics)
        }
        return (model, diagnostics.map(\.description))
    }
}

/// A JSON Schema parsed with Foundation, for walking it as editors and validators do.
struct ParsedSchema {
    /// The schema as `JSONSerialization` reads it.
    var root: Any

    /// Parses the schema routegen writes for `kind`.
    init(_ kind: SchemaKind) throws {
        root = try JSONSerialization.jsonObject(with: Data(SchemaGenerator.text(for: kind).utf8))
    }

    /// The value at a JSON Pointer (`/properties/links`), or `nil` if there is none.
    func value(at pointer: String) -> Any? {
        var value: Any? = root
        for token in pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
            if let object = value as? [String: Any] {
                value = object[String(token)]
            } else if let array = value as? [Any], let index = Int(token), array.indices.contains(index) {
                value = array[index]
            } else {
                return nil
            }
        }
        return value
    }

    /// The object schema at `pointer`, which must be one.
    func object(at pointer: String) throws -> [String: Any] {
        try #require(value(at: pointer) as? [String: Any], "no object at '\(pointer)'")
    }

    /// The pointers of every schema in the document that lists `properties`: every mapping
    /// whose keys the schema fixes.
    var pointersOfObjects: Set<String> {
        var found: Set<String> = []
        func walk(_ value: Any, _ pointer: String) {
            if let object = value as? [String: Any] {
                // A mapping's object; an `anyOf` alternative that constrains a property of the
                // object around it (a feature's non-empty `screens`) has no `additionalProperties`.
                if object["properties"] != nil, object["additionalProperties"] != nil { found.insert(pointer) }
                for (key, member) in object where key != "examples" {
                    walk(member, pointer + "/" + key)
                }
            } else if let array = value as? [Any] {
                for (index, item) in array.enumerated() {
                    walk(item, pointer + "/\(index)")
                }
            }
        }
        walk(root, "")
        return found
    }

    /// `value` as one line of JSON, which is a YAML flow value too.
    static func flowText(_ value: Any) throws -> String {
        let data = try JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self)
    }
}
