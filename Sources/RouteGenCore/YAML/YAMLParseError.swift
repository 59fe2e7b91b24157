/// A problem that stopped libyaml, ready to be reported.
struct YAMLParseError: Error, Sendable {
    /// The diagnostic message, such as `invalid YAML: did not find expected key while parsing a block mapping`.
    var message: String
    /// Where the problem is, when libyaml knows.
    var position: SourcePosition?
    /// libyaml's own words for the problem (`mapping values are not allowed in this context`),
    /// which `YAMLErrorExplainer` turns into advice; `nil` for memory errors.
    var problem: String? = nil
    /// Where what libyaml was reading when it stopped begins (the start of the simple key in
    /// `could not find expected ':' while scanning a simple key`), when it says.
    var contextPosition: SourcePosition? = nil
}
