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
        case .existential(let members):
            return members.contains { $0.mentions(name) }
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
        case .existential(let members):
            return members.flatMap(\.leadingNames)
        }
    }
}

extension SwiftType {
    /// The standard generic types that store their arguments inline, as an enum's payload does:
    /// an enum holding its own type through one of them is recursive, which Swift rejects unless
    /// the case is `indirect`.
    static let inlineGenericTypes: Set<String> = ["Optional", "Swift.Optional", "Result", "Swift.Result"]

    /// Whether a value of this type stores a value of the type named `name` inline, as Swift
    /// lays enums out: the type itself, or through optionals and `Result`. Arrays, dictionaries
    /// and sets keep their elements on the heap, and function types and existentials are boxed,
    /// so holding `[Route]` or `(Item) -> Route` is not recursive. Other generic types are left
    /// to the compiler, which alone knows whether they store their arguments inline (a struct)
    /// or not (a class).
    func storesInline(_ name: String) -> Bool {
        switch self {
        case .named(let components):
            if components.count == 1, components[0].name == name, components[0].genericArguments.isEmpty { return true }
            guard let last = components.last, !last.genericArguments.isEmpty,
                  Self.inlineGenericTypes.contains(components.map(\.name).joined(separator: "."))
            else { return false }
            return last.genericArguments.contains { $0.storesInline(name) }
        case .optional(let wrapped):
            return wrapped.storesInline(name)
        case .array, .dictionary, .function, .existential:
            return false
        }
    }
}
