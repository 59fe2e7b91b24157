/// One parameter of a screen, modal, event or the root, as written in the spec.
struct ParameterSpec: Hashable, Sendable {
    /// The parameter's name (`userID`): its argument label too, unless it is unlabelled.
    var name: SpecText
    /// Whether the parameter has an argument label. The spec writes an unlabelled one
    /// `_ post: Post`, as Swift does; it keeps its name for closures, views and links.
    var isLabelled: Bool
    /// The Swift type as written (`String?`), not yet checked.
    var type: SpecText
    /// The default value as written (`.all`), not yet checked.
    var defaultValue: SpecText?
    /// `defaultsToNil:` as written (`false` makes the caller pass an optional), not yet checked.
    var defaultsToNil: SpecText? = nil
}
