import Foundation
import RouteGenRuntime
import Testing

/// Matching links through hosting modals, as generated state types do: with bounded stack and
/// in polynomial time, whatever the link (issue 20, items 1 and 2).
@Suite struct LinkMatchingTests {
    /// A profile whose `otherUser` modal hosts another profile's stack (`users/{userID}`).
    indirect enum Profile: Hashable, Sendable {
        case root
        case otherUser(String, Profile)

        static let linkRoutes: LinkRoutes<Profile> = [
            .hosting(LinkTemplate([.literal("users"), .parameter("userID")]), hosted: { Profile.linkRoutes }, emptyHosted: .root) {
                .otherUser(try $0.required("userID", LinkValue.parser(String.self)), $1)
            },
        ]

        /// The modals open, outermost first.
        var users: [String] {
            var users: [String] = []
            var profile = self
            while case .otherUser(let user, let hosted) = profile {
                users.append(user)
                profile = hosted
            }
            return users
        }
    }

    /// Issue 20's Exp: a leaf, and two modals hosting Exp that both fit `x`.
    indirect enum Exp: Hashable, Sendable {
        case root
        case leaf(String)
        case again(Exp)
        case any(Exp)

        static let linkRoutes = routes(counting: nil)

        /// The routes; each hosting modal built counts one on `counter`.
        static func routes(counting counter: Counter?) -> LinkRoutes<Exp> {
            [
                .template(LinkTemplate([.literal("leaf"), .parameter("v")])) { .leaf(try $0.required("v", LinkValue.parser(String.self))) },
                .hosting(LinkTemplate([.literal("x")]), hosted: { Exp.linkRoutes }, emptyHosted: .root) { counter?.add(); return .again($1) },
                .hosting(LinkTemplate([.wildcard]), hosted: { Exp.linkRoutes }, emptyHosted: .root) { counter?.add(); return .any($1) },
            ]
        }
    }

    /// Counts calls from any thread.
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        /// Counts one.
        func add() { lock.withLock { value += 1 } }
        /// The count.
        var count: Int { lock.withLock { value } }
    }

    /// The request of `users/u0/users/u1/…` with `levels` levels.
    static func profileLink(levels: Int) -> LinkRequest {
        LinkRequest(segments: (0..<levels).flatMap { ["users", "u\($0)"] })
    }

    /// Runs `body` on a thread with a stack of 1 MiB, as an app's secondary threads have (the
    /// main thread has 8 MiB), and waits for it.
    static func onOneMiBStack<Result: Sendable>(_ body: @escaping @Sendable () -> Result) -> Result {
        let done = DispatchSemaphore(value: 0)
        let box = ResultBox<Result>()
        let thread = Thread {
            box.value = body()
            done.signal()
        }
        thread.stackSize = 1 << 20
        thread.start()
        done.wait()
        return box.value!
    }

    /// A result handed from one thread to another through a semaphore.
    final class ResultBox<Value: Sendable>: @unchecked Sendable {
        var value: Value?
    }

    @Test func aLinkHostsAtMostTheHostingDepthLimit() {
        let limit = LinkMatchOptions.maximumHostingDepth
        #expect(limit == 32, "the Limits article states it")
        let options = LinkMatchOptions()
        let deepest = LinkRoute.bestMatch(of: Self.profileLink(levels: limit), in: Profile.linkRoutes, options: options)
        #expect(deepest?.state.users == (0..<limit).map { "u\($0)" })
        #expect(LinkRoute.bestMatch(of: Self.profileLink(levels: limit + 1), in: Profile.linkRoutes, options: options) == nil)
    }

    /// Before issue 20, 1,000 levels (11 KB) overflowed a 1 MiB stack, 8,000 the main thread's 8 MiB.
    @Test(arguments: [1_000, 8_000, 100_000])
    func aDeepHostedLinkUsesBoundedStack(levels: Int) {
        let request = Self.profileLink(levels: levels)
        let matched = Self.onOneMiBStack {
            LinkRoute.bestMatch(of: request, in: Profile.linkRoutes, options: LinkMatchOptions()) != nil
        }
        #expect(!matched, "deeper than the limit")
    }

    @Test func theHostingDepthLimitMatchesOnA1MiBStackAtEveryDepth() {
        let matched = Self.onOneMiBStack {
            (1...LinkMatchOptions.maximumHostingDepth).allSatisfy { levels in
                LinkRoute.bestMatch(of: Self.profileLink(levels: levels), in: Profile.linkRoutes, options: LinkMatchOptions())?.state.users.count == levels
            }
        }
        #expect(matched)
    }

    /// Before issue 20, `x/…/x/leaf/v` followed both modals on every `x`: 2ⁿ matches of the
    /// rest of the link for n segments `x` (1.3 s for 16, 14 s for 20, in a release build).
    @Test(arguments: [16, 20, 31])
    func twoModalsFittingTheSameSegmentMatchTheRestOnce(xs: Int) {
        let counter = Counter()
        let routes = Exp.routes(counting: counter)
        let request = LinkRequest(segments: Array(repeating: "x", count: xs) + ["leaf", "v"])
        let match = LinkRoute.bestMatch(of: request, in: routes, options: LinkMatchOptions())
        var expected = Exp.leaf("v")
        for _ in 0..<xs { expected = .again(expected) }
        #expect(match?.state == expected, "the literal `x` beats `*` at every level")
        // Each modal is built once per segment it can start at (the outermost from `routes`,
        // the others remembered), and `*` once more on `leaf`.
        #expect(counter.count <= 2 * (xs + 2))
    }

    @Test func aLongLinkOfRepeatedSegmentsEndsAtOnce() {
        let request = LinkRequest(segments: Array(repeating: "x", count: 500_000) + ["leaf", "v"])
        let start = ContinuousClock.now
        #expect(LinkRoute.bestMatch(of: request, in: Exp.linkRoutes, options: LinkMatchOptions()) == nil, "deeper than the limit")
        #expect(ContinuousClock.now - start < .seconds(5))
    }
}
