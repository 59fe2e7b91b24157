import Testing
@testable import RouteGenCore

/// The file names the plugins declare before routegen runs must be the ones it writes.
@Suite struct RouteGenFileNamesTests {
    @Test func theDeclaredOutputsAreExactlyTheRenderedFiles() {
        #expect(RouteGenFileNames.allOutputFileNames(forFeature: "Home")
            == OutputTemplate.allCases.map { $0.fileName(forFeature: "Home") })
        #expect(RouteGenFileNames.interfaceFileSuffixes == GenerationMode.interface.templates.map(\.rawValue))
        #expect(RouteGenFileNames.liveFileSuffixes == GenerationMode.live.templates.map(\.rawValue))
    }

    @Test func theFeatureNameIsTheStemOfASpecFileName() {
        #expect(RouteGenFileNames.featureName(ofSpecFileName: "UserDetail.routes.yaml") == "UserDetail")
        #expect(RouteGenFileNames.featureName(ofSpecFileName: ".routes.yaml") == nil)
        #expect(RouteGenFileNames.featureName(ofSpecFileName: "routegen.yaml") == nil)
    }
}
