import MatchingModels
import SwiftUI

// The concrete views `Specs/Matching/Home.routes.yaml` names, for the live-mode reference
// output to compile against. They keep their parameters so tests can see what was built.

/// The grid of users.
public struct UserGridView: View {
    /// Creates the grid.
    public init() {}

    /// Renders nothing.
    public var body: some View { EmptyView() }
}

/// The search filters.
public struct FiltersView: View {
    /// The filter being edited.
    public let current: SearchFilter

    /// Creates the screen for `current`.
    public init(current: SearchFilter) {
        self.current = current
    }

    /// Renders nothing.
    public var body: some View { EmptyView() }
}

/// The search screen.
public struct SearchView: View {
    /// The query typed so far.
    public let query: String

    /// Creates the screen for `query`.
    public init(query: String) {
        self.query = query
    }

    /// Renders nothing.
    public var body: some View { EmptyView() }
}

/// The age range popover.
public struct AgeRangeView: View {
    /// The filter whose range is edited.
    public let filter: SearchFilter

    /// Creates the popover for `filter`.
    public init(filter: SearchFilter) {
        self.filter = filter
    }

    /// Renders nothing.
    public var body: some View { EmptyView() }
}

/// An invitation opened from a short link.
public struct InviteView: View {
    /// The invitation's code.
    public let code: String

    /// Creates the screen for `code`.
    public init(code: String) {
        self.code = code
    }

    /// Renders nothing.
    public var body: some View { EmptyView() }
}
