import Dependencies
import Foundation
import ManyLinksFeatures
import ManyLinksLive
import ManyLinksNavigation
import RouteGenRuntime
import SwiftUI
import Testing

/// The ManyLinks app (`ReferenceOutput/ManyLinks`): a feature whose 125 templates that host no
/// stack are built by four functions of at most 40 arms, which `linkedState(_:_:)` hands each
/// position to. Links to the templates at the ends of each function lead to their screens and
/// modals with their values, and a state's URL reads back as that state.
///
/// Its 80 screens also split every switch over the screens into two functions of 40 (the
/// route's `==`, `hash(into:)`, `screen`, `Screen(rawValue:)`, links, restoration (their
/// earlier names too, `Screen(renamedFrom:)`), and the
/// client's `view(for:)`), and its client's 125 closures, stored in four groups and set in
/// four by the live value (`ReferenceOutput/ManyLinksLive`): every screen and modal, on
/// either side of a split, behaves as one. Its 46 modals split every switch over the modals
/// into two functions (the modal's `==`, `hash(into:)`, styles, links and restoration, the
/// router's `presentation(in:)`, and the client's and the stack's `view(for:)`), and its 44
/// events the event type's `==` and `linkCandidates`, the same way; their 42 link templates
/// are listed in two groups.
@MainActor
@Suite struct ManyLinksTests {
    /// The state of the ManyLinks feature that the link `text` leads to; `nil` when it leads
    /// nowhere, or into another feature.
    static func state(_ text: String) -> ManyLinksNavigationState? {
        guard case .manyLinks(let state)? = URL(string: text).flatMap(ManyLinksLink.init(url:)) else { return nil }
        return state
    }

    /// A state per function boundary: the first and last template of each, and one hosting a stack.
    static let states: [ManyLinksNavigationState] = [
        ManyLinksNavigationState(path: [.s0(id: 7)]),
        ManyLinksNavigationState(path: [.s39(position: -3, linkedState1: "a b/c")]),
        ManyLinksNavigationState(path: [.s40(values: "x", route: 5)]),
        ManyLinksNavigationState(path: [.s79(linkedState: "last screen")]),
        ManyLinksNavigationState(modal: .m0(id: 1)),
        ManyLinksNavigationState(modal: .m1(id: 2)),
        ManyLinksNavigationState(modal: .m4(id: Int.max)),
        ManyLinksNavigationState(modal: .detail, hosted: .detail(ManyLinksDetailNavigationState(path: [.page(n: 4)]))),
    ]

    @Test func linksIntoEveryFunctionLeadToTheirTemplatesDestinations() {
        // linkedState0: positions 0 to 39.
        #expect(Self.state("many://s0/7") == ManyLinksNavigationState(path: [.s0(id: 7)]))
        #expect(Self.state("many://s39/-3/a%20b%2Fc") == ManyLinksNavigationState(path: [.s39(position: -3, linkedState1: "a b/c")]))
        // linkedState1: positions 40 to 79.
        #expect(Self.state("many://s40/x/5") == ManyLinksNavigationState(path: [.s40(values: "x", route: 5)]))
        #expect(Self.state("many://s79/last") == ManyLinksNavigationState(path: [.s79(linkedState: "last")]))
        // linkedState2: positions 80, then 82 to 120 (81 hosts a stack and builds its state itself).
        #expect(Self.state("many://m0/1") == ManyLinksNavigationState(modal: .m0(id: 1)))
        #expect(Self.state("many://m1/2") == ManyLinksNavigationState(modal: .m1(id: 2)))
        #expect(Self.state("many://m4/9") == ManyLinksNavigationState(modal: .m4(id: 9)))
        #expect(Self.state("many://m39/3") == ManyLinksNavigationState(modal: .m39(id: 3)))
        // linkedState3: positions 121 to 125.
        #expect(Self.state("many://m40/4") == ManyLinksNavigationState(modal: .m40(id: 4)))
        #expect(Self.state("many://m44/5") == ManyLinksNavigationState(modal: .m44(id: 5)))
        #expect(Self.state("many://detail/page/4")
            == ManyLinksNavigationState(modal: .detail, hosted: .detail(ManyLinksDetailNavigationState(path: [.page(n: 4)]))))
        // A value that does not convert leads nowhere, in any function.
        #expect(Self.state("many://s0/seven") == nil)
        #expect(Self.state("many://s40/x/five") == nil)
        #expect(Self.state("many://m4/nine") == nil)
    }

    @Test func aStateRoundTripsThroughItsURL() throws {
        for state in Self.states {
            let url = try #require(ManyLinksLink.manyLinks(state).url, "\(state)")
            #expect(ManyLinksLink(url: url) == .manyLinks(state), "\(url)")
        }
        let route = ManyLinksRoute.s40(values: "v", route: 1)
        #expect(route.url.flatMap(ManyLinksLink.init(url:)) == .manyLinks(ManyLinksNavigationState(path: [route])))
    }

    /// Every screen's route with values made from `value`, in screen order, each built by
    /// following its link (so through `linkedState0` and `linkedState1` too).
    static func routes(value: Int) -> [ManyLinksRoute] {
        (0..<80).compactMap { index in
            let text = switch index {
            case 39: "many://s39/\(value)/t\(value)"
            case 40: "many://s40/t\(value)/\(value)"
            case 79: "many://s79/t\(value)"
            default: "many://s\(index)/\(value)"
            }
            return state(text)?.path.first
        }
    }

    @Test func everyScreenComparesHashesAndNamesItselfOnEitherSideOfTheSplit() throws {
        let routes = Self.routes(value: 1), same = Self.routes(value: 1), other = Self.routes(value: 2)
        try #require(routes.count == 80)
        try #require(other.count == 80)
        for (index, route) in routes.enumerated() {
            #expect(route == same[index], "\(route)")
            #expect(route.hashValue == same[index].hashValue, "\(route)")
            #expect(route != other[index], "\(route)")
            #expect(route.screen.rawValue == "s\(index)")
            #expect(ManyLinksRoute.Screen(rawValue: "s\(index)") == route.screen)
        }
        // No route equals another screen's.
        let equalPairs = routes.indices.flatMap { left in routes.indices.filter { left != $0 && routes[left] == routes[$0] } }
        #expect(equalPairs.isEmpty)
        #expect(Set(routes + other).count == 160)
        #expect(ManyLinksRoute.Screen.allCases.map(\.rawValue) == (0..<80).map { "s\($0)" })
        for name in ["s80", "", "S0", "s"] {
            #expect(ManyLinksRoute.Screen(rawValue: name) == nil, "\(name)")
        }
    }

    /// The events' `==`, split after 40 events, compares as the synthesized one did: the same
    /// case with every parameter equal by its type's own `==`, on either side of the split.
    @Test func everyEventComparesItsCaseThenItsParametersOnEitherSideOfTheSplit() {
        let ends: [ManyLinksEvent] = [.e0, .e1(id: 1), .e39(id: 1), .e40(id: 1), .e41(id: 1), .e42(ratio: 1.5), .e43(id: 1, note: "a")]
        for (index, event) in ends.enumerated() {
            #expect(event == ends[index], "\(event)")
            for (other, different) in ends.enumerated() where other != index {
                #expect(event != different, "\(event) and \(different)")
            }
        }
        #expect(ManyLinksEvent.e39(id: 1) != .e39(id: 2))
        #expect(ManyLinksEvent.e41(id: 1) != .e41(id: 2))
        #expect(ManyLinksEvent.e43(id: 1, note: "a") != .e43(id: 1, note: "b"))
        #expect(ManyLinksEvent.e43(id: 1, note: "a") != .e43(id: 2, note: "a"))
        // A NaN equals nothing, itself included, as `Double`'s own `==` says.
        #expect(ManyLinksEvent.e42(ratio: .nan) != .e42(ratio: .nan))
        #expect(ManyLinksEvent.e42(ratio: 0) == .e42(ratio: -0.0))
    }

    /// The event that the link `text` sends; `nil` when it sends none.
    static func event(_ text: String) -> ManyLinksEvent? {
        guard case .manyLinksEvent(let event)? = URL(string: text).flatMap(ManyLinksLink.init(url:)) else { return nil }
        return event
    }

    /// The event type's `linkRoutes`, joined from two lists (templates 0 to 39, then 40 and 41),
    /// and its `linkCandidates`, split after 40 events: every event's link, on either side, is
    /// its own and reads back as that event; the events without one (`e10`, `e30`) fall through
    /// both functions to no link.
    @Test func everyEventsLinkLeadsBackToItOnEitherSideOfTheSplit() throws {
        var links: [(text: String, event: ManyLinksEvent, segments: [String])] = [("many://e0", .e0, ["e0"])]
        for index in 1...41 where ![10, 30].contains(index) {
            // Built by following the link, as `routes(value:)` builds the screens.
            let event = try #require(Self.event("many://e\(index)/\(index + 100)"), "e\(index)")
            links.append(("many://e\(index)/\(index + 100)", event, ["e\(index)", "\(index + 100)"]))
        }
        links.append(("many://e42?ratio=1.5", .e42(ratio: 1.5), ["e42"]))
        links.append(("many://e43/7?note=a%20b", .e43(id: 7, note: "a b"), ["e43", "7"]))
        try #require(links.count == 42)
        for (text, event, segments) in links {
            #expect(Self.event(text) == event, "\(text)")
            #expect(event.link?.segments == segments, "\(event)")
            let url = try #require(event.url, "\(event)")
            #expect(ManyLinksLink(url: url) == .manyLinksEvent(event), "\(url)")
        }
        // Each link built by its event's own arm: no two events share one.
        #expect(Set(links.compactMap { $0.event.url?.absoluteString }).count == 42)
        for event: ManyLinksEvent in [.e10(id: 1), .e30(id: 1)] {
            #expect(event.link == nil, "\(event)")
            #expect(event.url == nil, "\(event)")
        }
        #expect(Self.event("many://e10/1") == nil)
        #expect(Self.event("many://e41/x") == nil)
        #expect(Self.event("many://e43/7") == nil, "the note is required")
    }

    @Test func everyScreenIsSavedAndRestoredOnEitherSideOfTheSplit() throws {
        let state = ManyLinksNavigationState(path: Self.routes(value: 3))
        #expect(state.path.count == 80)
        let data = try JSONEncoder().encode(state)
        #expect(try JSONDecoder().decode(ManyLinksNavigationState.self, from: data) == state)
    }

    @Test func everyScreenIsRestoredFromItsEarlierNameOnEitherSideOfTheSplit() throws {
        let state = ManyLinksNavigationState(path: Self.routes(value: 3))
        let saved = String(decoding: try JSONEncoder().encode(state), as: UTF8.self)
        // Each screen `s<i>` was once `was<i>`: a state saved before the renames.
        var renamed = saved
        for index in (0..<80).reversed() {
            renamed = renamed.replacingOccurrences(of: #""case":"s\#(index)""#, with: #""case":"was\#(index)""#)
        }
        #expect(renamed.contains(#""case":"was0""#) && renamed.contains(#""case":"was79""#) && !renamed.contains(#""case":"s"#))
        #expect(try JSONDecoder().decode(ManyLinksNavigationState.self, from: Data(renamed.utf8)) == state)
        // A name no screen ever had, past the first group: the path ends before it.
        let unknown = renamed.replacingOccurrences(of: #""case":"was60""#, with: #""case":"was80""#)
        #expect(try JSONDecoder().decode(ManyLinksNavigationState.self, from: Data(unknown.utf8)).path == Array(state.path.prefix(60)))
    }

    @Test func everyScreensLinkLeadsBackToIt() throws {
        for route in Self.routes(value: 5) {
            let state = ManyLinksNavigationState(path: [route])
            let url = try #require(ManyLinksLink.manyLinks(state).url, "\(route)")
            #expect(ManyLinksLink(url: url) == .manyLinks(state), "\(url)")
        }
    }

    /// The modal's `linkCandidates`, split after 40 modals (`m0`, `detail`, `m1` to `m38`, then
    /// `m39` to `m44`): every modal's link, on either side, is its own and leads back to it.
    @Test func everyModalsLinkLeadsBackToItOnEitherSideOfTheSplit() throws {
        let modals: [ManyLinksModal] = [.m0(id: 1)] + (1...44).map { index in
            // Built by following each modal's link, as `routes(value:)` builds the screens.
            Self.state("many://m\(index)/\(index)")?.modal ?? .m0(id: -1)
        }
        try #require(modals.count == 45)
        for (index, modal) in modals.enumerated() {
            #expect(modal.link?.segments == ["m\(index)", "\(index == 0 ? 1 : index)"], "\(modal)")
            let state = ManyLinksNavigationState(modal: modal)
            let url = try #require(ManyLinksLink.manyLinks(state).url, "\(modal)")
            #expect(ManyLinksLink(url: url) == .manyLinks(state), "\(url)")
        }
    }

    /// Every modal with values made from `value`, in spec order (`m0`, `detail`, `m1` to `m44`),
    /// each but `detail` built by following its link. Every switch over the modals is split after
    /// `m38`, the 40th.
    static func modals(value: Int) -> [ManyLinksModal] {
        let linked = (0...44).compactMap { state("many://m\($0)/\(value)")?.modal }
        return Array(linked.prefix(1)) + [.detail] + linked.dropFirst()
    }

    /// The names of the modals `modals(value:)` lists, in order.
    static let modalNames = ["m0", "detail"] + (1...44).map { "m\($0)" }

    /// How each modal is presented in a compact and in a regular size class, as the spec
    /// (`ManyLinksReferenceTests.modalStyles`) gives it: a sheet unless named here.
    static let modalStyles: [String: (compact: ModalPresentation, regular: ModalPresentation)] = [
        "m1": (.sheet, .fullScreenCover), "m2": (.fullScreenCover, .fullScreenCover), "m38": (.popover, .popover),
        "m39": (.fullScreenCover, .fullScreenCover), "m43": (.popover, .popover), "m44": (.fullScreenCover, .popover),
    ]

    /// The modal's `==`, `hash(into:)`, `isFullScreenCover`, `isPopover` and `presentation(in:)`,
    /// each split after 40 modals, answer for every modal as one switch would.
    @Test func everyModalComparesHashesAndPresentsItselfOnEitherSideOfTheSplit() throws {
        let modals = Self.modals(value: 1), same = Self.modals(value: 1), other = Self.modals(value: 2)
        try #require(modals.count == 46)
        try #require(other.count == 46)
        for (index, modal) in modals.enumerated() {
            let name = Self.modalNames[index]
            #expect(modal == same[index], "\(name)")
            #expect(modal.hashValue == same[index].hashValue, "\(name)")
            // `detail` has no values: it is the same whatever the value.
            #expect((modal == other[index]) == (name == "detail"), "\(name)")
            let style = Self.modalStyles[name] ?? (.sheet, .sheet)
            #expect(modal.presentation(in: .compact) == style.compact, "\(name)")
            #expect(modal.presentation(in: .regular) == style.regular, "\(name)")
            // The flags answer for the regular size class.
            #expect(modal.isFullScreenCover == (style.regular == .fullScreenCover), "\(name)")
            #expect(modal.isPopover == (style.regular == .popover), "\(name)")
        }
        // No modal equals another's, and each hashes by its case as well as its values.
        let equalPairs = modals.indices.flatMap { left in modals.indices.filter { left != $0 && modals[left] == modals[$0] } }
        #expect(equalPairs.isEmpty)
        #expect(Set(modals + other).count == 91)
        #expect(Set((modals + other).map(\.hashValue)).count == 91)
    }

    @Test func everyModalIsSavedAndRestoredOnEitherSideOfTheSplit() throws {
        for (index, modal) in Self.modals(value: 3).enumerated() {
            let hosted: ManyLinksNavigationState.Hosted? = modal == .detail ? .detail(ManyLinksDetailNavigationState(path: [.page(n: 2)])) : nil
            let state = ManyLinksNavigationState(path: [.s0(id: 1)], modal: modal, hosted: hosted)
            let data = try JSONEncoder().encode(state)
            #expect(String(decoding: data, as: UTF8.self).contains("\"\(Self.modalNames[index])\""), "\(modal)")
            #expect(try JSONDecoder().decode(ManyLinksNavigationState.self, from: data) == state, "\(modal)")
        }
    }

    @Test func theClientBuildsEveryModalThroughItsOwnClosure() {
        let log = IssueLog()
        withIssueReporters([log]) {
            for modal in Self.modals(value: 6) where modal != .detail {
                _ = ManyLinksViewBuildingClient.testValue.view(for: modal)
            }
        }
        let names = log.messages.map { $0.split(separator: ".").dropFirst().first?.prefix { $0 != ":" } ?? "" }
        #expect(names == Self.modalNames.filter { $0 != "detail" }.map { $0[...] })
    }

    @Test func theClientBuildsEveryScreenThroughItsOwnClosure() {
        let log = IssueLog()
        withIssueReporters([log]) {
            for route in Self.routes(value: 6) {
                _ = ManyLinksViewBuildingClient.testValue.view(for: route)
            }
        }
        // The test value's closure of each screen reports an issue naming it.
        let names = log.messages.map { $0.split(separator: ".").dropFirst().first?.prefix { $0 != ":" } ?? "" }
        #expect(names == (0..<80).map { "s\($0)"[...] })
    }
}

extension ManyLinksTests {
    @Test func theLiveClientBuildsEveryViewWithItsParameters() {
        ManyLinksScreenView.built = []
        let client = ManyLinksViewBuildingClient.liveValue
        for route in Self.routes(value: 7) {
            _ = client.view(for: route)
        }
        for modal: ManyLinksModal in [.m0(id: 1), .m1(id: 2), .m4(id: 3), .m38(id: 4), .m39(id: 5), .m44(id: 6)] {
            _ = client.view(for: modal)
        }
        let screens = (0..<80).map { index in
            switch index {
            case 39: "position 7 t7"
            case 40: "values t7 7"
            case 79: "linkedState t7"
            default: "id 7"
            }
        }
        #expect(ManyLinksScreenView.built == screens + ["id 1", "id 2", "id 3", "id 4", "id 5", "id 6"])
    }

    @Test func aClosureSetOnTheClientReplacesItsScreensOnly() {
        var client = ManyLinksViewBuildingClient.liveValue
        client.s41 = { id in
            ManyLinksScreenView.built.append("overridden s41 \(id)")
            return AnyView(EmptyView())
        }
        ManyLinksScreenView.built = []
        _ = client.view(for: .s41(id: 5))
        _ = client.view(for: .s42(id: 6))
        _ = ManyLinksViewBuildingClient.liveValue.view(for: .s41(id: 8))
        #expect(ManyLinksScreenView.built == ["overridden s41 5", "id 6", "id 8"])
    }
}

/// Collects the messages of the issues reported while it is installed
/// (`withIssueReporters`), instead of failing the test.
private final class IssueLog: IssueReporter, @unchecked Sendable {
    // Reported to on the test's own thread only: the client's views are built on the main actor.
    private(set) var messages: [String] = []

    func reportIssue(
        _ message: @autoclosure () -> String?, severity: IssueSeverity, fileID: StaticString, filePath: StaticString, line: UInt,
        column: UInt
    ) {
        messages.append(message() ?? "")
    }
}

// The stack's modals are driven through the SwiftUI stand-in's StandInInspector and
// StandInEnvironment, which exist on Linux only; elsewhere only their compilation is checked.
#if os(Linux)
extension ManyLinksTests {
    /// The stack's `view(for:)`, split after 40 modals: every modal, presented in its style for
    /// the size class, shows the live client's view of it with its value (`m40` with its
    /// detents), and `detail` its hosted stack.
    @Test func theStackShowsEveryModalInItsStyleOnEitherSideOfTheSplit() throws {
        for sizeClass in [UserInterfaceSizeClass.compact, .regular] {
            for (index, modal) in Self.modals(value: 8).enumerated() {
                let name = Self.modalNames[index]
                let router = ManyLinksRouter()
                let stack = StandInEnvironment.$horizontalSizeClass.withValue(sizeClass) {
                    withDependencies {
                        $0.manyLinksViewBuildingClient = .liveValue
                    } operation: {
                        StandInInspector(ManyLinksNavigationStack(router: router) { EmptyView() })
                    }
                }
                router.present(modal)
                let style = Self.modalStyles[name] ?? (.sheet, .sheet)
                let presentation = switch sizeClass == .compact ? style.compact : style.regular {
                case .sheet: stack.sheet(item: ManyLinksModal.self)
                case .fullScreenCover: stack.fullScreenCover(item: ManyLinksModal.self)
                case .popover: stack.popover(item: ManyLinksModal.self)
                }
                let presented = try #require(presentation, "\(name) in \(sizeClass)")
                #expect(presented.item.wrappedValue == modal, "\(name) in \(sizeClass)")
                ManyLinksScreenView.built = []
                // The hosted stack reads its own client when SwiftUI builds it, as the content is.
                let content = withDependencies {
                    $0.manyLinksDetailViewBuildingClient = .liveValue
                } operation: {
                    StandInInspector(presented.content(modal))
                }
                if name == "detail" {
                    #expect(content.firstView(of: ManyLinksDetailNavigationStack<AnyView>.self) != nil)
                    // Its root, built by the detail feature's live client.
                    #expect(ManyLinksScreenView.built == ["()"])
                } else {
                    #expect(ManyLinksScreenView.built == ["id 8"], "\(name) in \(sizeClass)")
                    #expect(content.presentationDetents == (name == "m40" ? [.medium, .large] : nil), "\(name)")
                }
            }
        }
    }
}
#endif
