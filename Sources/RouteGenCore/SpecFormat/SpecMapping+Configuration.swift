extension SpecMapping {
    /// A `routegen.yaml` configuration file.
    static let configuration = SpecMapping(
        summary: "A routegen configuration (routegen.yaml): the settings a target's build gives every run, which command-line options override. An empty file sets nothing.",
        keys: [
            SpecKey(
                "mode", .choice(GenerationMode.allCases.map(\.rawValue)),
                "What routegen generates: interface (the default: the Route, Modal and Event enums, the Router, the view-building client and the navigation stack) or live (the app target's live view-building clients).",
                example: "live"
            ),
            SpecKey(
                "interfaceModule", .orEmpty(.string),
                "In live mode, the module that holds the generated interface, which the live files import.",
                example: "Navigation"
            ),
        ]
    )
}
