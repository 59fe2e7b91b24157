import MatchingCore
import Navigation
import SwiftUI

/// A user's photos.
public struct PhotosView: View {
    /// The user whose photos are shown.
    public let user: User
    /// Which photos are shown.
    public let filter: PhotoFilter
    /// The Me tab's router.
    @Environment(UserDetailRouter.self) private var router

    /// Creates the grid.
    public init(user: User, filter: PhotoFilter) {
        self.user = user
        self.filter = filter
    }

    /// A button per photo, pushing its detail.
    public var body: some View {
        ForEach(Self.photos(of: user.id, filter)) { photo in
            Button(photo.id) {
                router.push(.photoDetail(user: user, photo))
            }
        }
    }

    /// The photos of `userID` that `filter` keeps.
    public static func photos(of userID: String, _ filter: PhotoFilter) -> [Photo] {
        let all = (1...4).map { Photo(id: "\(userID)-\($0)", userID: userID) }
        return filter == .all ? all : Array(all.suffix(2))
    }
}
