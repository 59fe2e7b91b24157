import ArgumentParser
import RouteGenCore

/// The values of `--mode`: the command line's spelling of ``GenerationMode``.
public enum ModeArgument: String, CaseIterable, ExpressibleByArgument, Sendable {
    /// `--mode interface`.
    case interface
    /// `--mode live`.
    case live

    /// The generation mode this argument selects.
    var generationMode: GenerationMode {
        switch self {
        case .interface: .interface
        case .live: .live
        }
    }
}
