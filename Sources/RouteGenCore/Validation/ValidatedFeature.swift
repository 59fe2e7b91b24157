/// A feature whose spec passed validation: every name is a safe Swift identifier, every type
/// and default is syntactically valid Swift, and nothing can inject code into the output.
struct ValidatedFeature: Hashable, Sendable {
    /// The spec file's name without folders (`UserDetail.routes.yaml`), for the generated header.
    var specFileName: String
    /// The UpperCamelCase feature name (`UserDetail`).
    var name: String
    /// The digest of the spec's bytes, part of the fingerprint that lets a run reuse the files
    /// the last one rendered from the same spec (``RenderCache``).
    var sourceDigest = ""
    /// The access level of the generated declarations.
    var access: AccessLevel
    /// The modules the spec imports, without duplicates, in spec order.
    var imports: [String]
    /// The module that defines the concrete views, which live mode imports, if the spec names one.
    var module: String?
    /// The stack's root screen, if the spec declares one.
    var root: ValidatedCase?
    /// The push destinations, in spec order.
    var screens: [ValidatedCase]
    /// The modals, in spec order.
    var modals: [ValidatedCase]
    /// The events, in spec order.
    var events: [ValidatedCase]
}

/// A validated screen, modal or event.
struct ValidatedCase: Hashable, Sendable {
    /// Which enum the case belongs to.
    var kind: CaseKind
    /// The lowerCamelCase case name.
    var name: String
    /// The documentation, one entry per line, without trailing whitespace or surrounding blank lines.
    var docLines: [String]
    /// The parameters, in spec order.
    var parameters: [ValidatedParameter]
    /// How a modal is presented (in a regular horizontal size class, for a modal with a style
    /// per size class); `.sheet` for screens and events.
    var style: ModalStyle
    /// How a modal is presented in a compact horizontal size class, when it differs from `style`.
    var compactStyle: ModalStyle? = nil
    /// The concrete view type live mode builds, if the spec names one; always a plain or
    /// dotted, possibly generic name.
    var view: SwiftType?
    /// The feature whose navigation stack a modal hosts (`stack:`), if any.
    var hostedFeature: String?
    /// Where `stack:` names the hosted feature, for the checks across features.
    var hostedFeaturePosition: SourcePosition?
    /// The heights a sheet may take, as Swift expressions (`.medium`, `.fraction(0.4)`), in spec
    /// order; empty when the spec gives none.
    var detents: [String] = []
    /// The link templates (`url:`), the canonical one first.
    var links: [ValidatedLink] = []
    /// The screens a link to this case stands on, outermost first, with how each parameter of
    /// each is filled from this case's values.
    var parents: [ValidatedParentRoute] = []
    /// The names the case had in earlier versions of the spec, which restoration still reads.
    var renamedFrom: [String] = []
}

/// A validated parameter.
struct ValidatedParameter: Hashable, Sendable {
    /// The parameter's name, which is also its argument label when it has one.
    let name: String
    /// Whether the parameter has an argument label (`_ post: Post` has none).
    let isLabelled: Bool
    /// The parsed type.
    let type: SwiftType
    /// The type's canonical spelling (`[String: Int]?`), spelt once for every file that names it.
    let typeName: String
    /// The default expression; `nil` for optionals without one is already turned into `"nil"`,
    /// unless the spec says `defaultsToNil: false`.
    let defaultValue: String?

    /// A parameter of `type`, spelt `typeName` (its description, unless given).
    init(name: String, isLabelled: Bool, type: SwiftType, typeName: String? = nil, defaultValue: String?) {
        self.name = name
        self.isLabelled = isLabelled
        self.type = type
        self.typeName = typeName ?? type.description
        self.defaultValue = defaultValue
    }

    /// The value the case takes when a link or saved state does not carry this parameter: its
    /// default, or `nil` for an optional without one; `nil` when it has neither.
    var valueWhenAbsent: String? {
        defaultValue ?? (type.isOptional ? "nil" : nil)
    }

    /// The spelling of the type an optional wraps, or of an array's element; the type's own
    /// spelling for any other type.
    var innerTypeName: String {
        switch type {
        case .optional(let inner), .array(let inner): inner.description
        default: typeName
        }
    }
}
