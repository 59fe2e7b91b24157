#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Finds the spec files a run reads: the files given, and every `*.routes.yaml` and
/// `*.app.yaml` inside the folders given (recursively, following symbolic links, skipping hidden
/// folders such as `.build`).
enum SpecDiscovery {
    /// The spec paths named by `inputs`, in input order, folders expanded in sorted order,
    /// without duplicates. Reports inputs that do not exist, are not specs, or hold no spec.
    static func specPaths(in inputs: [String], diagnostics: inout Diagnostics) -> [String] {
        var paths: [String] = []
        // Keyed by the standardized path, so that `Specs` and `./Specs/Home.routes.yaml` read
        // Home once, under the name it was first given.
        var seen: Set<String> = []
        for input in inputs.map(trimmingTrailingSlashes) {
            guard let kind = FileKind.of(input) else {
                diagnostics.error("no such file or folder", at: SourceLocation(file: input))
                continue
            }
            let found: [String]
            if kind == .folder {
                found = specs(inFolder: input)
                if found.isEmpty {
                    diagnostics.error("no '*\(SpecSource.fileSuffix)' spec in this folder", at: SourceLocation(file: input))
                }
            } else if input.hasSuffix(SpecSource.fileSuffix) || SpecSource.isAppSpec(input) {
                found = [input]
            } else {
                diagnostics.error("not a spec: spec file names end in '\(SpecSource.fileSuffix)', e.g. 'Home\(SpecSource.fileSuffix)'", at: SourceLocation(file: input))
                found = []
            }
            for path in found where seen.insert(FileKind.resolvedPath(path)).inserted {
                paths.append(path)
            }
        }
        return paths
    }

    /// The specs under `folder`, sorted, as paths that start with `folder`. Symbolic links to
    /// folders and to specs are followed, the folder itself included; a folder is walked once
    /// however many links reach it, so a link cycle ends.
    static func specs(inFolder folder: String) -> [String] {
        var found: [String] = []
        var walked: Set<String> = []
        collectSpecs(inFolder: folder, into: &found, walked: &walked)
        return found.sorted()
    }

    /// Adds the specs under `folder` to `found`, unless `walked` holds its resolved path.
    private static func collectSpecs(inFolder folder: String, into found: inout [String], walked: inout Set<String>) {
        guard walked.insert(FileKind.resolvedPath(folder)).inserted,
              let names = try? POSIXFiles.names(inFolder: folder).get() else { return }
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = folder + "/" + name
            switch FileKind.of(path) {
            case .folder:
                collectSpecs(inFolder: path, into: &found, walked: &walked)
            case .regularFile where name.hasSuffix(SpecSource.fileSuffix) || name.hasSuffix(RouteGenFileNames.appSpecSuffix):
                found.append(path)
            default:
                break
            }
        }
    }

    /// `path` without trailing slashes (but `/` stays `/`).
    static func trimmingTrailingSlashes(_ path: String) -> String {
        var path = path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path
    }
}
