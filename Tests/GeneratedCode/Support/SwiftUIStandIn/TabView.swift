/// A view that switches between multiple child views using interactive user interface
/// elements (stand-in for `SwiftUI.TabView`), here only with a selection binding.
///
/// Apple: `nonisolated struct TabView<SelectionValue, Content> where SelectionValue : Hashable,
/// Content : View`
/// Available: iOS 13.0+, iPadOS 13.0+, Mac Catalyst 13.0+, macOS 10.15+, tvOS 13.0+,
/// visionOS 1.0+, watchOS 7.0+.
/// Stand-in: main-actor isolated (stricter), through its `View` conformance; one initializer.
public struct TabView<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    /// The selected tab.
    ///
    /// Stand-in storage: no Apple counterpart.
    private let selection: Binding<SelectionValue>

    /// The tabs.
    ///
    /// Stand-in storage: no Apple counterpart.
    private let content: Content

    /// Creates a tab view that uses a binding to a selection value.
    ///
    /// Apple: not verified. No page for this overload (views, told apart by `tag(_:)`) was found.
    /// The pages found are `nonisolated init(@ContentBuilder content: () -> Content)` (iOS 13.0+,
    /// iPadOS 13.0+, Mac Catalyst 13.0+, macOS 10.15+, tvOS 13.0+, visionOS 1.0+, watchOS 7.0+)
    /// and the `Tab`-based
    /// `nonisolated init<C>(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue>
    /// content: () -> C) where Content == TabContentBuilder<SelectionValue>.Content<C>,
    /// C : TabContent` (iOS 18.0+, iPadOS 18.0+, Mac Catalyst 18.0+, macOS 15.0+, tvOS 18.0+,
    /// visionOS 2.0+, watchOS 11.0+).
    /// Stand-in: main-actor isolated (stricter than those).
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    /// The type of view representing the body of this view.
    ///
    /// Apple: not verified (no page for `TabView.Body`).
    public typealias Body = Never

    /// Never called: the stand-in renders nothing.
    ///
    /// Apple: not verified (no page for `TabView.body`).
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
///
/// Stand-in only: no Apple counterpart.
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
    ///
    /// Apple: `@export(implementation) nonisolated func tag<V>(_ tag: V, includeOptional: Bool = true)
    /// -> some View where V : Hashable`, the only `tag` page found: `tag(_:includeOptional:)`.
    /// Available: iOS 13.0+, iPadOS 13.0+, Mac Catalyst 13.0+, macOS 10.15+, tvOS 13.0+,
    /// visionOS 1.0+, watchOS 6.0+.
    /// Stand-in: main-actor isolated (stricter); no `includeOptional:` parameter.
    public func tag<V>(_ tag: V) -> some View where V: Hashable {
        TaggedView(content: self, tag: tag)
    }

    /// Sets the tab bar item associated with this view (stand-in for `SwiftUI.View.tabItem(_:)`).
    ///
    /// Apple: `nonisolated func tabItem<V>(@ContentBuilder _ label: () -> V) -> some View
    /// where V : View`
    /// Available: iOS 13.0-27.0, iPadOS 13.0-27.0, Mac Catalyst 13.0-27.0, macOS 10.15-27.0,
    /// tvOS 13.0-27.0, watchOS 7.0-27.0, visionOS 1.0+: deprecated in 27.0 on every platform
    /// but visionOS.
    /// Stand-in: main-actor isolated (stricter); not deprecated.
    public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View {
        TabItemView(content: self, label: label())
    }
}

/// The view `tag(_:)` returns.
///
/// Stand-in only: no Apple counterpart (Apple's modifier returns an opaque `some View`).
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
///
/// Stand-in only: no Apple counterpart (Apple's modifier returns an opaque `some View`).
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
