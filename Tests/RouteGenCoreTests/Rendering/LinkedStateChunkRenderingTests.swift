import Testing
@testable import RouteGenCore

/// A state's numbered link templates are built by one `linkedState(_:_:)` up to
/// ``LinkedStateChunkContext/size`` of them, and beyond by functions of at most that many arms
/// that `linkedState(_:_:)` hands each position to, so that no generated body grows with the feature.
@Suite struct LinkedStateChunkRenderingTests {
    /// A spec of `screens` screens with a link each (`s<i>/{id}`, leading to the screen alone),
    /// then a modal with a link, a modal hosting a stack, and `modals` more modals with a link.
    static func spec(screens: Int, modals: Int) -> String {
        var lines = ["screens:"]
        lines += (0..<screens).map { "  s\($0): { url: \"s\($0)/{id}\", params: { id: Int } }" }
        lines += ["modals:", "  first: { url: first }", "  profile: { stack: UserDetail, url: p }"]
        lines += (0..<modals).map { "  m\($0): { url: \"m\($0)/{id}\", params: { id: Int } }" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The state file's `private static func` declarations: each one's name and the number of
    /// `case` arms in its body.
    static func functions(in state: String) -> [(name: String, arms: Int)] {
        state.components(separatedBy: "private static func ").dropFirst().map { text in
            let name = String(text.prefix { $0 != "(" })
            let body = text.components(separatedBy: "\n    }\n").first ?? ""
            let arms = body.split(separator: "\n").filter { $0.hasPrefix("        case ") }.count
            return (name, arms)
        }
    }

    @Test func moreTemplatesThanAChunkAreBuiltByFunctionsOfAChunkEach() throws {
        let size = LinkedStateChunkContext.size
        // Positions: the screens, `first`, `profile` (hosting, in no function), then the modals.
        let state = try #require(try SpecFixture.files(Self.spec(screens: 2 * size, modals: 2))["HomeNavigationState.swift"])
        // (Its 80 screens also split restoration's `restored(from:)`: see SwitchChunkRenderingTests.)
        let functions = Self.functions(in: state).filter { $0.name.hasPrefix("linkedState") }
        #expect(functions.map(\.name) == ["linkedState", "linkedState0", "linkedState1", "linkedState2"])
        #expect(functions.map(\.arms) == [3, size, size, 3])
        #expect(functions.dropFirst().allSatisfy { $0.arms <= size })
        #expect(state.contains("""
                private static func linkedState(_ position: Int, _ values: LinkValues) throws(LinkMismatch) -> Self {
                    switch position {
                    case 0...39:
                        return try linkedState0(position, values)
                    case 40...79:
                        return try linkedState1(position, values)
                    case 80...83:
                        return try linkedState2(position, values)
                    default:
                        throw LinkMismatch()
                    }
                }

                /// `linkedState(_:_:)` for the numbered templates at positions 0 to 39 of
                /// `linkRoutes`; throws when `position` is none of theirs.
                private static func linkedState0(_ position: Int, _ values: LinkValues) throws(LinkMismatch) -> Self {
                    // A template that leads to a screen alone sets `route`, and its state is built after
            """))
        // The last chunk holds the modals, whose arms return their states: no route local.
        let last = try #require(state.components(separatedBy: "private static func linkedState2(").last)
        #expect(last.contains("""
                    switch position {
                    case 80:
                        return HomeNavigationState(path: [], modal: .first)
                    case 82:
                        return try HomeNavigationState(path: [], modal: .m0(id: values.int("id")))
                    case 83:
            """))
        #expect(!last.contains("let route"))
        #expect(state.contains("].joined()), building: linkedState)\n"))
    }

    @Test func aChunkOfTemplatesIsBuiltByOneFunction() throws {
        let size = LinkedStateChunkContext.size
        let state = try #require(try SpecFixture.files(Self.spec(screens: size - 2, modals: 1))["HomeNavigationState.swift"])
        let functions = Self.functions(in: state)
        #expect(functions.map(\.name) == ["linkedState"])
        #expect(functions.map(\.arms) == [size])
        #expect(state.contains("""
                /// The state that the numbered template at `position` of `linkRoutes` leads to, built from
                /// the values a link carried; throws when one is missing or does not convert. One function
                /// for every template compiles to less code than a closure each.
                private static func linkedState(_ position: Int, _ values: LinkValues) throws(LinkMismatch) -> Self {
            """))
    }

    @Test func chunksFollowPositionsAndSkipHostingTemplates() throws {
        let size = LinkedStateChunkContext.size
        let context = try SpecFixture.context(Self.spec(screens: size, modals: 1))
        let chunks = context.linkedStateChunks
        #expect(chunks.map(\.function) == ["linkedState0", "linkedState1"])
        #expect(chunks.map(\.firstPosition) == [0, size])
        #expect(chunks.map(\.lastPosition) == [size - 1, size + 2])
        #expect(chunks[1].routes.map(\.position) == [size, size + 2])
        #expect(chunks.map(\.hasLinkedRoutes) == [true, false])
    }
}
