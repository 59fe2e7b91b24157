import Observation

extension View {
    /// Places an observable object in the view's environment
    /// (stand-in for `SwiftUI.View.environment(_:)`).
    ///
    /// The stand-in only keeps the object: `@Environment` properties never read it.
    ///
    /// Apple: `nonisolated func environment<T>(_ object: T?) -> some View
    /// where T : AnyObject, T : Observable`
    /// Available: iOS 17.0+, iPadOS 17.0+, Mac Catalyst 17.0+, macOS 14.0+, tvOS 17.0+,
    /// visionOS 1.0+, watchOS 10.0+.
    /// Stand-in: main-actor isolated (stricter).
    public func environment<T>(_ object: T?) -> some View where T: AnyObject, T: Observable {
        ObservableEnvironmentView(content: self, object: object)
    }
}

/// The view `environment(_:)` returns: `content`, with an observable object placed in its
/// environment.
///
/// Stand-in only: no Apple counterpart (Apple's modifier returns an opaque `some View`).
internal struct ObservableEnvironmentView<Content: View, T: AnyObject & Observable>: View {
    /// The modified view.
    let content: Content

    /// The object placed in the environment, or `nil` to clear an object of this type.
    let object: T?

    /// Never called: the stand-in renders nothing.
    var body: Never {
        fatalError("environment(_:) renders nothing in the SwiftUI stand-in")
    }
}

extension ObservableEnvironmentView: StandInInspectable {
    /// The modified view.
    var inspectedChildren: [any View] { [content] }

    /// The object, when it is an `Object`.
    func inspectedEnvironmentObject<Object>(_ type: Object.Type) -> Object? {
        object as? Object
    }
}
