extension SpecValidator {
    /// Validates a screen, modal, event or the root: its name, doc, parameters and view.
    /// `ownEnum` is the generated enum the case belongs to (`HomeRoute` for a screen of feature
    /// `Home`; `nil` for the root), named once for all of a feature's cases of its kind.
    /// `sharesScreenClosure` for a modal that hosts no stack and is named like a screen: the
    /// screen's closure builds it, so live mode needs no view of its own.
    mutating func validateCase(_ spec: CaseSpec, ownEnum: String?, siblings: Set<String> = [], sharesScreenClosure: Bool = false) -> ValidatedCase {
        if spec.kind != .root {
            validateCaseName(spec.name, kind: spec.kind, taken: siblings)
        }
        let subject = MessageSubject(spec.kind, named: spec.name.text)
        // A Route nests `Screen`, which a screen's parameter type could refer to unqualified.
        let shadowing = spec.kind == .screen ? ownEnum.map { (name: "Screen", enclosingType: $0) } : nil
        checkDistinctParameterNames(spec.parameters, of: subject)
        if spec.kind == .root {
            checkRootParameterNames(spec.parameters)
        }
        let hostedFeature = spec.stack.flatMap { validateStack($0, of: spec, subject: subject) }
        // Reserved at the spec's count rather than grown by `compactMap` (which copies its
        // array at 1, 2, 4 and 8): most parameters validate.
        var parameters: [ValidatedParameter] = []
        parameters.reserveCapacity(spec.parameters.count)
        for parameter in spec.parameters {
            if let validated = validateParameter(parameter, of: subject, shadowing: shadowing, ownEnum: ownEnum) {
                parameters.append(validated)
            }
        }
        return ValidatedCase(
            kind: spec.kind,
            name: spec.name.text,
            docLines: spec.doc.map { validateDoc($0, of: subject) } ?? [],
            parameters: parameters,
            style: spec.style,
            compactStyle: spec.compactStyle,
            view: spec.stack == nil ? validateView(of: spec, subject: subject, isRequired: !sharesScreenClosure) : nil,
            hostedFeature: hostedFeature,
            hostedFeaturePosition: hostedFeature == nil ? nil : spec.stack?.position,
            detents: validateDetents(of: spec, subject: subject),
            links: parameters.count == spec.parameters.count && !spec.hasBrokenParameters ? validateLinks(of: spec, parameters: parameters, subject: subject) : [],
            renamedFrom: validateRenamedFrom(spec.renamedFrom, subject: subject)
        )
    }

    /// The feature whose stack a modal hosts (`stack:`): an UpperCamelCase feature name. A
    /// hosting modal shows that stack, so it has no `view:` of its own.
    mutating func validateStack(_ stack: SpecText, of spec: CaseSpec, subject: MessageSubject) -> String? {
        if let view = spec.view {
            error("\(subject) hosts the \(stack.shown) feature's navigation stack, so it has no 'view': the stack shows its root, which the \(stack.shown) feature's client builds; remove 'view: \(view.shown)'", at: view.position)
        }
        guard SwiftNaming.isUpperCamelCase(stack.text), !SwiftNaming.isKeyword(stack.text) else {
            let suggestion = SwiftNaming.upperCamelCase(stack.text).map { ", e.g. '\($0)'" } ?? ""
            error("'stack' of \(subject) must name a feature: the UpperCamelCase name of its spec file before '\(SpecSource.fileSuffix)'\(suggestion)", at: stack.position)
            return nil
        }
        return stack.text
    }

    /// The root's parameters are the generated stack's initializer's, after `router:`.
    mutating func checkRootParameterNames(_ parameters: [ParameterSpec]) {
        for parameter in parameters where parameter.name.text == "router" {
            error("the root screen's parameter cannot be named 'router': the stack's initializer takes its router under that name; rename it", at: parameter.name.position)
        }
    }

    /// The detents of a sheet or popover as Swift expressions: `medium`, `large`,
    /// `fraction(0.4)` (above 0, at most 1) or `height(300)` (points, above 0).
    mutating func validateDetents(of spec: CaseSpec, subject: MessageSubject) -> [String] {
        guard let first = spec.detents.first else { return [] }
        if spec.style == .fullScreenCover, (spec.compactStyle ?? .fullScreenCover) == .fullScreenCover {
            error("'detents' of \(subject) apply to sheets and popovers, not to a full-screen cover; remove them or use 'style: sheet'", at: first.position)
            return []
        }
        var detents: [String] = []
        for detent in spec.detents {
            guard let swift = Self.detentExpression(detent.text) else {
                error("'\(detent.shown)' is not a detent of \(subject); use medium, large, fraction(0.5) (of the screen's height, above 0, at most 1) or height(300) (points)", at: detent.position)
                continue
            }
            guard !detents.contains(swift) else {
                error("detent '\(detent.shown)' of \(subject) is listed twice", at: detent.position)
                continue
            }
            detents.append(swift)
        }
        return detents
    }

    /// The Swift expression of a detent written in a spec, or `nil` when it is not one.
    static func detentExpression(_ text: String) -> String? {
        switch text {
        case "medium", "large":
            return "." + text
        default:
            for (name, range) in [("fraction", 0.0...1.0), ("height", 0.0...100_000.0)] {
                guard text.hasPrefix(name + "("), text.hasSuffix(")") else { continue }
                let number = text.dropFirst(name.count + 1).dropLast()
                guard isDecimalNumber(number), let value = Double(number), value > 0, range.contains(value) else { return nil }
                return ".\(name)(\(number))"
            }
            return nil
        }
    }

    /// Whether `text` is a plain decimal number: digits, then optionally `.` and digits.
    static func isDecimalNumber(_ text: Substring) -> Bool {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        return parts.count <= 2 && parts.allSatisfy { !$0.isEmpty && $0.count <= 9 && $0.allSatisfy(\.isASCIIDigit) }
    }

    /// The view type of a screen, modal or root: a plain or dotted, possibly generic type name.
    /// Reports a view that is not one, and, in live mode, a missing view (unless not `isRequired`).
    mutating func validateView(of spec: CaseSpec, subject: MessageSubject, isRequired: Bool = true) -> SwiftType? {
        guard let view = spec.view else {
            if mode == .live, spec.kind != .event, isRequired {
                let example = SwiftNaming.capitalizingFirst(spec.name.text) + "View"
                error("\(subject) has no 'view'; live mode builds the view of every screen and modal, so name its SwiftUI view type, e.g. 'view: \(example)'", at: spec.name.position)
            }
            return nil
        }
        // Most views are one plain name, which is what the parser would make of it (and which,
        // holding no space, is neither `some …` nor `any …`).
        if SwiftNaming.isIdentifier(view.text), !SwiftNaming.isKeyword(view.text) {
            return .named([SwiftTypeComponent(name: view.text)])
        }
        // No array of prefixes, nor a prefix spelt, per case.
        if let opaque = view.text.hasPrefix("some ") ? "some" : view.text.hasPrefix("any ") ? "any" : nil {
            error("'view' of \(subject) must name a view type such as 'ProfileView' or 'Profile.Screen', which the client constructs; '\(view.shown)' is \(opaque == "some" ? "an opaque" : "an existential") type, which cannot be constructed", at: view.position)
            return nil
        }
        switch SwiftSubset.type(view.text) {
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

    /// Checks that a case name is a lowerCamelCase identifier and not a keyword. A suggested
    /// name is itself valid and not one of `taken`, the names of the case's siblings.
    mutating func validateCaseName(_ name: SpecText, kind: CaseKind, taken: Set<String>) {
        let isKeyword = SwiftNaming.isKeyword(name.text)
        guard isKeyword || !SwiftNaming.isLowerCamelCase(name.text) else { return }
        let suggestion = SwiftNaming.caseNameSuggestion(for: name.text, kind: kind.rawValue, taken: taken).map { ", e.g. '\($0)'" } ?? ""
        if isKeyword {
            error("'\(name.shown)' is a Swift keyword and cannot name \(kind.withArticle); choose another name\(suggestion)", at: name.position)
        } else {
            error("\(kind.rawValue) name '\(name.shown)' must be a lowerCamelCase Swift identifier (ASCII letters and digits)\(suggestion)", at: name.position)
        }
    }

    /// The doc text split into lines, without trailing whitespace or surrounding blank lines;
    /// reports control characters, which would corrupt the generated `///` comment.
    mutating func validateDoc(_ doc: SpecText, of subject: MessageSubject) -> [String] {
        if let control = DocText.firstForbiddenScalar(in: doc.text) {
            let code = String(control.value, radix: 16, uppercase: true)
            error("the doc of \(subject) contains the control character U+\(String(repeating: "0", count: max(0, 4 - code.count)))\(code); remove it", at: doc.position)
            return []
        }
        let lines = DocText.lines(of: doc.text)
        guard let first = lines.firstIndex(where: { !$0.isEmpty }), let last = lines.lastIndex(where: { !$0.isEmpty }) else { return [] }
        return Array(lines[first...last])
    }

    /// Whether a scalar may not appear in a doc: a control character other than tab and line breaks.
    static func isForbiddenInDoc(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.properties.generalCategory == .control else { return false }
        return !["\t", "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}"].contains(scalar)
    }
}
