/// What a template sees of one function building the states of a feature's numbered link
/// templates: the state's `linkedState(_:_:)` when the feature has at most
/// ``LinkedStateChunkContext/size`` of them, else one of the functions it hands each position to.
final class LinkedStateChunkContext: TemplateObject {
    /// The most numbered templates one function switches over, as for every split switch
    /// (``SwitchChunking/size``). Type-checking a `linkedState` arm takes 0.5 to 0.9 ms (one
    /// switch over the Names app's 185 took 102 to 135 ms), so a function of 40 (about 23 ms)
    /// stays well under the 100 ms a generated function body may take. An arm reading six values
    /// takes about 3 ms, so a function also holds no more than ``SwitchChunking/weightBudget``
    /// of weight (``NumberedLinkRouteContext/switchWeight``).
    static let size = SwitchChunking.size

    /// The function's name: `linkedState`, or `linkedState0`, `linkedState1`, … for the
    /// functions `linkedState(_:_:)` dispatches to. No name a spec chooses is a member of the
    /// state, and the dispatching function has no local but its parameters.
    let function: String
    /// The templates the function switches over, in position order; none hosts a stack.
    let routes: [NumberedLinkRouteContext]
    /// Whether a template of the chunk leads to a screen alone (see `linkedRoute`): the function
    /// then declares the local holding the route.
    let hasLinkedRoutes: Bool
    /// The templates, as the list a template repeats over.
    private let routeValues: TemplateValue

    /// A chunk of `routes` (non-empty, none hosting a stack) built by the function `function`.
    init(function: String, routes: [NumberedLinkRouteContext]) {
        self.function = function
        self.routes = routes
        hasLinkedRoutes = routes.contains { $0.route.linkedRoute != nil }
        routeValues = .objects(routes)
    }

    /// The functions building the states of `numbered`, a feature's templates that host no
    /// stack in position order: one `linkedState` when they fit in one function, else
    /// consecutive chunks of at most ``size`` weighing at most ``SwitchChunking/weightBudget``,
    /// `linkedState0` first.
    static func chunks(of numbered: [NumberedLinkRouteContext]) -> [LinkedStateChunkContext] {
        let ranges = SwitchChunking.ranges(weights: numbered.map(\.switchWeight))
        guard ranges.count > 1 else {
            return numbered.isEmpty ? [] : [LinkedStateChunkContext(function: "linkedState", routes: numbered)]
        }
        return ranges.enumerated().map { index, range in
            LinkedStateChunkContext(function: "linkedState\(index)", routes: Array(numbered[range]))
        }
    }

    /// The position of the chunk's first template in the feature's `linkRoutes`.
    var firstPosition: Int { routes.first?.position ?? 0 }
    /// The position of the chunk's last template in the feature's `linkRoutes`.
    var lastPosition: Int { routes.last?.position ?? 0 }

    /// The value a template names `{{name}}`.
    override func value(for field: TemplateField) -> TemplateValue? {
        switch field {
        case .linkedStateFunction: .text(function)
        case .linkRoutes: routeValues
        case .hasLinkedRoutes: .flag(hasLinkedRoutes)
        case .firstPosition: .text(String(firstPosition))
        case .lastPosition: .text(String(lastPosition))
        default: nil
        }
    }
}
