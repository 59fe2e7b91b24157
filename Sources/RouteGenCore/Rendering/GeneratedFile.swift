/// A rendered file: its name in the output folder and its full contents.
public struct GeneratedFile: Hashable, Sendable {
    /// The file name (`UserDetailRoute.swift`); generated files sit directly in the output folder.
    public var name: String
    /// The file's contents as UTF-8, header included: what is written.
    public var bytes: [UInt8]
    /// Whether the output folder already holds exactly these contents: a file the render cache
    /// vouched for, which planning need not read again.
    var isOnDisk = false
    /// The temporary file that holds the contents (in the output folder, or in the folder that
    /// stands in for a missing one), when a writing run staged them as soon as the feature was
    /// rendered (see `OutputStaging`); `bytes` is then empty, and `stagedSize` says how many
    /// bytes the temporary file holds.
    var stagedPath: String?
    /// The number of bytes `stagedPath` holds.
    var stagedSize = 0
    /// The digest of the bytes `stagedPath` holds (``ContentDigest``'s `description`), taken
    /// as they were staged, for the render cache.
    var stagedDigest = ""

    /// The number of bytes of the contents, whether held here or staged.
    var size: Int {
        stagedPath == nil ? bytes.count : stagedSize
    }

    /// The file's contents, header included.
    public var contents: String {
        get { String(decoding: bytes, as: UTF8.self) }
        set { bytes = Array(newValue.utf8) }
    }

    /// Creates a generated file.
    public init(name: String, contents: String) {
        self.name = name
        bytes = Array(contents.utf8)
    }

    /// A file of `bytes` (UTF-8); `isOnDisk` when the output folder holds exactly them.
    init(name: String, bytes: [UInt8], isOnDisk: Bool = false) {
        self.name = name
        self.bytes = bytes
        self.isOnDisk = isOnDisk
    }

    /// A file of a copy of `bytes`: what rendering keeps of a file that is not staged.
    init(name: String, copying bytes: UnsafeBufferPointer<UInt8>) {
        self.init(name: name, bytes: Array(bytes))
    }

    /// Whether two files have the same name and contents.
    public static func == (lhs: GeneratedFile, rhs: GeneratedFile) -> Bool {
        lhs.name == rhs.name && lhs.bytes == rhs.bytes
    }

    /// Hashes the name and contents.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(bytes)
    }
}
