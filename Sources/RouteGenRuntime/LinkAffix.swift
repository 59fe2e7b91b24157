/// The literal text around a parameter's value inside one segment or query value: `@` before
/// `{username}`, `.json` after `{id}`.
public struct LinkAffix: Hashable, Sendable {
    /// The text before the value.
    public var prefix: String
    /// The text after the value.
    public var suffix: String

    /// Creates an affix.
    public init(prefix: String, suffix: String) {
        self.prefix = prefix
        self.suffix = suffix
    }

    /// The value between the prefix and the suffix of `text`; `nil` when `text` lacks one of
    /// them or holds nothing between them. The affixes compare as `options` says; the value
    /// keeps its case.
    public func value(in text: String, options: LinkMatchOptions) -> String? {
        let characters = Array(text)
        let prefixCount = prefix.count
        let suffixCount = suffix.count
        guard characters.count > prefixCount + suffixCount,
              options.matches(prefix, String(characters[..<prefixCount])),
              options.matches(suffix, String(characters[(characters.count - suffixCount)...]))
        else { return nil }
        return String(characters[prefixCount..<(characters.count - suffixCount)])
    }

    /// `value` between the prefix and the suffix; empty for an empty value, which a link cannot
    /// carry (an empty segment builds no link).
    public func text(around value: String) -> String {
        value.isEmpty ? "" : prefix + value + suffix
    }
}
