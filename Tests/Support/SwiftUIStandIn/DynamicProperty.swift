/// An interface for a stored variable that updates an external property of a view
/// (stand-in for `SwiftUI.DynamicProperty`).
///
/// The stand-in never calls `update()`: nothing is rendered, so nothing is updated.
public protocol DynamicProperty {
    /// Updates the underlying value of the stored value.
    mutating func update()
}

extension DynamicProperty {
    /// Does nothing, as SwiftUI's default implementation does.
    public mutating func update() {}
}
