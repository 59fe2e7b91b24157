import Foundation
import RouteGenTestSupport
import Testing
@testable import RouteGenCore

/// Combining `routegen.yaml` with the command line into the settings of a run.
@Suite struct GenerationSettingsTests {
    /// The settings and diagnostics of `configuration`.
    func resolve(_ configuration: GeneratorConfiguration) -> (settings: GenerationSettings?, diagnostics: [String]) {
        var diagnostics = Diagnostics()
        let settings = GenerationSettings.resolve(configuration, diagnostics: &diagnostics)
        return (settings, diagnostics.map(\.description))
    }

    /// A configuration of a run on `Specs` with `file` as its configuration file, if any.
    func configuration(file: String? = nil, mode: GenerationMode? = nil, module: String? = nil) -> GeneratorConfiguration {
        GeneratorConfiguration(inputs: ["Specs"], outputDirectory: "Generated", configurationFile: file, generationMode: mode, interfaceModule: module)
    }

    @Test func withoutFileOrFlagsGeneratesTheInterface() {
        #expect(resolve(configuration()).settings == GenerationSettings(mode: .interface))
    }

    @Test func theCommandLineOverridesTheFile() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = try folder.write("mode: live\ninterfaceModule: Navigation\n", to: "routegen.yaml")
        #expect(resolve(configuration(file: path)).settings == GenerationSettings(mode: .live, interfaceModule: "Navigation"))
        #expect(resolve(configuration(file: path, module: "Interface")).settings == GenerationSettings(mode: .live, interfaceModule: "Interface"))
        #expect(resolve(configuration(file: path, mode: .interface)).diagnostics == [
            "\(path):2:18: error: 'interfaceModule' 'Navigation' applies to live mode only: interface mode would declare the types of module 'Navigation' again; to generate the app's live wiring, set 'mode: live' in routegen.yaml or pass --mode live",
        ])
    }

    @Test func anInterfaceModuleInInterfaceModeIsAnError() {
        // What the build plugin's command amounts to when a target without specs of its own
        // takes a dependency's specs but its routegen.yaml does not ask for live mode.
        let result = resolve(configuration(module: "Navigation"))
        #expect(result.settings == nil)
        #expect(result.diagnostics == [
            "error: --interface-module 'Navigation' applies to live mode only: interface mode would declare the types of module 'Navigation' again; to generate the app's live wiring, set 'mode: live' in routegen.yaml or pass --mode live",
        ])
    }

    @Test func anInterfaceModuleFlagAgainstTheFilesModePointsAtTheFile() throws {
        // A build plugin passes --interface-module for an app target whose routegen.yaml
        // forgot 'mode: live': the error belongs to that file, where the user fixes it.
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = try folder.write("# The app's routegen settings.\n", to: "routegen.yaml")
        #expect(resolve(configuration(file: path, module: "Navigation")).diagnostics == [
            "\(path): error: --interface-module 'Navigation' applies to live mode only: interface mode would declare the types of module 'Navigation' again; to generate the app's live wiring, set 'mode: live' in routegen.yaml or pass --mode live",
        ])
        #expect(resolve(configuration(file: path, mode: .interface, module: "Navigation")).diagnostics.first?.hasPrefix("error: --interface-module") == true)
    }

    @Test func anInterfaceModuleMustBeAModuleName() {
        #expect(resolve(configuration(mode: .live, module: "My App")).diagnostics == [
            "error: --interface-module 'My App' is not a module name; name the Swift module that holds the generated interface, e.g. 'Navigation'",
        ])
    }

    @Test func aMissingFileIsAnError() {
        #expect(resolve(configuration(file: "/nonexistent/routegen.yaml")).diagnostics == [
            "/nonexistent/routegen.yaml: error: cannot read this configuration file",
        ])
    }

    /// The fingerprint text, which decides whether files rendered under other settings are
    /// reused, names every setting (the struct's stored properties, read by reflection here)...
    @Test func fingerprintTextNamesEverySetting() {
        let settings = GenerationSettings()
        let names = Mirror(reflecting: settings).children.compactMap(\.label)
        #expect(names.count == 4)
        for name in names {
            #expect(settings.fingerprintText.contains("\(name): "), "the fingerprint leaves out '\(name)'")
        }
    }

    /// ...and changes with each of them.
    @Test func fingerprintTextChangesWithEachSetting() {
        let variants = [
            GenerationSettings(),
            GenerationSettings(mode: .live),
            GenerationSettings(interfaceModule: "Navigation"),
            GenerationSettings(interfaceModule: "nil"),
            GenerationSettings(writesAllModeFiles: true),
            GenerationSettings(generatesAppOnly: true),
        ]
        #expect(Set(variants.map(\.fingerprintText)).count == variants.count)
    }
}
