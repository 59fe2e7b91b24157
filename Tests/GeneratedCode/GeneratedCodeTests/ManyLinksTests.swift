import Foundation
import ManyLinksNavigation
import Testing

/// The ManyLinks app (`ReferenceOutput/ManyLinks`): a feature whose 85 templates that host no
/// stack are built by three functions of at most 40 arms, which `linkedState(_:_:)` hands each
/// position to. Links to the templates at the ends of each function lead to their screens and
/// modals with their values, and a state's URL reads back as that state.
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
        // linkedState2: positions 80, then 82 to 85 (81 hosts a stack and builds its state itself).
        #expect(Self.state("many://m0/1") == ManyLinksNavigationState(modal: .m0(id: 1)))
        #expect(Self.state("many://m1/2") == ManyLinksNavigationState(modal: .m1(id: 2)))
        #expect(Self.state("many://m4/9") == ManyLinksNavigationState(modal: .m4(id: 9)))
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
}
