/// How the synthetic apps name their features, and the app-level case routegen makes of each
/// (`LinkAppPlugin` spells the same names, as a plugin cannot import this target).
public enum SyntheticFeatureNames {
    /// Feature `index` after `prefix`, its number padded to three digits: `L100F007`.
    public static func featureName(prefix: String, index: Int) -> String {
        prefix + String(repeating: "0", count: max(0, 3 - String(index).count)) + String(index)
    }

    /// The app's case (and saved-state key) of a feature: its name with a lowercase first
    /// letter, as routegen spells it: `l100F007`.
    public static func caseName(of featureName: String) -> String {
        featureName.prefix(1).lowercased() + featureName.dropFirst()
    }
}
