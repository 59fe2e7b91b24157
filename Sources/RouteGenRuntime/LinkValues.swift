/// The parameter values a link template captured, as text, and their conversion to the
/// parameters' types. A value that is missing where it is required, or does not convert,
/// throws `LinkMismatch`: the link does not match.
public struct LinkValues: Hashable, Sendable {
    /// The values of the path parameters, by parameter name.
    public var path: [String: String]
    /// The values of the query parameters, by parameter name, in order.
    public var query: [String: [String]]

    /// Creates captured values.
    public init(path: [String: String] = [:], query: [String: [String]] = [:]) {
        self.path = path
        self.query = query
    }

    /// The text of parameter `name`: its path segment, or the first of its query items.
    public func text(_ name: String) -> String? {
        path[name] ?? query[name]?.first
    }

    /// The value of parameter `name`, which must be there and convert.
    public func required<Value>(_ name: String, _ parse: (String) -> Value?) throws(LinkMismatch) -> Value {
        guard let text = text(name), let value = parse(text) else { throw LinkMismatch() }
        return value
    }

    /// The value of parameter `name`, or `nil` when the link does not carry it; it must
    /// convert when it is there.
    public func optional<Value>(_ name: String, _ parse: (String) -> Value?) throws(LinkMismatch) -> Value? {
        guard let text = text(name) else { return nil }
        guard let value = parse(text) else { throw LinkMismatch() }
        return value
    }

    /// The values of the repeated query parameter `name`, or `nil` when the link has none;
    /// every one must convert.
    public func array<Element>(_ name: String, _ parse: (String) -> Element?) throws(LinkMismatch) -> [Element]? {
        guard let texts = query[name] ?? path[name].map({ [$0] }) else { return nil }
        var elements: [Element] = []
        elements.reserveCapacity(texts.count)
        for text in texts {
            guard let element = parse(text) else { throw LinkMismatch() }
            elements.append(element)
        }
        return elements
    }
}

/// Thrown by generated link code when a link fits a template but a value is missing or does
/// not convert: that template does not match.
public struct LinkMismatch: Error, Hashable, Sendable {
    /// Creates the error.
    public init() {}
}
