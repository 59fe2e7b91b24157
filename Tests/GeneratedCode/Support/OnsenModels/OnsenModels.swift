// The model types that Specs/Onsen/*.routes.yaml name. Test-only.
//
// Every type is Codable, so that restoration saves the routes that carry it, but Coordinate,
// which stays out to show a route that restoration cuts.

/// A point on the map.
public struct Coordinate: Hashable, Sendable {
    /// Degrees north.
    public var latitude: Double
    /// Degrees east.
    public var longitude: Double

    /// Creates a coordinate.
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// A prefecture-level search area.
public struct Area: Codable, Hashable, Sendable {
    /// The area's name.
    public var name: String

    /// Creates an area.
    public init(name: String) {
        self.name = name
    }
}

/// A facility search filter.
public enum SearchFilter: String, CaseIterable, Codable, Hashable, Sendable {
    /// Facilities with an open-air bath.
    case openAirBath
    /// Facilities with a sauna.
    case sauna
}

/// How search results are ordered.
public enum ResultOrder: String, CaseIterable, Codable, Hashable, Sendable {
    /// The editors' order.
    case recommended
    /// Nearest first.
    case distance
}

/// A bathing facility.
public struct Facility: Codable, Hashable, Sendable, Identifiable {
    /// The facility's identifier.
    public var id: Int

    /// Creates a facility.
    public init(id: Int) {
        self.id = id
    }
}

/// An app-only coupon.
public struct Coupon: Codable, Hashable, Sendable, Identifiable {
    /// The coupon's identifier.
    public var id: String

    /// Creates a coupon.
    public init(id: String) {
        self.id = id
    }
}

/// An electronic ticket.
public struct Ticket: Codable, Hashable, Sendable, Identifiable {
    /// The ticket's identifier.
    public var id: String

    /// Creates a ticket.
    public init(id: String) {
        self.id = id
    }
}

/// An area is written in a link by its name.
extension Area: LosslessStringConvertible {
    /// Creates the area named `description`.
    public init?(_ description: String) {
        self.init(name: description)
    }

    /// The area's name.
    public var description: String { name }
}
