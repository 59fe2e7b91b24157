import Foundation

/// A large app's specs, made up in code and the same on every run: `Feature000` onwards, each
/// with a root screen, 30 screens of 0 to 4 parameters, 2 modals (one full screen) and
/// 2 events. Every screen and modal names its view, so the specs generate in both modes.
///
/// Plain text only (no routegen import), so that `synthetic-app` builds in seconds.
public enum SyntheticApp {
    /// The number of features (spec files) of the in-process benchmarks.
    public static let featureCount = 100
    /// The number of screens in every feature.
    public static let screensPerFeature = 30
    /// The suffix of a feature spec's file name (routegen's `SpecSource.fileSuffix`).
    public static let specFileSuffix = ".routes.yaml"

    /// The parameters screens draw from, as written in a spec: plain types, optionals, a
    /// collection and `{ type:, default: }` entries.
    static let parameterPool = [
        "itemID: Item.ID",
        "title: String",
        "note: String?",
        "page: { type: Int, default: 1 }",
        "tags: [Tag]",
        "showsHeader: { type: Bool, default: true }",
        "sort: { type: SortOrder, default: .newest }",
    ]

    /// `Feature007` for 7, `Feature1234` for 1234.
    public static func featureName(_ index: Int) -> String {
        "Feature" + String(format: "%03d", index)
    }

    /// The spec file name of feature `index` (`Feature007.routes.yaml`).
    public static func specFileName(feature index: Int) -> String {
        featureName(index) + specFileSuffix
    }

    /// The spec of feature `index`, as YAML text.
    public static func specText(feature index: Int) -> String {
        var lines = [
            "# \(featureName(index)): a synthetic feature for routegen's benchmarks.",
            "access: public",
            "imports: [AppModels]",
            "module: \(featureName(index))UI",
            "root:",
            "  doc: The feature's first screen.",
            "  view: \(featureName(index))RootView",
            "screens:",
        ]
        for screen in 0..<screensPerFeature {
            lines += caseLines("screen\(screen)", doc: screenDoc(screen), view: "Screen\(screen)View", parameters: screenParameters(screen))
        }
        lines += ["modals:"]
        lines += caseLines("picker", doc: "Picks an item.", view: "PickerView", parameters: ["selection: Item.ID?"])
        lines += caseLines(
            "editor", doc: "Edits an item full screen.", style: "fullScreenCover", view: "EditorView", parameters: ["itemID: Item.ID"]
        )
        lines += ["events:"]
        lines += caseLines("closed", doc: nil, parameters: [])
        lines += caseLines("itemChosen", doc: "Tells the app layer which item was chosen.", parameters: ["itemID: Item.ID"])
        return lines.joined(separator: "\n") + "\n"
    }

    /// The YAML lines of one screen, modal or event.
    static func caseLines(_ name: String, doc: String?, style: String? = nil, view: String? = nil, parameters: [String]) -> [String] {
        guard doc != nil || style != nil || view != nil || !parameters.isEmpty else { return ["  \(name): {}"] }
        var lines = ["  \(name):"]
        if let doc { lines.append("    doc: \(doc)") }
        if let style { lines.append("    style: \(style)") }
        if let view { lines.append("    view: \(view)") }
        if !parameters.isEmpty {
            lines.append("    params:")
            lines += parameters.map { "      " + $0 }
        }
        return lines
    }

    /// Every third screen has a doc comment.
    static func screenDoc(_ screen: Int) -> String? {
        screen.isMultiple(of: 3) ? "Screen \(screen) of the feature." : nil
    }

    /// Screen `screen` has `screen % 5` parameters (0 to 4), taken from the pool in turn.
    static func screenParameters(_ screen: Int) -> [String] {
        (0..<screen % 5).map { parameterPool[(screen + $0) % parameterPool.count] }
    }

    /// The first `count` features' spec file names and texts, in order.
    public static func specs(count: Int = featureCount) -> [(fileName: String, text: String)] {
        (0..<count).map { (specFileName(feature: $0), specText(feature: $0)) }
    }

    /// Writes the first `count` features' specs into `folder`, creating it.
    public static func writeSpecs(count: Int = featureCount, to folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for spec in specs(count: count) {
            try Data(spec.text.utf8).write(to: folder.appendingPathComponent(spec.fileName))
        }
    }
}
