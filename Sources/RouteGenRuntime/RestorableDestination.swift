/// A route or modal that restoration saves and reads back by case name and parameter label.
///
/// Every generated `FRoute` and `FModal` conforms, in its NavigationState file, so that the
/// state's `Codable` plumbing (the path's loop, the modal's entry, what each may save) is the
/// generic code below, compiled once, rather than code of its own in every feature.
public protocol RestorableDestination: Sendable {
    /// The value as restoration saves it, by case name and parameter label; `nil` when it
    /// cannot be saved.
    var restorationEntry: RestorationEntryWriter? { get }
    /// The saved `entry` read back by its case name and parameter labels; `nil` when it no
    /// longer decodes.
    static func restored(from entry: RestorationEntry) -> Self?
}

extension RestorableList where Element: RestorableDestination {
    /// Reads the list under `key` of `container`, each entry through `Element.restored(from:)`,
    /// up to the first that no longer decodes.
    public init(from container: KeyedDecodingContainer<RestorationKey>, forKey key: String) {
        self.init(from: container, forKey: key) { Element.restored(from: $0) }
    }
}

extension RestorationEntry {
    /// The value saved under `key` of `container`, read through `Value.restored(from:)`; `nil`
    /// when there is none, it is not an entry or it no longer decodes.
    public static func restored<Value: RestorableDestination>(
        _ type: Value.Type, from container: KeyedDecodingContainer<RestorationKey>, forKey key: String
    ) -> Value? {
        decode(from: container, forKey: key).flatMap { Value.restored(from: $0) }
    }
}

extension RestorationEntryWriter {
    /// Saves a navigation state's `path` under "path", up to the first route that cannot be
    /// saved (see `canBeSaved(atDepth:readsBack:)`), and its `modal` under "modal" if it can be
    /// saved; returns the state's container when the modal was saved, for the state of the
    /// stack it hosts, and `nil` otherwise.
    public static func save<Route: RestorableDestination, Modal: RestorableDestination>(
        path: [Route], modal: Modal?, to encoder: any Encoder
    ) throws -> KeyedEncodingContainer<RestorationKey>? {
        // The state's object is one level below its coding path, its path's entries two.
        let depth = encoder.codingPath.count
        var container = encoder.container(keyedBy: RestorationKey.self)
        var list = container.nestedUnkeyedContainer(forKey: RestorationKey("path"))
        for route in path {
            guard let entry = route.restorationEntry,
                  entry.canBeSaved(atDepth: depth + 2, readsBack: { Route.restored(from: $0) != nil })
            else { break }
            try list.encode(entry)
        }
        guard let entry = modal?.restorationEntry,
              entry.canBeSaved(atDepth: depth + 1, readsBack: { Modal.restored(from: $0) != nil })
        else { return nil }
        try container.encode(entry, forKey: RestorationKey("modal"))
        return container
    }
}
