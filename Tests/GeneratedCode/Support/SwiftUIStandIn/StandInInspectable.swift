/// How a view of the stand-in shows `StandInInspector` what it stores (stand-in only: not
/// SwiftUI API, and internal to the stand-in).
///
/// Every requirement has a default that stores nothing: a view implements only what it stores.
/// A view that does not conform is a leaf for the inspector.
///
/// Stand-in only: no Apple counterpart.
@MainActor
protocol StandInInspectable {
    /// The views it wraps or contains, outermost first, that the inspector looks into.
    var inspectedChildren: [any View] { get }

    /// The binding `NavigationStack(path:root:)` stores, or `nil`.
    var inspectedNavigationPath: Any? { get }

    /// The closure `navigationDestination(for:destination:)` stores, when its data type is `Value`.
    func inspectedNavigationDestination<Value>(for type: Value.Type) -> (@MainActor (Value) -> any View)?

    /// What `sheet(item:onDismiss:content:)` or `fullScreenCover(item:onDismiss:content:)`
    /// stores, when it presents in `style` and its item type is `Item`.
    func inspectedModal<Item>(_ style: ModalPresentationStyle, item type: Item.Type) -> StandInPresentation<Item>?

    /// The object `environment(_:)` stores, when it is an `Object`.
    func inspectedEnvironmentObject<Object>(_ type: Object.Type) -> Object?

    /// The detents `presentationDetents(_:)` stores, or `nil`.
    var inspectedPresentationDetents: Set<PresentationDetent>? { get }

    /// The selection binding `TabView(selection:content:)` stores, or `nil`.
    var inspectedTabSelection: Any? { get }

    /// The tag `tag(_:)` stores, or `nil`.
    var inspectedTag: AnyHashable? { get }
}

extension StandInInspectable {
    /// No views.
    var inspectedChildren: [any View] { [] }

    /// No path.
    var inspectedNavigationPath: Any? { nil }

    /// No destination.
    func inspectedNavigationDestination<Value>(for type: Value.Type) -> (@MainActor (Value) -> any View)? { nil }

    /// No modal.
    func inspectedModal<Item>(_ style: ModalPresentationStyle, item type: Item.Type) -> StandInPresentation<Item>? { nil }

    /// No environment object.
    func inspectedEnvironmentObject<Object>(_ type: Object.Type) -> Object? { nil }

    /// No detents.
    var inspectedPresentationDetents: Set<PresentationDetent>? { nil }

    /// No tab selection.
    var inspectedTabSelection: Any? { nil }

    /// No tag.
    var inspectedTag: AnyHashable? { nil }
}
