import Foundation

extension RestorationEntryWriter {
    /// The deepest that saved state nests, in JSON arrays and objects: half of what Foundation's
    /// JSON encoder and decoder allow (512), so that every state saved reads back. Each modal
    /// that hosts a stack adds one level; a hosted stack deeper than this is cut when saving.
    public static let maximumNesting = 256

    /// Whether the entry can be saved `depth` levels deep in saved state (inside that many JSON
    /// arrays and objects): it encodes as JSON (no `Double` that is infinite or NaN, no value
    /// that throws), it nests no deeper than `maximumNesting` there, and `readsBack` takes the
    /// entry read back from what was written (it returns whether the route or modal restores).
    ///
    /// Generated code saves a stack up to its first entry that cannot be, and a modal with its
    /// hosted stack only when it can be: what cannot be saved is cut, the rest is kept.
    public func canBeSaved(atDepth depth: Int, readsBack: (RestorationEntry) -> Bool) -> Bool {
        guard let data = try? JSONEncoder().encode(self),
              depth + JSONNesting.depth(of: data) <= Self.maximumNesting,
              let entry = try? JSONDecoder().decode(RestorationEntryBox.self, from: data).entry
        else { return false }
        return readsBack(entry)
    }
}

/// Saved state as data, written and read as the generated `<App>AppState` does.
public enum SavedState {
    /// `state` as sorted-key JSON, when it encodes and reads back as a `State`; `nil` otherwise.
    /// The same state always gives the same bytes.
    public static func data<State: Codable>(of state: State) -> Data? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let data = try? encoder.encode(state), (try? JSONDecoder().decode(State.self, from: data)) != nil else { return nil }
        return data
    }
}

/// How deep JSON text nests.
enum JSONNesting {
    /// The most arrays and objects `json` (valid JSON) holds one inside the other: 0 for a
    /// number, 1 for `[1]`, 2 for `{"a":[1]}`.
    static func depth(of json: Data) -> Int {
        var depth = 0
        var deepest = 0
        var inString = false
        var escaped = false
        for byte in json {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                deepest = max(deepest, depth)
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
            default:
                break
            }
        }
        return deepest
    }
}
