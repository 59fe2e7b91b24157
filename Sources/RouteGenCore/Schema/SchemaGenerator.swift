/// Writes the JSON Schema (draft 2020-12) of a file of the spec format, from the same
/// ``SpecMapping`` tables the decoders read, so that editors complete and check exactly the
/// keys routegen accepts.
///
/// The schema describes the shape: keys, kinds of values, allowed words and patterns, required
/// keys. Names, Swift types, defaults, link templates and cross-references are checked by
/// routegen's validation stage only.
public struct SchemaGenerator {
    /// The URI of the JSON Schema dialect the schema is written in.
    static let dialect = "https://json-schema.org/draft/2020-12/schema"
    /// Where a reference to the Swift type definition points.
    static let swiftTypeReference = "#/$defs/swiftType"

    /// Whether the schema refers to the Swift type definition, which it then declares.
    private var usesSwiftType = false

    /// The JSON Schema of `kind` as text: sorted keys, two-space indentation, a final newline.
    public static func text(for kind: SchemaKind) -> String {
        schema(for: kind).renderedText
    }

    /// The JSON Schema of `kind`.
    static func schema(for kind: SchemaKind) -> JSONValue {
        var generator = SchemaGenerator()
        var root = generator.schema(of: kind.topLevel)
        if kind.acceptsEmptyFile { root = Self.orNull(root) }
        root["$schema"] = .string(dialect)
        root["$comment"] = .string("Written by 'routegen schema --kind \(kind.rawValue)'; write it again rather than editing it.")
        root["title"] = .string(kind.title)
        if generator.usesSwiftType {
            root["$defs"] = ["swiftType": Self.swiftTypeDefinition]
        }
        return .object(root)
    }

    /// The schema of a mapping with the keys of `mapping`: an object with those properties only.
    mutating func schema(of mapping: SpecMapping) -> [String: JSONValue] {
        var properties: [String: JSONValue] = [:]
        for key in mapping.keys {
            var property = schema(of: key.value)
            property["description"] = .string(key.summary)
            property["examples"] = [key.example]
            properties[key.name] = .object(property)
        }
        var object: [String: JSONValue] = [
            "type": "object",
            "description": .string(mapping.summary),
            "properties": .object(properties),
            "additionalProperties": false,
        ]
        if !mapping.required.isEmpty {
            object["required"] = .array(mapping.required.map(JSONValue.string))
        }
        if !mapping.requiredOneOf.isEmpty {
            object["anyOf"] = .array(mapping.requiredOneOf.map { key in
                var alternative: [String: JSONValue] = ["required": [.string(key)]]
                if mapping.nonEmptyWhenRequired.contains(key), let shape = mapping.key(named: key)?.value {
                    alternative["properties"] = [key: .object(Self.nonEmpty(shape))]
                }
                return .object(alternative)
            })
        }
        return object
    }

    /// The schema of a value of `shape`.
    mutating func schema(of shape: SpecValueShape) -> [String: JSONValue] {
        switch shape {
        case .text:
            return ["type": ["boolean", "number", "string"]]
        case .string:
            return ["type": "string"]
        case .choice(let words):
            return ["enum": .array(words.map(JSONValue.string))]
        case .pattern(let pattern):
            return ["type": "string", "pattern": .string(pattern)]
        case .boolean:
            return ["anyOf": [["type": "boolean"], ["enum": ["false", "true"]]]]
        case .swiftType:
            usesSwiftType = true
            return ["$ref": .string(Self.swiftTypeReference)]
        case .swiftExpression:
            return ["anyOf": [["type": ["boolean", "number", "string"]], ["type": "array", "maxItems": 0]]]
        case .list(let item, let minimum):
            var list: [String: JSONValue] = ["type": "array", "items": .object(schema(of: item))]
            if minimum > 0 { list["minItems"] = .integer(minimum) }
            return list
        case .mapping(let mapping):
            return schema(of: mapping)
        case .dictionary(let value, let minimum):
            var dictionary: [String: JSONValue] = ["type": "object", "additionalProperties": .object(schema(of: value))]
            if minimum > 0 { dictionary["minProperties"] = .integer(minimum) }
            return dictionary
        case .either(let shapes):
            return ["anyOf": .array(shapes.flatMap { alternatives(of: $0) }.map(JSONValue.object))]
        case .orEmpty(let shape):
            return Self.orNull(schema(of: shape))
        }
    }

    /// What a value of `shape` (a dictionary or a list, possibly empty) must be to have at least
    /// one entry: a non-empty object or array.
    static func nonEmpty(_ shape: SpecValueShape) -> [String: JSONValue] {
        switch shape {
        case .orEmpty(let inner): nonEmpty(inner)
        case .list: ["type": "array", "minItems": 1]
        default: ["type": "object", "minProperties": 1]
        }
    }

    /// The alternatives of `shape` for an `anyOf`: its own, when it is itself a choice of shapes.
    mutating func alternatives(of shape: SpecValueShape) -> [[String: JSONValue]] {
        guard case .either(let shapes) = shape else { return [schema(of: shape)] }
        return shapes.flatMap { alternatives(of: $0) }
    }

    /// `schema`, also accepting null (a YAML empty value): null joins its `type`, its `enum` or
    /// its `anyOf`, whichever it has.
    static func orNull(_ schema: [String: JSONValue]) -> [String: JSONValue] {
        var schema = schema
        switch (schema["type"], schema["enum"], schema["anyOf"]) {
        case (.string(let type)?, _, _):
            schema["type"] = [.string(type), "null"]
        case (.array(let types)?, _, _):
            schema["type"] = .array(types + ["null"])
        case (nil, .array(let words)?, _):
            schema["enum"] = .array(words + [.null])
        case (nil, nil, .array(let alternatives)?):
            schema["anyOf"] = .array(alternatives + [["type": "null"]])
        default:
            schema = ["anyOf": [.object(schema), ["type": "null"]]]
        }
        return schema
    }

    /// A Swift type: a string, or an unquoted YAML flow list that spells one, which YAML reads
    /// as a list of one type (`[User]`) or of one single-pair mapping (`[String: Int]`).
    static let swiftTypeDefinition: JSONValue = [
        "description": "A Swift type: a name, dotted name or generic, [T], [K: V], T?, or a function type. Unquoted [T] and [K: V] are read back as the type they spell.",
        "anyOf": [
            ["type": "string"],
            [
                "type": "array",
                "minItems": 1,
                "maxItems": 1,
                "items": [
                    "anyOf": [
                        ["$ref": .string(swiftTypeReference)],
                        ["type": "object", "minProperties": 1, "maxProperties": 1, "additionalProperties": ["$ref": .string(swiftTypeReference)]],
                    ],
                ],
            ],
        ],
    ]
}
