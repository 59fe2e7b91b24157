extension AppSpecValidator {
    /// Checks `links:`: schemes and how each reads its host, web hosts, the canonical base and
    /// case sensitivity.
    mutating func validateLinks(_ spec: AppLinksSpec) -> ValidatedAppLinks? {
        var schemes: [ValidatedAppLinks.Scheme] = []
        // The web schemes the spec lists, with where their mode is written.
        var webSchemes: [(name: String, position: SourcePosition)] = []
        for (name, mode) in spec.schemes {
            let scheme = name.text.lowercased()
            guard Self.isScheme(scheme) else {
                error("'\(name.shown)' is not a URL scheme: a letter, then letters, digits, '+', '-' or '.'", at: name.position)
                continue
            }
            guard let hostMode = ValidatedAppLinks.HostMode(rawValue: mode.text) else {
                let suggestion = Suggestion.closest(to: mode.text, among: ValidatedAppLinks.HostMode.allCases.map(\.rawValue)).map { "; did you mean '\($0)'?" }
                    ?? "; use route (the host is the first route segment), web (a declared host) or ignored"
                error("'\(mode.shown)' is not a host mode of scheme '\(name.shown)'\(suggestion)", at: mode.position)
                continue
            }
            if ["http", "https"].contains(scheme), hostMode != .web {
                error("scheme '\(scheme)' carries web links: its host is always a declared web host, so its mode is 'web'", at: mode.position)
                continue
            }
            if schemes.contains(where: { $0.name == scheme }) {
                error("scheme '\(scheme)' is listed twice", at: name.position)
                continue
            }
            schemes.append(ValidatedAppLinks.Scheme(name: scheme, hostMode: hostMode))
            if hostMode == .web { webSchemes.append((scheme, mode.position)) }
        }
        var hosts: [ValidatedAppLinks.Host] = []
        // Where each host was first listed, by its lowercase name.
        var listed: [String: SourcePosition] = [:]
        for (name, routeIn) in spec.hosts {
            let host = name.text.lowercased()
            guard Self.isHostName(host) else {
                error("'\(name.shown)' is not a host name: labels of letters, digits and '-', separated by '.'", at: name.position)
                continue
            }
            var location = ValidatedAppLinks.RouteLocation.path
            if let routeIn {
                guard let parsed = ValidatedAppLinks.RouteLocation(text: routeIn.text) else {
                    error("'\(routeIn.shown)' is not where a route is; use path, fragment or query(item), the query item that holds it (e.g. 'query(url)')", at: routeIn.position)
                    continue
                }
                location = parsed
            }
            if let first = listed[host], let earlier = hosts.first(where: { $0.name == host }) {
                let routes = earlier.routeIn == location ? "" : ", there with its route in the \(earlier.routeIn.description), here in the \(location.description)"
                error("host '\(name.shown)' is already listed at \(first)\(routes); hosts compare without case and a host carries its route in one place, so list it once", at: name.position)
                continue
            }
            listed[host] = name.position
            hosts.append(ValidatedAppLinks.Host(name: host, routeIn: location))
        }
        if schemes.isEmpty, hosts.isEmpty {
            error("'links' declares no scheme and no host, so no link can open; add e.g. 'schemes: { myapp: route }' or 'hosts: [example.com]'", at: spec.position)
            return nil
        }
        if hosts.isEmpty, spec.hosts.isEmpty {
            for (scheme, position) in webSchemes {
                error("scheme '\(scheme)' is a web scheme, whose links open only on a declared host, but 'hosts' declares none, so every link on it would be refused; add 'hosts: [example.com]', or make it 'route' or 'ignored'", at: position)
            }
        }
        // Declared hosts always take https and http links, besides any web scheme of the app's own.
        if !hosts.isEmpty {
            schemes += ["https", "http"].filter { web in !schemes.contains { $0.name == web } }.map { ValidatedAppLinks.Scheme(name: $0, hostMode: .web) }
        }
        let caseSensitive: Bool
        switch spec.caseSensitive?.text {
        case nil, "true": caseSensitive = true
        case "false": caseSensitive = false
        case let other?:
            error("'caseSensitive' is true or false; found '\(other)'", at: spec.caseSensitive?.position)
            caseSensitive = true
        }
        let canonical = spec.canonical.flatMap { validateCanonical($0, schemes: schemes, hosts: hosts) }
            ?? Self.defaultCanonical(schemes: schemes, hosts: hosts)
        return ValidatedAppLinks(schemes: schemes, hosts: hosts, canonical: canonical, caseSensitive: caseSensitive)
    }

    /// Checks `canonical:`: `scheme://` for a scheme whose host is a route segment or ignored,
    /// or `scheme://host` for a web scheme and a declared host.
    mutating func validateCanonical(_ text: SpecText, schemes: [ValidatedAppLinks.Scheme], hosts: [ValidatedAppLinks.Host]) -> ValidatedAppLinks.Canonical? {
        let parts = text.text.split(separator: "://", omittingEmptySubsequences: false).map(String.init)
        let rest = parts.count == 2 ? (parts[1].hasSuffix("/") ? String(parts[1].dropLast()) : parts[1]).lowercased() : ""
        guard parts.count == 2, let scheme = schemes.first(where: { $0.name == parts[0].lowercased() }) else {
            error("'canonical' must be 'scheme://' or 'scheme://host' with a scheme of 'schemes' (\(schemes.map(\.name).englishList("and")))", at: text.position)
            return nil
        }
        switch scheme.hostMode {
        case .route, .ignored:
            guard rest.isEmpty else {
                error("scheme '\(scheme.name)' reads no web host, so 'canonical' is '\(scheme.name)://'", at: text.position)
                return nil
            }
            return ValidatedAppLinks.Canonical(scheme: scheme.name)
        case .web:
            guard hosts.contains(where: { $0.name == rest }) else {
                error("'canonical' must name one of 'hosts' (\(hosts.map(\.name).englishList("and"))), e.g. '\(scheme.name)://\(hosts.first?.name ?? "example.com")'", at: text.position)
                return nil
            }
            return ValidatedAppLinks.Canonical(scheme: scheme.name, host: rest)
        }
    }

    /// The base links are built on without `canonical:`: the first web host with `https`, else
    /// the first scheme.
    static func defaultCanonical(schemes: [ValidatedAppLinks.Scheme], hosts: [ValidatedAppLinks.Host]) -> ValidatedAppLinks.Canonical? {
        if let host = hosts.first(where: { $0.routeIn == .path }) {
            return ValidatedAppLinks.Canonical(scheme: "https", host: host.name)
        }
        return schemes.first { $0.hostMode != .web }.map { ValidatedAppLinks.Canonical(scheme: $0.name) }
    }

    /// Whether `text` is a URL scheme (RFC 3986), lowercase.
    static func isScheme(_ text: String) -> Bool {
        guard let first = text.first, first.isASCIILowercaseLetter else { return false }
        return text.allSatisfy { $0.isASCIILowercaseLetter || $0.isASCIIDigit || "+-.".contains($0) }
    }

    /// Whether `text` is a lowercase host name.
    static func isHostName(_ text: String) -> Bool {
        let labels = text.split(separator: ".", omittingEmptySubsequences: false)
        return !labels.isEmpty && labels.allSatisfy { label in
            !label.isEmpty && label.count <= 63 && label.first != "-" && label.last != "-"
                && label.allSatisfy { $0.isASCIILowercaseLetter || $0.isASCIIDigit || $0 == "-" }
        }
    }

    /// Reports two links of the app's features, in one feature or two, that can match the same
    /// URLs with the same precedence, naming both spec locations. A modal that hosts a stack
    /// counts as its template alone and as its template followed by each link of the hosted
    /// feature (`ExpandedLink`); an event's templates count as they are (a link never sends a
    /// hosted feature's event); literals compare without case when the app says so; links that
    /// differ in host or query rules conflict only when both can match one URL and weigh the
    /// same (`ExpandedLink.conflicts(with:caseSensitive:)`).
    mutating func checkLinkConflicts(_ appFeatures: [HostedStackValidator.Feature], caseSensitive: Bool) {
        let byName = Dictionary(features.values.map { ($0.feature.name, $0.feature) }) { first, _ in first }
        var seen: [[LinkTemplateSyntax.Segment]: [ExpandedLink]] = [:]
        var reported: Set<[SourceLocation]> = []
        for entry in appFeatures {
            for validated in entry.feature.linkedCases + entry.feature.events {
                for link in ExpandedLink.expand(validated, of: entry.feature.name, in: byName) {
                    let key = link.key(caseSensitive: caseSensitive)
                    guard let earlier = seen[key]?.first(where: { $0.conflicts(with: link, caseSensitive: caseSensitive) }) else {
                        seen[key, default: []].append(link)
                        continue
                    }
                    let locations = locations(of: link)
                    let earlierLocations = self.locations(of: earlier)
                    // A feature's own exact duplicates fail its own validation first, so a pair
                    // seen here is new; one message per pair of templates the spec writes.
                    guard let location = locations.first, reported.insert([location, earlierLocations[0]]).inserted else { continue }
                    let extra = locations.dropFirst().map(\.description)
                    diagnostics.error(
                        "link template \(description(of: link))\(extra.isEmpty ? "" : " (\(extra.joined(separator: ", ")))") can match the same links as \(description(of: earlier)) (\(earlierLocations.map(\.description).joined(separator: ", "))); links of one app must lead to one destination, so make one more specific",
                        at: location
                    )
                }
            }
        }
    }

    /// Reports a template of the app's features (hosted ones included) limited to a host that
    /// the app spec does not declare: no link of the app could match it.
    mutating func checkLinkHosts(_ appFeatures: [ValidatedFeature], hosted: [ValidatedFeature], declared: [ValidatedAppLinks.Host]) {
        let names = declared.map(\.name)
        for feature in appFeatures + hosted {
            for validated in feature.linkedCases + feature.events {
                for link in validated.links {
                    guard let host = link.host, !names.contains(host) else { continue }
                    let choices = names.isEmpty ? "it declares none" : "it declares \(names.map { "'\($0)'" }.englishList("and"))"
                    diagnostics.error(
                        "link template '\(link.text.shown)' of \(validated.kind.subject(named: validated.name)) of \(feature.name) is limited to host '\(host)', which \(SpecSource.fileName(ofPath: file)) does not declare in 'hosts' (\(choices)), so no link could open it",
                        at: SourceLocation(file: features[feature.name]?.path ?? feature.name, position: link.position)
                    )
                }
            }
        }
    }

    /// How a conflict names a link: `'sheet' of modal 'sheet' of Host, then 'list' of screen 'list' of Picker`.
    func description(of link: ExpandedLink) -> String {
        link.parts.map { "'\($0.link.text)' of \($0.validated.kind.subject(named: $0.validated.name)) of \($0.feature)" }.joined(separator: ", then ")
    }

    /// Where the spec writes each template of `link`, outermost first.
    func locations(of link: ExpandedLink) -> [SourceLocation] {
        link.parts.map { SourceLocation(file: features[$0.feature]?.path ?? $0.feature, position: $0.link.position) }
    }
}
