/// The parameter values a link template captured, as text, and their conversion to the
/// parameters' types. A value that is missing where it is required, or does not convert,
/// throws `LinkMismatch`: the link does not match.
public struct LinkValues: Hashable, Sendable {
    /// The values of the path parameters, by parameter name.
    public var path: [String: String]
    /// The values of the query parameters, by parameter name, in order.
    public var query: [String: [String]]
    /// The values of the hosting modal whose template the link went through, by parameter name:
    /// a parameter the link does not carry takes the one of the same name and type.
    public var shared: [String: LinkSharedValue]

    /// Creates captured values.
    public init(path: [String: String] = [:], query: [String: [String]] = [:], shared: [String: LinkSharedValue] = [:]) {
        self.path = path
        self.query = query
        self.shared = shared
    }

    /// The text of parameter `name`: its path segment, or the first of its query items.
    public func text(_ name: String) -> String? {
        path[name] ?? query[name]?.first
    }

    /// The value of parameter `name`, which must be there (or shared by the hosting modal, as a
    /// value of the same type) and convert.
    @inlinable
    public func required<Value>(_ name: String, _ parse: LinkParser<Value>) throws(LinkMismatch) -> Value {
        guard let text = text(name) ?? shared[name]?.text(as: Value.self, optional: false), let value = parse(text) else { throw LinkMismatch() }
        return value
    }

    /// The value of parameter `name`, or `nil` when the link does not carry it (nor the hosting
    /// modal share it, as a value of the same type or its optional); it must convert when it is there.
    @inlinable
    public func optional<Value>(_ name: String, _ parse: LinkParser<Value>) throws(LinkMismatch) -> Value? {
        guard let text = text(name) ?? shared[name]?.text(as: Value.self, optional: true) else { return nil }
        guard let value = parse(text) else { throw LinkMismatch() }
        return value
    }

    /// The value of parameter `name`, or `defaultValue` when the link does not carry it (nor the
    /// hosting modal share it, as a value of the same type or its optional); it must convert
    /// when it is there. Generated code reads a parameter with a default through this rather
    /// than `optional(_:_:) ?? defaultValue`, whose autoclosure compiled to a function of its own.
    @inlinable
    public func optional<Value>(_ name: String, _ parse: LinkParser<Value>, default defaultValue: Value) throws(LinkMismatch) -> Value {
        try optional(name, parse) ?? defaultValue
    }

    /// The text of the hosting modal's parameter `name`, as the link carried it or as the modal's
    /// own host shared it: what the modal shares with the stack it hosts.
    public func sharedText(_ name: String) -> String? {
        text(name) ?? shared[name]?.text
    }

    /// The values of the repeated query parameter `name`, or `nil` when the link has none;
    /// every one must convert.
    @inlinable
    public func array<Element>(_ name: String, _ parse: LinkParser<Element>) throws(LinkMismatch) -> [Element]? {
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
