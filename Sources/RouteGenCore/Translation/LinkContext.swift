/// What a template sees of one link template of a case: the runtime template, the lines that
/// read the case's values from a matched link, and the navigation state they lead to.
final class LinkRouteContext: TemplateObject {
    /// The `LinkTemplate(…)` expression.
    let template: String
    /// The text of a template that `LinkTemplate(text:)` holds (`users/{userID}`), else `nil`.
    let templateText: String?
    /// Per parameter the link carries, its name and the call reading it from the link's values
    /// (`required("userID", LinkValue.stringParser)`).
    let readCalls: [(name: String, call: String)]
    /// One `let name = try $0.required(…)` line per parameter the link carries, for a closure.
    let reads: [String]
    /// The navigation state the link leads to: the parents, then the case.
    let state: String
    /// The hosted feature's navigation state type, for a modal that hosts a stack.
    let hostedStateType: String?
    /// For a modal that hosts a stack, the modal's parameters the hosted stack may take, as the
    /// argument after the template (`, shares: [LinkShare("userID", String.self)]`); else empty.
    let shares: String
    /// For a screen's template that leads to it alone on an empty path, the route it leads to
    /// (`.photos(userID: userID)`), which the state's `linkedState(_:_:)` assigns to a local and
    /// builds the state of after its `switch`; else `nil`.
    let linkedRoute: String?

    /// A link route; see the properties for what each value holds.
    init(
        template: String, templateText: String?, readCalls: [(name: String, call: String)], state: String, hostedStateType: String?,
        shares: String = "", linkedRoute: String? = nil
    ) {
        self.template = template
        self.templateText = templateText
        self.readCalls = readCalls
        self.reads = Self.reads(readCalls, from: "$0")
        self.state = state
        self.hostedStateType = hostedStateType
        self.shares = shares
        self.linkedRoute = linkedRoute
    }

    /// One `let name = try values.required(…)` line per call, reading from `values`.
    static func reads(_ calls: [(name: String, call: String)], from values: String) -> [String] {
        calls.map { "let \($0.name) = try \(values).\($0.call)" }
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
        case .linkedRoute: .text(linkedRoute)
        default: nil
        }
    }
}

/// A feature's link template as its state's `linkRoutes` lists it: its position in the list,
/// which the feature's `linkedState(_:_:)` switches over, and, for a template that hosts no
/// stack, the lines reading its values from that function's parameter.
final class NumberedLinkRouteContext: TemplateObject {
    /// The link template.
    let route: LinkRouteContext
    /// The template's position in the feature's `linkRoutes`.
    let position: Int
    /// The lines reading the values: from `$0` for a hosting modal's closure, else from the
    /// function's parameter.
    let reads: [String]

    /// The template at `position`, whose values, unless it hosts a stack, are read from `values`.
    init(route: LinkRouteContext, position: Int, values: String) {
        self.route = route
        self.position = position
        reads = route.hostedStateType == nil ? LinkRouteContext.reads(route.readCalls, from: values) : route.reads
    }

    /// What the template's arm of `linkedState(_:_:)` weighs when the function is split
    /// (``SwitchChunking/weightBudget``): one, and two per value read (a generic read, and the
    /// overloaded `LinkValue.parser` for a type other than the standard ones: about 0.5 ms to
    /// type-check, 0.2 through a named parser such as `LinkValue.intParser`).
    var switchWeight: Int { 1 + 2 * route.readCalls.count }

    /// The value a template names `{{name}}`.
    func value(for field: TemplateField) -> TemplateValue? {
        switch field {
        case .position: .text(String(position))
        case .reads: .texts(reads)
        default: route.value(for: field)
        }
    }
}
