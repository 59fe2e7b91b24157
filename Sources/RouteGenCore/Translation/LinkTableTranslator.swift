/// The rows of an app's Markdown list of links: every link the app accepts, with the feature,
/// the destination and the parameters it carries, for documentation and for the
/// associated-domains file; then the schemes and hosts that carry them.
enum LinkTableTranslator {
    /// One Markdown table row per link, in the app's feature order, then spec order: each
    /// template of a feature (its events' too), and after a hosting modal's template, that
    /// template followed by each link of the hosted feature (``ExpandedLink``).
    static func rows(of app: ValidatedApp) -> [String] {
        expandedLinks(of: app).map { feature, link in
            let alias = link.parts.allSatisfy(\.isCanonical) ? "" : " (alias)"
            // A hosted feature's parameter may repeat its host's (the same query item fills both, or
            // the hosted stack takes the modal's value): listed once.
            var parameters: [String] = []
            for (index, part) in link.parts.enumerated() {
                for parameter in part.validated.parameters where part.link.carries(parameter.name) {
                    if index > 0, isShared(parameter, by: link.parts[index - 1], to: part) { continue }
                    let text = "`\(parameter.name): \(parameter.typeName)`"
                    if !parameters.contains(text) { parameters.append(text) }
                }
            }
            return "| `\(template(of: link))`\(alias) | \(feature) | \(destination(of: link)) | \(parameters.isEmpty ? "–" : parameters.joined(separator: ", ")) |"
        }
    }

    /// Whether the hosted `part`'s `parameter` takes the value of the hosting modal's (`host`)
    /// parameter of the same name and type (or whose optional is its type), which the modal's
    /// template carries, when the hosted template's path does not hold it.
    static func isShared(_ parameter: ValidatedParameter, by host: ExpandedLink.Part, to part: ExpandedLink.Part) -> Bool {
        guard !part.link.segments.contains(where: { $0.parameter == parameter.name }), host.link.carries(parameter.name),
              let value = host.validated.parameters.first(where: { $0.name == parameter.name })
        else { return false }
        return value.type == parameter.type || SwiftType.optional(value.type) == parameter.type
    }

    /// Every link of the app, with the name of the app feature that opens it: each feature's
    /// root, screens and modals (through the stacks they host), then its events.
    static func expandedLinks(of app: ValidatedApp) -> [(feature: String, link: ExpandedLink)] {
        let features = app.linkedFeatures
        return app.features.flatMap { appFeature in
            (appFeature.feature.linkedCases + appFeature.feature.events).flatMap { validated in
                ExpandedLink.expand(validated, of: appFeature.feature.name, in: features).map { (appFeature.feature.name, $0) }
            }
        }
    }

    /// The link as one template: the host it is limited to (`//s.example`), the parts' path
    /// segments joined by `/`, then the query items their templates list, but those a hosted
    /// stack takes from its modal.
    static func template(of link: ExpandedLink) -> String {
        var paths: [String] = []
        var queries: [String] = []
        for (index, part) in link.parts.enumerated() {
            paths += part.link.segments.map { segment in
                switch segment {
                case .literal(let text): text
                case .parameter(let name): "{\(name)}"
                case .affixed(let prefix, let name, let suffix): "\(prefix){\(name)}\(suffix)"
                case .wildcard: "*"
                case .catchAll: "**"
                }
            }
            for item in part.link.writtenQueryItems {
                if index > 0, let name = item.parameter, let parameter = part.validated.parameters.first(where: { $0.name == name }),
                   isShared(parameter, by: link.parts[index - 1], to: part) {
                    continue
                }
                queries.append(item.text)
            }
        }
        // A template of no segment is the bare host: `/`, or `//s.example/` when limited to one.
        let host = link.parts.lazy.compactMap(\.link.host).first.map { "//" + $0 + "/" } ?? (paths.isEmpty ? "/" : "")
        return host + paths.joined(separator: "/") + (queries.isEmpty ? "" : "?" + queries.joined(separator: "&"))
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
                    let route = switch host.routeIn {
                    case .path: "path and query"
                    case .fragment: "fragment: `https://\(host.name)/#/\(example)`"
                    case .query(let item): "query item `\(item)`: `https://\(host.name)/?\(item)=/\(example)`"
                    }
                    // A host whose route is elsewhere than the path reads it so under a route scheme too.
                    let routeSchemes = host.routeIn == .path ? [] : links.schemes.filter { $0.hostMode == .route }.map { "`\($0.name)://\(host.name)`" }
                    let also = routeSchemes.isEmpty ? "" : " (also \(routeSchemes.joined(separator: ", ")))"
                    lines.append("| \(web) | `\(host.name)` or a subdomain of it\(also) | \(route) |")
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
            canonical.scheme + "://" + (canonical.host ?? "") + {
                switch links.hosts.first(where: { $0.name == canonical.host })?.routeIn ?? .path {
                case .path: "/"
                case .fragment: "/#/"
                case .query(let item): "/?\(item)=/"
                }
            }()
        }
        return lines + ["`.url` builds links on `\(base)`."]
    }
}
