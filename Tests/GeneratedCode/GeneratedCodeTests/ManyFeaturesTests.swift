import Foundation
import ManyFeaturesNavigation
import Testing

/// The ManyFeatures app (`ReferenceOutput/ManyFeatures`): 41 features, one more than a generated
/// function switches over, so that the link's `==`, `tab` and `url`, the router's `open(_:)` and
/// `restore(_:)`, the saved state's `==`, `init(from:)` and `encode(to:)` and the app's link
/// templates are each split in two, the last part holding the one feature `f40`. Every feature, on either side of the
/// split, is opened, linked to, saved and restored as in an app of few features.
@MainActor
@Suite struct ManyFeaturesTests {
    /// The number of features, `t00`, `t01` (the tabs), then `f02` to `f40`.
    static let featureCount = 41

    /// The link to feature `index`'s screen `page`, with `id`.
    static func pageURL(_ index: Int, id: Int) throws -> URL {
        try #require(URL(string: String(format: "many://f%02d/%d", index, id)))
    }

    /// The link the app reads from feature `index`'s page link.
    static func link(_ index: Int, id: Int) throws -> ManyFeaturesLink {
        try #require(ManyFeaturesLink(url: pageURL(index, id: id)), "f\(index)")
    }

    @Test func everyFeaturesLinkReadsBackAndSelectsItsTab() throws {
        var urls: Set<String> = []
        for index in 0..<Self.featureCount {
            let link = try Self.link(index, id: index)
            // `url` reads the link back to the URL it came from, through either function.
            #expect(link.url == (try Self.pageURL(index, id: index)), "f\(index)")
            urls.insert(try #require(link.url).absoluteString)
            // Only the first two features are tabs; `tab` answers the others from either function.
            switch index {
            case 0: #expect(link.tab == .t00)
            case 1: #expect(link.tab == .t01)
            default: #expect(link.tab == nil, "f\(index)")
            }
        }
        // Each link led into a feature of its own.
        #expect(urls.count == Self.featureCount)
        #expect(try Self.link(40, id: 3) == .f40(F40NavigationState(path: [.page(id: 3)])))
        #expect(try Self.link(39, id: 3) == .f39(F39NavigationState(path: [.page(id: 3)])))
        #expect(ManyFeaturesLink(url: try #require(URL(string: "many://f41/1"))) == nil)
    }

    @Test func openingEachLinkMovesItsFeatureAlone() throws {
        for index in 0..<Self.featureCount {
            let app = ManyFeaturesAppRouter(selectedTab: .t01)
            #expect(app.open(try Self.pageURL(index, id: 7)), "f\(index)")
            // The saved state holds the tab and the one feature that moved, under its case name.
            let key = index < 2 ? String(format: "t%02d", index) : String(format: "f%02d", index)
            #expect(try AppSavingTests.keys(of: app.navigationState.encoded()) == ["selectedTab", key], "f\(index)")
            #expect(app.selectedTab == (index == 0 ? .t00 : .t01))
        }
        let app = ManyFeaturesAppRouter()
        app.open(try Self.pageURL(40, id: 9))
        #expect(app.f40.path == [.page(id: 9)])
        #expect(app.f39.path.isEmpty)
    }

    @Test func eventLinksOnEitherSideOfTheSplitReachTheirFeaturesRouter() throws {
        let app = ManyFeaturesAppRouter()
        var received: [String] = []
        app.t00.onEvent = { received.append("t00 \($0)") }
        app.f39.onEvent = { received.append("f39 \($0)") }
        app.f40.onEvent = { received.append("f40 \($0)") }
        for text in ["many://f00/open/1", "many://f39/open/2", "many://f40/open/3"] {
            let url = try #require(URL(string: text))
            let link = try #require(ManyFeaturesLink(url: url), "\(text)")
            #expect(link.url == url)
            #expect(app.open(url))
        }
        #expect(received == ["t00 opened(id: 1)", "f39 opened(id: 2)", "f40 opened(id: 3)"])
        #expect(ManyFeaturesLink(url: try #require(URL(string: "many://f40/open/3"))) == .f40Event(.opened(id: 3)))
        #expect(ManyFeaturesLink(url: try #require(URL(string: "many://f40/open/3")))?.tab == nil)
    }

    @Test func linksAndStatesCompareOnEitherSideOfTheSplit() throws {
        // The link's `==`: the same feature and state, on either side.
        #expect(try Self.link(40, id: 1) == Self.link(40, id: 1))
        #expect(try Self.link(40, id: 1) != Self.link(40, id: 2))
        #expect(try Self.link(39, id: 1) == Self.link(39, id: 1))
        #expect(try Self.link(39, id: 1) != Self.link(39, id: 2))
        #expect(try Self.link(39, id: 1) != Self.link(40, id: 1))
        #expect(try Self.link(40, id: 1) != Self.link(39, id: 1))
        #expect(ManyFeaturesLink.f40Event(.opened(id: 1)) == .f40Event(.opened(id: 1)))
        #expect(ManyFeaturesLink.f40Event(.opened(id: 1)) != .f40Event(.opened(id: 2)))
        #expect(ManyFeaturesLink.f40Event(.opened(id: 1)) != .f40(F40NavigationState(path: [.page(id: 1)])))
        #expect(ManyFeaturesLink.t00Event(.opened(id: 1)) != .f40Event(.opened(id: 1)))
        // The state's `==` compares the tab and every feature, the last group's too, and equal
        // states hash alike.
        let app = ManyFeaturesAppRouter()
        for index in 0..<Self.featureCount {
            app.open(try Self.link(index, id: index))
        }
        let state = app.navigationState
        var copy = state
        #expect(copy == state)
        #expect(Set([state, copy]).count == 1)
        copy.f40 = F40NavigationState(path: [.page(id: 0)])
        #expect(copy != state)
        copy = state
        copy.f02 = nil
        #expect(copy != state)
        copy = state
        copy.selectedTab = .t00
        #expect(copy != state)
    }

    @Test func theWholeAppSavesAndRestoresEveryFeature() throws {
        let saved = ManyFeaturesAppRouter()
        for index in 0..<Self.featureCount {
            saved.open(try Self.link(index, id: 100 + index))
        }
        let data = saved.navigationState.encoded()
        #expect(try AppSavingTests.keys(of: data).count == Self.featureCount + 1)
        let restored = ManyFeaturesAppRouter()
        restored.restore(ManyFeaturesAppState(restoring: data))
        #expect(restored.navigationState == saved.navigationState)
        #expect(restored.f40.path == [.page(id: 140)])
        #expect(restored.f39.path == [.page(id: 139)])
        #expect(restored.t00.path == [.page(id: 100)])
        // What no longer decodes is left out, on either side of the split, and the rest read.
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        object["f39"] = "not a state"
        object["f40"] = 40
        let edited = try JSONSerialization.data(withJSONObject: object)
        let state = ManyFeaturesAppState(restoring: edited)
        #expect(state.f39 == nil)
        #expect(state.f40 == nil)
        #expect(state.f38 == F38NavigationState(path: [.page(id: 138)]))
        #expect(state.f02 == F02NavigationState(path: [.page(id: 102)]))
    }
}
