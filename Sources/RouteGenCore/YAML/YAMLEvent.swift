/// One parsing event, as the C boundary hands it to the tree builder.
///
/// It mirrors libyaml's event stream with Swift values and 1-based positions.
enum YAMLEvent: Sendable {
    /// The stream begins.
    case streamStart
    /// The stream ends; no more events follow.
    case streamEnd
    /// A document begins at the position.
    case documentStart(SourcePosition)
    /// The current document ends.
    case documentEnd
    /// A scalar node.
    case scalar(YAMLScalar, YAMLNodeProperties)
    /// A reference to an anchored node: the anchor's name, and where the alias is.
    case alias(String, SourcePosition)
    /// A sequence node begins; its items follow, then `sequenceEnd`.
    case sequenceStart(YAMLNodeProperties)
    /// The innermost open sequence ends.
    case sequenceEnd
    /// A mapping node begins; its keys and values alternate, then `mappingEnd`.
    case mappingStart(YAMLNodeProperties)
    /// The innermost open mapping ends.
    case mappingEnd
}

/// What a node event says about its node besides the content.
struct YAMLNodeProperties: Sendable {
    /// The anchor name given with `&name`, if any.
    var anchor: String?
    /// The node's tag as libyaml resolved it (`tag:yaml.org,2002:str`, `!foo`), if any.
    var tag: String?
    /// The 1-based position where the node starts.
    var position: SourcePosition
}
