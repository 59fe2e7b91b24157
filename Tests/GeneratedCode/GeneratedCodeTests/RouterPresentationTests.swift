import MatchingModels
import MatchingNavigation
import Testing

/// The Router's `presentedSheet` and `presentedFullScreenCover`, which the generated
/// NavigationStack binds `sheet(item:)` and `fullScreenCover(item:)` to: each shows only the
/// modals of its style, and a dismissal through one never dismisses a modal of the other.
@MainActor
@Suite struct RouterPresentationTests {
    @Test func eachBindingSeesOnlyTheModalsOfItsStyle() {
        let router = UserDetailRouter()
        router.present(.report(userID: "u1", reasons: []))
        #expect(router.presentedSheet == .report(userID: "u1", reasons: []))
        #expect(router.presentedFullScreenCover == nil)
        router.present(.legacyProfile(userID: "u1"))
        #expect(router.presentedSheet == nil)
        #expect(router.presentedFullScreenCover == .legacyProfile(userID: "u1"))
    }

    @Test func settingAModalThroughEitherBindingPresentsIt() {
        let router = UserDetailRouter()
        router.presentedFullScreenCover = .legacyProfile(userID: "u2")
        #expect(router.modal == .legacyProfile(userID: "u2"))
        router.presentedSheet = .report(userID: "u2", reasons: [.spam])
        #expect(router.modal == .report(userID: "u2", reasons: [.spam]))
    }

    @Test func aSheetClosingDismissesOnlyASheet() {
        let router = UserDetailRouter(modal: .legacyProfile(userID: "u1"))
        // SwiftUI writes nil when the sheet it showed goes away, possibly after the app
        // replaced it with a cover: the cover must stay.
        router.presentedSheet = nil
        #expect(router.modal == .legacyProfile(userID: "u1"))
        router.presentedFullScreenCover = nil
        #expect(router.modal == nil)
    }

    @Test func aCoverClosingDismissesOnlyACover() {
        let router = UserDetailRouter(modal: .report(userID: "u1", reasons: []))
        router.presentedFullScreenCover = nil
        #expect(router.modal == .report(userID: "u1", reasons: []))
        router.presentedSheet = nil
        #expect(router.modal == nil)
    }

    @Test func presentingKeepsThePath() {
        let router = UserDetailRouter(path: [.photos(userID: "u1")])
        router.presentedSheet = .report(userID: "u1", reasons: [])
        #expect(router.path == [.photos(userID: "u1")])
    }
}
