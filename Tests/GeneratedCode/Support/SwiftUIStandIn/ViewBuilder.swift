/// A result builder that constructs views from closures (stand-in for `SwiftUI.ViewBuilder`).
///
/// It has SwiftUI's builder methods with their iOS 17 to 26 signatures, so overload resolution
/// picks the same method, and builds the same view type, as SwiftUI does.
///
/// Apple: `@resultBuilder struct ViewBuilder`, and `typealias ContentBuilder = ViewBuilder`
/// Available: iOS 13.0+, iPadOS 13.0+, Mac Catalyst 13.0+, macOS 10.15+, tvOS 13.0+,
/// visionOS 1.0+, watchOS 6.0+.
/// Stand-in: the same isolation; only the builder methods below (no `buildIf(_:)`, for one). The
/// current pages (Xcode 27 SDKs) show them with fewer constraints, and `buildBlock()` returning
/// `EmptyContent`, where the stand-in keeps the iOS 17 to 26 signatures: see each method.
@resultBuilder
public struct ViewBuilder {
    /// Builds an empty view from a block containing no statements.
    ///
    /// Apple: `@export(implementation) static func buildBlock() -> EmptyContent`
    /// Available: iOS 13.0+, iPadOS 13.0+, Mac Catalyst 13.0+, macOS 10.15+, tvOS 13.0+,
    /// visionOS 1.0+, watchOS 6.0+.
    /// Stand-in: returns `EmptyView`, not `EmptyContent` (a type for which no page was found):
    /// a different signature.
    public static func buildBlock() -> EmptyView {
        EmptyView()
    }

    /// Passes a single view written as a child view through unmodified.
    ///
    /// Apple: `@export(implementation) static func buildBlock<Content>(_ content: Content)
    /// -> Content`
    /// Available: iOS 13.0+, iPadOS 13.0+, Mac Catalyst 13.0+, macOS 10.15+, tvOS 13.0+,
    /// visionOS 1.0+, watchOS 6.0+.
    /// Stand-in: requires `Content : View`, which Apple's page does not.
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
        content
    }

    /// Combines several child views into a single `TupleView`.
    ///
    /// Apple: `@export(implementation) static func buildBlock<each Content>(_ content: repeat each
    /// Content) -> TupleView<(repeat each Content)> where repeat each Content : View`
    /// Available: iOS 13.0+, iPadOS 13.0+, Mac Catalyst 13.0+, macOS 10.15+, tvOS 13.0+,
    /// visionOS 1.0+, watchOS 6.0+.
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
    where repeat each Content: View {
        TupleView((repeat each content))
    }

    /// Produces the content of an `if`/`else` statement's true branch.
    ///
    /// Apple: `@export(implementation) static func buildEither<TrueContent, FalseContent>(first:
    /// TrueContent) -> _ConditionalContent<TrueContent, FalseContent>`
    /// Available: iOS 13.0+, iPadOS 13.0+, Mac Catalyst 13.0+, macOS 10.15+, tvOS 13.0+,
    /// visionOS 1.0+, watchOS 6.0+.
    /// Stand-in: requires `TrueContent : View, FalseContent : View`, which Apple's page does not.
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: View, FalseContent: View {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// Produces the content of an `if`/`else` statement's false branch.
    ///
    /// Apple: `@export(implementation) static func buildEither<TrueContent, FalseContent>(second:
    /// FalseContent) -> _ConditionalContent<TrueContent, FalseContent>`
    /// Available: iOS 13.0+, iPadOS 13.0+, Mac Catalyst 13.0+, macOS 10.15+, tvOS 13.0+,
    /// visionOS 1.0+, watchOS 6.0+.
    /// Stand-in: requires `TrueContent : View, FalseContent : View`, which Apple's page does not.
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: View, FalseContent: View {
        _ConditionalContent(storage: .falseContent(second))
    }
}
