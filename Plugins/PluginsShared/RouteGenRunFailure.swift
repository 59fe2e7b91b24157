/// How a routegen process ended.
enum RouteGenTermination: Equatable, Sendable {
    /// It exited with this status: 0 on success; 1 on any error and, with `--check`, on stale files.
    case exited(status: Int32)

    /// This signal stopped it: routegen crashed, or was killed.
    case signalled(Int32)
}

/// Why one routegen run of `generate-routes` failed, for the message that names its target.
struct RouteGenRunFailure: Equatable, Sendable {
    /// What went wrong.
    enum Reason: Equatable, Sendable {
        /// `--check` found generated files to create, update or remove, and no error.
        case outOfDate

        /// `--check` found no error, and no generated folder at all: the target never committed
        /// generated code, as a target that applies the build plugin never does.
        case neverGenerated

        /// routegen reported errors in the specs or the configuration, printing them, and exited
        /// with this status.
        case errors(exitStatus: Int32)

        /// routegen stopped on this signal.
        case crashed(signal: Int32)
    }

    /// The target the run generates for.
    let targetName: String

    /// The folder the run writes into or checks, relative to the package.
    let outputFolder: String

    /// What went wrong.
    let reason: Reason

    /// Whether the run only checked the folder (`--check`).
    let checksOnly: Bool
}

extension RouteGenRunFailure.Reason {
    /// Why a run that ended with `termination` failed, or `nil` when it succeeded. A check that
    /// exited 1 found stale files or errors, which routegen does not tell apart by its status:
    /// then, and only then, `dryRunSucceeds` runs the same specs with `--dry-run`, which exits 0
    /// unless there is an error. `outputFolderExists` tells a stale folder from a missing one.
    init?(termination: RouteGenTermination, checksOnly: Bool, outputFolderExists: Bool = true, dryRunSucceeds: () throws -> Bool) rethrows {
        switch termination {
        case .exited(status: 0):
            return nil
        case .exited(status: 1) where checksOnly:
            self = try dryRunSucceeds() ? (outputFolderExists ? .outOfDate : .neverGenerated) : .errors(exitStatus: 1)
        case .exited(let status):
            self = .errors(exitStatus: status)
        case .signalled(let signal):
            self = .crashed(signal: signal)
        }
    }
}
