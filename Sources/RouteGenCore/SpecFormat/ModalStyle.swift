/// How a modal is presented over the navigation stack (`style:` of a modal).
enum ModalStyle: String, CaseIterable, Hashable, Sendable {
    /// A sheet (`.sheet(item:)`); the default.
    case sheet
    /// A full-screen cover (`.fullScreenCover(item:)`; a sheet on macOS).
    case fullScreenCover
    /// A popover (`.popover(item:)`), which shows as a sheet in compact size classes (iPhone).
    case popover
}
