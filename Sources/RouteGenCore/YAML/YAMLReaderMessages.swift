/// The messages the YAML-reading stage reports, kept together so their wording stays consistent.
enum YAMLReaderMessages {
    /// The most nested collections a document may open; deeper documents are rejected.
    static let maximumDepth = 256
    /// The most nodes a document may hold once every alias is expanded.
    static let maximumExpandedNodeCount = 1_000_000
    /// The most bytes of scalar text aliases may copy, in all: far more than reusing bodies
    /// takes, far less than an amplification attack needs.
    static let maximumAliasedByteCount = 1 << 20

    /// libyaml stopped on a syntax or encoding problem; `context` says what it was parsing, if known.
    static func invalidYAML(_ problem: String, context: String? = nil) -> String {
        guard let context else { return "invalid YAML: \(problem)" }
        return "invalid YAML: \(problem) \(context)"
    }

    /// libyaml could not allocate memory.
    static var outOfMemory: String {
        invalidYAML("libyaml ran out of memory")
    }

    /// A node carries a tag (`!!str`, `!foo`), which specs do not use.
    static func unsupportedTag(_ tag: String) -> String {
        "YAML tags are not supported; remove '\(displayedTag(tag))'"
    }

    /// An alias names an anchor that was not defined before it.
    static func unknownAlias(_ name: String) -> String {
        "unknown alias '*\(name)'; define '&\(name)' before using it"
    }

    /// Expanding an alias would make the document too big, as in a billion-laughs attack.
    static var tooManyExpandedNodes: String {
        "aliases expand this document beyond \(maximumExpandedNodeCount) nodes"
    }

    /// Expanding an alias would copy too much text, as in a scalar amplification attack.
    static var tooManyAliasedBytes: String {
        "aliases copy more than 1 MiB of text in this document; reuse small bodies, or write long text once"
    }

    /// A collection is opened inside too many others.
    static var nestedTooDeep: String {
        "collections are nested deeper than \(maximumDepth) levels"
    }

    /// A mapping repeats a scalar key.
    static func duplicateKey(_ text: String, firstAt first: SourcePosition) -> String {
        "duplicate key '\(text)'; it is first declared at \(first)"
    }

    /// The key YAML 1.1 reads as "merge the entries of this mapping in", when written plain.
    static let mergeKey = "<<"

    /// A mapping uses a merge key, which routegen does not support.
    static var unsupportedMergeKey: String {
        "merge keys ('<<') are not supported; write the keys out, or reuse a whole body with an alias ('*name')"
    }

    /// The stream holds a second document.
    static var secondDocument: String {
        "a spec holds a single YAML document; remove this second one"
    }

    /// A tag as the user would write it: `tag:yaml.org,2002:str` as `!!str`, others unchanged.
    static func displayedTag(_ tag: String) -> String {
        let coreSchemaPrefix = "tag:yaml.org,2002:"
        guard tag.hasPrefix(coreSchemaPrefix) else { return tag }
        return "!!" + tag.dropFirst(coreSchemaPrefix.count)
    }
}
