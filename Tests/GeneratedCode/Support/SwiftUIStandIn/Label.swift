/// A standard label for user interface items, consisting of an icon with a title
/// (stand-in for `SwiftUI.Label`), here only with a system image.
///
/// Apple: `nonisolated struct Label<Title, Icon> where Title : View, Icon : View`
/// Available: iOS 14.0+, iPadOS 14.0+, Mac Catalyst 14.0+, macOS 11.0+, tvOS 14.0+,
/// visionOS 1.0+, watchOS 7.0+.
/// Stand-in: main-actor isolated (stricter), through its `View` conformance; one initializer.
public struct Label<Title, Icon>: View where Title: View, Icon: View {
    /// The title.
    ///
    /// Stand-in storage, public: no Apple counterpart.
    public let title: String

    /// The system image's name.
    ///
    /// Stand-in storage, public: no Apple counterpart.
    public let systemImage: String

    /// The type of view representing the body of this view.
    ///
    /// Apple: not verified (no page for `Label.Body`).
    public typealias Body = Never

    /// Never called: `Label` is a primitive view in the stand-in.
    ///
    /// Apple: not verified (no page for `Label.body`).
    public var body: Never {
        fatalError("Label is a primitive view in the SwiftUI stand-in")
    }
}

extension Label where Title == Text, Icon == Image {
    /// Creates a label with a system icon image and a title generated from a string.
    ///
    /// Apple: not verified. No page for this `StringProtocol` overload was found; its siblings'
    /// pages show `nonisolated init<S>(_ title: S, image name: String) where S : StringProtocol`
    /// (iOS 14.0+, iPadOS 14.0+, Mac Catalyst 14.0+, macOS 11.0+, tvOS 14.0+, visionOS 1.0+,
    /// watchOS 7.0+) and `@export(implementation) nonisolated init(_ titleResource:
    /// LocalizedStringResource, systemImage name: String)` (iOS 16.0+, iPadOS 16.0+,
    /// Mac Catalyst 16.0+, macOS 13.0+, tvOS 16.0+, visionOS 1.0+, watchOS 9.0+).
    /// Stand-in: main-actor isolated (stricter than those siblings).
    public init<S>(_ title: S, systemImage name: String) where S: StringProtocol {
        self.title = String(title)
        self.systemImage = name
    }
}

/// A view that displays an image (stand-in for `SwiftUI.Image`), here only a system image.
///
/// Apple: `@frozen struct Image`
/// Available: iOS 13.0+, iPadOS 13.0+, Mac Catalyst 13.0+, macOS 10.15+, tvOS 13.0+,
/// visionOS 1.0+, watchOS 6.0+.
/// Stand-in: main-actor isolated (stricter), through its `View` conformance; not `@frozen`.
public struct Image: View {
    /// The system image's name.
    ///
    /// Stand-in storage, public: no Apple counterpart.
    public let systemName: String

    /// Creates a system symbol image.
    ///
    /// Apple: `init(systemName: String)`
    /// Available: iOS 13.0+, iPadOS 13.0+, Mac Catalyst 13.0+, macOS 11.0+, tvOS 13.0+,
    /// visionOS 1.0+, watchOS 6.0+ (macOS from 11.0, not 10.15 as `Image`).
    /// Stand-in: main-actor isolated (stricter).
    public init(systemName: String) {
        self.systemName = systemName
    }

    /// The type of view representing the body of this view.
    ///
    /// Apple: not verified (no page for `Image.Body`).
    public typealias Body = Never

    /// Never called: `Image` is a primitive view in the stand-in.
    ///
    /// Apple: not verified (no page for `Image.body`).
    public var body: Never {
        fatalError("Image is a primitive view in the SwiftUI stand-in")
    }
}
