/// How a scalar was written in the YAML source.
enum YAMLScalarStyle: Hashable, Sendable {
    /// Unquoted, as in `name: home`.
    case plain
    /// In single quotes, as in `'home'`.
    case singleQuoted
    /// In double quotes, as in `"home"`, where backslash escapes apply.
    case doubleQuoted
    /// A `|` block that keeps line breaks.
    case literal
    /// A `>` block that folds line breaks into spaces.
    case folded
}
