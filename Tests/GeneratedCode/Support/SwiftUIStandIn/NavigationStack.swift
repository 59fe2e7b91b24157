/// A view that displays a root view and enables you to present additional views over the root
/// view (stand-in for `SwiftUI.NavigationStack`), here only with a path of one element type.
public struct NavigationStack<Data, Root>: View where Root: View {
    /// The navigation state.
    private let path: Binding<Data>

    /// The view shown when the stack is empty.
    private let root: Root

    /// Creates a navigation stack with homogeneous navigation state that you can control.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.path = path
        self.root = root()
    }

    /// The type of view representing the body of this view.
    public typealias Body = Never

    /// Never called: the stand-in renders nothing.
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
