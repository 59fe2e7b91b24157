import Foundation
import HostileNavigation
import RouteGenRuntime

/// libFuzzer's entry point: one input, as saved state, read and saved again by the generated
/// code of `Specs/Hostile`.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Data(UnsafeBufferPointer(start: $0, count: size)) } ?? Data()
    RestorationFuzzing.run(bytes)
    return 0
}

/// Reads fuzzed saved state tolerantly, then saves it: what is saved must read back, and save
/// the same bytes once read back (nothing is lost twice).
enum RestorationFuzzing {
    /// Restores `data`, saves the result, and checks the round trip.
    static func run(_ data: Data) {
        let restored = HostileAppState(restoring: data)
        let saved = restored.encoded()
        require(!saved.isEmpty, "a restored state does not save")
        let again = HostileAppState(restoring: saved)
        require(again.encoded() == saved, "a saved state does not save the same once read back")
    }

    /// Stops the process with `message` unless `condition` holds.
    static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        guard !condition else { return }
        fatalError(message())
    }
}
