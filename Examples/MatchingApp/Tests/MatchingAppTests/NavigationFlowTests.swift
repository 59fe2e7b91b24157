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
        app.me.push(.photos(userID: "me"))
        let photo = Photo(id: "me-1", userID: "me")
        app.me.push(.photoDetail(photo))
        app.me.push(.profile(user: ann))
        #expect(app.me.pop(toScreen: .photos))
        #expect(app.me.path == [.photos(userID: "me")])
    }

    @Test func presentAndDismissAFullScreenModalApartFromThePath() {
        let app = AppModel()
        app.me.push(.photos(userID: "me"))
        app.me.present(.legacyProfile(userID: "me"))
        #expect(app.me.presentedFullScreenCover == .legacyProfile(userID: "me"))
        #expect(app.me.presentedSheet == nil)
        #expect(app.me.path == [.photos(userID: "me")])
        // SwiftUI writes nil through the fullScreenCover binding when the cover goes away.
        app.me.presentedFullScreenCover = nil
        #expect(app.me.modal == nil)
        #expect(app.me.path == [.photos(userID: "me")])
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
        app.me.push(.photos(userID: "me"))
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
        app.me.push(.photos(userID: "me"))
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

    @Test func aDeepLinkReplacesThePathInOneMutation() {
        let app = AppModel()
        app.me.push(.profile(user: bo))
        var changes: [[UserDetailRoute]] = []
        app.me.onPathChange = { _, new in changes.append(new) }
        let photo = Photo(id: "u1-3", userID: "u1")
        #expect(app.open("matching://photos/u1/u1-3"))
        #expect(app.selectedTab == .me)
        #expect(app.me.path == [.photos(userID: "u1"), .photoDetail(photo)])
        #expect(changes == [[.photos(userID: "u1"), .photoDetail(photo)]], "one change, no pop then push")
    }

    @Test func anUnknownDeepLinkChangesNothing() {
        let app = AppModel()
        app.home.push(.user(user: ann))
        #expect(!app.open("matching://users/nobody"))
        #expect(!app.open("https://example.com"))
        #expect(app.home.path == [.user(user: ann)])
        #expect(app.selectedTab == .home)
    }
}
