import Foundation

extension URL {
    /// This file's path relative to `directory` when the file is inside it (`Sources/App/Home.routes.yaml`),
    /// else its full path: the form messages show.
    func relativePath(from directory: URL) -> String {
        let path = standardizedFileURL.path(percentEncoded: false)
        var directoryPath = directory.standardizedFileURL.path(percentEncoded: false)
        if !directoryPath.hasSuffix("/") { directoryPath += "/" }
        return path.hasPrefix(directoryPath) ? String(path.dropFirst(directoryPath.count)) : path
    }
}
