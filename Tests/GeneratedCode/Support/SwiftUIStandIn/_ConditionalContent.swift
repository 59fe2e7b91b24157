/// The content of an `if`/`else` in a `ViewBuilder` closure: one of two views
/// (stand-in for `SwiftUI._ConditionalContent`).
///
/// Apple: not verified. No page for `_ConditionalContent` was found; `ViewBuilder.buildEither`'s
/// pages name it as their return type.
@frozen
public struct _ConditionalContent<TrueContent, FalseContent> {
    /// Which branch was taken, with its content.
    ///
    /// Stand-in storage: no Apple counterpart.
    @usableFromInline
    internal enum Storage {
        /// The `if` branch was taken.
        case trueContent(TrueContent)
        /// The `else` branch was taken.
        case falseContent(FalseContent)
    }

    /// The branch taken, with its content.
    ///
    /// Stand-in storage: no Apple counterpart.
    @usableFromInline
    internal let storage: Storage

    /// Creates the content of the branch in `storage`; only `ViewBuilder.buildEither` calls it.
    ///
    /// Stand-in only, internal: no Apple counterpart.
    @usableFromInline
    internal init(storage: Storage) {
        self.storage = storage
    }
}

/// `_ConditionalContent` as a view.
///
/// Apple: not verified (no page).
extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    /// The type of view representing the body of this view.
    ///
    /// Apple: not verified (no page for `_ConditionalContent.Body`).
    public typealias Body = Never

    /// Never called: `_ConditionalContent` is a primitive view.
    ///
    /// Apple: not verified (no page for `_ConditionalContent.body`).
    public var body: Never {
        fatalError("_ConditionalContent is a primitive view")
    }
}

extension _ConditionalContent: StandInInspectable where TrueContent: View, FalseContent: View {
    /// The content of the branch taken.
    var inspectedChildren: [any View] {
        switch storage {
        case .trueContent(let content): [content]
        case .falseContent(let content): [content]
        }
    }
}
