import SwiftUI
import TrailsNavigation

/// One trail; the route `.trail(regionID:trailID:)` shows it.
public struct TrailView: View {
    public let regionID: String
    public let trailID: Int
    @Environment(RegionsRouter.self) private var router

    public init(regionID: String, trailID: Int) {
        self.regionID = regionID
        self.trailID = trailID
    }

    public var body: some View {
        VStack {
            Text("Trail \(trailID) in \(regionID)")
            Button("All regions") {
                router.popToRoot()
            }
        }
    }
}
