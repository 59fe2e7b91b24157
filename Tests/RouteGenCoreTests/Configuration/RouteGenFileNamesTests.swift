import Testing
@testable import RouteGenCore

/// The file names the plugins declare before routegen runs must be the ones it writes.
@Suite struct RouteGenFileNamesTests {
    @Test func theDeclaredOutputsAreExactlyTheRenderedFiles() {
        #expect(RouteGenFileNames.allOutputFileNames(forFeature: "Home")
            == OutputTemplate.allCases.map { $0.fileName(forFeature: "Home") })
        #expect(RouteGenFileNames.interfaceFileSuffixes == OutputTemplate.rendered(in: .interface).map(\.rawValue))
        #expect(RouteGenFileNames.liveFileSuffixes == OutputTemplate.rendered(in: .live).map(\.rawValue))
    }

    @Test func theFeatureNameIsTheStemOfASpecFileName() {
        #expect(RouteGenFileNames.featureName(ofSpecFileName: "UserDetail.routes.yaml") == "UserDetail")
        #expect(RouteGenFileNames.featureName(ofSpecFileName: ".routes.yaml") == nil)
        #expect(RouteGenFileNames.featureName(ofSpecFileName: "routegen.yaml") == nil)
    }
}
