/// A key of a case body and the kinds of case (screen, modal, event, root) that may have it.
struct CaseBodyKey: Sendable {
    /// The key.
    var key: SpecKey
    /// The kinds of case whose body may have the key.
    var kinds: Set<CaseKind>
}

extension SpecMapping {
    /// The keys of every kind of case body, in the order the spec reference documents them; each kind
    /// keeps this order among its own keys.
    static let caseBodyKeys: [CaseBodyKey] = [
        CaseBodyKey(key: SpecKey(
            "doc", .orEmpty(.text),
            "Text, one line or a YAML block; becomes the '///' comment of the case and its closure.",
            example: "One user's profile."
        ), kinds: [.screen, .modal, .event, .root]),
        CaseBodyKey(key: SpecKey(
            "style", .either([.choice(ModalStyle.allCases.map(\.rawValue)), .mapping(.modalStyleBySizeClass)]),
            "How the modal is presented: sheet (the default), fullScreenCover (a sheet on macOS) or popover (shown as a sheet in compact size classes, such as on iPhone); or one per horizontal size class, { compact: sheet, regular: fullScreenCover }, which the generated stack applies.",
            example: "fullScreenCover"
        ), kinds: [.modal]),
        CaseBodyKey(key: SpecKey(
            "params", .orEmpty(.dictionary(.either([.swiftType, .mapping(.parameter)]), minimum: 0)),
            "The parameters, in order: label -> Swift type, or label -> { type, default }. '_ name' (an underscore, a space, the name) declares an unlabelled parameter, as Swift writes it.",
            example: ["userID": "String"]
        ), kinds: [.screen, .modal, .event, .root]),
        CaseBodyKey(key: SpecKey(
            "view", .orEmpty(.string),
            "The concrete SwiftUI view type (ProfileView, Profile.Screen, Grid<Photo>) that live mode initialises with the parameters by name. Live mode needs one for the root, every screen and every modal that hosts no stack.",
            example: "ProfileView"
        ), kinds: [.screen, .modal, .root]),
        CaseBodyKey(key: SpecKey(
            "stack", .string,
            "Makes the modal present another feature's navigation stack (that feature's name), with its own Router and Route. A hosting modal has no 'view'.",
            example: "Settings"
        ), kinds: [.modal]),
        CaseBodyKey(key: SpecKey(
            "detents", .oneOrList(.detent, minimum: 1),
            "The heights a sheet or popover rests at: a list of medium, large, fraction(0.4) (of the screen's height, above 0, at most 1) and height(300) (points), or one of them. Not for full-screen covers.",
            example: ["medium", "large"]
        ), kinds: [.modal]),
        CaseBodyKey(key: SpecKey(
            "url", .oneOrList(.text, minimum: 1),
            "The destination's link templates, relative to the app's link root (users/{userID}/photos): one, or a list whose first is canonical (what 'link' and 'url' build) and the rest aliases that parse too. On an event, the links that send it to the app layer.",
            example: "users/{userID}"
        ), kinds: [.screen, .modal, .event, .root]),
        CaseBodyKey(key: SpecKey(
            "parent", .string,
            "The screen a link to this screen or modal stands on: the link opens the parent's chain, then this destination.",
            example: "profile"
        ), kinds: [.screen, .modal]),
        CaseBodyKey(key: SpecKey(
            "renamedFrom", .oneOrList(.string, minimum: 1),
            "The names the screen or modal had in earlier versions of the spec, one or a list: saved navigation state under those names still restores.",
            example: ["picture"]
        ), kinds: [.screen, .modal]),
    ]

    /// The body of a case of `kind`: a screen, a modal, an event or the root.
    static func caseBody(of kind: CaseKind) -> SpecMapping {
        switch kind {
        case .screen: screenBody
        case .modal: modalBody
        case .event: eventBody
        case .root: rootBody
        }
    }

    /// The bodies of each kind of case, built once: the builder asks for one per case.
    private static let screenBody = makeCaseBody(of: .screen)
    private static let modalBody = makeCaseBody(of: .modal)
    private static let eventBody = makeCaseBody(of: .event)
    private static let rootBody = makeCaseBody(of: .root)

    /// The body of a case of `kind`, from ``caseBodyKeys``.
    private static func makeCaseBody(of kind: CaseKind) -> SpecMapping {
        SpecMapping(summary: "\(kind.role): \(kind.bodyKeysSpelled), or empty.", keys: keys(ofCaseBody: kind))
    }

    /// The keys a case body of `kind` may have, in order.
    static func keys(ofCaseBody kind: CaseKind) -> [SpecKey] {
        caseBodyKeys.filter { $0.kinds.contains(kind) }.map(\.key)
    }

    /// A modal's style per horizontal size class: `{ compact, regular }`.
    static let modalStyleBySizeClass = SpecMapping(
        summary: "A modal style per horizontal size class: { compact, regular }, both required.",
        keys: [
            SpecKey(
                "compact", .choice(ModalStyle.allCases.map(\.rawValue)),
                "The style in a compact horizontal size class (an iPhone, an iPad app in Slide Over): sheet, fullScreenCover or popover.",
                example: "sheet"
            ),
            SpecKey(
                "regular", .choice(ModalStyle.allCases.map(\.rawValue)),
                "The style in a regular horizontal size class (an iPad, a Mac), and where the size class is unknown: sheet, fullScreenCover or popover.",
                example: "fullScreenCover"
            ),
        ],
        required: ["compact", "regular"]
    )

    /// A parameter written as a mapping: `{ type, default }`.
    static let parameter = SpecMapping(
        summary: "A parameter with a default, { type, default }, or an optional without one, { type, defaultsToNil: false }.",
        keys: [
            SpecKey(
                "type", .swiftType,
                "The parameter's Swift type: a name, dotted name or generic, [T], [K: V], T?, or a function type as the whole type or its optional.",
                example: "PhotoFilter"
            ),
            SpecKey(
                "default", .swiftExpression,
                "The default value: one Swift expression on one line (literals, nil, .member, calls, [], [:], operators); [] (a YAML empty list) is the empty array. For the Swift string \"hi\" write '\"hi\"'.",
                example: ".all"
            ),
            SpecKey(
                "defaultsToNil", .boolean,
                "For an optional type, whether it defaults to nil (true, the default). false leaves the default out, so the caller passes the value, even nil, as 'case project(ref: RefTag?)' does. Not with 'default'.",
                example: false
            ),
        ],
        required: ["type"]
    )
}

extension CaseKind {
    /// What a case of this kind is, for the schema.
    var role: String {
        switch self {
        case .screen: "A push destination, a case of the feature's Route"
        case .modal: "A destination presented over the stack, a case of the feature's Modal"
        case .event: "Something the feature reports to the app layer, a case of the feature's Event"
        case .root: "The first screen of the feature's stack, under the pushed path"
        }
    }

    /// The keys of a case body of this kind as the spec reference writes them: `{ doc, params }`.
    var bodyKeysSpelled: String {
        "{ " + SpecMapping.keys(ofCaseBody: self).map(\.name).joined(separator: ", ") + " }"
    }
}

extension SpecValueShape {
    /// A detent of a sheet or popover, as the validator's `detentExpression(_:)` accepts it:
    /// `medium`, `large`, `fraction(x)` (above 0, at most 1) or `height(x)` (points, above 0, at
    /// most 100000), each number digits with an optional fraction, at most 9 digits each side.
    static let detent = SpecValueShape.either([
        .choice(["medium", "large"]),
        .pattern(#"^(fraction\((0{1,9}\.(?=0{0,8}[1-9])[0-9]{1,9}|0{0,8}1(\.0{1,9})?)\)|height\((0{1,9}\.(?=0{0,8}[1-9])[0-9]{1,9}|(?=[0-9]{1,9}[.)])0*([1-9][0-9]{0,4}(\.[0-9]{1,9})?|100000(\.0{1,9})?))\))$"#),
    ])
}
