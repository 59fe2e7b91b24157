import Foundation
import HostileNavigation
import RouteGenRuntime

/// libFuzzer's entry point: one input, as the text of a URL, matched by the generated code of
/// `Specs/Hostile` (a feature that hosts itself, one that hosts itself twice on a segment).
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    guard let text = String(validating: bytes, as: UTF8.self) else { return 0 }
    LinkFuzzing.run(text)
    return 0
}

/// Matches fuzzed links on a thread with a 1 MiB stack, as an app's secondary threads have:
/// matching must use bounded stack and polynomial time whatever the link (libFuzzer's
/// `-timeout` stops a hang; a stack overflow crashes).
enum LinkFuzzing {
    /// Matches `text` as a URL, as a route (`users/u1?x=1`) and as the route of each scheme.
    static func run(_ text: String) {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            match(text)
            done.signal()
        }
        thread.stackSize = 1 << 20
        thread.start()
        done.wait()
    }

    /// Every way the app reads `text`; a link that opens must lead to a state that saves and
    /// reads back.
    static func match(_ text: String) {
        var links: [HostileLink?] = [URL(string: text).flatMap(HostileLink.init(url:))]
        links.append(LinkRequest(encodedRoute: text).flatMap(HostileLink.init(request:)))
        for base in ["hostile://", "https://legit.host/"] {
            links.append(URL(string: base + text).flatMap(HostileLink.init(url:)))
        }
        for case let link? in links {
            let state: HostileAppState
            switch link {
            case .profile(let profile): state = HostileAppState(profile: profile)
            case .exp(let exp): state = HostileAppState(exp: exp)
            case .wipe(let wipe): state = HostileAppState(wipe: wipe)
            }
            let data = state.encoded()
            require(!data.isEmpty, "the state a link leads to does not save: \(text)")
            let restored = HostileAppState(restoring: data)
            require(restored.encoded() == data, "a saved state does not save the same once read back: \(text)")
        }
    }

    /// Stops the process with `message` unless `condition` holds.
    static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        guard !condition else { return }
        fatalError(message())
    }
}
