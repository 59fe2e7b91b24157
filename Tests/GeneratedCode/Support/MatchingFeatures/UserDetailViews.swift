import MatchingModels
import SwiftUI

// The concrete views `Specs/Matching/UserDetail.routes.yaml` names.

/// The root of the feature's stack: the user the grid opened.
public struct UserDetailRootView: View {
    /// The user shown.
    public let user: User

    /// Creates the root for `user`.
    public init(user: User) {
        self.user = user
    }

    /// Renders nothing.
    public var body: some View { EmptyView() }
}

/// A user's profile.
public struct ProfileView: View {
    /// The user shown.
    public let user: User

    /// Creates the profile of `user`.
    public init(user: User) {
        self.user = user
    }

    /// Renders nothing.
    public var body: some View { EmptyView() }
}

/// A user's photos.
public struct PhotoGridView: View {
    /// The user whose photos are shown.
    public let userID: String
    /// Which photos are shown.
    public let filter: PhotoFilter
    /// The photo outlined, if any.
    public let highlight: Photo.ID?

    /// Creates the grid.
    public init(userID: String, filter: PhotoFilter, highlight: Photo.ID?) {
        self.userID = userID
        self.filter = filter
        self.highlight = highlight
    }

    /// Renders nothing.
    public var body: some View { EmptyView() }
}

/// One photo.
public struct PhotoDetailView: View {
    /// The photo shown.
    public let photo: Photo
    /// Whether the photo fills the screen.
    public let zoomed: Bool

    /// Creates the detail of `photo`.
    public init(photo: Photo, zoomed: Bool) {
        self.photo = photo
        self.zoomed = zoomed
    }

    /// Renders nothing.
    public var body: some View { EmptyView() }
}

/// The legacy UIKit profile.
public struct LegacyProfileView: View {
    /// The user shown.
    public let userID: String

    /// Creates the legacy profile of `userID`.
    public init(userID: String) {
        self.userID = userID
    }

    /// Renders nothing.
    public var body: some View { EmptyView() }
}

/// The report form.
public struct ReportView: View {
    /// The user reported.
    public let userID: String
    /// The reasons chosen.
    public let reasons: [ReportReason]

    /// Creates the form.
    public init(userID: String, reasons: [ReportReason]) {
        self.userID = userID
        self.reasons = reasons
    }

    /// Renders nothing.
    public var body: some View { EmptyView() }
}

/// A profile by its handle.
public struct AccountView: View {
    /// The handle, without its `@`.
    public let username: String

    /// Creates the screen for `username`.
    public init(username: String) {
        self.username = username
    }

    /// Renders nothing.
    public var body: some View { EmptyView() }
}

/// A page of the site by its slug.
public struct PageView: View {
    /// The page's slug.
    public let slug: String

    /// Creates the screen for `slug`.
    public init(slug: String) {
        self.slug = slug
    }

    /// Renders nothing.
    public var body: some View { EmptyView() }
}

/// One comment under a user's photos.
public struct CommentView: View {
    /// The user whose photos it is under.
    public let userID: String
    /// The comment.
    public let commentID: Int

    /// Creates the screen for one comment.
    public init(userID: String, commentID: Int) {
        self.userID = userID
        self.commentID = commentID
    }

    /// Renders nothing.
    public var body: some View { EmptyView() }
}
