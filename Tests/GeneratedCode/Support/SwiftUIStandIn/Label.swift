/// A standard label for user interface items, consisting of an icon with a title
/// (stand-in for `SwiftUI.Label`), here only with a system image.
public struct Label<Title, Icon>: View where Title: View, Icon: View {
    /// The title.
    public let title: String

    /// The system image's name.
    public let systemImage: String

    /// The type of view representing the body of this view.
    public typealias Body = Never

    /// Never called: `Label` is a primitive view in the stand-in.
    public var body: Never {
        fatalError("Label is a primitive view in the SwiftUI stand-in")
    }
}

extension Label where Title == Text, Icon == Image {
    /// Creates a label with a system icon image and a title generated from a string.
    public init<S>(_ title: S, systemImage name: String) where S: StringProtocol {
        self.title = String(title)
        self.systemImage = name
    }
}

/// A view that displays an image (stand-in for `SwiftUI.Image`), here only a system image.
public struct Image: View {
    /// The system image's name.
    public let systemName: String

    /// Creates a system symbol image.
    public init(systemName: String) {
        self.systemName = systemName
    }

    /// The type of view representing the body of this view.
    public typealias Body = Never

    /// Never called: `Image` is a primitive view in the stand-in.
    public var body: Never {
        fatalError("Image is a primitive view in the SwiftUI stand-in")
    }
}
