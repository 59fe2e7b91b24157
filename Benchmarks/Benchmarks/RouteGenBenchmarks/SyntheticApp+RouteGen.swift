import RouteGenCore
import SyntheticSpecs

extension SyntheticApp {
    /// The number of files routegen generates per feature in `mode`.
    static func filesPerFeature(in mode: GenerationMode) -> Int {
        OutputTemplate.rendered(in: mode).count
    }

    /// The specs of the first `count` features, in memory, as if read from `Specs/`.
    static func sources(count: Int = featureCount) -> [SpecSource] {
        precondition(specFileSuffix == SpecSource.fileSuffix, "SyntheticApp.specFileSuffix is not routegen's")
        return specs(count: count).map { SpecSource(path: "Specs/\($0.fileName)", text: $0.text) }
    }
}
