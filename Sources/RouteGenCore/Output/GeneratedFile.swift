/// A rendered file: its name in the output folder and its full contents.
public struct GeneratedFile: Hashable, Sendable {
    /// The file name (`UserDetailRoute.swift`); generated files sit directly in the output folder.
    public var name: String
    /// The file's contents, header included.
    public var contents: String
    /// Whether the output folder already holds exactly these contents: a file the render cache
    /// vouched for, which planning need not read again.
    var isOnDisk = false

    /// Creates a generated file.
    public init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }

    /// A file read back from the output folder, where it holds `contents`.
    init(name: String, contents: String, isOnDisk: Bool) {
        self.init(name: name, contents: contents)
        self.isOnDisk = isOnDisk
    }

    /// Whether two files have the same name and contents.
    public static func == (lhs: GeneratedFile, rhs: GeneratedFile) -> Bool {
        lhs.name == rhs.name && lhs.contents == rhs.contents
    }

    /// Hashes the name and contents.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(contents)
    }
}
