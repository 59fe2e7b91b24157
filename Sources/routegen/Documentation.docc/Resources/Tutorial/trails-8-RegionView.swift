import SwiftUI
import TrailsNavigation

/// A region's trails; the route `.region(regionID:)` shows it.
public struct RegionView: View {
    public let regionID: String
    @Environment(RegionsRouter.self) private var router

    public init(regionID: String) {
        self.regionID = regionID
    }

    public var body: some View {
        VStack {
            Text(regionID)
            ForEach(Region.all.filter { $0.id == regionID }) { region in
                ForEach(region.trailIDs.map(TrailNumber.init)) { trail in
                    Button("Trail \(trail.id)") {
                        router.push(.trail(regionID: regionID, trailID: trail.id))
                    }
                }
            }
        }
    }
}

/// A trail's number, identified by itself.
struct TrailNumber: Identifiable {
    var id: Int
}
