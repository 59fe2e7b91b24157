import SwiftUI
import TrailsNavigation

@main
struct TrailsApp: App {
    /// The tabs' routers and the selected tab, generated from Trails.app.yaml.
    @State private var navigation = TrailsAppRouter()
    /// The navigation saved when the scene last changed it.
    @SceneStorage("navigation") private var saved: Data?

    var body: some Scene {
        WindowGroup {
            TrailsTabView(router: navigation)
                // Selects the link's tab and sets its stack in one mutation; a link the app
                // does not open changes nothing.
                .onOpenURL { navigation.open($0) }
                // Restores what was saved, as far as this version of the specs can read it.
                .onAppear {
                    if let saved {
                        navigation.restore(TrailsAppState(restoring: saved))
                    }
                }
                // Saves every change: the tab, each tab's path, modal and hosted stacks.
                .onChange(of: navigation.navigationState) { saved = $1.encoded() }
        }
    }
}
