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
    /// For a template that hosts no stack, of a screen or modal without parents: the route (a
    /// screen's, as `linkedRoute`) or the state (a modal's, as `state`) with each value read
    /// where it is passed, which `linkedState(_:_:)` builds rather than reading each value into
    /// a local first; else `nil`.
    let readingInPlace: LinkReadingInPlace?
    /// How many pieces the `LinkTemplate(…)` expression is built of: one for a template one string
    /// holds (`LinkTemplate(text:)`), else one per segment, query item, condition, affix, binding
    /// and host, each an element of one of its array literals. What a list of templates weighs
    /// when it is split (``LinkRouteChunkContext/chunks(of:)``).
    let templatePieces: Int

    /// A link route; see the properties for what each value holds.
    init(
        template: String, templateText: String?, readCalls: [(name: String, call: String)], state: String, hostedStateType: String?,
        shares: String = "", linkedRoute: String? = nil, readingInPlace: LinkReadingInPlace? = nil, templatePieces: Int = 1
    ) {
        self.template = template
        self.templateText = templateText
        self.readCalls = readCalls
        self.reads = Self.reads(readCalls, from: "$0")
        self.state = state
        self.hostedStateType = hostedStateType
        self.shares = shares
        self.linkedRoute = linkedRoute
        self.readingInPlace = readingInPlace
        self.templatePieces = templatePieces
    }

    /// One `let name = try values.required(…)` line per call, reading from `values`.
    static func reads(_ calls: [(name: String, call: String)], from values: String) -> [String] {
        calls.map { "let \($0.name) = try \(values).\($0.call)" }
    }

    /// The value a template names `{{name}}`.
    override func value(for field: TemplateField) -> TemplateValue? {
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

    /// The route (a screen's) or state (a modal's) the arm builds with its values read in
    /// place, from the function's parameter; `nil` when the arm reads them into locals first.
    let builtInPlace: String?

    /// The template at `position`, whose values, unless it hosts a stack, are read from `values`:
    /// where they are passed when the route can (``LinkRouteContext/readingInPlace``), else
    /// into locals first.
    init(route: LinkRouteContext, position: Int, values: String) {
        self.route = route
        self.position = position
        if route.hostedStateType == nil, let inPlace = route.readingInPlace {
            reads = []
            builtInPlace = inPlace.expression(readingFrom: values)
        } else {
            reads = route.hostedStateType == nil ? LinkRouteContext.reads(route.readCalls, from: values) : route.reads
            builtInPlace = nil
        }
    }

    /// What the template's arm of `linkedState(_:_:)` weighs when the function is split
    /// (``SwitchChunking/weightBudget``): one, and two per value read (a generic read, and the
    /// overloaded `LinkValue.parser` for a type other than the standard ones: about 0.5 ms to
    /// type-check, 0.2 through a named parser such as `LinkValue.intParser`).
    var switchWeight: Int { 1 + 2 * route.readCalls.count }

    /// What the template weighs in the list of `linkRoutes` when the list is split
    /// (``LinkRouteChunkContext/chunks(of:)``): its template's pieces, and for a template that
    /// hosts a stack, whose entry is a closure reading its values, two per value read. Forty
    /// `LinkTemplate(…)` literals of ten pieces each (four path parameters, four query items,
    /// a condition) took 148 to 178 ms to type-check in one list; forty of one piece a few.
    var listWeight: Int { route.templatePieces + (route.hostedStateType == nil ? 0 : 2 * route.readCalls.count) }

    /// The value a template names `{{name}}`.
    override func value(for field: TemplateField) -> TemplateValue? {
        switch field {
        case .position: .text(String(position))
        case .reads: .texts(reads)
        case .linkedRoute where route.linkedRoute != nil: .text(builtInPlace ?? route.linkedRoute)
        case .state: .text(route.linkedRoute == nil ? builtInPlace ?? route.state : route.state)
        default: route.value(for: field)
        }
    }
}

/// A screen's route or a modal's state built from a matched link's values, each read where it
/// is passed: `try .photos(userID: values.string("userID"), page: values.int("page", default: 1))`.
/// One expression compiles to less code than a local per value (each with its own debug
/// variable) and the case built from the locals.
struct LinkReadingInPlace {
    /// What comes before the case: empty for a screen's route, `FeedNavigationState(path: [], modal: `
    /// for a modal's state.
    var prefix = ""
    /// The case, `.photos`.
    var name: String
    /// Whether the case has parameters, whose arguments are then in parentheses.
    var hasParameters: Bool
    /// Each argument the case is passed: its text before the value (`userID: `, empty for an
    /// unlabelled parameter) and the call reading the value (`string("userID")`), or, for a
    /// value the link does not carry, its whole text (`onDone: nil`) and no call.
    var arguments: [(text: String, read: String?)]
    /// What comes after the case: empty for a screen's route, `)` for a modal's state.
    var suffix = ""

    /// The expression, reading each value from `values`, after `try ` when it reads one.
    func expression(readingFrom values: String) -> String {
        let call = hasParameters ? "(" + arguments.map { $0.text + ($0.read.map { values + "." + $0 } ?? "") }.joined(separator: ", ") + ")" : ""
        return (arguments.contains { $0.read != nil } ? "try " : "") + prefix + name + call + suffix
    }
}
