/// What a template sees of one link template of a case: the runtime template, the lines that
/// read the case's values from a matched link, and the navigation state they lead to.
final class LinkRouteContext: TemplateObject {
    /// The `LinkTemplate(…)` expression.
    let template: String
    /// One `let name = try $0.required(…)` line per parameter the link carries.
    let reads: [String]
    /// The navigation state the link leads to: the parents, then the case.
    let state: String
    /// The hosted feature's navigation state type, for a modal that hosts a stack.
    let hostedStateType: String?
    /// For a modal that hosts a stack, the modal's parameters the hosted stack may take, as the
    /// argument after the template (`, shares: [LinkShare("userID", String.self)]`); else empty.
    let shares: String

    /// A link route; see the properties for what each value holds.
    init(template: String, reads: [String], state: String, hostedStateType: String?, shares: String = "") {
        self.template = template
        self.reads = reads
        self.state = state
        self.hostedStateType = hostedStateType
        self.shares = shares
    }
}

extension LinkRouteContext {
    /// The value a template names `{{name}}`.
    func value(for field: TemplateField) -> TemplateValue? {
        switch field {
        case .template: .text(template)
        case .reads: .texts(reads)
        case .hasReads: .flag(!reads.isEmpty)
        case .state: .text(state)
        case .hostsStack: .flag(hostedStateType != nil)
        case .hostedStateType: .text(hostedStateType)
        case .shares: .text(shares)
        default: nil
        }
    }
}
