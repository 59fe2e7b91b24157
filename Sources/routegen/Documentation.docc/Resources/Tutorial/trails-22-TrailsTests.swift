import Foundation
import Testing
import TrailsNavigation

@MainActor
@Suite struct TrailsTests {
    @Test func aLinkOpensItsTabAndStack() throws {
        let navigation = TrailsAppRouter()
        let url = try #require(URL(string: "trails://regions/alps/trails/2"))
        #expect(navigation.open(url))
        #expect(navigation.selectedTab == .regions)
        // The trail's parent, the region, comes first: the back button leads there.
        #expect(navigation.regions.path == [.region(regionID: "alps"), .trail(regionID: "alps", trailID: 2)])
    }

    @Test func aLinkTheAppDoesNotOpenChangesNothing() throws {
        let navigation = TrailsAppRouter()
        let url = try #require(URL(string: "trails://regions/alps/maps"))
        #expect(!navigation.open(url))
        #expect(navigation.regions.path == [])
    }
}
