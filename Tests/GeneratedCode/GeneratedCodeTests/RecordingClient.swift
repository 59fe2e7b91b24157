import MatchingModels
import MatchingNavigation
import SwiftUI

/// Every call a recording client's closures received, as text, in order.
@MainActor
final class Calls {
    /// The calls, such as `"photos u1 liked p9"`.
    var log: [String] = []
}

/// The view a test's client builds in place of a feature's real screen, named after the call
/// that built it.
struct BuiltView: View {
    /// The call, as logged in `Calls`.
    let call: String

    /// Nothing: only its `call` matters.
    var body: some View { EmptyView() }
}

/// A UserDetail client that logs each call into `calls` and returns a `BuiltView` named after it.
@MainActor
func recordingUserDetailClient(_ calls: Calls) -> UserDetailViewBuildingClient {
    /// Logs `call` and returns the view it names.
    func built(_ call: String) -> AnyView {
        calls.log.append(call)
        return AnyView(BuiltView(call: call))
    }
    return UserDetailViewBuildingClient(
        root: { user in built("root \(user.name)") },
        profile: { user in built("profile \(user.name)") },
        photos: { userID, filter, highlight in built("photos \(userID) \(filter) \(highlight ?? "-")") },
        photoDetail: { photo, zoomed in built("photoDetail \(photo.id)\(zoomed ? " zoomed" : "")") },
        otherUser: { user in built("otherUser \(user.name)") },
        account: { username in built("account \(username)") },
        page: { slug in built("page \(slug)") },
        comment: { userID, commentID in built("comment \(userID) \(commentID)") },
        legacyProfile: { userID in built("legacyProfile \(userID)") },
        report: { userID, reasons in built("report \(userID) \(reasons)") }
    )
}
