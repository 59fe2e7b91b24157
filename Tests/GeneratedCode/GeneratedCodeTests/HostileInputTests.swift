import Foundation
import HostileNavigation
import RouteGenRuntime
import Testing

/// The generated code of `Specs/Hostile` under the inputs of issue 20: links that nest hosted
/// stacks deep or fit two modals at once, unsaveable values, hosts that are not DNS names,
/// stray `%` signs. One link from anyone must never crash or hang the app, and saving must
/// never lose more than the route that cannot be saved.
@MainActor
@Suite struct HostileInputTests {
    /// The link `text` parses as in the Hostile app.
    nonisolated static func link(_ text: String) -> HostileLink? {
        URL(string: text).flatMap(HostileLink.init(url:))
    }

    /// `hostile://users/u0/users/u1/…` with `levels` levels.
    nonisolated static func profileLink(levels: Int) -> String {
        "hostile://" + (0..<levels).map { "users/u\($0)" }.joined(separator: "/")
    }

    /// The users whose profile sheets `state` opens, outermost first.
    nonisolated static func users(_ state: ProfileNavigationState) -> [String] {
        var users: [String] = []
        var state = state
        while case .otherUser(let userID)? = state.modal, case .otherUser(let hosted)? = state.hosted {
            users.append(userID)
            state = hosted
        }
        return users
    }

    /// Runs `body` on a thread with a 1 MiB stack and waits for it.
    nonisolated static func onOneMiBStack(_ body: @escaping @Sendable () -> [String]?) -> [String]? {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var result: [String]?
        let thread = Thread {
            result = body()
            done.signal()
        }
        thread.stackSize = 1 << 20
        thread.start()
        done.wait()
        return result
    }

    // MARK: Item 1: bounded stack

    /// 1,000 levels (11 KB) overflowed a 1 MiB stack before issue 20; 8,000 the main thread's.
    @Test(arguments: [LinkMatchOptions.maximumHostingDepth, LinkMatchOptions.maximumHostingDepth + 1, 1_000, 8_000, 100_000])
    func aDeepHostedLinkMatchesUpToTheLimitOnA1MiBStack(levels: Int) {
        let text = Self.profileLink(levels: levels)
        let users = Self.onOneMiBStack {
            guard case .profile(let state)? = Self.link(text) else { return nil }
            return Self.users(state)
        }
        if levels <= LinkMatchOptions.maximumHostingDepth {
            #expect(users == (0..<levels).map { "u\($0)" })
        } else {
            #expect(users == nil, "a link that hosts deeper than the limit does not match")
        }
    }

    // MARK: Item 2: polynomial matching

    /// `x/…/x/leaf/v` took 1.3 s with 16 `x`, 14 s with 20, 54 s with 22 before issue 20.
    @Test(arguments: [16, 22, LinkMatchOptions.maximumHostingDepth])
    func twoModalsOnTheSameSegmentMatchInPolynomialTime(xs: Int) {
        let start = ContinuousClock.now
        let link = Self.link("hostile://" + String(repeating: "x/", count: xs) + "leaf/v")
        #expect(ContinuousClock.now - start < .seconds(1))
        var expected = ExpNavigationState(path: [.leaf(v: "v")])
        for _ in 0..<xs { expected = ExpNavigationState(modal: .again, hosted: .again(expected)) }
        #expect(link == .exp(expected), "the literal `x` beats `*` on every segment")
    }

    @Test func aMegabyteOfRepeatedSegmentsIsRefusedAtOnce() {
        let start = ContinuousClock.now
        #expect(Self.link("hostile://" + String(repeating: "x/", count: 500_000) + "leaf/v") == nil)
        #expect(ContinuousClock.now - start < .seconds(10))
    }

    // MARK: Item 3: saving never loses more than it must

    @Test func anUnsaveableValueCutsItsRouteAndWhatStandsOnItOnly() throws {
        #expect(Self.link("hostile://d/inf") == .wipe(WipeNavigationState(path: [.number(value: .infinity)])), "a link can make one")
        for unsaveable in [Double.infinity, -.infinity, .nan] {
            let app = HostileAppRouter()
            app.profile.push(.posts)
            app.wipe.replacePath(with: [.label(text: "kept"), .number(value: 2), .number(value: unsaveable), .label(text: "on it")])
            app.exp.present(.again)
            let data = app.navigationState.encoded()
            let restored = HostileAppState(restoring: data)
            #expect(restored.wipe?.path == [.label(text: "kept"), .number(value: 2)])
            #expect(restored.profile?.path == [.posts])
            #expect(restored.exp?.modal == .again)
            #expect(HostileAppState(restoring: restored.encoded()) == restored, "what was saved saves the same")
        }
    }

    @Test func hostingNestedPastWhatJSONHoldsIsCutAtTheDeepestSaveableModal() throws {
        var state = ProfileNavigationState(path: [.posts])
        for level in (0..<600).reversed() {
            state = ProfileNavigationState(modal: .otherUser(userID: "u\(level)"), hosted: .otherUser(state))
        }
        let saved = HostileAppState(profile: state, wipe: WipeNavigationState(path: [.label(text: "kept")]))
        let data = saved.encoded()
        let restored = HostileAppState(restoring: data)
        #expect(restored.wipe == saved.wipe)
        let users = Self.users(try #require(restored.profile))
        // The app state's object is level 1, the profile's state level 2, each sheet's hosted
        // state one level more, and a modal entry two (its object and its values): the 253rd
        // sheet's entry ends at level 256, the most saved state nests.
        #expect(users.count == RestorationEntryWriter.maximumNesting - 3)
        #expect(users == (0..<users.count).map { "u\($0)" }, "the outermost modals are kept")
        #expect(HostileAppState(restoring: restored.encoded()) == restored)
    }

    // MARK: Item 4: hosts are DNS names

    @Test(arguments: [
        "https://evil.com%00.legit.host/posts", "https://evil.com%2F.legit.host/posts", "https://evil.com%23.legit.host/posts",
        "https://evil.com%3F.legit.host/posts", "https://evil.com%40.legit.host/posts", "https://.legit.host/posts",
        "https://..legit.host/posts", "https://legit.host./posts",
    ])
    func aHostThatIsNotADNSNameOpensNothing(url: String) {
        #expect(Self.link(url) == nil)
    }

    @Test func aDeclaredHostItsSubdomainsAndTheirInternationalisedFormsOpen() {
        let posts = HostileLink.profile(ProfileNavigationState(path: [.posts]))
        #expect(Self.link("https://legit.host/posts") == posts)
        #expect(Self.link("https://WWW.Legit.Host/posts") == posts)
        #expect(Self.link("https://bücher.legit.host/posts") == posts)
        #expect(Self.link("https://evil.com/posts") == nil)
    }

    // MARK: Item 7: a stray `%`

    @Test func aStrayPercentSignReadsAsItselfWhateverTheURLHolds() {
        let label = HostileLink.wipe(WipeNavigationState(path: [.label(text: "%ZZ")]))
        #expect(Self.link("hostile://l/%ZZ") == label)
        #expect(Self.link("hostile://l/%25ZZ") == label)
        #expect(LinkRequest(encodedPath: "l/%ZZ", encodedQuery: nil).flatMap(HostileLink.init(request:)) == label)
    }
}
