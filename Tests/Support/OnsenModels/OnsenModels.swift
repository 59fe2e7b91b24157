// The model types that Specs/Onsen/*.routes.yaml name. Test-only.

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
public struct Area: Hashable, Sendable {
    /// The area's name.
    public var name: String

    /// Creates an area.
    public init(name: String) {
        self.name = name
    }
}

/// A facility search filter.
public enum SearchFilter: Hashable, Sendable {
    /// Facilities with an open-air bath.
    case openAirBath
    /// Facilities with a sauna.
    case sauna
}

/// How search results are ordered.
public enum ResultOrder: Hashable, Sendable {
    /// The editors' order.
    case recommended
    /// Nearest first.
    case distance
}

/// A bathing facility.
public struct Facility: Hashable, Sendable, Identifiable {
    /// The facility's identifier.
    public var id: Int

    /// Creates a facility.
    public init(id: Int) {
        self.id = id
    }
}

/// An app-only coupon.
public struct Coupon: Hashable, Sendable, Identifiable {
    /// The coupon's identifier.
    public var id: String

    /// Creates a coupon.
    public init(id: String) {
        self.id = id
    }
}

/// An electronic ticket.
public struct Ticket: Hashable, Sendable, Identifiable {
    /// The ticket's identifier.
    public var id: String

    /// Creates a ticket.
    public init(id: String) {
        self.id = id
    }
}
