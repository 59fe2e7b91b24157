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
}
