/// A function type as a route parameter may spell it: `@MainActor @Sendable (Tag, Int) async throws -> Void`.
///
/// Only the attributes that change what the closure may do are kept: `@MainActor` and
/// `@Sendable`. `@escaping` is accepted and dropped, because generated code adds it where Swift
/// needs it. Parameter names (`(_ tag: Tag) -> Void`) are accepted and dropped too.
struct SwiftFunctionType: Hashable, Sendable, CustomStringConvertible {
    /// Whether the closure is isolated to the main actor (`@MainActor`).
    var isMainActor: Bool
    /// Whether the closure was declared `@Sendable`.
    var isSendable: Bool
    /// The parameter types, in order.
    var parameters: [SwiftType]
    /// Whether the closure is `async`.
    var isAsync: Bool
    /// Whether the closure `throws`.
    var isThrowing: Bool
    /// The result type; `()` is spelled `Void`.
    var result: SwiftType

    /// The canonical spelling: `@MainActor @Sendable (Tag) async throws -> Void`.
    var description: String {
        var text = ""
        if isMainActor { text += "@MainActor " }
        if isSendable { text += "@Sendable " }
        text += "(" + parameters.map(\.description).joined(separator: ", ") + ")"
        if isAsync { text += " async" }
        if isThrowing { text += " throws" }
        return text + " -> \(result)"
    }

    /// The function type a route stores: `@Sendable`, so that the route stays `Sendable`, and
    /// `@MainActor` unless the spec wrote `@Sendable` alone, so that a view's callback can
    /// update the interface: `(Tag) -> Void` is stored as `@MainActor @Sendable (Tag) -> Void`.
    var stored: SwiftFunctionType {
        var copy = self
        copy.isMainActor = isMainActor || !isSendable
        copy.isSendable = true
        return copy
    }
}
