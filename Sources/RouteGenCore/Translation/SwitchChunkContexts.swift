/// How generated code splits what grows with a feature's screens, or an app's features: a
/// switch over every screen (or feature), or the list of every link template, is written as
/// functions of at most ``size`` of them each, the first handing the others on through its
/// `default` arm; and a client of more destinations stores its closures in structs of that many.
///
/// Type-checking a switch arm takes about 0.5 to 0.9 ms, and past some hundreds of cases the
/// compiler gives up on checking that a switch without `default` is exhaustive ("unable to
/// check that this switch is exhaustive in reasonable time": a feature of 1,000 screens did
/// not compile). A function of 40 arms with a `default` takes about 25 ms whatever the feature.
/// Checking that an initializer sets each stored property once grows with the square of the
/// properties (a client of 1,000 closures took 30 s); a struct of 40 takes no time to speak of.
///
/// An arm costs more the more values it handles: one that reads six values from a link took
/// about 3 ms, so 40 such arms took 107 to 130 ms. The switches over a feature's screens, events
/// and link templates are therefore split by weight as well (``weightBudget``).
enum SwitchChunking {
    /// The most screens, link templates or features one generated function handles.
    static let size = 40

    /// The most weight one function of a switch split by weight handles: an arm weighs one, and
    /// one more for each value it handles (see ``CaseContext/switchWeight`` and
    /// ``NumberedLinkRouteContext/switchWeight``). 40 arms of two parameters and a link reading
    /// both weigh 200, and a function of that takes about 40 ms; the split leaves a feature
    /// whose arms are lighter as it was, and gives heavier arms functions of fewer.
    static let weightBudget = 200

    /// The ranges of `count` items in consecutive chunks of ``size`` (the last may hold fewer).
    static func ranges(of count: Int) -> [Range<Int>] {
        stride(from: 0, to: count, by: size).map { $0..<min($0 + size, count) }
    }

    /// The ranges of items of `weights` in consecutive chunks of at most ``size`` items weighing
    /// at most `budget` in all (an item heavier than that has a chunk of its own).
    static func ranges(weights: [Int], budget: Int = weightBudget) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        var weight = 0
        for (index, itemWeight) in weights.enumerated() {
            if index > start, index - start == size || weight + itemWeight > budget {
                ranges.append(start..<index)
                start = index
                weight = 0
            }
            weight += itemWeight
        }
        if start < weights.count {
            ranges.append(start..<weights.count)
        }
        return ranges
    }

    /// `items` in consecutive groups of ``size`` (the last may hold fewer), each made by `group`
    /// from its index, its items and whether it is the last; none for at most ``size`` items,
    /// whose one group is the context listing them (``SwitchChunking/singleGroupValue(for:)``).
    static func groups<Item, Group>(of items: [Item], _ group: (_ index: Int, _ items: [Item], _ isLast: Bool) -> Group) -> [Group] {
        groups(of: items, in: ranges(of: items.count), group)
    }

    /// `items` in consecutive groups of at most ``size`` weighing at most `budget` by `weight`,
    /// each made by `group` as ``groups(of:_:)`` makes them; none when all fit in one.
    static func groups<Item, Group>(
        of items: [Item], weight: (Item) -> Int, budget: Int = weightBudget, _ group: (_ index: Int, _ items: [Item], _ isLast: Bool) -> Group
    ) -> [Group] {
        groups(of: items, in: ranges(weights: items.map(weight), budget: budget), group)
    }

    /// The groups of `items` in `ranges`, or none for a single range.
    private static func groups<Item, Group>(
        of items: [Item], in ranges: [Range<Int>], _ group: (_ index: Int, _ items: [Item], _ isLast: Bool) -> Group
    ) -> [Group] {
        guard ranges.count > 1 else { return [] }
        return ranges.enumerated().map { index, range in group(index, Array(items[range]), index == ranges.count - 1) }
    }

    /// What a list that is not split answers for its one group's position: a section over the
    /// groups (`screenChunks`, `featureChunks`, …) then renders once in the context that lists
    /// the items, as the first group, which hands nothing on and is not the last of several (the
    /// flags and lists a group answers are that context's own).
    static func singleGroupValue(for field: TemplateField) -> TemplateValue? {
        switch field {
        case .chunk: .text("0")
        case .nextChunk, .endsChunks: .flag(false)
        case .isFirstChunk: .flag(true)
        default: nil
        }
    }

    /// What the group at `index` answers of its position: its `chunk`, the `nextChunk` (`false`
    /// for the last rather than no value, so that a list of the groups inside a group's section
    /// does not find the enclosing group's), `isFirstChunk` and `endsChunks`; `nil` for any other field.
    static func positionValue(for field: TemplateField, index: Int, isLast: Bool) -> TemplateValue? {
        switch field {
        case .chunk: .text(String(index))
        case .nextChunk: isLast ? .flag(false) : .text(String(index + 1))
        case .isFirstChunk: .flag(index == 0)
        case .endsChunks: .flag(isLast)
        default: nil
        }
    }
}

/// What a template sees of one of the groups a feature's screens, events or modals, or its
/// client's destinations, are split into when there are more than ``SwitchChunking/size`` of them
/// (screens, events and modals also when their arms weigh more than
/// ``SwitchChunking/weightBudget``): its cases,
/// its position among the groups, and the flags a switch over the screens tests, computed over
/// its cases.
///
/// A feature of at most that many has no such groups: its `screenChunks` (or
/// `destinationChunks`) section renders once in the feature's own context, which answers the
/// group's fields as its one group would (``SwitchChunking/singleGroupValue(for:)``), so that a
/// template rendering each group's function (the first as the member itself, the others as
/// private functions the one before hands its `default` to) renders what it did before the
/// split, and at no cost: no context more to look names up through, in the sections that
/// repeat over every screen.
final class CaseChunkContext: TemplateObject {
    /// The list the group is part of, which it answers with its own cases: `screens`, `events`,
    /// `modals` or `destinations`.
    let list: TemplateField
    /// The group's position among the feature's, from 0.
    let index: Int
    /// The group's cases, in spec order.
    let cases: [CaseContext]
    /// Whether the group is the feature's last.
    let isLast: Bool
    /// The cases, as the list a template repeats over.
    private let caseValues: TemplateValue
    /// Whether a screen of the group has a `linkAssignment`.
    private let hasLinkAssignments: Bool

    /// The group at `index` of a feature's `list`, `cases`.
    init(list: TemplateField, index: Int, cases: [CaseContext], isLast: Bool) {
        self.list = list
        self.index = index
        self.cases = cases
        self.isLast = isLast
        caseValues = .objects(cases)
        hasLinkAssignments = cases.contains { $0.translated.linkBuild?.assignment != nil }
    }

    /// A feature's `list`, `cases`, in consecutive groups of ``SwitchChunking/size`` (the last
    /// may hold fewer); none when there are no more than that.
    static func chunks(of cases: [CaseContext], in list: TemplateField) -> [CaseChunkContext] {
        SwitchChunking.groups(of: cases) { CaseChunkContext(list: list, index: $0, cases: $1, isLast: $2) }
    }

    /// A feature's `list`, `cases`, in consecutive groups of at most ``SwitchChunking/size``
    /// weighing at most `budget` by `weight` (by default ``SwitchChunking/weightBudget`` by
    /// ``CaseContext/switchWeight``); none when they all fit in one.
    static func weightedChunks(
        of cases: [CaseContext], in list: TemplateField, weight: (CaseContext) -> Int = { $0.switchWeight },
        budget: Int = SwitchChunking.weightBudget
    ) -> [CaseChunkContext] {
        SwitchChunking.groups(of: cases, weight: weight, budget: budget) { CaseChunkContext(list: list, index: $0, cases: $1, isLast: $2) }
    }

    /// The value a template names `{{name}}`.
    override func value(for field: TemplateField) -> TemplateValue? {
        switch field {
        case list: caseValues
        case .chunk, .nextChunk, .isFirstChunk, .endsChunks: SwitchChunking.positionValue(for: field, index: index, isLast: isLast)
        case .firstName: cases.first.map { .text($0.translated.name) }
        case .lastName: cases.last.map { .text($0.translated.name) }
        // A switch over some of the screens (or events) ends with a `default` arm: the next
        // group's function, or, in the last, the answer for the cases without links (which it alone gives).
        case .hasScreensWithoutLinks, .hasEventsWithoutLinks: .flag(isLast)
        case .hasLinkAssignments: .flag(hasLinkAssignments)
        default: nil
        }
    }
}

/// What a template sees of one of the lists a feature's link templates, or its events' link
/// templates, are split into (see ``SwitchChunking``): `linkRoutes` is then joined from functions
/// of at most ``SwitchChunking/size`` templates each, since one array literal of every template
/// takes long to type-check (about 0.9 ms an element; an event's template, a closure reading
/// four values, about 2 ms).
final class LinkRouteChunkContext: TemplateObject {
    /// The list the chunk is part of, which it answers with its own templates: `linkRoutes` or
    /// `eventLinkRoutes`.
    let list: TemplateField
    /// The chunk's position among the feature's, from 0.
    let index: Int
    /// Whether the chunk is the feature's last.
    let isLast: Bool
    /// The positions in `linkRoutes` of the chunk's first and last template.
    let firstPosition, lastPosition: Int
    /// The chunk's templates, in position order, as the list a template repeats over.
    private let routeValues: TemplateValue

    /// The chunk at `index` of a feature's `list`, `routes`.
    init(list: TemplateField, index: Int, routes: [NumberedLinkRouteContext], isLast: Bool) {
        self.list = list
        self.index = index
        self.isLast = isLast
        firstPosition = routes.first?.position ?? 0
        lastPosition = routes.last?.position ?? 0
        routeValues = .objects(routes)
    }

    /// A feature's link templates in consecutive chunks of at most ``SwitchChunking/size``
    /// weighing at most ``SwitchChunking/weightBudget`` (``NumberedLinkRouteContext/listWeight``:
    /// a template one string holds weighs one, another one per piece of its literal); none when
    /// they all fit in one (the feature's context then answers `linkRouteChunks` as its one
    /// group would).
    static func chunks(of routes: [NumberedLinkRouteContext]) -> [LinkRouteChunkContext] {
        SwitchChunking.groups(of: routes, weight: \.listWeight) { LinkRouteChunkContext(list: .linkRoutes, index: $0, routes: $1, isLast: $2) }
    }

    /// A feature's events' link templates, each a closure reading its values, in consecutive
    /// chunks of at most ``SwitchChunking/size`` weighing at most ``SwitchChunking/weightBudget``
    /// (``NumberedLinkRouteContext/switchWeight``: 40 closures reading four values each took 84
    /// ms to type-check); none when they all fit in one.
    static func eventRouteChunks(of routes: [NumberedLinkRouteContext]) -> [LinkRouteChunkContext] {
        SwitchChunking.groups(of: routes, weight: \.switchWeight) { LinkRouteChunkContext(list: .eventLinkRoutes, index: $0, routes: $1, isLast: $2) }
    }

    /// The value a template names `{{name}}`.
    override func value(for field: TemplateField) -> TemplateValue? {
        switch field {
        case list: routeValues
        case .chunk, .nextChunk, .isFirstChunk, .endsChunks: SwitchChunking.positionValue(for: field, index: index, isLast: isLast)
        case .firstPosition: .text(String(firstPosition))
        case .lastPosition: .text(String(lastPosition))
        default: nil
        }
    }
}

/// What the app templates see of one of the groups an app's features are split into when there
/// are more than ``SwitchChunking/size`` of them (see ``SwitchChunking``): the link's `url` and
/// `tab`, the app router's `open(_:)`, the saved state's `init(from:)` and `encode(to:)`, and
/// the app's `linkRoutes` are each written as a function per group. Reading and saving 200
/// features' states took 110 ms each to type-check as one body.
final class AppFeatureChunkContext: TemplateObject {
    /// The group's position among the app's, from 0.
    let index: Int
    /// The group's features, tabs first, in spec order.
    let features: [AppFeatureContext]
    /// Whether the group is the app's last.
    let isLast: Bool
    /// The features, as the list a template repeats over.
    private let featureValues: TemplateValue

    /// The group at `index` of an app's `features`.
    init(index: Int, features: [AppFeatureContext], isLast: Bool) {
        self.index = index
        self.features = features
        self.isLast = isLast
        featureValues = .objects(features)
    }

    /// An app's `features` in consecutive groups of ``SwitchChunking/size`` (the last may hold
    /// fewer); none when there are no more than that.
    static func chunks(of features: [AppFeatureContext]) -> [AppFeatureChunkContext] {
        SwitchChunking.groups(of: features) { AppFeatureChunkContext(index: $0, features: $1, isLast: $2) }
    }

    /// The value a template names `{{name}}`.
    override func value(for field: TemplateField) -> TemplateValue? {
        switch field {
        case .features: featureValues
        case .chunk, .nextChunk, .isFirstChunk, .endsChunks: SwitchChunking.positionValue(for: field, index: index, isLast: isLast)
        case .firstName: features.first.map { .text($0.caseName) }
        case .lastName: features.last.map { .text($0.caseName) }
        default: nil
        }
    }
}
