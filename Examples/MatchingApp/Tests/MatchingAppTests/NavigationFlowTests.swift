import Foundation
import MatchingApp
import MatchingCore
import Navigation
import Testing

/// Real flows through the generated routers, driven as the feature screens drive them.
@MainActor
@Suite struct NavigationFlowTests {
    let ann = User.samples[0]
    let bo = User.samples[1]

    @Test func pushThroughHomeThenPopToAGivenScreen() {
        let app = AppModel()
        // The grid pushes a user, the profile's filters, then another user.
        app.home.push(.user(user: ann))
        app.home.push(.filters())
        app.home.push(.user(user: bo))
        #expect(app.home.current == .user(user: bo))
        #expect(app.home.pop(to: .user(user: ann)))
        #expect(app.home.path == [.user(user: ann)])
        #expect(!app.home.pop(to: .filters()), "filters was popped: nothing changes")
        #expect(app.home.path == [.user(user: ann)])
    }

    @Test func popToAScreenWhateverItsParameters() {
        let app = AppModel()
        app.me.push(.photos(user: .me))
        let photo = Photo(id: "me-1", userID: "me")
        app.me.push(.photoDetail(user: .me, photo))
        app.me.push(.profile(user: ann))
        #expect(app.me.pop(toScreen: .photos))
        #expect(app.me.path == [.photos(user: .me)])
    }

    @Test func presentAndDismissAFullScreenModalApartFromThePath() {
        let app = AppModel()
        app.me.push(.photos(user: .me))
        app.me.present(.legacyProfile(userID: "me"))
        #expect(app.me.presentedFullScreenCover == .legacyProfile(userID: "me"))
        #expect(app.me.presentedSheet == nil)
        #expect(app.me.path == [.photos(user: .me)])
        // SwiftUI writes nil through the fullScreenCover binding when the cover goes away.
        app.me.presentedFullScreenCover = nil
        #expect(app.me.modal == nil)
        #expect(app.me.path == [.photos(user: .me)])
    }

    @Test func presentAndDismissASheet() {
        let app = AppModel()
        app.home.present(.quickSearch)
        #expect(app.home.presentedSheet == .quickSearch)
        app.home.dismissModal()
        #expect(app.home.modal == nil)
    }

    @Test func anEventSwitchesFeature() {
        let app = AppModel()
        #expect(app.selectedTab == .home)
        #expect(app.home.send(.openSettings))
        #expect(app.selectedTab == .settings)
    }

    @Test func signingOutReturnsEveryStackToItsRoot() {
        let app = AppModel()
        app.home.push(.user(user: ann))
        app.home.present(.quickSearch)
        app.me.push(.photos(user: .me))
        app.settings.push(.detail(item: .account))
        app.selectedTab = .settings
        app.settings.send(.signedOut)
        #expect(!app.isSignedIn)
        #expect(app.home.path.isEmpty && app.me.path.isEmpty && app.settings.path.isEmpty)
        #expect(app.home.modal == nil)
        #expect(app.selectedTab == .home)
    }

    @Test func theSettingsSheetHasAStackOfItsOwnAndSigningOutThereReachesTheApp() throws {
        let app = AppModel()
        app.selectedTab = .me
        app.me.push(.photos(user: .me))
        // MyProfileView's "Settings" button.
        app.me.present(.settings)
        let sheet = try #require(app.me.settingsRouter)
        sheet.push(.detail(item: .notifications))
        #expect(sheet.path == [.detail(item: .notifications)])
        #expect(app.settings.path == [], "the Settings tab's stack is another one")
        // SignOutConfirmationView, presented inside the sheet's stack.
        sheet.present(.signOutConfirmation)
        sheet.dismissModal()
        sheet.send(.signedOut)
        #expect(!app.isSignedIn)
        #expect(app.me.modal == nil && app.me.settingsRouter == nil)
        #expect(app.me.path.isEmpty)
        #expect(app.selectedTab == .home)
    }

    @Test func closingTheSettingsSheetDropsItsStack() throws {
        let app = AppModel()
        app.me.present(.settings)
        try #require(app.me.settingsRouter).push(.detail(item: .account))
        // SwiftUI writes nil through the sheet binding when the user swipes the sheet down.
        app.me.presentedSheet = nil
        app.me.present(.settings)
        #expect(try #require(app.me.settingsRouter).path == [])
    }

    @Test func aLikeReachesTheAppLayer() {
        let app = AppModel()
        app.me.send(.liked(photoID: "me-2"))
        #expect(app.likedPhotoIDs == ["me-2"])
    }

    /// `text` as a URL.
    func url(_ text: String) -> URL {
        URL(string: text)!
    }

    @Test func aLinkIntoEachTabSelectsItAndSetsItsStack() {
        let app = AppModel()
        #expect(app.open(url("matching://settings/account")))
        #expect(app.selectedTab == .settings)
        #expect(app.settings.path == [.detail(item: .account)])
        #expect(app.open(url("https://matching.example.com/users/u2")))
        #expect(app.selectedTab == .home)
        #expect(app.home.path == [.user(user: bo)])
        #expect(app.open(url("https://www.matching.example.com/me")))
        #expect(app.selectedTab == .me)
        #expect(app.me.path == [])
    }

    @Test func aLinkToAScreenThreeDeepStandsOnItsParentsInOneMutation() {
        let app = AppModel()
        app.me.push(.profile(user: bo))
        var changes: [[UserDetailRoute]] = []
        app.me.onPathChange = { _, new in changes.append(new) }
        let photo = Photo(id: "u1-3", userID: "u1")
        #expect(app.open(url("matching://users/u1/photos/u1-3")))
        #expect(app.selectedTab == .me)
        let expected: [UserDetailRoute] = [.profile(user: ann), .photos(user: ann), .photoDetail(user: ann, photo)]
        #expect(app.me.path == expected)
        #expect(changes == [expected], "one change, no pop then push")
        #expect(UserDetailRoute.photoDetail(user: ann, photo).url?.absoluteString == "matching://users/u1/photos/u1-3")
    }

    @Test func aLinkWhileAModalIsUpReplacesTheModal() throws {
        let app = AppModel()
        app.me.present(.legacyProfile(userID: "me"))
        #expect(app.open(url("matching://me/settings/settings/notifications")))
        #expect(app.me.modal == .settings)
        #expect(try #require(app.me.settingsRouter).path == [.detail(item: .notifications)])
        #expect(app.open(url("matching://search")))
        #expect(app.selectedTab == .home)
        #expect(app.home.modal == .quickSearch)
        #expect(app.me.modal == .settings, "a link into Home leaves the Me tab as it was")
    }

    @Test func aBadLinkChangesNothing() {
        let app = AppModel()
        app.home.push(.user(user: ann))
        app.home.present(.quickSearch)
        for text in ["matching://users/nobody", "matching://settings/nothing", "https://example.com/users/u1", "otherapp://users/u1", "matching://users/u1/PHOTOS"] {
            // Paths compare with case past the host (a route scheme's host does not: `matching://Users/u1` opens).
            #expect(!app.open(url(text)), "\(text)")
        }
        #expect(app.home.path == [.user(user: ann)])
        #expect(app.home.modal == .quickSearch)
        #expect(app.selectedTab == .home)
    }

    @Test func restoringAfterAnUpdateRemovedAScreenKeepsTheStackUpToIt() throws {
        let app = AppModel()
        app.selectedTab = .me
        app.me.replacePath(with: [.profile(user: ann), .photos(user: ann, filter: .recent)])
        app.settings.push(.detail(item: .account))
        #expect(AppModel(restoring: app.savedState).me.path == app.me.path)
        // What an earlier version saved: a `stories` screen this version no longer has, between
        // two screens it still has.
        var saved = try #require(JSONSerialization.jsonObject(with: app.savedState) as? [String: Any])
        var me = try #require(saved["me"] as? [String: Any])
        var path = try #require(me["path"] as? [Any])
        path.insert(["case": "stories", "values": ["userID": "u1"]], at: 1)
        me["path"] = path
        saved["me"] = me
        let older = try JSONSerialization.data(withJSONObject: saved)
        let restored = AppModel(restoring: older)
        #expect(restored.selectedTab == .me)
        #expect(restored.me.path == [.profile(user: ann)], "the stack is cut at the removed screen")
        #expect(restored.settings.path == [.detail(item: .account)])
    }
}
