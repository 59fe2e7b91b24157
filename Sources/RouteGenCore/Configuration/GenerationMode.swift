/// What routegen generates for each feature.
public enum GenerationMode: String, CaseIterable, Hashable, Sendable {
    /// The feature's interface, for the module every feature imports: the Route, Modal and Event
    /// enums, the Router, the view-building client with its test value, and the
    /// NavigationStack host.
    case interface
    /// The app target's wiring: the client's `DependencyKey` conformance, whose live value
    /// builds each screen's concrete `view:`.
    case live
}
