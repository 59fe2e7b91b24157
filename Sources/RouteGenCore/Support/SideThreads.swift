#if canImport(Glibc)
import Glibc
#else
import Dispatch
#if canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif
#endif

/// Work run on threads beside the caller's, outside Swift concurrency's pool: the features a run
/// generates at once, its templates made ready beside them, the lanes that write many files at
/// once, and the freeing of what a run is done with.
///
/// A run uses no Swift concurrency: handing work to its pool starts libdispatch's worker and
/// manager threads, about 1 ms of a run that generates one spec (see `Benchmarks/README.md`,
/// "Thirty-second round"), where one thread of routegen's own costs about a fifth of that, and
/// a run of one spec needs none for its features.
///
/// With glibc these are POSIX threads of routegen's own: an executable that imports Dispatch
/// loads `libswiftDispatch` (and resolves its 424 symbols) at every start on Linux, about
/// 0.1 ms of every run, and routegen needs no more of Dispatch than this. Elsewhere (Darwin,
/// where Dispatch is part of the system, and Musl) Dispatch runs them.
enum SideThreads {
    /// Runs `body(0)` on the calling thread and `body(1)` up to `body(iterations - 1)` each on a
    /// thread of its own, and returns once every one has returned, as Dispatch's
    /// `concurrentPerform` does. An iteration whose thread cannot be started runs on the
    /// calling thread after the first.
    static func concurrentPerform(iterations: Int, _ body: @Sendable (Int) -> Void) {
        #if canImport(Glibc)
        guard iterations > 0 else { return }
        withoutActuallyEscaping(body) { body in
            let started = (1..<iterations).map { iteration in
                (iteration, start(detached: false) { body(iteration) })
            }
            body(0)
            for case (let iteration, nil) in started {
                body(iteration)
            }
            for case (_, let thread?) in started {
                pthread_join(thread, nil)
            }
        }
        #else
        DispatchQueue.concurrentPerform(iterations: iterations) { body($0) }
        #endif
    }

    /// How many threads a run's work is spread over: the cores it may run on, taken once.
    static let laneCount = usableCoreCount()

    /// The cores the calling thread may run on: with glibc, those of its CPU affinity (a
    /// container or `taskset` may allow fewer than the system has, and libdispatch's pool, which
    /// ran the features before, counted these), otherwise those online.
    static func usableCoreCount() -> Int {
        #if canImport(Glibc)
        var allowed = cpu_set_t()
        if let getAffinity = affinityFunction("sched_getaffinity"),
           withUnsafeMutableBytes(of: &allowed, { getAffinity(0, $0.count, $0.baseAddress) }) == 0 {
            let count = withUnsafeBytes(of: allowed) { $0.reduce(0) { $0 + $1.nonzeroBitCount } }
            if count > 0 { return count }
        }
        #endif
        return max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }

    #if canImport(Glibc)
    /// `sched_getaffinity` or `sched_setaffinity` (`pid`, the set's size, the set), which the
    /// Glibc module leaves out (they need `_GNU_SOURCE`): looked up in the process.
    typealias AffinityFunction = @convention(c) (pid_t, Int, UnsafeMutableRawPointer?) -> Int32

    /// The C library's function `name` of the ``AffinityFunction`` type; `nil` when not found.
    static func affinityFunction(_ name: String) -> AffinityFunction? {
        // A null handle is glibc's RTLD_DEFAULT: the process's own symbols.
        unsafeBitCast(dlsym(nil, name), to: AffinityFunction?.self)
    }
    #endif

    /// Runs `body` on a thread of its own and returns at once; on the calling thread when no
    /// thread can be started.
    static func detach(_ body: @escaping @Sendable () -> Void) {
        #if canImport(Glibc)
        if start(detached: true, body) == nil {
            body()
        }
        #else
        DispatchQueue.global(qos: .utility).async { body() }
        #endif
    }

    /// Runs `body` on a thread of its own and returns at once, with what waits for it to end;
    /// on the calling thread, before returning, when no thread can be started.
    static func start(_ body: @escaping @Sendable () -> Void) -> Started {
        #if canImport(Glibc)
        guard let thread = start(detached: false, body) else {
            body()
            return Started(thread: nil)
        }
        return Started(thread: thread)
        #else
        let group = DispatchGroup()
        DispatchQueue.global(qos: .userInitiated).async(group: group) { body() }
        return Started(group: group)
        #endif
    }

    /// Work ``start(_:)`` started on a thread of its own.
    struct Started {
        #if canImport(Glibc)
        /// The thread; `nil` when the work ran on the caller's.
        fileprivate let thread: pthread_t?
        #else
        fileprivate let group: DispatchGroup
        #endif

        /// Returns once the work has ended. Called once.
        consuming func wait() {
            #if canImport(Glibc)
            if let thread {
                pthread_join(thread, nil)
            }
            #else
            group.wait()
            #endif
        }
    }

    #if canImport(Glibc)
    /// What a new thread runs, handed to it through `pthread_create`'s context pointer.
    private final class Entry {
        let body: () -> Void

        init(_ body: @escaping () -> Void) {
            self.body = body
        }
    }

    /// Starts a thread that runs `body`, detached or to be joined; the thread, or `nil` when it
    /// could not be started.
    private static func start(detached: Bool, _ body: @escaping () -> Void) -> pthread_t? {
        let context = Unmanaged.passRetained(Entry(body)).toOpaque()
        var thread = pthread_t()
        let status = pthread_create(&thread, nil, { context in
            guard let context else { return nil }
            Unmanaged<Entry>.fromOpaque(context).takeRetainedValue().body()
            return nil
        }, context)
        guard status == 0 else {
            Unmanaged<Entry>.fromOpaque(context).release()
            return nil
        }
        if detached {
            pthread_detach(thread)
        }
        return thread
    }
    #endif
}
