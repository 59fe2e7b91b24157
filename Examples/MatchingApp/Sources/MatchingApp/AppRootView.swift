import Navigation
import SwiftUI

/// The app's root: the generated tab view, each tab showing its feature's generated stack, whose
/// root screen comes from its feature's live view-building client.
public struct AppRootView: View {
    /// The app layer.
    let model: AppModel

    /// Creates the root of `model`.
    public init(model: AppModel) {
        self.model = model
    }

    /// The tabs.
    public var body: some View {
        MatchingTabView(router: model.navigation)
    }
}
