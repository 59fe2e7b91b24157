import CMallocCache
import RouteGenTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The block cache that `routegen`'s allocator goes through, called directly: the test process
/// keeps glibc's allocator, so these blocks are the only ones the cache sees on this thread.
@Suite("The malloc cache")
struct MallocCacheTests {
    /// Whether this build runs the cache (glibc on a 64-bit target): elsewhere the functions are
    /// the C library's, and only the tests that hold everywhere run.
    static let isActive = routegen_malloc_cache_is_active() == 1

    #if canImport(Glibc)
    @Test("the cache runs with glibc on a 64-bit target")
    func runsWithGlibc() {
        #expect(Self.isActive == (MemoryLayout<Int>.size == 8))
    }
    #endif

    @Test("a freed block is what the next request of its size class gets, on the same thread", .enabled(if: isActive))
    func freedBlockIsReused() throws {
        let block = try #require(routegen_malloc_cache_malloc(100))
        // glibc may hand out a larger chunk than the request's: the block's class is its own.
        let usable = usableSize(block)
        try withEmptyClass(usable) {
            routegen_malloc_cache_free(block)
            #expect(routegen_malloc_cache_count(usable) == 1)
            let again = try #require(routegen_malloc_cache_malloc(usable))
            #expect(again == block)
            #expect(routegen_malloc_cache_count(usable) == 0)
            routegen_malloc_cache_free(again)
        }
    }

    @Test("a request of another size class does not get the block", .enabled(if: isActive))
    func otherClassGetsAnotherBlock() throws {
        let block = try #require(routegen_malloc_cache_malloc(100))
        try withEmptyClass(usableSize(block)) {
            routegen_malloc_cache_free(block)
            let larger = try #require(routegen_malloc_cache_malloc(usableSize(block) + 16))
            #expect(larger != block)
            #expect(routegen_malloc_cache_count(usableSize(block)) == 1)
            routegen_malloc_cache_free(larger)
        }
    }

    @Test("a thread keeps at most the cache's depth of one class; the rest go to glibc", .enabled(if: isActive))
    func depthBoundsEachClass() throws {
        let depth = routegen_malloc_cache_depth()
        #expect(depth > 7, "no deeper than glibc's own cache")
        // glibc hands a 40-byte request a chunk of one of a few classes (a larger one when
        // splitting would leave too little): four times the depth fills at least one.
        let blocks = try (0..<(4 * depth)).map { _ in try #require(routegen_malloc_cache_malloc(40)) }
        let freed = Dictionary(grouping: blocks, by: usableSize).mapValues(\.count)
        let before = Dictionary(uniqueKeysWithValues: freed.keys.map { ($0, routegen_malloc_cache_count($0)) })
        for block in blocks {
            routegen_malloc_cache_free(block)
        }
        for (usable, count) in freed {
            #expect(routegen_malloc_cache_count(usable) == min(depth, before[usable, default: 0] + count))
        }
        #expect(freed.keys.contains { routegen_malloc_cache_count($0) == depth })
    }

    @Test("blocks past 1 KiB are not kept", .enabled(if: isActive))
    func largeBlocksAreNotKept() throws {
        let large = try #require(routegen_malloc_cache_malloc(4096))
        let small = try #require(routegen_malloc_cache_malloc(1000))
        withEmptyClass(usableSize(small)) {
            let before = keptBlocks()
            routegen_malloc_cache_free(large)
            #expect(keptBlocks() == before)
            routegen_malloc_cache_free(small)
            #expect(keptBlocks() == before + (usableSize(small) <= 1032 ? 1 : 0))
        }
    }

    #if canImport(Glibc)
    @Test("a block freed on another thread is kept by that thread, not by the one that allocated it", .enabled(if: isActive))
    func blockFreedElsewhereStaysThere() throws {
        let block = try #require(routegen_malloc_cache_malloc(300))
        let usable = usableSize(block)
        let here = routegen_malloc_cache_count(usable)
        let counts = onAnotherThread(freeing: block, size: usable)
        #expect(counts.before + 1 == counts.after)
        #expect(routegen_malloc_cache_count(usable) == here)
    }

    @Test("a thread's blocks go back to glibc when it exits", .enabled(if: isActive))
    func exitingThreadGivesBlocksBack() throws {
        let blocks = try (0..<20).map { _ in try #require(routegen_malloc_cache_malloc(500)) }
        let before = routegen_malloc_cache_flushed_blocks()
        var kept = 0
        for block in blocks {
            let counts = onAnotherThread(freeing: block, size: usableSize(block))
            kept += counts.after - counts.before
        }
        #expect(kept == 20)
        // Other tests' threads may exit meanwhile, so at least these.
        #expect(routegen_malloc_cache_flushed_blocks() - before >= 20)
    }
    #endif

    /// Every block has room for its request and no two live blocks overlap, through 20,000
    /// random requests, frees and reallocations (seeded), sizes from 0 to 2 KiB, each block
    /// filled with a byte of its own and checked when it is freed.
    @Test("blocks hold their requests and never overlap, under random use")
    func randomUseKeepsBlocksApart() throws {
        var generator = SplitMix64(seed: 29)
        var live: [(pointer: UnsafeMutableRawPointer, size: Int, fill: UInt8)] = []
        func check(_ block: (pointer: UnsafeMutableRawPointer, size: Int, fill: UInt8)) {
            let bytes = block.pointer.assumingMemoryBound(to: UInt8.self)
            #expect((0..<block.size).allSatisfy { bytes[$0] == block.fill }, "a block's bytes changed while it was live")
        }
        for step in 0..<20_000 {
            let choice = generator.next() % 10
            if choice < 5 || live.isEmpty {
                let size = Int(generator.next() % 2049)
                let pointer = try #require(routegen_malloc_cache_malloc(size))
                let fill = UInt8(truncatingIfNeeded: step)
                if Self.isActive {
                    #expect(usableSize(pointer) >= size)
                }
                pointer.initializeMemory(as: UInt8.self, repeating: fill, count: size)
                live.append((pointer, size, fill))
            } else if choice < 9 {
                let block = live.remove(at: Int(generator.next() % UInt64(live.count)))
                check(block)
                routegen_malloc_cache_free(block.pointer)
            } else {
                let index = Int(generator.next() % UInt64(live.count))
                let block = live[index]
                check(block)
                let size = Int(generator.next() % 2049)
                let pointer = try #require(routegen_malloc_cache_realloc(block.pointer, max(size, 1)))
                let kept = pointer.assumingMemoryBound(to: UInt8.self)
                #expect((0..<min(size, block.size)).allSatisfy { kept[$0] == block.fill }, "realloc lost the block's bytes")
                pointer.initializeMemory(as: UInt8.self, repeating: block.fill, count: size)
                live[index] = (pointer, size, block.fill)
            }
        }
        for block in live {
            check(block)
            routegen_malloc_cache_free(block.pointer)
        }
    }

    @Test("calloc's blocks are zeroed, freeing nothing does nothing")
    func callocZeroesAndNullIsIgnored() throws {
        let block = try #require(routegen_malloc_cache_calloc(16, 24))
        let bytes = block.assumingMemoryBound(to: UInt8.self)
        #expect((0..<(16 * 24)).allSatisfy { bytes[$0] == 0 })
        routegen_malloc_cache_free(block)
        routegen_malloc_cache_free(nil)
    }
}

/// Runs `body` with the calling thread's class of blocks of `usable` bytes empty (the blocks it
/// held taken out, and freed again after), so that what `body` frees is kept whatever other tests
/// on this thread left there.
private func withEmptyClass(_ usable: Int, _ body: () throws -> Void) rethrows {
    let held = (0..<routegen_malloc_cache_count(usable)).compactMap { _ in routegen_malloc_cache_malloc(usable) }
    defer { held.forEach { routegen_malloc_cache_free($0) } }
    try body()
}

/// How many blocks the calling thread keeps, of every class: glibc's usable sizes from 24 bytes
/// to 1,032, one a class.
private func keptBlocks() -> Int {
    stride(from: 24, through: 1032, by: 16).reduce(0) { $0 + routegen_malloc_cache_count($1) }
}

/// How many bytes the C library says `block` holds.
private func usableSize(_ block: UnsafeMutableRawPointer) -> Int {
    routegen_malloc_cache_usable_size(block)
}

#if canImport(Glibc)
/// Frees `block` on a new thread: the count of `size`'s class on that thread before and after.
private func onAnotherThread(freeing block: UnsafeMutableRawPointer, size: Int) -> (before: Int, after: Int) {
    final class Work {
        let block: UnsafeMutableRawPointer
        let size: Int
        var counts = (before: 0, after: 0)
        init(block: UnsafeMutableRawPointer, size: Int) {
            self.block = block
            self.size = size
        }
    }
    let work = Work(block: block, size: size)
    let context = Unmanaged.passRetained(work).toOpaque()
    var thread = pthread_t()
    let status = pthread_create(&thread, nil, { context in
        guard let context else { return nil }
        let work = Unmanaged<Work>.fromOpaque(context).takeUnretainedValue()
        work.counts.before = routegen_malloc_cache_count(work.size)
        routegen_malloc_cache_free(work.block)
        work.counts.after = routegen_malloc_cache_count(work.size)
        return nil
    }, context)
    precondition(status == 0, "pthread_create failed")
    pthread_join(thread, nil)
    return Unmanaged<Work>.fromOpaque(context).takeRetainedValue().counts
}
#endif
