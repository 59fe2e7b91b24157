import Navigation
import SwiftUI

/// The legacy profile editor, presented full screen.
public struct LegacyProfileView: View {
    /// The user being edited.
    public let userID: String
    /// The Me tab's router.
    @Environment(UserDetailRouter.self) private var router

    /// Creates the editor for `userID`.
    public init(userID: String) {
        self.userID = userID
    }

    /// The editor and its close button: the router dismisses, not `dismiss`.
    public var body: some View {
        VStack {
            Text("Editing \(userID)")
            Button("Close") {
                router.dismissModal()
            }
        }
    }
}
