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
}
