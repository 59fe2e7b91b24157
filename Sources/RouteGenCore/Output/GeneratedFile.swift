/// A rendered file: its name in the output folder and its full contents.
public struct GeneratedFile: Hashable, Sendable {
    /// The file name (`UserDetailRoute.swift`); generated files sit directly in the output folder.
    public var name: String
    /// The file's contents, header included.
    public var contents: String

    /// Creates a generated file.
    public init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }
}
