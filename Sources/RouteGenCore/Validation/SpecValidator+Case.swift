extension SpecValidator {
    /// Validates a screen, modal, event or the root: its name, doc, parameters and view.
    mutating func validateCase(_ spec: CaseSpec, feature: String) -> ValidatedCase {
        if spec.kind != .root {
            validateCaseName(spec.name, kind: spec.kind)
        }
        let subject = spec.kind.subject(named: spec.name.shown)
        let shadowedName = spec.kind == .screen ? "Screen" : nil
        return ValidatedCase(
            kind: spec.kind,
            name: spec.name.text,
            docLines: spec.doc.map { validateDoc($0, of: subject) } ?? [],
            parameters: spec.parameters.compactMap {
                validateParameter($0, of: subject, shadowing: shadowedName.map { ($0, "\(feature)Route.\($0)") })
            },
            style: spec.style,
            view: validateView(of: spec, subject: subject)
        )
    }

    /// The view type of a screen, modal or root: a plain or dotted, possibly generic type name.
    /// Reports a view that is not one, and, in live mode, a missing view.
    mutating func validateView(of spec: CaseSpec, subject: String) -> SwiftType? {
        guard let view = spec.view else {
            if mode == .live, spec.kind != .event {
                let example = SwiftNaming.capitalizingFirst(spec.name.text) + "View"
                error("\(subject) has no 'view'; live mode builds the view of every screen and modal, so name its SwiftUI view type, e.g. 'view: \(example)'", at: spec.name.position)
            }
            return nil
        }
        switch SwiftTypeParser.parse(view.text) {
        case .success(let type):
            guard case .named = type else {
                error("'view' of \(subject) must name a view type such as 'ProfileView' or 'Profile.Screen'; '\(view.shown)' is not a type name", at: view.position)
                return nil
            }
            return type
        case .failure(let problem):
            error("invalid view type '\(view.shown)' for \(subject): \(problem.message)", at: view.position(atOffset: problem.offset))
            return nil
        }
    }

    /// Checks that a case name is a lowerCamelCase identifier and not a keyword.
    mutating func validateCaseName(_ name: SpecText, kind: CaseKind) {
        if SwiftNaming.isKeyword(name.text) {
            error("'\(name.shown)' is a Swift keyword and cannot name a \(kind.rawValue); choose another name, e.g. '\(name.shown)\(SwiftNaming.capitalizingFirst(kind.rawValue))'", at: name.position)
        } else if !SwiftNaming.isLowerCamelCase(name.text) {
            let suggestion = SwiftNaming.lowerCamelCase(name.text).map { ", e.g. '\($0)'" } ?? ""
            error("\(kind.rawValue) name '\(name.shown)' must be a lowerCamelCase Swift identifier (ASCII letters and digits)\(suggestion)", at: name.position)
        }
    }

    /// The doc text split into lines, without trailing whitespace or surrounding blank lines;
    /// reports control characters, which would corrupt the generated `///` comment.
    mutating func validateDoc(_ doc: SpecText, of subject: String) -> [String] {
        if let control = doc.text.unicodeScalars.first(where: Self.isForbiddenInDoc) {
            let code = String(control.value, radix: 16, uppercase: true)
            error("the doc of \(subject) contains the control character U+\(String(repeating: "0", count: max(0, 4 - code.count)))\(code); remove it", at: doc.position)
            return []
        }
        var lines = doc.text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .map { String($0.reversed().drop(while: \.isWhitespace).reversed()) }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// Whether a scalar may not appear in a doc: a control character other than tab and line breaks.
    static func isForbiddenInDoc(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.properties.generalCategory == .control else { return false }
        return !["\t", "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}"].contains(scalar)
    }
}
