import Mustache

/// What a template sees of one link template of a case: the runtime template, the lines that
/// read the case's values from a matched link, and the navigation state they lead to.
struct LinkRouteContext: Hashable, Sendable {
    /// The `LinkTemplate(…)` expression.
    var template: String
    /// One `let name = try $0.required(…)` line per parameter the link carries.
    var reads: [String]
    /// The navigation state the link leads to: the parents, then the case.
    var state: String
    /// The hosted feature's navigation state type, for a modal that hosts a stack.
    var hostedStateType: String?
}

extension LinkRouteContext: MustacheParent {
    /// The value a template names `{{name}}`.
    func child(named name: String) -> Any? {
        switch name {
        case "template": template
        case "reads": reads
        case "hasReads": !reads.isEmpty
        case "state": state
        case "hostsStack": hostedStateType != nil
        case "hostedStateType": hostedStateType
        default: nil
        }
    }
}
