// The model types that Specs/POS/*.routes.yaml name. Test-only.

/// A customer's order at the register.
public struct Order: Codable, Hashable, Sendable, Identifiable {
    /// The order's number.
    public var id: Int

    /// Creates an order.
    public init(id: Int) {
        self.id = id
    }
}
