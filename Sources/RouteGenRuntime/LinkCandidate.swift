import Foundation

/// A link one of a destination's templates builds, with the navigation state that reading the
/// link back must lead to.
///
/// A destination's link is the first of its candidates (canonical template first, then its
/// aliases) that reads back so. A value equal to a sibling's literal segment builds a link that
/// the sibling wins (`settings/notifications` for `.detail(item: .notifications)` beside a
/// `settings/notifications` screen): the next alias is tried, and without one there is no link.
public struct LinkCandidate<State: Equatable & Sendable>: Equatable, Sendable {
    /// The link the template builds.
    public var link: LinkPath
    /// The state the link must lead to: the destination, on its parents, with the values the
    /// template carries and the defaults of those it leaves out.
    public var state: State

    /// A candidate; `nil` when the template built no link (a path value it cannot carry).
    public init?(_ link: LinkPath?, leadsTo state: State) {
        guard let link else { return nil }
        self.link = link
        self.state = state
    }

    /// The candidates of a state whose modal hosts a stack: each of the modal's candidates, and
    /// each followed by each of the hosted state's (`hosted`), leading to `combine(modal's
    /// state, hosted state)`. The hosted links leave out the query items that repeat a value the
    /// modal shares (`sharing`: parameter name to its text), which the hosted stack takes from
    /// the modal when the link is read.
    public static func hosting<Hosted>(
        _ modal: [LinkCandidate?], _ hosted: [LinkCandidate<Hosted>?], sharing: [String: String?] = [:], combine: (State, Hosted) -> State
    ) -> [LinkCandidate?] {
        var candidates = modal
        for case let outer? in modal {
            for case let inner? in hosted {
                candidates.append(LinkCandidate(outer.link.followed(by: inner.link, sharing: sharing), leadsTo: combine(outer.state, inner.state)))
            }
        }
        return candidates
    }

    /// The candidates that lead to exactly `state`, in order: what a navigation state's
    /// `linkCandidates` keeps of its top route's or modal's. Here rather than in each generated
    /// state, so that its filter closure is compiled once.
    public static func leading(to state: State, among candidates: [LinkCandidate?]) -> [LinkCandidate?] {
        candidates.filter { $0?.state == state }
    }

    /// The first of `candidates` whose link `read` leads back to its state; `nil` when none does.
    public static func first(of candidates: [LinkCandidate?], readBy read: (LinkPath) -> State?) -> LinkCandidate? {
        for case let candidate? in candidates where read(candidate.link) == candidate.state {
            return candidate
        }
        return nil
    }
}

extension LinkCandidate: Hashable where State: Hashable {}

extension LinkURLRules {
    /// The URL, on the canonical base, of the first of `candidates` that the whole app reads
    /// back (`read`, every feature's templates under the app's rules) as `link(candidate.state)`;
    /// `nil` when none does, or without a canonical base.
    public func url<State, Link: Equatable>(
        of candidates: [LinkCandidate<State>?], readBy read: (URL) -> Link?, as link: (State) -> Link
    ) -> URL? {
        for case let candidate? in candidates {
            guard let url = url(for: candidate.link) else { continue }
            if read(url) == link(candidate.state) { return url }
        }
        return nil
    }
}
