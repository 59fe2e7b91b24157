/// How a modal is presented over a navigation stack.
public enum ModalPresentation: Hashable, Sendable {
    /// A sheet (`sheet(item:)`).
    case sheet
    /// A full-screen cover (`fullScreenCover(item:)`; a sheet on macOS).
    case fullScreenCover
    /// A popover (`popover(item:)`), which SwiftUI shows as a sheet in a compact size class.
    case popover
}
