@testable import RouteGenCore
import Testing

/// The translator's buffer gives back exactly the parts it was given, however many, however long,
/// and each piece taken from it reads back its own bytes for as long as the buffer lives.
@Suite struct SwiftSourceTests {
    @Test func partsPastTheReservedCapacityKeepTheirOrderAndBytes() {
        let source = SwiftSource(capacity: 1)
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
        let source = SwiftSource(capacity: 4)
        source.add("f(")
        source.add(["a", "", "c"].map(ListedPart.init), separator: ", ") { $0.text + "!" }
        source.add(")")
        #expect(source.text == "f(a!, !, c!)")

        let empty = SwiftSource(capacity: 4)
        empty.add([ListedPart](), separator: ", ") { $0.text }
        #expect(empty.text == "")
    }

    /// What a list is made of: the translator lists its contexts (classes), each lent in turn.
    final class ListedPart {
        let text: String
        init(_ text: String) { self.text = text }
    }

    @Test func aDecimalIsSpeltAsStringSpellsIt() {
        for value in [0, 1, 9, 10, 99, 100, 12_345, Int.max] {
            let source = SwiftSource(capacity: 1)
            source.add("l")
            source.add(decimal: value)
            #expect(source.text == "l" + String(value))
        }
    }

    @Test func aBridgedOrSubstringBackedPartReadsTheSame() {
        let long = String(repeating: "añb", count: 20)
        let source = SwiftSource(capacity: 1)
        source.add(String(long.dropFirst()))
        source.add("short")
        #expect(source.text == String(long.dropFirst()) + "short")
    }

    @Test func piecesTakenInTurnReadBackTheirBytesAfterTheBufferGrows() {
        let source = SwiftSource(capacity: 4)
        let parts = ["a long first piece past the capacity", "", "ünïcödé", "x", String(repeating: "y", count: 100)]
        var pieces: [(SourceText, String)] = []
        // Every piece is taken before the buffer grows past it at least once more.
        for round in 0..<20 {
            for part in parts {
                source.add("<")
                source.add(part)
                source.add(decimal: round)
                source.add(">")
                pieces.append((source.take(), "<" + part + String(round) + ">"))
            }
        }
        for (piece, expected) in pieces {
            #expect(source.text(of: piece) == expected)
            #expect(source.withBytes(of: piece) { Array($0) } == Array(expected.utf8))
            #expect(piece.count == expected.utf8.count)
        }
        #expect(pieces.map { source.text(of: $0.0) }.joined() == source.text, "in order, nothing between them")
    }

    @Test func anEmptyPieceReadsAsNoBytes() {
        let source = SwiftSource(capacity: 1)
        let empty = source.take()
        #expect(empty.count == 0)
        #expect(source.text(of: empty) == "")
        source.add("abc")
        let abc = source.take()
        #expect(source.take().count == 0, "nothing added since the last piece")
        #expect(source.text(of: .empty) == "")
        #expect(source.piece("") .count == 0)
        #expect(source.text(of: abc) == "abc")
    }

    @Test func aPieceAppendedAgainIsCopiedEvenWhenTheBufferGrows() {
        let source = SwiftSource(capacity: 16)
        let word = source.piece("ünïcödé, fifteen bytes past")
        for _ in 0..<10 {
            source.add(word)
            source.add(word)
            source.add(" ")
            let doubled = source.take()
            #expect(source.text(of: doubled) == "ünïcödé, fifteen bytes pastünïcödé, fifteen bytes past ")
        }
        #expect(source.text(of: word) == "ünïcödé, fifteen bytes past")
    }

    @Test func aBufferOnReusedMemoryReadsOnlyItsOwnPieces() {
        for round in 0..<20 {
            let source = SwiftSource(capacity: 4)
            #expect(source.text == "", "a buffer starts empty, whatever memory it reuses")
            let piece = source.piece("round \(round): ünïcödé, past fifteen bytes")
            #expect(source.text(of: piece) == "round \(round): ünïcödé, past fifteen bytes")
        }
    }

    @Test func memoryIsKeptUpToTheMostBuffersAndTheLargestSize() {
        let memory = SwiftSourceMemory()
        #expect(memory.take() == nil)
        let buffers = (0...SwiftSourceMemory.most).map { _ in UnsafeMutablePointer<UInt8>.allocate(capacity: 64) }
        for buffer in buffers {
            memory.keep(buffer, capacity: 64)
        }
        memory.keep(.allocate(capacity: SwiftSourceMemory.largest + 1), capacity: SwiftSourceMemory.largest + 1)
        var taken: [UnsafeMutablePointer<UInt8>] = []
        while let kept = memory.take() {
            #expect(kept.capacity == 64)
            taken.append(kept.start)
        }
        #expect(taken.count == SwiftSourceMemory.most, "the one past the most and the too large one were freed")
        #expect(Set(taken).isSubset(of: Set(buffers)))
        for buffer in taken {
            buffer.deallocate()
        }
    }
}
