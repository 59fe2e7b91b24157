import Foundation
import NamesNavigation
import Testing

/// The names app's HostingNames feature (`ReferenceOutput/Names`): a modal per name the
/// templates use, each hosting the ScreenNames stack, more than 40, so that every body over the
/// modals that host a stack is written as functions of at most 40 (the `Hosted` enum's `==`
/// and `hash(into:)`, the state's reading, saving and links of the hosted state, the router's
/// `hostedStack(for:)`, `restore(_:)` and hosted state). The modals at both ends of each
/// function behave as one.
@MainActor
@Suite struct HostingNamesTests {
    /// The first and last modal of each group of 40, in spec order.
    static let modals: [HostingNamesModal] = [.absent, .escaping, .event, .joined, .keyedBy, .prefix, .presentation, .sizeClass, .some, .wrappedValue]

    /// A router presenting `modal`, whose hosted stack has pushed one screen.
    static func router(presenting modal: HostingNamesModal, value: Int) throws -> HostingNamesRouter {
        let router = HostingNamesRouter()
        router.present(modal)
        let hosted = try #require(router.hostedRouter(as: ScreenNamesRouter.self), "\(modal)")
        hosted.push(.absent(affixed: value))
        return router
    }

    @Test func everyModalHostsASavedRestoredStackOnEitherSideOfTheSplit() throws {
        for modal in Self.modals {
            let state = try Self.router(presenting: modal, value: 3).navigationState
            #expect(state.modal == modal)
            #expect(state.hosted != nil, "\(modal)")
            let data = try JSONEncoder().encode(state)
            #expect(String(decoding: data, as: UTF8.self).contains("\"hosted\""), "\(modal)")
            let restored = try JSONDecoder().decode(HostingNamesNavigationState.self, from: data)
            #expect(restored == state, "\(modal)")
            let router = HostingNamesRouter()
            router.restore(restored)
            #expect(router.hostedRouter(as: ScreenNamesRouter.self)?.path == [.absent(affixed: 3)], "\(modal)")
            #expect(router.navigationState == state, "\(modal)")
        }
    }

    @Test func everyModalsHostedStateComparesAndHashesAsItsOwn() throws {
        let states = try Self.modals.map { try #require(Self.router(presenting: $0, value: 3).navigationState.hosted) }
        // The same stack's state under every modal: equal only to its own modal's.
        #expect(Set(states).count == Self.modals.count)
        #expect(Set(states.map(\.hashValue)).count == Self.modals.count)
        for (index, state) in states.enumerated() {
            #expect(state == (try #require(Self.router(presenting: Self.modals[index], value: 3).navigationState.hosted)))
            #expect(state != (try #require(Self.router(presenting: Self.modals[index], value: 4).navigationState.hosted)))
        }
    }

    @Test func everyModalsLinkLeadsBackToItsHostedStackOnEitherSideOfTheSplit() throws {
        for modal in Self.modals {
            let state = try Self.router(presenting: modal, value: 5).navigationState
            let url = try #require(NamesLink.hostingNames(state).url, "\(modal)")
            #expect(NamesLink(url: url) == .hostingNames(state), "\(url)")
        }
    }
}
