/// What a message is about, spelt only when a message shows it: `screen 'profile'`, `the root
/// screen`, `parameter 'userID' of screen 'profile'`. Specs that check out build no message text.
struct MessageSubject: CustomStringConvertible, Sendable {
    /// The kind of the case the message is about, or whose parameter it is about.
    let kind: CaseKind
    /// The case's name as written.
    let caseName: String
    /// The parameter's name as written, when the message is about a parameter of the case.
    let parameterName: String?

    /// The subject of a message about the case of `kind` called `name`.
    init(_ kind: CaseKind, named name: String) {
        self.kind = kind
        self.caseName = name
        self.parameterName = nil
    }

    /// The subject of a message about the case's parameter called `name`.
    func parameter(named name: String) -> MessageSubject {
        MessageSubject(kind: kind, caseName: caseName, parameterName: name)
    }

    private init(kind: CaseKind, caseName: String, parameterName: String?) {
        self.kind = kind
        self.caseName = caseName
        self.parameterName = parameterName
    }

    /// The subject as messages spell it.
    var description: String {
        let subject = kind.subject(named: caseName.shown)
        guard let parameterName else { return subject }
        return "parameter '\(parameterName.shown)' of \(subject)"
    }
}
