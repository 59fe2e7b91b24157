import Testing
@testable import RouteGenCore

/// The mistakes newcomers make most, each answered by a message that names the mistake itself
/// and how to write it, exactly (the documentation's Troubleshooting.md).
@Suite struct CommonMistakeTests {
    static let mistakes = [
        BadSpec(problem: "a template with the app's scheme", yaml: """
            screens:
              region:
                url: "trails://regions/{regionID}"
                params: { regionID: String }
            """, diagnostics: [
            "Specs/Home.routes.yaml:3:10: error: invalid link template 'trails://regions/{regionID}' for screen 'region': a template is matched after the app's scheme (and a web link's host), which the app spec declares: leave out 'trails://', e.g. 'regions/{regionID}'",
        ]),
        BadSpec(problem: "a template with a web link's scheme and host", yaml: """
            screens:
              region:
                url: https://trails.example/regions/{regionID}
                params: { regionID: String }
            """, diagnostics: [
            "Specs/Home.routes.yaml:3:10: error: invalid link template 'https://trails.example/regions/{regionID}' for screen 'region': a template is matched after the app's scheme (and a web link's host), which the app spec declares: leave out 'https://trails.example/', e.g. 'regions/{regionID}'",
        ]),
        BadSpec(problem: "a parameter written ':name'", yaml: """
            screens:
              region:
                url: regions/:regionID
                params: { regionID: String }
            """, diagnostics: [
            "Specs/Home.routes.yaml:3:18: error: invalid link template 'regions/:regionID' for screen 'region': ':regionID' would be a literal segment: a parameter is written in braces, '{regionID}'",
        ]),
        BadSpec(problem: "a template starting with '/'", yaml: """
            screens:
              region:
                url: /regions/{regionID}
                params: { regionID: String }
            """, diagnostics: [
            "Specs/Home.routes.yaml:3:10: warning: link template '/regions/{regionID}' of screen 'region' starts with '/': templates are relative to the app's link root, so leave it out, e.g. 'regions/{regionID}'",
        ]),
    ]

    @Test(arguments: mistakes)
    func reportsTheMistakeItself(_ spec: BadSpec) {
        #expect(SpecFixture.diagnostics(spec.yaml, path: spec.path, mode: spec.mode) == spec.diagnostics)
    }
}
