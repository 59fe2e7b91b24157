import Foundation

/// A target's template overrides: the `.mustache` files of its `RouteGenTemplates` folder, which
/// routegen reads with `--templates` in place of the built-in templates of the same name.
struct RouteGenTemplateFolder: Hashable, Sendable {
    /// The folder's path, without a trailing slash, as routegen's `--templates` takes it.
    let path: String

    /// The templates in the folder, sorted by path: the files whose change reruns the target's
    /// build commands.
    let files: [URL]
}

extension RouteGenTemplateFolder {
    /// The templates among `fileURLs`, the files of the target named `targetName`: the `.mustache`
    /// files whose parent folder is named `RouteGenTemplates`. Only the parent's name counts, since
    /// an Xcode target gives its files and not its folder; a `.mustache` file anywhere else in the
    /// target is left alone (it may be a resource of the target's own). `nil` when there is none;
    /// throws when the templates are in more than one such folder.
    init?(targetName: String, fileURLs: some Sequence<URL>) throws {
        let templates = fileURLs.filter(Self.isTemplate).sorted {
            $0.path(percentEncoded: false) < $1.path(percentEncoded: false)
        }
        let folderPaths = Set(templates.map(Self.folderPath(of:))).sorted()
        guard let folderPath = folderPaths.first else { return nil }
        guard folderPaths.count == 1 else {
            throw RouteGenPluginError.multipleTemplateFolders(targetName: targetName, paths: folderPaths)
        }
        self.init(path: folderPath, files: templates)
    }

    /// Whether `file` is a template of a `RouteGenTemplates` folder.
    private static func isTemplate(_ file: URL) -> Bool {
        file.lastPathComponent.hasSuffix(RouteGenFileNames.templateFileSuffix)
            && file.deletingLastPathComponent().lastPathComponent == RouteGenFileNames.templatesFolderName
    }

    /// The path of the folder `file` is in, without a trailing slash.
    private static func folderPath(of file: URL) -> String {
        let path = file.path(percentEncoded: false)
        return String(path.dropLast(file.lastPathComponent.count + 1))
    }
}
