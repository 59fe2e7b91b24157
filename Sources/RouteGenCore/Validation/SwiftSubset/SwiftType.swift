/// A parsed Swift type: `Foo`, `Foo.Bar`, `Foo<A, B>`, `[T]`, `[K: V]`, `T?`, any nesting of these,
/// and function types and existentials (`any P & Q`) where the parser allows them.
/// `Optional<T>` is parsed as `T?`: the two spellings are one type.
///
/// Only these shapes exist, so every value spells a type that is safe to paste into generated
/// code: its `description` contains nothing but names, `.`, `<`, `>`, `,`, `[`, `]`, `:`, `?`,
/// `(`, `)`, `->`, `&`, the attributes `@MainActor` and `@Sendable`, `any`, `async`, `throws`
/// and spaces.
indirect enum SwiftType: Hashable, Sendable, CustomStringConvertible {
    /// A possibly dotted, possibly generic name: `Models.Page<Int>` has the components `Models`
    /// and `Page<Int>`. Never empty.
    case named([SwiftTypeComponent])
    /// `[Element]`.
    case array(SwiftType)
    /// `[Key: Value]`.
    case dictionary(key: SwiftType, value: SwiftType)
    /// `Wrapped?`.
    case optional(SwiftType)
    /// `(Parameters) -> Result`, with its attributes and effects.
    case function(SwiftFunctionType)
    /// `any P & Q`: a value of any type that conforms to the members, each a `.named` type.
    /// Never empty.
    case existential([SwiftType])

    /// The canonical spelling: `Models.Page<Int, [String: Int]>`, `[T]`, `[K: V]`, `T?`, `[Int]?`.
    var description: String {
        switch self {
        case .named(let components) where components.count == 1:
            // Most types are one name (`String`, `Post`): no array to join.
            components[0].description
        case .named(let components):
            components.map(\.description).joined(separator: ".")
        case .array(let element):
            "[\(element)]"
        case .dictionary(let key, let value):
            "[\(key): \(value)]"
        case .optional(.function(let function)):
            "(\(function))?"
        case .optional(.existential(let members)):
            "(\(Self.existentialDescription(members)))?"
        case .optional(let wrapped):
            "\(wrapped)?"
        case .function(let function):
            function.description
        case .existential(let members):
            Self.existentialDescription(members)
        }
    }

    /// `any P & Q`.
    private static func existentialDescription(_ members: [SwiftType]) -> String {
        "any " + members.map(\.description).joined(separator: " & ")
    }

    /// Whether the outermost type is an optional (`T?`).
    var isOptional: Bool {
        if case .optional = self { true } else { false }
    }

    /// The function type, when this is one or the optional of one (`((Tag) -> Void)?`).
    var callback: SwiftFunctionType? {
        switch self {
        case .function(let function), .optional(.function(let function)): function
        default: nil
        }
    }

    /// The existential's members, when this is one or the optional of one (`(any P & Q)?`).
    var existentialMembers: [SwiftType]? {
        switch self {
        case .existential(let members), .optional(.existential(let members)): members
        default: nil
        }
    }

    /// Whether a route boxes a value of this type to stay `Hashable` and `Sendable`: a function
    /// type or an existential, or the optional of one.
    /// Matched without binding the payloads: the translator asks it several times per parameter,
    /// and copying out a function type or a member list retained and released it each time.
    var isBoxed: Bool {
        switch self {
        case .function, .existential, .optional(.function), .optional(.existential): true
        default: false
        }
    }

    /// The first component's name for `.named` (e.g. `Models` for `Models.Page<Int>`), nil
    /// otherwise. Used to check whether a generated declaration shadows the type's name.
    var leadingName: String? {
        if case .named(let components) = self { components.first?.name } else { nil }
    }
}
