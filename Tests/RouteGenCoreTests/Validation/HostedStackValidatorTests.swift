import Testing
@testable import RouteGenCore

/// What a run checks across its specs when a modal hosts another feature's stack, and what it
/// leaves to the compiler when the hosted feature is not among them.
@Suite struct HostedStackValidatorTests {
    /// The diagnostics of generating `specs` (feature name → YAML) together.
    func diagnostics(_ specs: [(String, String)]) -> [String] {
        let sources = specs.map { SpecSource(path: "Specs/\($0.0).routes.yaml", text: $0.1) }
        return Generator.generate(sources, templates: SpecFixture.templates).diagnostics.map(\.description)
    }

    let host = "screens: { home: {} }\nmodals:\n  settings: { stack: Settings, params: { _ user: User } }\n"

    @Test func acceptsAHostedFeatureWhoseRootTakesTheModalsParameters() {
        let hosted = "root: { params: { _ user: User } }\nscreens: { detail: {} }\n"
        #expect(diagnostics([("Home", host), ("Settings", hosted)]) == [])
    }

    @Test func leavesAHostedFeatureOutsideTheRunToTheCompiler() {
        #expect(diagnostics([("Home", host)]) == [])
    }

    @Test func rejectsAHostedFeatureWithoutARoot() {
        #expect(diagnostics([("Home", host), ("Settings", "screens: { detail: {} }\n")]) == [
            "Specs/Home.routes.yaml:3:22: error: modal 'settings' hosts the Settings stack, but Specs/Settings.routes.yaml declares no 'root:'; a stack presented on its own needs a root screen, so declare one there",
        ])
    }

    @Test(arguments: [
        "root: { params: { user: User } }\nscreens: { detail: {} }\n",
        "root: { params: { _ user: Account } }\nscreens: { detail: {} }\n",
        "root: {}\nscreens: { detail: {} }\n",
        "root: { params: { _ user: User, tab: Int } }\nscreens: { detail: {} }\n",
    ])
    func rejectsARootWhoseParametersDifferFromTheModals(hosted: String) {
        let found = diagnostics([("Home", host), ("Settings", hosted)])
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("Specs/Home.routes.yaml:3:22: error: modal 'settings' hosts the Settings stack, whose root takes its parameters from the modal: give the modal exactly the parameters of Settings's root, in order (") == true)
    }

    @Test func rejectsAHostedFeatureLessVisibleThanItsHost() {
        let hosted = "access: package\nroot: { params: { _ user: User } }\nscreens: { detail: {} }\n"
        #expect(diagnostics([("Home", host), ("Settings", hosted)]) == [
            "Specs/Home.routes.yaml:3:22: error: modal 'settings' of this public feature hosts the package feature Settings, whose router and events this feature's would expose; make Settings public, or this feature package, with 'access:'",
        ])
    }

    @Test func acceptsAFeatureThatHostsItsOwnStack() {
        let recursive = "root: {}\nscreens: { profile: {} }\nmodals:\n  again: { stack: Profile }\n"
        #expect(diagnostics([("Profile", recursive)]) == [])
    }
}
