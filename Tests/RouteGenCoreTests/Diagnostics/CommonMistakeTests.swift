import Testing
@testable import RouteGenCore

/// The mistakes newcomers make most, each answered by a message that names the mistake itself
/// and how to write it, exactly (the documentation's Troubleshooting.md).
@Suite struct CommonMistakeTests {
    static let mistakes = [
        BadSpec(problem: "a parameter without a type, used by a template", yaml: """
            screens:
              region:
                url: regions/{regionID}
                params:
                  regionID:
            """, diagnostics: [
            // Not also "'{regionID}' … is not a parameter of screen 'region'": that follows from it.
            "Specs/Home.routes.yaml:5:16: error: parameter 'regionID' of screen 'region' needs a type, e.g. 'regionID: String'",
        ]),
        BadSpec(problem: "'params' at the indentation of the screens", yaml: """
            screens:
              region:
                url: regions/{regionID}
              params:
                regionID: String
            """, diagnostics: [
            "Specs/Home.routes.yaml:4:3: error: 'params' is indented like a screen name, next to 'region', so it is read as a screen of its own, not as a key of screen 'region'; indent it under 'region:' by two more spaces",
        ]),
        BadSpec(problem: "a screen named like a key, with a body of its own", yaml: """
            screens:
              region:
                url: regions
              url:
                view: URLView
            """, diagnostics: []),
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
