import Navigation
import SwiftUI

/// A search field presented as a sheet over Home's stack.
public struct QuickSearchView: View {
    /// Home's router.
    @Environment(HomeRouter.self) private var router

    /// Creates the sheet.
    public init() {}

    /// The field and a way to close the sheet.
    public var body: some View {
        VStack {
            Text("Search")
            Button("Close") {
                router.dismissModal()
            }
        }
    }
}
