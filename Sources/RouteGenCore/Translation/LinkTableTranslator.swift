/// The rows of an app's Markdown list of links: every link the app accepts, with the feature,
/// the destination and the parameters it carries, for documentation and for the
/// associated-domains file; then the schemes and hosts that carry them.
enum LinkTableTranslator {
    /// One Markdown table row per link, in the app's feature order, then spec order: each
    /// template of a feature, and after a hosting modal's template, that template followed by
    /// each link of the hosted feature (``ExpandedLink``).
    static func rows(of app: ValidatedApp) -> [String] {
        expandedLinks(of: app).map { feature, link in
            let alias = link.parts.allSatisfy(\.isCanonical) ? "" : " (alias)"
            // A hosted feature's parameter may repeat its host's (the same query item fills both): listed once.
            var parameters: [String] = []
            for part in link.parts {
                for parameter in part.validated.parameters where part.link.carries(parameter.name) {
                    let text = "`\(parameter.name): \(parameter.typeName)`"
                    if !parameters.contains(text) { parameters.append(text) }
                }
            }
            return "| `\(template(of: link))`\(alias) | \(feature) | \(destination(of: link)) | \(parameters.isEmpty ? "–" : parameters.joined(separator: ", ")) |"
        }
    }

    /// Every link of the app, with the name of the app feature that opens it.
    static func expandedLinks(of app: ValidatedApp) -> [(feature: String, link: ExpandedLink)] {
        let features = app.linkedFeatures
        return app.features.flatMap { appFeature in
            appFeature.feature.linkedCases.flatMap { validated in
                ExpandedLink.expand(validated, of: appFeature.feature.name, in: features).map { (appFeature.feature.name, $0) }
            }
        }
    }

    /// The link as one template: the parts' path segments joined by `/`, then the query items
    /// their templates list.
    static func template(of link: ExpandedLink) -> String {
        var paths: [String] = []
        var queries: [String] = []
        for part in link.parts {
            paths += part.link.segments.map { segment in
                switch segment {
                case .literal(let text): text
                case .parameter(let name): "{\(name)}"
                case .wildcard: "*"
                case .catchAll: "**"
                }
            }
            let pieces = part.link.text.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
            if pieces.count > 1, !pieces[1].isEmpty { queries.append(String(pieces[1])) }
        }
        return paths.joined(separator: "/") + (queries.isEmpty ? "" : "?" + queries.joined(separator: "&"))
    }

    /// Where the link leads: `root`, ``screen `photos` ``, or a hosting modal then a case of
    /// the hosted feature; a hosting modal the link ends at shows its stack at its root.
    static func destination(of link: ExpandedLink) -> String {
        var steps: [String] = []
        for (index, part) in link.parts.enumerated() {
            let validated = part.validated
            let step = validated.kind == .root ? "root" : "\(validated.kind.rawValue) `\(validated.name)`"
            steps.append(index == 0 ? step : "\(step) of \(part.feature)")
        }
        let hosted = link.parts.last?.validated.hostedFeature.map { " (\($0) at its root)" } ?? ""
        return steps.joined(separator: ", then ") + hosted
    }

    /// The lines after the table: a table of the schemes and hosts that carry the app's links,
    /// and the base `.url` builds on.
    static func origins(of app: ValidatedApp) -> [String] {
        var lines = ["", "## Schemes and hosts", ""]
        guard let links = app.links else {
            return lines + ["The app spec declares no `links`, so the app opens none of these."]
        }
        let example = expandedLinks(of: app).first { $0.link.parts.allSatisfy(\.isCanonical) }
            .map { template(of: $0.link).split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0] } ?? "…"
        let web = links.schemes.filter { $0.hostMode == .web }.map { "`\($0.name)`" }.joined(separator: ", ")
        lines += ["| scheme | host | route |", "|---|---|---|"]
        var listedWeb = false
        for scheme in links.schemes {
            switch scheme.hostMode {
            case .route:
                lines.append("| `\(scheme.name)` | the route's first segment: `\(scheme.name)://\(example)` | path and query |")
            case .ignored:
                lines.append("| `\(scheme.name)` | any, ignored: `\(scheme.name)://anything/\(example)` | path and query |")
            case .web:
                guard !listedWeb else { continue }
                listedWeb = true
                for host in links.hosts {
                    let route = host.routeIn == .path ? "path and query" : "fragment: `https://\(host.name)/#/\(example)`"
                    lines.append("| \(web) | `\(host.name)` or a subdomain of it | \(route) |")
                }
            }
        }
        lines.append("")
        guard let canonical = links.canonical, let mode = links.schemes.first(where: { $0.name == canonical.scheme })?.hostMode else {
            return lines + ["`.url` builds no links: the app spec names no canonical base."]
        }
        let base: String = switch mode {
        case .route: canonical.scheme + "://"
        case .ignored: canonical.scheme + ":///"
        case .web:
            canonical.scheme + "://" + (canonical.host ?? "") + (links.hosts.first { $0.name == canonical.host }?.routeIn == .fragment ? "/#/" : "/")
        }
        return lines + ["`.url` builds links on `\(base)`."]
    }
}
