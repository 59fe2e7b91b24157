/// Checks what no single spec can about the files a run writes: that no two specs, feature or
/// app, would write files with the same name, ignoring case (macOS's file systems do, and
/// swiftc refuses two files of one name in a target).
///
/// Every file either mode can write counts, as the build plugin writes them all: feature
/// `Home`'s live file `HomeLiveViewBuildingClient.swift` is also feature `HomeLive`'s client.
enum OutputNameValidator {
    /// Reports each spec, among `specs` (its path, and the names of every file it can write),
    /// one of whose files another spec already writes.
    static func check(_ specs: [(path: String, owner: String, fileNames: [String])], diagnostics: inout Diagnostics) {
        var first: [String: (path: String, owner: String, name: String)] = [:]
        for spec in specs {
            for name in spec.fileNames {
                let key = name.lowercased()
                guard let earlier = first[key] else {
                    first[key] = (spec.path, spec.owner, name)
                    continue
                }
                guard earlier.path != spec.path else { continue }
                let same = earlier.name == name ? "" : " (as '\(earlier.name)' on a case-insensitive file system)"
                diagnostics.error("\(spec.owner) would write '\(name)', which \(earlier.owner) of \(earlier.path) writes too\(same); rename one of them", at: SourceLocation(file: spec.path))
                break
            }
        }
    }
}
