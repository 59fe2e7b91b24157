import Foundation
import RouteGenRuntime
import Testing

/// Saving entries by name and label, and reading them back tolerantly.
@Suite struct RestorationEntryTests {
    /// A list of saved entries, as generated state types save a path.
    struct SavedList: Encodable {
        var entries: [RestorationEntryWriter]
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: RestorationKey.self)
            try container.encode(entries, forKey: RestorationKey("path"))
        }
    }

    /// Reads the list back, keeping each entry's name and its `id` value.
    struct ReadList: Decodable {
        var names: [String]
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: RestorationKey.self)
            names = RestorableList(from: container, forKey: "path") { entry -> String? in
                guard entry.name != "gone", let id = try? entry.required("id", as: Int.self) else { return nil }
                return "\(entry.name) \(id)"
            }.elements
        }
    }

    @Test func anEntryWithAValueThatIsNotEncodableCannotBeWritten() {
        #expect(RestorationEntryWriter(name: "a").setting("id", 1)?.setting("f", { () -> Void in }) == nil)
        #expect(RestorationEntryWriter(name: "a").setting("id", 1)?.setting("maybe", Int?.none) != nil)
    }

    @Test func anEntryWrittenFromALiteralIsTheEntryWrittenValueByValue() throws {
        #expect(RestorationEntryWriter(name: "a", values: ["id": 1 as Any, "f": { () -> Void in } as Any]) == nil)
        let literal = try #require(RestorationEntryWriter(name: "a", values: ["id": 1 as Any, "maybe": Int?.none as Any, "s": "t" as Any]))
        let chained = try #require(RestorationEntryWriter(name: "a").setting("id", 1)?.setting("maybe", Int?.none)?.setting("s", "t"))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(try encoder.encode(SavedList(entries: [literal])) == encoder.encode(SavedList(entries: [chained])))
    }

    @Test func readsADefaultWhenMissingOrNullAndFailsOnAnotherType() throws {
        let entry = try #require(RestorationEntryWriter(name: "x", values: ["n": 1 as Any, "none": Int?.none as Any, "s": "text" as Any]))
        let data = try JSONEncoder().encode(SavedList(entries: [entry]))
        struct Probe: Decodable {
            var results: [String]
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: RestorationKey.self)
                results = RestorableList(from: container, forKey: "path") { entry -> String in
                    [
                        (try? entry.optional("n", as: Int.self, default: 7)).map { "\($0)" } ?? "error",
                        (try? entry.optional("none", as: Int.self, default: 7)).map { "\($0)" } ?? "error",
                        (try? entry.optional("missing", as: Int.self, default: 7)).map { "\($0)" } ?? "error",
                        (try? entry.optional("s", as: Int.self, default: 7)).map { "\($0)" } ?? "error",
                    ].joined(separator: " ")
                }.elements
            }
        }
        #expect(try JSONDecoder().decode(Probe.self, from: data).results == ["1 7 7 error"])
    }

    @Test func readsOptionalsAsNilWhenMissingOrNullAndFailsOnAnotherType() throws {
        let entry = try #require(RestorationEntryWriter(name: "x").setting("n", 1)?.setting("none", Int?.none)?.setting("s", "text"))
        let data = try JSONEncoder().encode(SavedList(entries: [entry]))
        struct Probe: Decodable {
            var results: [String]
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: RestorationKey.self)
                results = RestorableList(from: container, forKey: "path") { entry -> String in
                    /// What reading gave: the value, `nil`, or `error`.
                    func outcome<Value>(_ read: () throws -> Value?) -> String {
                        do { return try read().map { "\($0)" } ?? "nil" } catch { return "error" }
                    }
                    return [
                        entry.name,
                        outcome { try entry.required("n", as: Int.self) },
                        outcome { try entry.optional("none", as: Int.self) },
                        outcome { try entry.optional("missing", as: Int.self) },
                        outcome { try entry.required("s", as: Int.self) },
                        outcome { try entry.optional("n", as: (() -> Void).self).map { _ in "closure" } },
                    ].joined(separator: " ")
                }.elements
            }
        }
        let results = try JSONDecoder().decode(Probe.self, from: data).results
        #expect(results == ["x 1 nil nil error error"])
    }

    @Test func aListIsCutAtTheFirstEntryThatNoLongerReads() throws {
        let entries = [("a", 1), ("gone", 2), ("b", 3)].compactMap { RestorationEntryWriter(name: $0.0).setting("id", $0.1) }
        let data = try JSONEncoder().encode(SavedList(entries: entries))
        #expect(try JSONDecoder().decode(ReadList.self, from: data).names == ["a 1"])
        let garbage = Data(#"{"path":[{"case":"a","values":{"id":1}},42,{"case":"b","values":{"id":3}}]}"#.utf8)
        #expect(try JSONDecoder().decode(ReadList.self, from: garbage).names == ["a 1"])
        #expect(try JSONDecoder().decode(ReadList.self, from: Data(#"{"path":"nope"}"#.utf8)).names == [])
    }
}
