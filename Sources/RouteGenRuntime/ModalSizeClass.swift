/// The horizontal size class a stack presents its modal in, as SwiftUI's
/// `horizontalSizeClass` gives it: what decides the presentation of a modal whose style depends
/// on it (`style: { compact: sheet, regular: fullScreenCover }`).
public enum ModalSizeClass: Hashable, Sendable {
    /// A compact width: an iPhone, an iPad app in Slide Over.
    case compact
    /// A regular width: an iPad, a Mac; also where SwiftUI gives no size class.
    case regular
}
