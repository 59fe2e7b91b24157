extension Optional: View where Wrapped: View {
    /// The type for the body of an optional view, which `ViewBuilder.buildIf` builds
    /// (stand-in for SwiftUI's conformance of `Optional` to `View`).
    public typealias Body = Never

    /// Never called: an optional view is a primitive view.
    public var body: Never {
        fatalError("Optional is a primitive view")
    }
}
