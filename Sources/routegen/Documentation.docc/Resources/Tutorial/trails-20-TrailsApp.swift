import SwiftUI
import TrailsNavigation

@main
struct TrailsApp: App {
    /// The tabs' routers and the selected tab, generated from Trails.app.yaml.
    @State private var navigation = TrailsAppRouter()

    var body: some Scene {
        WindowGroup {
            TrailsTabView(router: navigation)
                // Selects the link's tab and sets its stack in one mutation; a link the app
                // does not open changes nothing.
                .onOpenURL { navigation.open($0) }
        }
    }
}
