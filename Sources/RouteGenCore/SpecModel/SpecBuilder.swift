/// Stage 2: decodes a spec's YAML tree into a ``FeatureSpec``, checking its shape.
///
/// It reports every wrong node kind, unknown key (with "did you mean") and missing key it
/// finds, and keeps going; names, types and defaults are checked by the validation stage.
struct SpecBuilder: MappingDecoder {
    /// The spec file diagnostics point into.
    let file: String
    /// What the builder found wrong so far.
    var diagnostics = Diagnostics()
    /// The keys already offered as "did you mean" fixes, which are not reported missing too.
    var suggestedKeys: Set<String> = []

    /// Decodes `root`, the YAML tree of `source`, reporting problems to `diagnostics`.
    ///
    /// Returns `nil` when the spec has no usable top level; otherwise the parts that could be
    /// decoded (wrong parts are reported and left out), so that validation can report the
    /// problems of the rest in the same run.
    static func build(_ root: YAMLNode?, source: SpecSource, diagnostics: inout Diagnostics) -> FeatureSpec? {
        var builder = SpecBuilder(file: source.path)
        let spec = builder.buildFeature(root, name: source.featureName)
        diagnostics.append(contentsOf: builder.diagnostics)
        return spec
    }

    /// Decodes the top-level mapping.
    mutating func buildFeature(_ root: YAMLNode?, name: String) -> FeatureSpec? {
        guard let root, !(root.scalar?.isNull ?? false) else {
            error("the spec is empty; declare its screens, e.g. 'screens: { home: {} }'", at: SourcePosition(line: 1, column: 1))
            return nil
        }
        guard let entries = root.mapping else {
            error("the spec must be a mapping with the keys \(SpecMapping.feature.names.englishList("and")); found \(root.kindDescription)", at: root.position)
            return nil
        }
        let fields = self.fields(of: entries, allowed: .feature, in: "at the top level")
        // Without screens or a root there is nothing to generate, but the other keys are still
        // decoded (and then validated) so that one run reports all of their problems too.
        let hasRoot = fields["root"] != nil
        if fields["screens"] == nil, !hasRoot, !suggestedKeys.contains("screens"), !suggestedKeys.contains("root") {
            error("missing required key 'screens': a feature declares at least one screen, or a 'root' its stack shows", at: root.position)
        }
        var feature = FeatureSpec(file: file, name: name, access: .public, imports: [], module: nil, root: nil, screens: [], modals: [], events: [])
        if let access = fields["access"] {
            feature.access = buildAccess(access) ?? .public
        }
        if let imports = fields["imports"] {
            feature.imports = buildImports(imports)
        }
        if let module = fields["module"] {
            feature.module = text(of: module.value, "'module'", expected: "a module name, e.g. 'module: HomeFeature'")
        }
        if let root = fields["root"] {
            feature.root = buildCase(named: SpecText("root", at: root.key.position), body: root.value, kind: .root)
        }
        if let screens = fields["screens"] {
            feature.screens = buildCases(screens, kind: .screen, mayBeEmpty: hasRoot)
        }
        if let modals = fields["modals"] {
            feature.modals = buildCases(modals, kind: .modal)
        }
        if let events = fields["events"] {
            feature.events = buildCases(events, kind: .event)
        }
        return feature
    }
}
