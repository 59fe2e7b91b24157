/// A view that switches between multiple child views using interactive user interface
/// elements (stand-in for `SwiftUI.TabView`), here only with a selection binding.
public struct TabView<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    /// The selected tab.
    private let selection: Binding<SelectionValue>

    /// The tabs.
    private let content: Content

    /// Creates a tab view that uses a binding to a selection value.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    /// The type of view representing the body of this view.
    public typealias Body = Never

    /// Never called: the stand-in renders nothing.
    public var body: Never {
        fatalError("TabView is a primitive view in the SwiftUI stand-in")
    }
}

extension TabView: StandInInspectable {
    /// The tabs: the children of the built tuple, or the one view.
    var inspectedChildren: [any View] {
        guard let tuple = content as? any StandInTuple else { return [content] }
        return tuple.children
    }

    /// The selection binding.
    var inspectedTabSelection: Any? { selection }
}

/// A `TupleView`, whose children the inspector can list (stand-in only).
protocol StandInTuple {
    /// The views of the tuple, in order.
    var children: [any View] { get }
}

extension TupleView: StandInTuple {
    /// The views of the tuple, in order.
    var children: [any View] {
        Mirror(reflecting: value).children.compactMap { $0.value as? any View }
    }
}

extension View {
    /// Sets the unique tag value of this view (stand-in for `SwiftUI.View.tag(_:)`).
    public func tag<V>(_ tag: V) -> some View where V: Hashable {
        TaggedView(content: self, tag: tag)
    }

    /// Sets the tab bar item associated with this view (stand-in for `SwiftUI.View.tabItem(_:)`).
    public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View {
        TabItemView(content: self, label: label())
    }
}

/// The view `tag(_:)` returns.
internal struct TaggedView<Content: View, Tag: Hashable>: View {
    /// The tagged view.
    let content: Content
    /// The tag.
    let tag: Tag

    /// Never called: the stand-in renders nothing.
    var body: Never {
        fatalError("tag(_:) renders nothing in the SwiftUI stand-in")
    }
}

extension TaggedView: StandInInspectable {
    /// The tagged view.
    var inspectedChildren: [any View] { [content] }

    /// The tag.
    var inspectedTag: AnyHashable? { AnyHashable(tag) }
}

/// The view `tabItem(_:)` returns.
internal struct TabItemView<Content: View, Label: View>: View {
    /// The view shown in the tab.
    let content: Content
    /// The tab bar item.
    let label: Label

    /// Never called: the stand-in renders nothing.
    var body: Never {
        fatalError("tabItem(_:) renders nothing in the SwiftUI stand-in")
    }
}

extension TabItemView: StandInInspectable {
    /// The view shown in the tab, then its tab bar item.
    var inspectedChildren: [any View] { [content, label] }
}
