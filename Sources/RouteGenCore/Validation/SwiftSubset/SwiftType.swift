/// A parsed Swift type: `Foo`, `Foo.Bar`, `Foo<A, B>`, `[T]`, `[K: V]`, `T?`, any nesting of these,
/// and function types where the parser allows them.
///
/// Only these shapes exist, so every value spells a type that is safe to paste into generated
/// code: its `description` contains nothing but names, `.`, `<`, `>`, `,`, `[`, `]`, `:`, `?`,
/// `(`, `)`, `->`, the attributes `@MainActor` and `@Sendable`, `async`, `throws` and spaces.
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
        case .optional(let wrapped):
            "\(wrapped)?"
        case .function(let function):
            function.description
        }
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

    /// The first component's name for `.named` (e.g. `Models` for `Models.Page<Int>`), nil
    /// otherwise. Used to check whether a generated declaration shadows the type's name.
    var leadingName: String? {
        if case .named(let components) = self { components.first?.name } else { nil }
    }
}
