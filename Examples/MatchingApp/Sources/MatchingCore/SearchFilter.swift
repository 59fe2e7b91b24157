/// Who the Home grid shows.
public struct SearchFilter: Codable, Hashable, Sendable {
    /// The youngest age shown.
    public var minimumAge: Int

    /// Creates a filter.
    public init(minimumAge: Int) {
        self.minimumAge = minimumAge
    }

    /// Everyone of age.
    public static let everyone = SearchFilter(minimumAge: 18)
}
