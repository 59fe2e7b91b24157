/// Decodes an app spec's YAML tree into an ``AppSpec``, checking its shape as the feature spec
/// builder does: wrong node kinds, unknown keys with "did you mean", missing keys.
struct AppSpecBuilder: MappingDecoder {
    /// The app spec file diagnostics point into.
    let file: String
    /// What the builder found wrong so far.
    var diagnostics = Diagnostics()
    /// The keys already offered as "did you mean" fixes.
    var suggestedKeys: Set<String> = []

    /// Decodes `root`, the YAML tree of the app spec `source`; `nil` when it has no usable top level.
    static func build(_ root: YAMLNode?, source: SpecSource, diagnostics: inout Diagnostics) -> AppSpec? {
        var builder = AppSpecBuilder(file: source.path)
        let spec = builder.buildApp(root, name: RouteGenFileNames.appName(ofAppSpecFileName: source.fileName) ?? source.fileName)
        diagnostics.append(contentsOf: builder.diagnostics)
        return spec
    }

    /// Decodes the top-level mapping.
    mutating func buildApp(_ root: YAMLNode?, name: String) -> AppSpec? {
        guard let root, !(root.scalar?.isNull ?? false) else {
            error("the app spec is empty; declare its tabs or features, e.g. 'tabs: { home: Home }'", at: SourcePosition(line: 1, column: 1))
            return nil
        }
        guard let entries = root.mapping else {
            error("an app spec must be a mapping with the keys \(SpecMapping.app.names.englishList("and")); found \(root.kindDescription)", at: root.position)
            return nil
        }
        let fields = self.fields(of: entries, allowed: .app, in: "at the top level of an app spec")
        var spec = AppSpec(file: file, name: name, tabs: [], features: [], links: nil)
        if let tabs = fields["tabs"] {
            spec.tabs = buildTabs(tabs.value)
        }
        if let features = fields["features"] {
            spec.features = buildFeatureList(features.value)
        }
        if fields["tabs"] == nil, fields["features"] == nil, !suggestedKeys.contains("tabs"), !suggestedKeys.contains("features") {
            error("an app spec declares its features: 'tabs', 'features' or both", at: root.position)
        }
        if let links = fields["links"] {
            spec.declaresLinks = true
            spec.links = buildLinks(links.value)
        }
        if let imports = fields["imports"] {
            spec.imports = buildFeatureList(imports.value)
        }
        return spec
    }

    /// Decodes `tabs:`: tab name → feature, or → `{ feature, title, systemImage }`, in order.
    mutating func buildTabs(_ node: YAMLNode) -> [AppTabSpec] {
        guard let entries = node.mapping else {
            error("'tabs' must be a mapping from tab names to features, e.g. 'tabs: { home: Home }'; found \(node.kindDescription)", at: node.position)
            return []
        }
        return entries.compactMap { entry in
            guard let name = self.name(of: entry.key) else { return nil }
            if entry.value.scalar != nil {
                guard let feature = text(of: entry.value, "tab '\(name.shown)'", expected: "a feature name") else {
                    error("tab '\(name.shown)' names no feature; write its feature, e.g. '\(name.shown): Home'", at: entry.value.position)
                    return nil
                }
                return AppTabSpec(name: name, feature: feature)
            }
            guard let body = entry.value.mapping else {
                error("tab '\(name.shown)' must be a feature name or a mapping of \(SpecMapping.appTab.names.map { "'\($0)'" }.englishList("and")); found \(entry.value.kindDescription)", at: entry.value.position)
                return nil
            }
            let fields = self.fields(of: body, allowed: .appTab, in: "in tab '\(name.shown)'")
            guard let featureField = fields["feature"], let feature = text(of: featureField.value, "'feature' of tab '\(name.shown)'", expected: "a feature name") else {
                if !suggestedKeys.contains("feature") {
                    error("tab '\(name.shown)' is missing its 'feature'", at: entry.value.position)
                }
                return nil
            }
            return AppTabSpec(
                name: name, feature: feature,
                title: fields["title"].flatMap { text(of: $0.value, "'title' of tab '\(name.shown)'", expected: "text") },
                systemImage: fields["systemImage"].flatMap { text(of: $0.value, "'systemImage' of tab '\(name.shown)'", expected: "an SF Symbol name") }
            )
        }
    }

    /// Decodes `features:`: a list of feature names, or one.
    mutating func buildFeatureList(_ node: YAMLNode) -> [SpecText] {
        switch node.content {
        case .scalar(let scalar):
            return scalar.isNull ? [] : [SpecText(scalar.text, at: node.position, style: scalar.style)]
        case .mapping:
            error("'features' must be a list of feature names, e.g. 'features: [Onboarding]'; found a mapping", at: node.position)
            return []
        case .sequence(let items):
            return items.compactMap { text(of: $0, "an item of 'features'", expected: "a feature name") }
        }
    }

    /// Decodes `links:`.
    mutating func buildLinks(_ node: YAMLNode) -> AppLinksSpec? {
        guard let entries = node.mapping else {
            error("'links' must be a mapping of \(SpecMapping.appLinks.names.englishList("and")); found \(node.kindDescription)", at: node.position)
            return nil
        }
        let fields = self.fields(of: entries, allowed: .appLinks, in: "in 'links'")
        var links = AppLinksSpec(position: node.position, schemes: [], hosts: [], canonical: nil, caseSensitive: nil)
        if let schemes = fields["schemes"] {
            if let pairs = schemes.value.mapping {
                links.schemes = pairs.compactMap { pair in
                    guard let name = self.name(of: pair.key) else { return nil }
                    guard let mode = text(of: pair.value, "the host mode of scheme '\(name.shown)'", expected: "route, web or ignored") else {
                        error("scheme '\(name.shown)' needs a host mode: route (the host is the first route segment), web (a declared host) or ignored", at: pair.value.position)
                        return nil
                    }
                    return (name, mode)
                }
            } else {
                error("'schemes' must be a mapping from URL schemes to how their host is read, e.g. 'schemes: { myapp: route }'; found \(schemes.value.kindDescription)", at: schemes.value.position)
            }
        }
        if let hosts = fields["hosts"] {
            links.hosts = buildHosts(hosts.value)
        }
        links.canonical = fields["canonical"].flatMap { text(of: $0.value, "'canonical'", expected: "a URL, e.g. 'canonical: https://example.com'") }
        links.caseSensitive = fields["caseSensitive"].flatMap { text(of: $0.value, "'caseSensitive'", expected: "true or false") }
        return links
    }

    /// Decodes `hosts:`: a list of host names, each alone or as `{ host, routeIn }`.
    mutating func buildHosts(_ node: YAMLNode) -> [(host: SpecText, routeIn: SpecText?)] {
        let items: [YAMLNode]
        switch node.content {
        case .sequence(let list): items = list
        case .scalar: items = [node]
        case .mapping:
            error("'hosts' must be a list of host names, e.g. 'hosts: [example.com]'; found a mapping", at: node.position)
            return []
        }
        return items.compactMap { item in
            if item.scalar != nil {
                return text(of: item, "a host", expected: "a host name").map { ($0, nil) }
            }
            guard let entries = item.mapping else {
                error("a host must be a host name or a mapping of \(SpecMapping.appHost.names.map { "'\($0)'" }.englishList("and")); found \(item.kindDescription)", at: item.position)
                return nil
            }
            let fields = self.fields(of: entries, allowed: .appHost, in: "in a host")
            guard let host = fields["host"].flatMap({ text(of: $0.value, "'host'", expected: "a host name") }) else {
                error("a host written as a mapping needs its 'host', e.g. '{ host: matrix.to, routeIn: fragment }'", at: item.position)
                return nil
            }
            return (host, fields["routeIn"].flatMap { text(of: $0.value, "'routeIn'", expected: "path, fragment or query(item)") })
        }
    }
}
