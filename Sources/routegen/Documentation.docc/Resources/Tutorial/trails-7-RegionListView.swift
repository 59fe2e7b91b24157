import SwiftUI
import TrailsNavigation

/// The Regions tab's root: a button per region.
public struct RegionListView: View {
    /// The router of the stack this view is the root of, which the generated stack provides.
    @Environment(RegionsRouter.self) private var router

    public init() {}

    public var body: some View {
        VStack {
            ForEach(Region.all) { region in
                Button(region.name) {
                    router.push(.region(regionID: region.id))
                }
            }
        }
    }
}

/// A region, as this tutorial keeps it: a name and its trails' numbers.
public struct Region: Identifiable, Sendable {
    public var id: String
    public var name: String
    public var trailIDs: [Int]

    public static let all = [
        Region(id: "alps", name: "Alps", trailIDs: [1, 2]),
        Region(id: "andes", name: "Andes", trailIDs: [3]),
    ]
}
