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

    @Test func anEntryWrittenFromLabelsAndValuesIsTheEntryWrittenFromALiteral() throws {
        #expect(RestorationEntryWriter(name: "a", labels: "id,f", values: [1 as Any, { () -> Void in } as Any]) == nil)
        let labelled = try #require(RestorationEntryWriter(name: "a", labels: "id,maybe,s", values: [1 as Any, Int?.none as Any, "t" as Any]))
        let literal = try #require(RestorationEntryWriter(name: "a", values: ["id": 1 as Any, "maybe": Int?.none as Any, "s": "t" as Any]))
        let other = try #require(RestorationEntryWriter(name: "a", labels: "id,s,maybe", values: [1 as Any, Int?.none as Any, "t" as Any]))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(try encoder.encode(SavedList(entries: [labelled])) == encoder.encode(SavedList(entries: [literal])))
        #expect(try encoder.encode(SavedList(entries: [other])) != encoder.encode(SavedList(entries: [literal])), "each value under its own label")
    }

    @Test func anEntryWrittenFromValuesOneByOneIsTheEntryWrittenFromTheirArray() throws {
        let values: [Any] = [1, Int?.none as Any, "t", 2.5]
        let labels = ["a", "a,b", "a,b,c", "a,b,c,d"]
        let oneByOne = [
            RestorationEntryWriter(name: "e", labels: labels[0], values[0]),
            RestorationEntryWriter(name: "e", labels: labels[1], values[0], values[1]),
            RestorationEntryWriter(name: "e", labels: labels[2], values[0], values[1], values[2]),
            RestorationEntryWriter(name: "e", labels: labels[3], values[0], values[1], values[2], values[3]),
        ]
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for (count, entry) in oneByOne.enumerated() {
            let array = try #require(RestorationEntryWriter(name: "e", labels: labels[count], values: Array(values[...count])))
            #expect(try encoder.encode(SavedList(entries: [#require(entry)])) == encoder.encode(SavedList(entries: [array])))
        }
        #expect(RestorationEntryWriter(name: "e", labels: "a,f", 1, { () -> Void in }) == nil, "a closure cannot be saved")
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

    @Test func theReadersNamedForTheStandardTypesReadAsTheGenericReaders() throws {
        // Each type saved under `v`, with a value of another type under `other`, `null` under
        // `none` and nothing under `missing`: every read, named and generic, of each label.
        let url = try #require(URL(string: "https://example.com/a"))
        let uuid = UUID()
        let entries = [
            RestorationEntryWriter(name: "string").setting("v", "text"),
            RestorationEntryWriter(name: "int").setting("v", 42),
            RestorationEntryWriter(name: "double").setting("v", 2.5),
            RestorationEntryWriter(name: "bool").setting("v", true),
            RestorationEntryWriter(name: "uuid").setting("v", uuid),
            RestorationEntryWriter(name: "url").setting("v", url),
            RestorationEntryWriter(name: "decimal").setting("v", Decimal(string: "12.50")!),
        ].compactMap { $0?.setting("other", [1, 2])?.setting("none", Int?.none) }
        #expect(entries.count == 7)
        let data = try JSONEncoder().encode(SavedList(entries: entries))
        struct Probe: Decodable {
            var results: [String]
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: RestorationKey.self)
                results = RestorableList(from: container, forKey: "path") { entry -> String in
                    /// What a read gave: the value, or `error`.
                    func outcome<Value>(_ read: () throws -> Value) -> String {
                        do { return "\(try read())" } catch { return "error" }
                    }
                    /// Each label read by the named readers and by the generic ones, side by side.
                    func reads<Value>(
                        _ type: Value.Type, _ defaultValue: Value, named: (String) throws -> Value, namedWithDefault: (String, Value) throws -> Value
                    ) -> String {
                        ["v", "other", "none", "missing"].map { label in
                            let named = [outcome { try named(label) }, outcome { try namedWithDefault(label, defaultValue) }]
                            let generic = [outcome { try entry.required(label, as: type) }, outcome { try entry.optional(label, as: type, default: defaultValue) }]
                            return named == generic ? named.joined(separator: ",") : "differ: \(named) \(generic)"
                        }.joined(separator: " ")
                    }
                    let url = URL(string: "https://example.com/default")!
                    let read = switch entry.name {
                    case "string": reads(String.self, "d", named: { try entry.string($0) }, namedWithDefault: { try entry.string($0, default: $1) })
                    case "int": reads(Int.self, 1, named: { try entry.int($0) }, namedWithDefault: { try entry.int($0, default: $1) })
                    case "double": reads(Double.self, 1, named: { try entry.double($0) }, namedWithDefault: { try entry.double($0, default: $1) })
                    case "bool": reads(Bool.self, false, named: { try entry.bool($0) }, namedWithDefault: { try entry.bool($0, default: $1) })
                    case "uuid": reads(UUID.self, UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1)), named: { try entry.uuid($0) }, namedWithDefault: { try entry.uuid($0, default: $1) })
                    case "url": reads(URL.self, url, named: { try entry.url($0) }, namedWithDefault: { try entry.url($0, default: $1) })
                    default: reads(Decimal.self, 1, named: { try entry.decimal($0) }, namedWithDefault: { try entry.decimal($0, default: $1) })
                    }
                    return entry.name + " " + read
                }.elements
            }
        }
        let results = try JSONDecoder().decode(Probe.self, from: data).results
        #expect(results == [
            "string text,text error,error error,d error,d",
            "int 42,42 error,error error,1 error,1",
            "double 2.5,2.5 error,error error,1.0 error,1.0",
            "bool true,true error,error error,false error,false",
            "uuid \(uuid),\(uuid) error,error error,00000000-0000-0000-0000-000000000001 error,00000000-0000-0000-0000-000000000001",
            "url https://example.com/a,https://example.com/a error,error error,https://example.com/default error,https://example.com/default",
            "decimal 12.5,12.5 error,error error,1 error,1",
        ])
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

/// The generic plumbing of a generated state's `Codable`: `RestorationEntryWriter.save(path:modal:to:)`,
/// `RestorableList(from:forKey:)` and `RestorationEntry.restored(_:from:forKey:)`.
@Suite struct RestorableDestinationTests {
    /// A route saved as `item` with an `id`, unless its `id` is negative; one with `id` 0 saves but
    /// does not read back.
    struct Item: RestorableDestination, Equatable {
        var id: Int

        var restorationEntry: RestorationEntryWriter? {
            id < 0 ? nil : RestorationEntryWriter(name: "item", values: ["id": id as Any])
        }

        static func restored(from entry: RestorationEntry) -> Item? {
            guard entry.name == "item", let id = try? entry.required("id", as: Int.self), id != 0 else { return nil }
            return Item(id: id)
        }
    }

    /// A state of a path and a modal, saved and read through the generic functions, with a
    /// `hosted` value saved only when the modal was.
    struct State: Codable, Equatable {
        var path: [Item]
        var modal: Item?
        var hosted: Int?

        init(path: [Item], modal: Item?, hosted: Int? = nil) {
            self.path = path
            self.modal = modal
            self.hosted = hosted
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: RestorationKey.self)
            path = RestorableList<Item>(from: container, forKey: "path").elements
            modal = RestorationEntry.restored(Item.self, from: container, forKey: "modal")
            hosted = try container.decodeIfPresent(Int.self, forKey: RestorationKey("hosted"))
        }

        func encode(to encoder: any Encoder) throws {
            guard var container = try RestorationEntryWriter.save(path: path, modal: modal, to: encoder) else { return }
            try container.encodeIfPresent(hosted, forKey: RestorationKey("hosted"))
        }
    }

    func roundTrip(_ state: State) throws -> State {
        try JSONDecoder().decode(State.self, from: JSONEncoder().encode(state))
    }

    @Test func aStateRoundTrips() throws {
        let state = State(path: [Item(id: 1), Item(id: 2)], modal: Item(id: 3), hosted: 4)
        #expect(try roundTrip(state) == state)
    }

    @Test func thePathIsCutAtTheFirstRouteThatCannotBeSavedOrDoesNotReadBack() throws {
        #expect(try roundTrip(State(path: [Item(id: 1), Item(id: -1), Item(id: 2)], modal: nil)).path == [Item(id: 1)])
        #expect(try roundTrip(State(path: [Item(id: 1), Item(id: 0), Item(id: 2)], modal: nil)).path == [Item(id: 1)])
    }

    @Test func aModalThatCannotBeSavedIsLeftOutWithWhatItHosts() throws {
        let restored = try roundTrip(State(path: [Item(id: 1)], modal: Item(id: -1), hosted: 4))
        #expect(restored == State(path: [Item(id: 1)], modal: nil, hosted: nil))
    }
}
