@testable import RouteGenCore
import Testing

/// The translator's buffer gives back exactly the parts it was given, however many, however long.
@Suite struct SwiftSourceTests {
    @Test func partsPastTheReservedCapacityKeepTheirOrderAndBytes() {
        var source = SwiftSource(capacity: 1)
        var expected = ""
        for index in 0..<300 {
            let part = index.isMultiple(of: 3) ? "ünïcödé \(index)" : String(repeating: "x", count: index % 17)
            source.add(part)
            source.add(" | ")
            expected += part + " | "
        }
        #expect(source.text == expected)
        #expect(source.text.utf8.count == expected.utf8.count)
    }

    @Test func aListHasItsSeparatorBetweenItemsOnly() {
        var source = SwiftSource(capacity: 4)
        source.add("f(")
        source.add(["a", "", "c"], separator: ", ") { $0 + "!" }
        source.add(")")
        #expect(source.text == "f(a!, !, c!)")

        var empty = SwiftSource(capacity: 4)
        empty.add([String](), separator: ", ") { $0 }
        #expect(empty.text == "")
    }

    @Test func aDecimalIsSpeltAsStringSpellsIt() {
        for value in [0, 1, 9, 10, 99, 100, 12_345, Int.max] {
            var source = SwiftSource(capacity: 1)
            source.add("l")
            source.add(decimal: value)
            #expect(source.text == "l" + String(value))
        }
    }

    @Test func aBridgedOrSubstringBackedPartReadsTheSame() {
        let long = String(repeating: "añb", count: 20)
        var source = SwiftSource(capacity: 1)
        source.add(String(long.dropFirst()))
        source.add("short")
        #expect(source.text == String(long.dropFirst()) + "short")
    }

    @Test func piecesTakenInTurnFromOneBufferAreEachTheirOwn() {
        var scratch = SwiftSource(capacity: 4)
        let parts = ["a long first piece past the capacity", "", "ünïcödé", "x", String(repeating: "y", count: 100)]
        for part in parts {
            scratch.add("<")
            scratch.add(part)
            scratch.add(">")
            #expect(scratch.takeText() == "<" + part + ">")
        }
        #expect(scratch.takeText() == "")
    }
}
