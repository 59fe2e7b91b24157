extension View {
    /// Associates a destination view with a presented data type for use within a navigation
    /// stack (stand-in for `SwiftUI.View.navigationDestination(for:destination:)`).
    ///
    /// Apple: `nonisolated func navigationDestination<D, C>(for data: D.Type, @ContentBuilder
    /// destination: @escaping (D) -> C) -> some View where D : Hashable, C : View`
    /// Available: iOS 16.0+, iPadOS 16.0+, Mac Catalyst 16.0+, macOS 13.0+, tvOS 16.0+,
    /// visionOS 1.0+, watchOS 9.0+.
    /// Stand-in: main-actor isolated (stricter).
    public func navigationDestination<D, C>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View
    where D: Hashable, C: View {
        NavigationDestinationView(content: self, destination: destination)
    }
}

/// The view `navigationDestination(for:destination:)` returns: `content`, with the views to
/// push for values of type `D`.
///
/// Stand-in only: no Apple counterpart (Apple's modifier returns an opaque `some View`).
internal struct NavigationDestinationView<Content: View, D: Hashable, Destination: View>: View {
    /// The modified view.
    let content: Content

    /// Builds the view pushed for a value of type `D`.
    let destination: (D) -> Destination

    /// Never called: the stand-in renders nothing.
    var body: Never {
        fatalError("navigationDestination(for:destination:) renders nothing in the SwiftUI stand-in")
    }
}

extension NavigationDestinationView: StandInInspectable {
    /// The modified view.
    var inspectedChildren: [any View] { [content] }

    /// The destination closure, when `Value` is `D`.
    func inspectedNavigationDestination<Value>(for type: Value.Type) -> (@MainActor (Value) -> any View)? {
        guard let destination = destination as? (Value) -> Destination else { return nil }
        return { value in destination(value) }
    }
}
