/// An alignment position along the horizontal axis (stand-in for `SwiftUI.HorizontalAlignment`),
/// here only the default that `VStack` takes.
public struct HorizontalAlignment: Equatable, Sendable {
    /// A guide that marks the horizontal center of the view.
    public static let center = HorizontalAlignment()
}
