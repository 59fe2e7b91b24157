/// A result builder that constructs views from closures (stand-in for `SwiftUI.ViewBuilder`).
///
/// It has SwiftUI's builder methods with their iOS 17 to 26 signatures, so overload resolution
/// picks the same method, and builds the same view type, as SwiftUI does.
@resultBuilder
public struct ViewBuilder {
    /// Builds an empty view from a block containing no statements.
    public static func buildBlock() -> EmptyView {
        EmptyView()
    }

    /// Passes a single view written as a child view through unmodified.
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
        content
    }

    /// Combines several child views into a single `TupleView`.
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
    where repeat each Content: View {
        TupleView((repeat each content))
    }

    /// Produces the content of an `if`/`else` statement's true branch.
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: View, FalseContent: View {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// Produces the content of an `if`/`else` statement's false branch.
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: View, FalseContent: View {
        _ConditionalContent(storage: .falseContent(second))
    }
}
