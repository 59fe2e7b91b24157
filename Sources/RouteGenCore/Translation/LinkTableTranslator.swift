/// The rows of an app's Markdown list of links: every template of its features, with the
/// feature, the destination and the parameters it carries, for documentation and for the
/// associated-domains file.
enum LinkTableTranslator {
    /// One Markdown table row per template, in the app's feature order, then spec order.
    static func rows(of app: ValidatedApp) -> [String] {
        app.features.flatMap { appFeature -> [String] in
            let feature = appFeature.feature
            return ([feature.root].compactMap { $0 } + feature.screens + feature.modals).flatMap { validated in
                let canonical = validated.links.firstIndex(where: \.canBuild)
                return validated.links.enumerated().map { index, link in
                    let destination = validated.kind == .root ? "root" : "\(validated.kind.rawValue) `\(validated.name)`"
                        + (validated.hostedFeature.map { ", then a link of \($0)" } ?? "")
                    let parameters = validated.parameters.filter { link.carries($0.name) }
                        .map { "`\($0.name): \($0.type)`" }.joined(separator: ", ")
                    let template = "`" + link.text + (validated.hostedFeature == nil ? "" : "/…") + "`" + (index == canonical ? "" : " (alias)")
                    return "| \(template) | \(feature.name) | \(destination) | \(parameters.isEmpty ? "–" : parameters) |"
                }
            }
        }
    }
}
