/// What one libyaml event was, as ``YAMLReader`` needs to know it: the C boundary hands every
/// node event straight to the tree builder (making no value of it that would then be copied and
/// destroyed), and tells the reader where that left the builder.
enum YAMLStreamEvent {
    /// The stream ends; no more events follow.
    case streamEnd
    /// A document begins at the position.
    case documentStart(SourcePosition)
    /// An event the tree builder took (a node's, or the stream's start or a document's end,
    /// which it ignores), and where it stands after it.
    case taken(YAMLTreeBuilder.Progress)
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
