/// One labelled parameter of a screen, modal or event, as written in the spec.
struct ParameterSpec: Hashable, Sendable {
    /// The argument label (`userID`).
    var label: SpecText
    /// The Swift type as written (`String?`), not yet checked.
    var type: SpecText
    /// The default value as written (`.all`), not yet checked.
    var defaultValue: SpecText?
}
