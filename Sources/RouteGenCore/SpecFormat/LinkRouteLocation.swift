/// Where a web host's links carry the route (the values of a host's `routeIn:`).
enum LinkRouteLocation: Hashable, Sendable, CustomStringConvertible {
    /// In the URL's path and query (the default).
    case path
    /// In the URL's fragment: `https://matrix.to/#/!room:server`.
    case fragment
    /// In the value of a query item: `https://example.com/open?url=/products/42` (`query(url)`).
    case query(String)

    /// The spellings a spec may write, for the schema: `path`, `fragment`, and `query(item)`
    /// with an item name of letters, digits and `-._~`.
    static let spellings = ["path", "fragment"]
    /// The pattern of `query(item)`, for the schema.
    static let queryPattern = #"^query\([A-Za-z0-9._~-]+\)$"#

    /// Reads `path`, `fragment` or `query(item)`; `nil` for anything else.
    init?(text: String) {
        switch text {
        case "path": self = .path
        case "fragment": self = .fragment
        default:
            guard text.hasPrefix("query("), text.hasSuffix(")") else { return nil }
            let item = text.dropFirst(6).dropLast()
            guard !item.isEmpty, item.allSatisfy({ $0.isASCIILetter || $0.isASCIIDigit || "-._~".contains($0) }) else { return nil }
            self = .query(String(item))
        }
    }

    /// How the spec writes it: `path`, `fragment`, `query(url)`.
    var description: String {
        switch self {
        case .path: "path"
        case .fragment: "fragment"
        case .query(let item): "query(\(item))"
        }
    }

    /// The runtime's `LinkURLRules.RouteLocation` expression: `.path`, `.query("url")`.
    var swiftExpression: String {
        switch self {
        case .path: ".path"
        case .fragment: ".fragment"
        case .query(let item): ".query(\"\(item)\")"
        }
    }
}
