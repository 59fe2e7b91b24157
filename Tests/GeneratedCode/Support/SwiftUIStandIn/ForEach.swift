/// A structure that computes views on demand from an underlying collection of identified data
/// (stand-in for `SwiftUI.ForEach`), here only over `Identifiable` elements.
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    /// The collection of underlying identified data.
    public var data: Data

    /// A function to create content on demand using the underlying data.
    public var content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
    /// The type of view representing the body of this view.
    public typealias Body = Never

    /// Never called: `ForEach` is a primitive view.
    public var body: Never {
        fatalError("ForEach is a primitive view")
    }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    /// Creates an instance that uniquely identifies and creates views across updates based on
    /// the identity of the underlying data.
    @MainActor
    @preconcurrency
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}
