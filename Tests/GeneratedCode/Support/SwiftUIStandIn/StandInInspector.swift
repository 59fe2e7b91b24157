import Observation

/// Looks inside a view tree built with the SwiftUI stand-in, so that tests can check what
/// generated views do rather than only that they compile.
///
/// Stand-in only: SwiftUI has no such API, so code using it compiles only on Linux, against the
/// stand-in; wrap it in `#if os(Linux)`. Never use it outside tests.
///
/// The inspector evaluates the `body` of the view it is given, once, then looks through what
/// the stand-in's views store: `AnyView`'s erased view, `NavigationStack`'s root, and the
/// content of `navigationDestination`, `sheet`, `fullScreenCover`, `popover`,
/// `presentationDetents(_:)`, `TabView`, `tag(_:)`, `tabItem(_:)` and `environment(_:)`. It
/// never evaluates the `body` of a view found inside: that `body` could read an `@Environment`
/// property, which the stand-in cannot provide. Inspect such a view with an inspector of its
/// own. The branch an `if`/`else` or `switch` took is looked into; other stand-in views
/// (`VStack`, `TupleView`, ...) are leaves.
///
/// Stand-in only: no Apple counterpart.
@MainActor
public struct StandInInspector {
    /// The views of the tree, outermost first (depth first, in the order they are stored).
    private let views: [any View]

    /// Inspects `view`: evaluates its `body`, unless it is a primitive view.
    public init<Inspected: View>(_ view: Inspected) {
        if Inspected.Body.self == Never.self {
            views = Self.tree(view)
        } else {
            views = [view] + Self.tree(view.body)
        }
    }

    /// `view`, then the views it stores, outermost first.
    private static func tree(_ view: any View) -> [any View] {
        let children = (view as? any StandInInspectable)?.inspectedChildren ?? []
        return [view] + children.flatMap { tree($0) }
    }

    /// The outermost view of type `V` in the tree, or `nil`.
    public func firstView<V: View>(of type: V.Type) -> V? {
        views.lazy.compactMap { $0 as? V }.first
    }

    /// The path binding of the outermost `NavigationStack(path:root:)` whose path is a `Data`,
    /// or `nil`.
    public func navigationPath<Data>(_ type: Data.Type) -> Binding<Data>? {
        first { $0.inspectedNavigationPath as? Binding<Data> }
    }

    /// The destination closure of the outermost `navigationDestination(for:destination:)` for
    /// the data type `Value`, or `nil`.
    public func navigationDestination<Value: Hashable>(for type: Value.Type) -> (@MainActor (Value) -> any View)? {
        first { $0.inspectedNavigationDestination(for: type) }
    }

    /// The outermost `sheet(item:onDismiss:content:)` presenting an `Item`, or `nil`.
    public func sheet<Item: Identifiable>(item type: Item.Type) -> StandInPresentation<Item>? {
        first { $0.inspectedModal(.sheet, item: type) }
    }

    /// The outermost `fullScreenCover(item:onDismiss:content:)` presenting an `Item`, or `nil`.
    public func fullScreenCover<Item: Identifiable>(item type: Item.Type) -> StandInPresentation<Item>? {
        first { $0.inspectedModal(.fullScreenCover, item: type) }
    }

    /// The outermost `popover(item:content:)` presenting an `Item`, or `nil`.
    public func popover<Item: Identifiable>(item type: Item.Type) -> StandInPresentation<Item>? {
        first { $0.inspectedModal(.popover, item: type) }
    }

    /// The detents of the outermost `presentationDetents(_:)`, or `nil`.
    public var presentationDetents: Set<PresentationDetent>? {
        first { $0.inspectedPresentationDetents }
    }

    /// The selection binding of the outermost `TabView(selection:content:)` selecting a
    /// `Selection`, or `nil`.
    public func tabSelection<Selection>(_ type: Selection.Type) -> Binding<Selection>? {
        first { $0.inspectedTabSelection as? Binding<Selection> }
    }

    /// The views tagged with a `Tag` by `tag(_:)`, outermost first, with their tags.
    public func taggedViews<Tag: Hashable>(_ type: Tag.Type) -> [(tag: Tag, view: any View)] {
        views.compactMap { view in
            guard let inspectable = view as? any StandInInspectable, let tag = inspectable.inspectedTag?.base as? Tag,
                  let content = inspectable.inspectedChildren.first
            else { return nil }
            return (tag, content)
        }
    }

    /// The object the outermost `environment(_:)` of type `Object` places in the environment;
    /// `nil` when there is none, or when it places `nil`.
    public func environmentObject<Object: AnyObject & Observable>(_ type: Object.Type) -> Object? {
        first { $0.inspectedEnvironmentObject(type) }
    }

    /// The first non-`nil` result of `find` over the tree's inspectable views, outermost first.
    private func first<Found>(_ find: (any StandInInspectable) -> Found?) -> Found? {
        for case let view as any StandInInspectable in views {
            if let found = find(view) {
                return found
            }
        }
        return nil
    }
}
