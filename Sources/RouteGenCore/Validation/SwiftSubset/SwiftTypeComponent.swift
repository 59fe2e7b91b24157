/// One dot-separated part of a named type: `Page<Int>` in `Models.Page<Int>`.
struct SwiftTypeComponent: Hashable, Sendable, CustomStringConvertible {
    /// The identifier, such as `Page`.
    var name: String
    /// The generic arguments, such as `[Int]` for `Page<Int>`; empty when there are none.
    var genericArguments: [SwiftType]

    /// Creates a component.
    init(name: String, genericArguments: [SwiftType] = []) {
        self.name = name
        self.genericArguments = genericArguments
    }

    /// The canonical spelling: `Page`, or `Page<Int, String>`.
    var description: String {
        guard !genericArguments.isEmpty else { return name }
        return "\(name)<\(genericArguments.map(\.description).joined(separator: ", "))>"
    }
}
