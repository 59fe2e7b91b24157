/// A view that displays a root view and enables you to present additional views over the root
/// view (stand-in for `SwiftUI.NavigationStack`), here only with a path of one element type.
///
/// Apple: `nonisolated struct NavigationStack<Data, Root> where Root : View`
/// Available: iOS 16.0+, iPadOS 16.0+, Mac Catalyst 16.0+, macOS 13.0+, tvOS 16.0+,
/// visionOS 1.0+, watchOS 9.0+.
/// Stand-in: main-actor isolated (stricter), through its `View` conformance; only the
/// `init(path:root:)` below (Apple's `init(root:)` and the `NavigationPath` one are missing).
public struct NavigationStack<Data, Root>: View where Root: View {
    /// The navigation state.
    ///
    /// Stand-in storage: no Apple counterpart.
    private let path: Binding<Data>

    /// The view shown when the stack is empty.
    ///
    /// Stand-in storage: no Apple counterpart.
    private let root: Root

    /// Creates a navigation stack with homogeneous navigation state that you can control.
    ///
    /// Apple: `nonisolated init(path: Binding<Data>, @ContentBuilder root: () -> Root)
    /// where Data : MutableCollection, Data : RandomAccessCollection,
    /// Data : RangeReplaceableCollection, Data.Element : Hashable`
    /// Available: iOS 16.0+, iPadOS 16.0+, Mac Catalyst 16.0+, macOS 13.0+, tvOS 16.0+,
    /// visionOS 1.0+, watchOS 9.0+.
    /// Stand-in: main-actor isolated (stricter).
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.path = path
        self.root = root()
    }

    /// The type of view representing the body of this view.
    ///
    /// Apple: not verified (no page for `NavigationStack.Body`).
    public typealias Body = Never

    /// Never called: the stand-in renders nothing.
    ///
    /// Apple: not verified (no page for `NavigationStack.body`).
    public var body: Never {
        fatalError("NavigationStack is a primitive view in the SwiftUI stand-in")
    }
}

extension NavigationStack: StandInInspectable {
    /// The root view.
    var inspectedChildren: [any View] { [root] }

    /// The path binding.
    var inspectedNavigationPath: Any? { path }
}
