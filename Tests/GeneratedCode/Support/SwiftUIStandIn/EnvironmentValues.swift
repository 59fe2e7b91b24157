/// A collection of environment values propagated through a view hierarchy (stand-in for
/// `SwiftUI.EnvironmentValues`), here only the values the templates read.
///
/// The stand-in has no view hierarchy to propagate values through: a new instance holds what
/// `StandInEnvironment` gives the current task, which is what an `@Environment(\.keyPath)`
/// property reads.
public struct EnvironmentValues {
    /// Creates an environment values instance.
    public init() {
        horizontalSizeClass = StandInEnvironment.horizontalSizeClass
    }

    /// The horizontal size class of this environment.
    public var horizontalSizeClass: UserInterfaceSizeClass?
}

/// The environment values an `@Environment(\.keyPath)` property reads in the stand-in, set for
/// the duration of a test's operation (stand-in only: not SwiftUI API; keep it in tests, under
/// `#if os(Linux)`): `StandInEnvironment.$horizontalSizeClass.withValue(.compact) { … }`.
/// Task-local, so that tests running in parallel each see their own.
public enum StandInEnvironment {
    /// The horizontal size class views read; `nil` (as on macOS) unless a test sets one.
    @TaskLocal public static var horizontalSizeClass: UserInterfaceSizeClass? = nil
}
