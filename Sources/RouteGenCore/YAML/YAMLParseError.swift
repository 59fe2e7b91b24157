/// A problem that stopped libyaml, ready to be reported.
struct YAMLParseError: Error, Sendable {
    /// The diagnostic message, such as `invalid YAML: did not find expected key while parsing a block mapping`.
    var message: String
    /// Where the problem is, when libyaml knows.
    var position: SourcePosition?
}
