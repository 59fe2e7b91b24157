extension GenerationSettings {
    /// The settings of the run `configuration` describes: its configuration file's, with the
    /// command line's values taking precedence. Reports a configuration file with errors, an
    /// interface module that is not a module name, and an interface module in interface mode.
    static func resolve(_ configuration: GeneratorConfiguration, diagnostics: inout Diagnostics) -> GenerationSettings? {
        var file = ConfigurationFile()
        if let path = configuration.configurationFile {
            guard let read = ConfigurationFileBuilder.read(path, diagnostics: &diagnostics) else { return nil }
            file = read
        }
        let mode = configuration.generationMode ?? file.mode ?? .interface
        guard let module = configuration.interfaceModule.map({ InterfaceModuleSetting(name: $0, location: nil) })
            ?? file.interfaceModule.map({ InterfaceModuleSetting(name: $0.text, location: SourceLocation(file: configuration.configurationFile ?? "", position: $0.position)) })
        else {
            return GenerationSettings(mode: mode, writesAllModeFiles: configuration.writesAllModeFiles, generatesAppOnly: configuration.generatesAppOnly)
        }
        guard SwiftNaming.isModuleName(module.name) else {
            diagnostics.error("\(module.option) '\(String(module.name.prefix(60)))' is not a module name; name the Swift module that holds the generated interface, e.g. 'Navigation'", at: module.location)
            return nil
        }
        guard mode == .live else {
            // The mode comes from the configuration file unless the command line set it, so a
            // flag's error points at that file: where a build plugin's user has to fix it.
            let modeFile = configuration.generationMode == nil ? configuration.configurationFile.map { SourceLocation(file: $0) } : nil
            diagnostics.error("\(module.option) '\(module.name)' applies to live mode only: interface mode would declare the types of module '\(module.name)' again; to generate the app's live wiring, set 'mode: live' in \(RouteGenFileNames.configurationFileName) or pass --mode live", at: module.location ?? modeFile)
            return nil
        }
        return GenerationSettings(mode: mode, interfaceModule: module.name, writesAllModeFiles: configuration.writesAllModeFiles, generatesAppOnly: configuration.generatesAppOnly)
    }
}

/// An interface module name and where it was given: a line of the configuration file, or the
/// command line (`nil`).
private struct InterfaceModuleSetting {
    /// The module name.
    var name: String
    /// The configuration file line, or `nil` for `--interface-module`.
    var location: SourceLocation?

    /// How messages name the setting.
    var option: String {
        location == nil ? "--interface-module" : "'interfaceModule'"
    }
}
