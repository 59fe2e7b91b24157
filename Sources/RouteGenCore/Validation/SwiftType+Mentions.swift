extension SwiftType {
    /// Whether `name` starts a type name anywhere in this type (`Screen`, `[Screen]`,
    /// `Screen.Kind?`, `Set<Screen>`), where Swift would look it up in the enclosing scope
    /// first. A qualified `Models.Screen` does not count.
    func mentions(_ name: String) -> Bool {
        switch self {
        case .named(let components):
            return components.first?.name == name
                || components.contains { $0.genericArguments.contains { $0.mentions(name) } }
        case .array(let element), .optional(let element):
            return element.mentions(name)
        case .dictionary(let key, let value):
            return key.mentions(name) || value.mentions(name)
        case .function(let function):
            return (function.parameters + [function.result]).contains { $0.mentions(name) }
        }
    }

    /// The names that start a type name anywhere in this type, outermost first: `Int` and
    /// `string` for `[Int: [string]]`.
    var leadingNames: [String] {
        switch self {
        case .named(let components):
            return (components.first.map { [$0.name] } ?? []) + components.flatMap { $0.genericArguments.flatMap(\.leadingNames) }
        case .array(let element), .optional(let element):
            return element.leadingNames
        case .dictionary(let key, let value):
            return key.leadingNames + value.leadingNames
        case .function(let function):
            return (function.parameters + [function.result]).flatMap(\.leadingNames)
        }
    }
}
