extension View {
    /// Associates a destination view with a presented data type for use within a navigation
    /// stack (stand-in for `SwiftUI.View.navigationDestination(for:destination:)`).
    public func navigationDestination<D, C>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View
    where D: Hashable, C: View {
        NavigationDestinationView(content: self, destination: destination)
    }
}

/// The view `navigationDestination(for:destination:)` returns: `content`, with the views to
/// push for values of type `D`.
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
