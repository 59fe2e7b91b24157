import MatchingCore
import Navigation
import SwiftUI

/// One photo, which the user can like.
public struct PhotoDetailView: View {
    /// The photo's owner.
    public let user: User
    /// The photo shown.
    public let photo: Photo
    /// The Me tab's router.
    @Environment(UserDetailRouter.self) private var router

    /// Creates the detail of `photo`, posted by `user`.
    public init(user: User, photo: Photo) {
        self.user = user
        self.photo = photo
    }

    /// The photo and its like button, which reports to the app layer.
    public var body: some View {
        VStack {
            Text(photo.id)
            Button("Like") {
                router.send(.liked(photoID: photo.id))
            }
        }
    }
}
