/// One key and its value in a YAML mapping.
struct YAMLMappingEntry: Sendable {
    /// The key node; usually a scalar, but YAML allows any node.
    var key: YAMLNode
    /// The value node.
    var value: YAMLNode
}
