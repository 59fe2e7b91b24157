/// Reads a saved list of entries (a stack's path) tolerantly: entries are read in order until
/// the first one that no longer decodes, which cuts the list there.
public struct RestorableList<Element: Sendable>: Sendable {
    /// The entries read before the first that no longer decodes.
    public var elements: [Element]

    /// Reads the list under `key` of `container`, turning each entry into an element with
    /// `restore`, which returns `nil` for an entry it no longer knows.
    public init(
        from container: KeyedDecodingContainer<RestorationKey>, forKey key: String,
        restore: (RestorationEntry) -> Element?
    ) {
        elements = []
        guard var list = try? container.nestedUnkeyedContainer(forKey: RestorationKey(key)) else { return }
        while !list.isAtEnd {
            guard let entry = try? list.decode(RestorationEntryBox.self).entry, let element = restore(entry) else { return }
            elements.append(element)
        }
    }
}

extension RestorationEntry {
    /// The entry saved under `key` of `container`, or `nil` when there is none or it is not an entry.
    public static func decode(from container: KeyedDecodingContainer<RestorationKey>, forKey key: String) -> RestorationEntry? {
        (try? container.decodeIfPresent(RestorationEntryBox.self, forKey: RestorationKey(key)))?.entry
    }
}

/// Decodes a `RestorationEntry` through `Decodable`, so that a container can read it.
struct RestorationEntryBox: Decodable {
    /// The entry.
    let entry: RestorationEntry

    /// Reads the entry.
    init(from decoder: any Decoder) throws {
        entry = try RestorationEntry(from: decoder)
    }
}
