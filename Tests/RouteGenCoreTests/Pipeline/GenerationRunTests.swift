import Testing
@testable import RouteGenCore

/// Where a run parses its templates: beside its features when they take more than the calling
/// thread, on the calling thread when one feature spec (or none) leaves nothing to run beside.
@Suite struct GenerationRunTests {
    @Test(arguments: [(0, false), (1, false), (2, true), (100, true)])
    func templatesGetAThreadOfTheirOwnOnlyBesideMoreThanOneFeatureSpec(featureSpecCount: Int, inBackground: Bool) {
        let making = GenerationRun.templatesMaking(featureSpecCount: featureSpecCount)
        #expect(making == (inBackground ? .inBackground : .whenFirstRead))
    }
}
