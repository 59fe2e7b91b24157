extension LinkTranslator {
    /// The name of the local a route's `linkCandidates` assigns the link of a screen that leads
    /// to itself alone, whose one candidate it then builds once after its `switch`.
    static let assignedLinkName = "link"

    /// The link a screen's arm of the route's `linkCandidates` assigns (`LinkPath.path([…])…`,
    /// laid out for the arm's 12-space indent) when its one template that builds, whose link
    /// is `expression` and whose candidate leads to `state`, leads to the screen alone on an
    /// empty path (`State(path: [self])`); `nil` otherwise, or when a parameter of the case
    /// shares the local's name (the arm's pattern would bind it). One candidate built after the
    /// `switch` compiles to less code than one array, candidate and state per arm.
    func linkAssignment(of validated: ValidatedCase, building expression: String, leadingTo state: String) -> String? {
        guard validated.kind == .screen, validated.parents.isEmpty,
              !validated.parameters.contains(where: { $0.name == Self.assignedLinkName }) else { return nil }
        let alone = "\(stateType)(path: [self])"
        guard state == alone || (validated.parameters.isEmpty && state == "\(stateType)(path: [.\(validated.name)])") else { return nil }
        // The candidate's layout continues its lines at 24 spaces; the arm's at 16.
        return expression.replacing("\n                        ", with: "\n                ")
    }
}
