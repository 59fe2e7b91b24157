/// routegen's version: printed by `routegen --version`, and the version of the
/// `RouteGenRuntime` library that generated code links (a team that commits generated code
/// pins the package to this version).
public enum RouteGenVersion {
    /// The release this source tree builds.
    public static let current = "0.4.0"
}
