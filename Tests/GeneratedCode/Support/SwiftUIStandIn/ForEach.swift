/// A structure that computes views on demand from an underlying collection of identified data
/// (stand-in for `SwiftUI.ForEach`), here only over `Identifiable` elements.
///
/// Apple: `struct ForEach<Data, ID, Content> where Data : RandomAccessCollection, ID : Hashable`
/// Available: iOS 13.0+, iPadOS 13.0+, Mac Catalyst 13.0+, macOS 10.15+, tvOS 13.0+,
/// visionOS 1.0+, watchOS 6.0+.
/// Stand-in: the same isolation (not a `View` in its own declaration); one initializer.
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    /// The collection of underlying identified data.
    ///
    /// Apple: `var data: Data`
    /// Available: iOS 13.0+, iPadOS 13.0+, Mac Catalyst 13.0+, macOS 10.15+, tvOS 13.0+,
    /// visionOS 1.0+, watchOS 6.0+.
    public var data: Data

    /// A function to create content on demand using the underlying data.
    ///
    /// Apple: `var content: (Data.Element) -> Content`
    /// Available: iOS 13.0+, iPadOS 13.0+, Mac Catalyst 13.0+, macOS 10.15+, tvOS 13.0+,
    /// visionOS 1.0+, watchOS 6.0+.
    public var content: (Data.Element) -> Content
}

/// `ForEach` as a view.
///
/// Apple: not verified (no page showing the conformance's declaration was found).
extension ForEach: View where Content: View {
    /// The type of view representing the body of this view.
    ///
    /// Apple: not verified (no page for `ForEach.Body`).
    public typealias Body = Never

    /// Never called: `ForEach` is a primitive view.
    ///
    /// Apple: not verified (no page for `ForEach.body`).
    public var body: Never {
        fatalError("ForEach is a primitive view")
    }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    /// Creates an instance that uniquely identifies and creates views across updates based on
    /// the identity of the underlying data.
    ///
    /// Apple: not verified. No page for this overload (views over `Identifiable` elements) was
    /// found, only those for table rows, map content and `Range<Int>`
    /// (`@export(implementation) init(_ data: Range<Int>, @ContentBuilder content: @escaping (Int)
    /// -> Content)`, iOS 13.0+).
    /// Stand-in: main-actor isolated; whether Apple's is, is not verified.
    @MainActor
    @preconcurrency
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}
