import Foundation

/// A type that represents a height where a sheet naturally rests
/// (stand-in for `SwiftUI.PresentationDetent`).
public struct PresentationDetent: Hashable, Sendable {
    /// Which detent this is, for tests: `medium`, `large`, `fraction 0.4` or `height 300.0`.
    let description: String

    /// The system detent for a sheet that's approximately half the height of the screen.
    public static let medium = PresentationDetent(description: "medium")

    /// The system detent for a sheet at full height.
    public static let large = PresentationDetent(description: "large")

    /// A custom detent with the specified fractional height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(description: "fraction \(fraction)")
    }

    /// A custom detent with the specified height.
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(description: "height \(height)")
    }
}

extension View {
    /// Sets the available detents for the enclosing sheet
    /// (stand-in for `SwiftUI.View.presentationDetents(_:)`).
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        PresentationDetentsView(content: self, detents: detents)
    }
}

/// The view `presentationDetents(_:)` returns: `content`, resting at `detents` when presented as a sheet.
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
