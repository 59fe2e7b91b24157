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

    /// A value saved as `levels` arrays one inside the other: `[[[]]]` for 3.
    struct Nested: Codable, CustomStringConvertible {
        var levels: Int

        init(levels: Int) {
            self.levels = levels
        }

        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            levels = try container.isAtEnd ? 1 : container.decode(Nested.self).levels + 1
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            if levels > 1 { try container.encode(Nested(levels: levels - 1)) }
        }

        var description: String { "\(levels) arrays" }
    }

    /// Issue 20, item 3: what JSON cannot hold, or holds too deep to read back, is found before
    /// it is written, so that one entry never makes the whole state fail to save.
    @Test func anEntryThatJSONCannotHoldOrReadBackCannotBeSaved() throws {
        let reads: (RestorationEntry) -> Bool = { _ in true }
        for value in [Double.infinity, -.infinity, .nan] {
            #expect(try #require(RestorationEntryWriter(name: "d").setting("value", value)).canBeSaved(atDepth: 0, readsBack: reads) == false)
        }
        let number = try #require(RestorationEntryWriter(name: "d").setting("value", 1.5))
        #expect(number.canBeSaved(atDepth: 2, readsBack: reads))
        #expect(number.canBeSaved(atDepth: 2) { (try? $0.required("value", as: Double.self)) == 1.5 })
        #expect(!number.canBeSaved(atDepth: 2) { _ in false }, "it must read back")
        // The entry's own object and its values' object, then the value's arrays.
        let nested = try #require(RestorationEntryWriter(name: "n").setting("value", Nested(levels: 100)))
        #expect(nested.canBeSaved(atDepth: RestorationEntryWriter.maximumNesting - 102, readsBack: reads))
        #expect(!nested.canBeSaved(atDepth: RestorationEntryWriter.maximumNesting - 101, readsBack: reads))
        #expect(!(try #require(RestorationEntryWriter(name: "n").setting("value", Nested(levels: 600)))).canBeSaved(atDepth: 0, readsBack: reads))
    }

    @Test func savedStateIsDataThatReadsBack() throws {
        #expect(SavedState.data(of: ["b": 1, "a": 2]) == Data(#"{"a":2,"b":1}"#.utf8))
        #expect(SavedState.data(of: [Double.nan]) == nil)
    }
}
