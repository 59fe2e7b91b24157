/// An alignment position along the horizontal axis (stand-in for `SwiftUI.HorizontalAlignment`),
/// here only its three standard values.
public struct HorizontalAlignment: Equatable, Sendable {
    /// Which standard alignment this is.
    private enum Guide: Equatable, Sendable {
        case leading
        case center
        case trailing
    }

    /// Which standard alignment this is.
    private let guide: Guide

    /// A guide that marks the leading edge of the view.
    public static let leading = HorizontalAlignment(guide: .leading)

    /// A guide that marks the horizontal center of the view.
    public static let center = HorizontalAlignment(guide: .center)

    /// A guide that marks the trailing edge of the view.
    public static let trailing = HorizontalAlignment(guide: .trailing)
}
