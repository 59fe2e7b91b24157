import Foundation

/// A type that represents a height where a sheet naturally rests
/// (stand-in for `SwiftUI.PresentationDetent`).
///
/// Apple: `struct PresentationDetent`
/// Available: iOS 16.0+, iPadOS 16.0+, Mac Catalyst 16.0+, macOS 13.0+, tvOS 16.0+,
/// visionOS 1.0+, watchOS 9.0+.
/// Stand-in: its `Hashable` and `Sendable` conformances are not verified (not shown on the page
/// found); no `custom(_:)`.
public struct PresentationDetent: Hashable, Sendable {
    /// Which detent this is, for tests: `medium`, `large`, `fraction 0.4` or `height 300.0`.
    ///
    /// Stand-in storage: no Apple counterpart.
    let description: String

    /// The system detent for a sheet that's approximately half the height of the screen.
    ///
    /// Apple: `static let medium: PresentationDetent`
    /// Available: iOS 16.0+, iPadOS 16.0+, Mac Catalyst 16.0+, macOS 13.0+, tvOS 16.0+,
    /// visionOS 1.0+, watchOS 9.0+.
    public static let medium = PresentationDetent(description: "medium")

    /// The system detent for a sheet at full height.
    ///
    /// Apple: `static let large: PresentationDetent`
    /// Available: iOS 16.0+, iPadOS 16.0+, Mac Catalyst 16.0+, macOS 13.0+, tvOS 16.0+,
    /// visionOS 1.0+, watchOS 9.0+.
    public static let large = PresentationDetent(description: "large")

    /// A custom detent with the specified fractional height.
    ///
    /// Apple: `static func fraction(_ fraction: CGFloat) -> PresentationDetent`
    /// Available: iOS 16.0+, iPadOS 16.0+, Mac Catalyst 16.0+, macOS 13.0+, tvOS 16.0+,
    /// visionOS 1.0+, watchOS 9.0+.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(description: "fraction \(fraction)")
    }

    /// A custom detent with the specified height.
    ///
    /// Apple: not verified on developer.apple.com (`PresentationDetent`'s page lists
    /// `height(_:)`, but its own page was not found); a third-party mirror of the SDK 27.1
    /// interface shows `static func height(_ height: CGFloat) -> PresentationDetent`, iOS 16.0+.
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(description: "height \(height)")
    }
}

extension View {
    /// Sets the available detents for the enclosing sheet
    /// (stand-in for `SwiftUI.View.presentationDetents(_:)`).
    ///
    /// Apple: `nonisolated func presentationDetents(_ detents: Set<PresentationDetent>) -> some View`
    /// Available: iOS 16.0+, iPadOS 16.0+, Mac Catalyst 16.0+, macOS 13.0+, tvOS 16.0+,
    /// visionOS 1.0+, watchOS 9.0+.
    /// Stand-in: main-actor isolated (stricter).
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        PresentationDetentsView(content: self, detents: detents)
    }
}

/// The view `presentationDetents(_:)` returns: `content`, resting at `detents` when presented as a sheet.
///
/// Stand-in only: no Apple counterpart (Apple's modifier returns an opaque `some View`).
internal struct PresentationDetentsView<Content: View>: View {
    /// The modified view.
    let content: Content

    /// The detents.
    let detents: Set<PresentationDetent>

    /// Never called: the stand-in renders nothing.
    var body: Never {
        fatalError("presentationDetents(_:) renders nothing in the SwiftUI stand-in")
    }
}

extension PresentationDetentsView: StandInInspectable {
    /// The modified view.
    var inspectedChildren: [any View] { [content] }

    /// The detents.
    var inspectedPresentationDetents: Set<PresentationDetent>? { detents }
}
