import Testing
@testable import RouteGenCore

/// Every switch over a feature's screens is one switch up to ``SwitchChunking/size`` screens,
/// and beyond is split into functions of at most that many arms, each handing the screens it
/// does not have to the next through its `default` arm; `linkRoutes` is joined from lists of
/// that many (unless it is one string of plain templates), and the client stores its closures
/// in groups of that many. Screens whose arms
/// handle many values are split sooner (``SwitchChunking/weightBudget``), and the event type's
/// `==` is split like the screens' switches. (The harness runs the split code: `ManyLinksTests`.)
@Suite struct SwitchChunkRenderingTests {
    /// A spec of `screens` screens, `s0`, `s1`, …, every third without parameters, the others
    /// with an `Int`; every screen but each fifth with a link; one of them renamed.
    static func spec(screens: Int) -> String {
        var lines = ["screens:"]
        for index in 0..<screens {
            var fields: [String] = []
            if index % 3 != 0 { fields.append("params: { id: Int }") }
            if index % 5 != 0 { fields.append(index % 3 != 0 ? "url: \"s\(index)/{id}\"" : "url: s\(index)") }
            if index == 1 { fields.append("renamedFrom: [first]") }
            lines.append("  s\(index): { \(fields.joined(separator: ", ")) }")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The functions named `prefix…` in `file` (`private func _screen1`, `private static func
    /// _equal2`, …): each one's name and the names of the cases its switch has an arm for
    /// (screens `s0`, …, events `e0`, …, modals `m0`, …).
    static func functions(named prefix: String, in file: String) -> [(name: String, screens: [String])] {
        file.components(separatedBy: " func \(prefix)").dropFirst().map { text in
            let name = prefix + String(text.prefix { $0 != "(" })
            let body = text.components(separatedBy: "\n    }\n").first ?? ""
            let screens = body.split(separator: "\n").compactMap { line -> String? in
                guard line.drop(while: { $0 == " " }).hasPrefix("case "), !line.contains("case nil") else { return nil }
                // The line's first case name: `.s12`, `.s12?` or `"s12"` (or `e12`, `m12`).
                return line.firstMatch(of: /[."]([sem][0-9]+)/).map { String($0.1) }
            }
            return (name, screens)
        }
    }

    @Test func chunksCoverEveryItemInOrder() {
        let size = SwitchChunking.size
        #expect(SwitchChunking.ranges(of: 0) == [])
        #expect(SwitchChunking.ranges(of: 1) == [0..<1])
        #expect(SwitchChunking.ranges(of: size) == [0..<size])
        #expect(SwitchChunking.ranges(of: size + 1) == [0..<size, size..<size + 1])
        #expect(SwitchChunking.ranges(of: 2 * size + 3) == [0..<size, size..<2 * size, 2 * size..<2 * size + 3])
    }

    @Test func weightedChunksCloseAtTheSizeOrAtTheWeightBudget() {
        let size = SwitchChunking.size, budget = SwitchChunking.weightBudget
        #expect(SwitchChunking.ranges(weights: []) == [])
        // Light items: chunks of the size, as unweighted.
        #expect(SwitchChunking.ranges(weights: Array(repeating: 1, count: size + 1)) == [0..<size, size..<size + 1])
        #expect(SwitchChunking.ranges(weights: Array(repeating: budget / size, count: size)) == [0..<size])
        // Heavier items: as many as the budget holds.
        #expect(SwitchChunking.ranges(weights: Array(repeating: 13, count: 30)) == [0..<15, 15..<30])
        #expect(SwitchChunking.ranges(weights: [budget - 1, 1, 1]) == [0..<2, 2..<3])
        // An item heavier than the budget takes a chunk of its own; the next starts anew.
        #expect(SwitchChunking.ranges(weights: [1, budget + 5, 1, 1]) == [0..<1, 1..<2, 2..<4])
        // Weighted groups: none while everything fits in one.
        let group = { (index: Int, items: [Int], isLast: Bool) in items }
        #expect(SwitchChunking.groups(of: Array(repeating: 5, count: size), weight: { $0 }, group) == [])
        #expect(SwitchChunking.groups(of: [150, 60], weight: { $0 }, group) == [[150], [60]])
    }

    /// A spec of `screens` screens, `s0`, `s1`, …, each with six parameters that its link
    /// carries (two in the path, four in the query, two of them with defaults).
    static func heavySpec(screens: Int) -> String {
        var lines = ["screens:"]
        for index in 0..<screens {
            lines.append(
                "  s\(index): { url: \"s\(index)/{id}/{key}\", params: { id: Int, key: String, name: { type: String, default: '\"a\"' }, "
                    + "tags: '[String]', flag: Bool?, when: { type: Int, default: 0 } } }"
            )
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Screens that handle many values each are split into functions of fewer than
    /// ``SwitchChunking/size``: six parameters and a link carrying all six weigh 13, so 15 fit
    /// the budget (40 such `linkedState` arms took 107 to 130 ms to type-check).
    @Test func screensOfManyValuesAreSplitIntoFunctionsOfFewer() throws {
        let files = try SpecFixture.files(Self.heavySpec(screens: 30))
        let route = try #require(files["HomeRoute.swift"])
        let state = try #require(files["HomeNavigationState.swift"])
        let later = (15..<30).map { "s\($0)" }
        #expect(Self.functions(named: "_equal", in: route).map(\.screens) == [later])
        #expect(Self.functions(named: "_restorationEntry", in: state).map(\.screens) == [later])
        #expect(Self.functions(named: "_linkCandidates", in: state).map(\.screens) == [later])
        #expect(Self.functions(named: "_restored", in: state).map(\.screens) == [(0..<15).map { "s\($0)" }, later])
        // `linkedState(_:_:)` reads six values an arm (13 each): two functions of 15 arms.
        #expect(Self.functions(named: "linkedState", in: state).map(\.name) == ["linkedState", "linkedState0", "linkedState1"])
        #expect(state.contains("        case 0...14:\n            return try linkedState0(position, values)\n        case 15...29:\n"))
    }

    /// `Screen(renamedFrom:)` has an arm per earlier name. Past 40 names, the initializer hands
    /// the name to static functions of at most 40 names each, among the screens that have some
    /// (an initializer setting `self` in hundreds of arms takes long to compile): 25 screens of
    /// three earlier names each go 13 (39 names) and 12 to a function. Screens split for their
    /// other switches, with few earlier names, keep the initializer's one switch.
    @Test func theScreensEarlierNamesAreSplitByTheirCount() throws {
        var lines = ["screens:"]
        for index in 0..<50 {
            let names = (0..<3).map { "s\(index)v\($0)" }.joined(separator: ", ")
            lines.append(index % 2 == 0 ? "  s\(index): { renamedFrom: [\(names)] }" : "  s\(index): {}")
        }
        let state = try #require(try SpecFixture.files(lines.joined(separator: "\n") + "\n")["HomeNavigationState.swift"])
        #expect(state.contains("""
                init?(renamedFrom name: String) {
                    // Functions of at most 40 names each: an initializer setting `self` in an arm per name
                    // takes long to compile.
                    guard let screen = Self._renamed0(from: name) else { return nil }
                    self = screen
                }

            """))
        let functions = Self.functions(named: "_renamed", in: state)
        #expect(functions.map(\.name) == ["_renamed0", "_renamed1"])
        #expect(functions.map { $0.screens.count } == [39, 36])
        #expect(functions.map { Set($0.screens) } == [
            Set(stride(from: 0, through: 24, by: 2).map { "s\($0)" }), Set(stride(from: 26, through: 48, by: 2).map { "s\($0)" }),
        ])
        #expect(state.contains("        case \"s24v2\":\n            return .s24\n        default:\n            return Self._renamed1(from: name)\n"))
        #expect(state.contains("        case \"s48v2\":\n            return .s48\n        default:\n            return nil\n"))

        let few = try #require(try SpecFixture.files(Self.spec(screens: SwitchChunking.size + 5))["HomeNavigationState.swift"])
        #expect(few.contains("    private static func _restored1(_ screen: Screen, _ entry: RestorationEntry) throws -> Self? {"))
        #expect(few.contains("        case \"first\":\n            self = .s1\n        default:\n            return nil\n"))
        #expect(!few.contains("_renamed"))
    }

    /// Past 40 modals that host a stack, every body over them is written as functions of 40:
    /// the `Hosted` enum's `==` and `hash(into:)` (then written out), the state's reading and
    /// saving of the hosted state and its links, and the router's `hostedStack(for:)`,
    /// `restore(_:)` and hosted state. At 40 they are as before. (The harness runs the split code:
    /// `HostingNamesTests`.)
    @Test func everyBodyOverTheModalsThatHostAStackIsSplitPast40() throws {
        func files(hosting count: Int) throws -> (state: String, router: String) {
            let modals = (0..<count).map { "  h\($0): { stack: Other, url: h\($0) }" }
            let files = try SpecFixture.files((["screens:", "  a: {}", "modals:"] + modals).joined(separator: "\n") + "\n")
            return (try #require(files["HomeNavigationState.swift"]), try #require(files["HomeRouter.swift"]))
        }
        let few = try files(hosting: SwitchChunking.size)
        #expect(!few.state.contains("_restoredHosted") && !few.state.contains("static func ==") && !few.router.contains("_hostedStack"))
        #expect(few.state.contains("        case .h39?:\n            hosted = .h39("))

        let many = try files(hosting: SwitchChunking.size + 5)
        let later = (SwitchChunking.size..<SwitchChunking.size + 5).map { "h\($0)" }
        for prefix in ["_restoredHosted", "_saveHosted", "_hostedLinkCandidates"] {
            #expect(many.state.components(separatedBy: "func \(prefix)").count - 1 == 2, "\(prefix)")
        }
        #expect(many.state.contains("        hosted = Self._restoredHosted0(modal, from: container)\n    }\n"))
        #expect(many.state.contains("        try Self._saveHosted0(hosted, to: &container)\n    }\n"))
        #expect(many.state.contains("            default:\n                return _equal1(lhs, rhs)\n"))
        #expect(many.state.contains("            case .h44(let l0):\n                hasher.combine(\"h44\")\n                hasher.combine(l0)\n"))
        #expect(many.state.components(separatedBy: "private static func _restoredHosted1(").last?.components(separatedBy: "\n    }\n").first?
            .split(separator: "\n").filter { $0.hasPrefix("        case .h") }.map { String($0.dropFirst(14).prefix { $0 != "?" }) } == later)
        #expect(many.router.contains("        return _hostedStack1(for: modal)\n    }\n"))
        #expect(many.router.contains("        _restoreHosted0(state.hosted)\n    }\n"))
        #expect(many.router.contains("        return _hostedNavigationState1()\n    }\n"))
    }

    /// The event type of `route`, a Route file: from its declaration to the end of its body.
    static func eventType(in route: String) throws -> String {
        let start = try #require(route.range(of: "public enum HomeEvent: Equatable, Sendable {"))
        let end = try #require(route.range(of: "\n}\n", range: start.upperBound..<route.endIndex))
        return String(route[start.lowerBound..<end.upperBound])
    }

    /// The event type's `==` is written out as the route's is, when an event has parameters,
    /// and split as the screens' switches are; events without any keep the synthesized one.
    @Test func theEventTypesEqualityIsWrittenOutAndSplit() throws {
        let plain = try #require(try SpecFixture.files("screens:\n  a: {}\nevents:\n  closed: {}\n  opened: {}\n")["HomeRoute.swift"])
        #expect(!(try Self.eventType(in: plain)).contains("static func =="))

        let few = try #require(try SpecFixture.files("screens:\n  a: {}\nevents:\n  closed: {}\n  chosen: { params: { id: Int, note: String } }\n")["HomeRoute.swift"])
        #expect(try Self.eventType(in: few).hasSuffix("""
                public static func == (lhs: Self, rhs: Self) -> Bool {
                    switch lhs {
                    case .closed:
                        guard case .closed = rhs else { return false }
                        return true
                    case let .chosen(l0, l1):
                        guard case let .chosen(r0, r1) = rhs else { return false }
                        return RouteEquality.areEqual(l0, r0) && RouteEquality.areEqual(l1, r1)
                    }
                }
            }

            """))

        let count = SwitchChunking.size + 5
        let many = "screens:\n  a: {}\nevents:\n" + (0..<count).map { "  e\($0): { params: { id: Int } }\n" }.joined()
        let events = try Self.eventType(in: try #require(try SpecFixture.files(many)["HomeRoute.swift"]))
        #expect(Self.functions(named: "_equal", in: events).map(\.name) == ["_equal1"])
        #expect(Self.functions(named: "_equal", in: events).map(\.screens) == [(SwitchChunking.size..<count).map { "e\($0)" }])
        #expect(events.contains("            return _equal1(lhs, rhs)\n"))
        #expect(events.contains("        default:\n            // No event gets here: an earlier function has its case.\n            return false\n"))
    }

    /// The modal's `linkCandidates`, of a modal's switches the one whose arms weigh most, is
    /// split as the screens' are: 25 modals whose links carry four values weigh 9 each, so 22 fit
    /// the budget and the last three go to `_linkCandidates1`.
    @Test func theModalsLinkCandidatesAreSplitByWeight() throws {
        var lines = ["screens:", "  a: {}", "modals:"]
        lines += (0..<25).map { "  m\($0): { url: \"m\($0)/{id}\", params: { id: Int, name: { type: String, default: '\"a\"' }, tags: '[String]', flag: Bool? } }" }
        let state = try #require(try SpecFixture.files(lines.joined(separator: "\n") + "\n")["HomeNavigationState.swift"])
        let modals = try #require(state.components(separatedBy: "nonisolated extension HomeModal {").last)
        #expect(Self.functions(named: "_linkCandidates", in: modals).map(\.screens) == [(22..<25).map { "m\($0)" }])
        #expect(modals.contains("            return self._linkCandidates1()\n"))
        // A few light modals keep one switch.
        let few = try #require(try SpecFixture.files("screens:\n  a: {}\nmodals:\n  m0: { url: m0 }\n  m1: { params: { id: Int } }\n")["HomeNavigationState.swift"])
        #expect(!few.contains("_linkCandidates"))
    }

    /// Every switch over the modals is split as the screens' are, into the same groups: the
    /// modal's `==`, `hash(into:)`, `isFullScreenCover` and `isPopover`, its restoration, the
    /// router's `presentation(in:)`, and the views the client and the stack build. 43 modals,
    /// `m0`, `m1`, …, every third without parameters, `m5` styled per size class and `m41` with
    /// detents: 40, then 3.
    @Test func everySwitchOverTheModalsIsSplitIntoFunctionsOfAChunkEach() throws {
        let size = SwitchChunking.size
        let count = size + 3
        var lines = ["screens:", "  a: {}", "modals:"]
        for index in 0..<count {
            var fields = index % 3 == 0 ? [] : ["params: { id: Int }"]
            if index == 5 { fields.append("style: { compact: sheet, regular: popover }") }
            if index == 41 { fields.append("detents: [medium, large]") }
            if index == 42 { fields.append("style: fullScreenCover") }
            lines.append("  m\(index): { \(fields.joined(separator: ", ")) }")
        }
        let files = try SpecFixture.files(lines.joined(separator: "\n") + "\n")
        let route = try #require(files["HomeRoute.swift"])
        let state = try #require(files["HomeNavigationState.swift"])
        let router = try #require(files["HomeRouter.swift"])
        let client = try #require(files["HomeViewBuildingClient.swift"])
        let stack = try #require(files["HomeNavigationStack.swift"])
        let all = (0..<count).map { "m\($0)" }
        let last = Array(all[size...])

        #expect(Self.functions(named: "_equal", in: route).map(\.screens) == [last])
        #expect(Self.functions(named: "_hash", in: route).map(\.screens) == [Array(all[..<size]), last])
        #expect(Self.functions(named: "_isFullScreenCover", in: route).map(\.screens) == [last])
        #expect(Self.functions(named: "_isPopover", in: route).map(\.screens) == [last])
        #expect(Self.functions(named: "_restorationEntry", in: state).map(\.screens) == [last])
        #expect(Self.functions(named: "_restored", in: state).map(\.screens) == [last])
        #expect(Self.functions(named: "_presentation", in: router).map(\.screens) == [last])
        #expect(Self.functions(named: "_modalView", in: client).map(\.screens) == [last])
        #expect(Self.functions(named: "_view", in: stack).map(\.screens) == [last])

        // Each first function is the member itself, handing the rest on; the last ends the chain.
        #expect(route.contains("""
                    case .m39:
                        guard case .m39 = rhs else { return false }
                        return true
                    default:
                        // One switch over every modal would take long to type-check, and past some hundreds
                        // the compiler cannot check that it is exhaustive: the next modals are the next function's.
                        return _equal1(lhs, rhs)
                    }
            """))
        #expect(route.contains("""
                public func hash(into hasher: inout Hasher) {
                    self._hash0(into: &hasher)
                }
            """))
        // A modal hashes its name, then its values: modals of equal values but different cases differ.
        #expect(route.contains("""
                    case let .m41(l0):
                        hasher.combine("m41")
                        hasher.combine(l0)
                    case .m42:
                        hasher.combine("m42")
            """))
        #expect(route.contains("        case .m42: true\n        default: false\n"))
        #expect(route.contains("        case .m39: false\n        default: self._isPopover1()\n"))
        #expect(state.contains("            return Self._restored1(from: entry)\n"))
        #expect(state.contains("""
                    case "m42":
                        return .m42
                    default:
                        return nil
                    }
            """))
        #expect(router.contains("        case .m5: sizeClass == .compact ? .sheet : .popover\n"))
        #expect(router.contains("        default: self._presentation1(in: sizeClass)\n"))
        #expect(client.contains("            return self._modalView1(for: modal)\n"))
        #expect(client.contains("            Swift.preconditionFailure(\"every modal is an earlier function's\")\n"))
        #expect(stack.contains("            self._view1(for: modal)\n"))
        #expect(stack.contains("            AnyView(self.client.view(for: modal).presentationDetents([.medium, .large]))\n"))

        // A chunk of modals keeps one switch each, and the synthesized `hash(into:)`.
        let few = try SpecFixture.files(lines.prefix(3 + size).joined(separator: "\n") + "\n")
        for name in ["HomeRoute.swift", "HomeNavigationState.swift", "HomeRouter.swift", "HomeViewBuildingClient.swift", "HomeNavigationStack.swift"] {
            #expect(try Self.functions(named: "_", in: #require(few[name])).isEmpty, "\(name)")
        }
        #expect(try !#require(few["HomeRoute.swift"]).contains("func hash(into"))
    }

    /// The event type's link templates are listed in groups of 40, as the screens' are, and its
    /// `linkCandidates` split like its `==`: 50 events `e0`, `e1`, …, each with an `Int` and a link
    /// but every seventh; the last group answers the events without one.
    @Test func theEventsLinksAreListedAndBuiltInGroups() throws {
        let count = SwitchChunking.size + 10
        var lines = ["screens:", "  a: {}", "events:"]
        lines += (0..<count).map { $0 % 7 == 0 ? "  e\($0): { params: { id: Int } }" : "  e\($0): { url: \"e\($0)/{id}\", params: { id: Int } }" }
        let state = try #require(try SpecFixture.files(lines.joined(separator: "\n") + "\n")["HomeNavigationState.swift"])
        let events = try #require(state.components(separatedBy: "nonisolated extension HomeEvent: LinkMatchable {").last)
        #expect(events.contains("    public static let linkRoutes: LinkRoutes<HomeEvent> = LinkRoutes(Array([_linkRoutes0, _linkRoutes1].joined()))\n"))
        // 42 templates, 40 in the first list.
        let templates = (0..<count).filter { $0 % 7 != 0 }
        try #require(templates.count == 42)
        #expect(events.contains("    /// The templates at positions 40 to \(templates.count - 1) of `linkRoutes`.\n    private static var _linkRoutes1: [LinkRoute<HomeEvent>] { [\n        .template(LinkTemplate(text: \"e\(templates[40])/{id}\")) {\n"))
        let withLinks = (SwitchChunking.size..<count).filter { $0 % 7 != 0 }.map { "e\($0)" }
        #expect(Self.functions(named: "_linkCandidates", in: events).map(\.screens) == [withLinks])
        #expect(events.contains("        default:\n            // One switch over every event would take long to type-check: the next events are the\n            // next function's.\n            return self._linkCandidates1()\n"))
        #expect(events.contains("        default:\n            return []\n        }\n    }\n}\n"))

        // Templates reading four values weigh 9: 22 fit a list.
        var heavy = ["screens:", "  a: {}", "events:"]
        heavy += (0..<25).map { "  e\($0): { url: \"e\($0)/{id}/{name}?tag={tag}&flag={flag}\", params: { id: Int, name: String, tag: String, flag: Bool? } }" }
        let heavyState = try #require(try SpecFixture.files(heavy.joined(separator: "\n") + "\n")["HomeNavigationState.swift"])
        #expect(heavyState.contains("    /// The templates at positions 22 to 24 of `linkRoutes`.\n    private static var _linkRoutes1: [LinkRoute<HomeEvent>] { [\n"))

        // A chunk of events keeps one literal and one switch.
        let few = try #require(try SpecFixture.files(lines.prefix(3 + 20).joined(separator: "\n") + "\n")["HomeNavigationState.swift"])
        #expect(few.contains("    public static let linkRoutes: LinkRoutes<HomeEvent> = [\n"))
        #expect(!few.contains("_linkCandidates"))
        #expect(!few.contains("_linkRoutes"))
    }

    /// A list of the state's templates is split by the pieces of their literals as well as by
    /// count: a template one string cannot hold (a fixed query value) of four segments, three
    /// query items and a condition weighs 8, so 25 fit a list; one string weighs one.
    @Test func theStatesTemplatesAreListedInGroupsByTheirPieces() throws {
        let lines = ["screens:"] + (0..<30).map { "  s\($0): { url: \"s\($0)/{a}/{b}/{c}?d={d}&e={e}&f={f}&k=1\", params: { a: Int, b: Int, c: Int, d: Int?, e: Int?, f: Int? } }" }
        let state = try #require(try SpecFixture.files(lines.joined(separator: "\n") + "\n")["HomeNavigationState.swift"])
        #expect(state.contains("LinkRoutes(Array([_linkRoutes0, _linkRoutes1].joined()), building: linkedState)"))
        #expect(state.contains("    /// The templates at positions 25 to 29 of `linkRoutes`.\n    private static var _linkRoutes1: [LinkRoute<HomeNavigationState>] { [\n"))
        #expect(state.contains(#".numbered(LinkTemplate([.literal("s0"), .parameter("a"), .parameter("b"), .parameter("c")], query: [(parameter: "d", item: "d"), (parameter: "e", item: "e"), (parameter: "f", item: "f")], conditions: [.equals("k", "1")])),"#))

        // The same templates without the fixed value are strings, all in one.
        let plain = try #require(try SpecFixture.files(lines.joined(separator: "\n").replacingOccurrences(of: "&k=1", with: "") + "\n")["HomeNavigationState.swift"])
        #expect(plain.contains("LinkRoutes(numbered: \"\"\"\n        s0/{a}/{b}/{c}?d={d}&e={e}&f={f}\n"))
        #expect(!plain.contains("_linkRoutes"))
    }

    @Test func aListOfAChunkOrFewerHasNoGroupsAndALongerOneAGroupPerChunk() {
        let size = SwitchChunking.size
        struct Group: Equatable { let index: Int, first: Int?, count: Int, isLast: Bool }
        let group = { (index: Int, items: [Int], isLast: Bool) in Group(index: index, first: items.first, count: items.count, isLast: isLast) }
        #expect(SwitchChunking.groups(of: Array(0..<size), group) == [])
        #expect(SwitchChunking.groups(of: Array(0..<2 * size + 1), group) == [
            Group(index: 0, first: 0, count: size, isLast: false),
            Group(index: 1, first: size, count: size, isLast: false),
            Group(index: 2, first: 2 * size, count: 1, isLast: true),
        ])
        // A group's position: the last hands nothing on (`false`, not no value).
        func shown(_ field: TemplateField, index: Int, isLast: Bool) -> String {
            switch SwitchChunking.positionValue(for: field, index: index, isLast: isLast) {
            case .text(let text)?: text
            case .flag(let flag)?: "\(flag)"
            case nil: "none"
            default: "other"
            }
        }
        #expect(shown(.chunk, index: 1, isLast: false) == "1")
        #expect(shown(.nextChunk, index: 1, isLast: false) == "2")
        #expect(shown(.nextChunk, index: 2, isLast: true) == "false")
        #expect(shown(.isFirstChunk, index: 0, isLast: false) == "true")
        #expect(shown(.isFirstChunk, index: 1, isLast: false) == "false")
        #expect(shown(.endsChunks, index: 1, isLast: false) == "false")
        #expect(shown(.endsChunks, index: 2, isLast: true) == "true")
        #expect(shown(.features, index: 0, isLast: true) == "none")
    }

    @Test func everySwitchOverTheScreensIsSplitIntoFunctionsOfAChunkEach() throws {
        let size = SwitchChunking.size
        let count = 2 * size + 3
        let files = try SpecFixture.files(Self.spec(screens: count))
        let route = try #require(files["HomeRoute.swift"])
        let state = try #require(files["HomeNavigationState.swift"])
        let client = try #require(files["HomeViewBuildingClient.swift"])
        let chunks = (0..<3).map { chunk in (chunk * size..<min((chunk + 1) * size, count)).map { "s\($0)" } }

        // Each split member: its later functions, and which screens each function's switch has.
        #expect(Self.functions(named: "_equal", in: route).map(\.name) == ["_equal1", "_equal2"])
        #expect(Self.functions(named: "_equal", in: route).map(\.screens) == Array(chunks.dropFirst()))
        #expect(Self.functions(named: "_screen", in: route).map(\.screens) == Array(chunks.dropFirst()))
        #expect(Self.functions(named: "_named", in: route).map(\.name) == ["_named0", "_named1", "_named2"])
        #expect(Self.functions(named: "_restorationEntry", in: state).map(\.screens) == Array(chunks.dropFirst()))
        #expect(Self.functions(named: "_restored", in: state).map(\.screens) == chunks)
        #expect(Self.functions(named: "_view", in: client).map(\.screens) == Array(chunks.dropFirst()))
        // The hash arms are the screens with parameters only; the link arms those with links.
        #expect(Self.functions(named: "_hash", in: route).map(\.screens) == chunks.map { $0.filter { Int($0.dropFirst())! % 3 != 0 } })
        #expect(Self.functions(named: "_linkCandidates", in: state).map(\.screens)
            == Array(chunks.dropFirst()).map { $0.filter { Int($0.dropFirst())! % 5 != 0 } })

        // The first function is the member itself, handing the rest on; the last ends the chain.
        #expect(route.contains("""
                    case .s39:
                        guard case .s39 = rhs else { return false }
                        return true
                    default:
                        // One switch over every screen would take long to type-check, and past some hundreds
                        // the compiler cannot check that it is exhaustive: the next screens are the next function's.
                        return _equal1(lhs, rhs)
                    }
                }
            """))
        #expect(route.contains("""
                public func hash(into hasher: inout Hasher) {
                    hasher.combine(self.screen)
                    self._hash0(into: &hasher)
                }
            """))
        #expect(route.contains("""
                    case .s82: return .s82
                    default: Swift.preconditionFailure("every screen is an earlier function's")
            """))
        #expect(route.contains("""
                    public init?(rawValue: String) {
                        guard let screen = Self._named0(rawValue) else { return nil }
                        self = screen
                    }
            """))
        #expect(state.contains("""
                public static func restored(from entry: RestorationEntry) -> Self? {
                    // One switch over every screen would take long to type-check, and past some hundreds the
                    // compiler cannot check that it is exhaustive: functions of at most 40 screens each read them.
                    guard let screen = Screen(rawValue: entry.name) ?? Screen(renamedFrom: entry.name) else { return nil }
                    return try? Self._restored0(screen, entry)
                }
            """))
        // Screens without links fall through every function to the last one's answer.
        let lastLinks = try #require(state.components(separatedBy: "private func _linkCandidates2(").last)
        #expect(lastLinks.contains("        default:\n            return []\n    "))
        // Every template a plain string that hosts no stack: one multi-line string of them, a
        // line each, however many there are.
        let templateCount = (0..<count).count { $0 % 5 != 0 }
        #expect(state.contains("LinkRoutes(numbered: \"\"\"\n        s1/{id}\n        s2/{id}\n        s3\n"))
        #expect(state.components(separatedBy: "LinkRoutes(numbered: \"\"\"\n").last?.components(separatedBy: "\n        \"\"\", building: linkedState)").first?
            .split(separator: "\n").count == templateCount)
        #expect(Self.functions(named: "_linkRoutes", in: state).isEmpty)
        // One that is not (a wildcard) keeps the lists of routes, in groups of at most 40.
        let wildcard = try #require(try SpecFixture.files(Self.spec(screens: count).replacingOccurrences(of: "url: s3 }", with: "url: \"s3/*\" }"))["HomeNavigationState.swift"])
        #expect(wildcard.contains("LinkRoutes(Array([_linkRoutes0, _linkRoutes1].joined()), building: linkedState)"))
        #expect(wildcard.contains("        .numbered(LinkTemplate([.literal(\"s3\"), .wildcard])),\n"))
        #expect(!wildcard.contains("LinkRoutes(numbered:"))

        // The client's closures are stored in groups, behind properties of the same names.
        #expect(client.components(separatedBy: "nonisolated private struct _Closures").count == 4)
        #expect(client.contains("""
                public var s82: @MainActor @Sendable (_ id: Int) -> AnyView {
                    get { _closures2.s82 }
                    set { _closures2.s82 = newValue }
                }
            """))
        #expect(client.contains("""
                    _closures2 = _Closures2(
                        s80: s80,
                        s81: s81,
                        s82: s82
                    )
                }
            """))
        #expect(client.contains("    public static let testValue = HomeViewBuildingClient(_testClosures0, _testClosures1, _testClosures2)\n"))
    }

    @Test func aChunkOfScreensIsSwitchedOverByTheMemberAlone() throws {
        let files = try SpecFixture.files(Self.spec(screens: SwitchChunking.size))
        let route = try #require(files["HomeRoute.swift"])
        let state = try #require(files["HomeNavigationState.swift"])
        let client = try #require(files["HomeViewBuildingClient.swift"])
        for prefix in ["_equal", "_hash", "_screen", "_named"] {
            #expect(Self.functions(named: prefix, in: route).isEmpty, "\(prefix)")
        }
        for prefix in ["_linkCandidates", "_restorationEntry", "_restored", "_linkRoutes"] {
            #expect(Self.functions(named: prefix, in: state).isEmpty, "\(prefix)")
        }
        #expect(Self.functions(named: "_view", in: client).isEmpty)
        #expect(!client.contains("_Closures"))
        #expect(!client.contains("_testClosures"))
        // The synthesized hash and raw-value initializer, and no `default` in exhaustive switches.
        #expect(!route.contains("func hash(into"))
        #expect(!route.contains("init?(rawValue"))
        #expect(!route.contains("preconditionFailure"))
        #expect(state.contains("    public static let linkRoutes: LinkRoutes<HomeNavigationState> = LinkRoutes(numbered: \"\"\"\n"))
    }
}
