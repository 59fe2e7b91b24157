/// What a run generates for each feature, once the configuration file and the command line
/// have been combined.
public struct GenerationSettings: Hashable, Sendable {
    /// Interface or live wiring.
    public var mode: GenerationMode
    /// The module the interface was generated into, which live files import; `nil` when they
    /// are compiled into that same module.
    public var interfaceModule: String?
    /// Whether to also write header-only files for the other mode's outputs, so that a build
    /// system that declared every possible output finds them all.
    public var writesAllModeFiles: Bool
    /// Whether to write the app spec's files only, reading the feature specs to check the app
    /// against them: a build plugin's app command, beside the features' own commands.
    public var generatesAppOnly: Bool

    /// Creates settings; the defaults generate the interface.
    public init(mode: GenerationMode = .interface, interfaceModule: String? = nil, writesAllModeFiles: Bool = false, generatesAppOnly: Bool = false) {
        self.mode = mode
        self.interfaceModule = interfaceModule
        self.writesAllModeFiles = writesAllModeFiles
        self.generatesAppOnly = generatesAppOnly
    }

    /// Every setting by name, in one line, for the fingerprints that decide whether files on
    /// disk were rendered under the same settings. Spelt field by field: reflecting over the
    /// struct (`String(describing:)`) cost more than the rest of an up-to-date run's fingerprint.
    var fingerprintText: String {
        "mode: \(mode.rawValue), interfaceModule: \(interfaceModule.map { "\"\($0)\"" } ?? "nil"), "
            + "writesAllModeFiles: \(writesAllModeFiles), generatesAppOnly: \(generatesAppOnly)"
    }
}
