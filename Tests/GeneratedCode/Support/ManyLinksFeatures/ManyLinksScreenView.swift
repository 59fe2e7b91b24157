import SwiftUI

// The one view every screen and modal of `ManyLinks` and `ManyLinksDetail` names with `view:`
// (`Tests/ReferenceTests/ManyLinksReferenceTests.swift`), with an initializer per shape of
// parameters.

/// A screen of the ManyLinks app, which logs the parameters it was built with.
public struct ManyLinksScreenView: View {
    /// What each view built so far was initialised with, in order: `id 4`, `position 1 a`, ….
    @MainActor public static var built: [String] = []

    /// Creates a screen without parameters.
    @MainActor public init() {
        Self.built.append("()")
    }

    /// Creates a screen of `id`.
    @MainActor public init(id: Int) {
        Self.built.append("id \(id)")
    }

    /// Creates a page `n` of the detail stack.
    @MainActor public init(n: Int) {
        Self.built.append("n \(n)")
    }

    /// Creates the screen at the end of the first function, whose parameters take its names.
    @MainActor public init(position: Int, linkedState1: String) {
        Self.built.append("position \(position) \(linkedState1)")
    }

    /// Creates the screen at the start of the second function.
    @MainActor public init(values: String, route: Int) {
        Self.built.append("values \(values) \(route)")
    }

    /// Creates the last screen.
    @MainActor public init(linkedState: String) {
        Self.built.append("linkedState \(linkedState)")
    }

    /// Renders nothing.
    public var body: some View { EmptyView() }
}
