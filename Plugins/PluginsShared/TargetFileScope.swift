import Foundation

/// Which files of a target the plugins look for specs and a configuration among.
enum TargetFileScope: Sendable {
    /// The target's files as SwiftPM lists them, which leave out those its `exclude:` names:
    /// what the build plugin reads, since a build command's inputs must be files of the build.
    case sourceFiles

    /// Every file in the target's folder, excluded or not: what `generate-routes` reads, so that a
    /// target without the build plugin can `exclude:` its specs to silence SwiftPM's warning about
    /// unhandled files without hiding them.
    case targetFolder
}

extension TargetFileScope {
    /// The regular files in `folder` and its subfolders, hidden ones left out.
    static func files(inFolder folder: URL) -> [URL] {
        let enumerator = FileManager.default.enumerator(
            at: folder,
            includingPropertiesForKeys: [.isRegularFileKey],
            options: [.skipsHiddenFiles]
        )
        return (enumerator?.allObjects ?? []).compactMap { $0 as? URL }.filter {
            (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
        }
    }
}
