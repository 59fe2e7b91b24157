/// A set of values that indicate the visual size available to the view (stand-in for
/// `SwiftUI.UserInterfaceSizeClass`).
public enum UserInterfaceSizeClass: Sendable {
    /// The compact size class.
    case compact
    /// The regular size class.
    case regular
}
