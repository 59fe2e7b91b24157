import MatchingCore
import Navigation
import SwiftUI

/// Narrows the grid.
public struct FiltersView: View {
    /// The filter being edited.
    public let current: SearchFilter
    /// Home's router.
    @Environment(HomeRouter.self) private var router

    /// Creates the screen for `current`.
    public init(current: SearchFilter) {
        self.current = current
    }

    /// The filter and a way back to the grid.
    public var body: some View {
        VStack {
            Text("Minimum age: \(current.minimumAge)")
            Button("Search") {
                router.present(.quickSearch)
            }
            Button("Done") {
                router.popToRoot()
            }
        }
    }
}
