/// The synthetic link app of 10000 templates (`SyntheticLinkApp`): its routegen code and routing-kit
/// registration are generated in the build by `LinkAppPlugin`.
public enum LinkApp10000Templates {
    /// The number of templates.
    public static let count = 10000
}
