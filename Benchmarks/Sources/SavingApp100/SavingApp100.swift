/// The synthetic saving app of 100 features (`SyntheticSavingApp`): its routegen code is
/// generated in the build by `LinkAppPlugin`.
public enum SavingApp100Features {
    /// The number of features.
    public static let count = 100
}
