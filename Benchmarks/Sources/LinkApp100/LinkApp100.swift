/// The synthetic link app of 100 templates (`SyntheticLinkApp`): its routegen code and routing-kit
/// registration are generated in the build by `LinkAppPlugin`.
public enum LinkApp100Templates {
    /// The number of templates.
    public static let count = 100
}
