/// What `sheet(item:onDismiss:content:)` or `fullScreenCover(item:onDismiss:content:)` stored,
/// as `StandInInspector` finds it (stand-in only: not SwiftUI API).
///
/// Stand-in only: no Apple counterpart.
@MainActor
public struct StandInPresentation<Item> {
    /// The presented item, or `nil` when nothing is presented; SwiftUI writes `nil` through it
    /// when the user dismisses the presentation.
    public let item: Binding<Item?>

    /// Builds the presented view for an item.
    public let content: @MainActor (Item) -> any View
}
