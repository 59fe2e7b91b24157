/// An alignment position along the horizontal axis (stand-in for `SwiftUI.HorizontalAlignment`),
/// here only the default that `VStack` takes.
///
/// Apple: `@frozen struct HorizontalAlignment`
/// Available: iOS 13.0+, iPadOS 13.0+, Mac Catalyst 13.0+, macOS 10.15+, tvOS 13.0+,
/// visionOS 1.0+, watchOS 6.0+.
/// Stand-in: not `@frozen`; its `Equatable` and `Sendable` conformances are not verified (not
/// shown on the page found); only `center`.
public struct HorizontalAlignment: Equatable, Sendable {
    /// A guide that marks the horizontal center of the view.
    ///
    /// Apple: not verified (no page for `HorizontalAlignment.center` was found; pages link to it).
    public static let center = HorizontalAlignment()
}
