import Foundation

/// Finds the spec files a run reads: the files given, and every `*.routes.yaml` and
/// `*.app.yaml` inside the folders given (recursively, skipping hidden folders such as `.build`).
enum SpecDiscovery {
    /// The spec paths named by `inputs`, in input order, folders expanded in sorted order,
    /// without duplicates. Reports inputs that do not exist, are not specs, or hold no spec.
    static func specPaths(in inputs: [String], diagnostics: inout Diagnostics) -> [String] {
        var paths: [String] = []
        // Keyed by the standardized path, so that `Specs` and `./Specs/Home.routes.yaml` read
        // Home once, under the name it was first given.
        var seen: Set<String> = []
        for input in inputs.map(trimmingTrailingSlashes) {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) else {
                diagnostics.error("no such file or folder", at: SourceLocation(file: input))
                continue
            }
            let found: [String]
            if isDirectory.boolValue {
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
            for path in found where seen.insert(URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path).inserted {
                paths.append(path)
            }
        }
        return paths
    }

    /// The specs under `folder`, sorted, as paths that start with `folder`.
    static func specs(inFolder folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = relative.split(separator: "/").last.map(String.init) ?? relative
            if name.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            if name.hasSuffix(SpecSource.fileSuffix) || name.hasSuffix(RouteGenFileNames.appSpecSuffix), FileKind.isRegularFile(folder + "/" + relative) {
                found.append(folder + "/" + relative)
            }
        }
        return found.sorted()
    }

    /// `path` without trailing slashes (but `/` stays `/`).
    static func trimmingTrailingSlashes(_ path: String) -> String {
        var path = path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path
    }
}
