/// Checks what no single spec can: that a modal's `stack:` can present the feature it names.
///
/// It runs over the features of one run. A hosted feature that is not among them is taken to
/// come from an imported module and is left to the compiler; one that is must declare a root,
/// take the modal's parameters at its root, and be at least as visible as the host, whose
/// router and events expose the hosted router and events.
enum HostedStackValidator {
    /// A validated feature and the spec it came from.
    struct Feature: Sendable {
        /// The spec file's path, which diagnostics point into.
        var path: String
        /// The feature.
        var feature: ValidatedFeature
    }

    /// Reports every hosting modal of `features` that cannot present the feature it names.
    static func check(_ features: [Feature], diagnostics: inout Diagnostics) {
        // Indices rather than copies of the features: only a hosting modal looks one up.
        let byName = Dictionary(features.indices.map { (features[$0].feature.name, $0) }) { first, _ in first }
        for host in features {
            for modal in host.feature.modals {
                guard let name = modal.hostedFeature, let index = byName[name] else { continue }
                let hosted = features[index]
                let location = SourceLocation(file: host.path, position: modal.hostedFeaturePosition)
                // Built only for a message.
                var subject: String { "modal '\(modal.name)'" }
                guard let root = hosted.feature.root else {
                    diagnostics.error("\(subject) hosts the \(name) stack, but \(hosted.path) declares no 'root:'; a stack presented on its own needs a root screen, so declare one there", at: location)
                    continue
                }
                if host.feature.access.rank > hosted.feature.access.rank {
                    diagnostics.error("\(subject) of this \(host.feature.access.rawValue) feature hosts the \(hosted.feature.access.rawValue) feature \(name), whose router and events this feature's would expose; make \(name) \(host.feature.access.rawValue), or this feature \(hosted.feature.access.rawValue), with 'access:'", at: location)
                }
                if root.parameters.map(\.signature) != modal.parameters.map(\.signature) {
                    let expected = root.parameters.isEmpty ? "none" : root.parameters.map(\.signature).joined(separator: ", ")
                    diagnostics.error("\(subject) hosts the \(name) stack, whose root takes its parameters from the modal: give the modal exactly the parameters of \(name)'s root, in order (\(expected))", at: location)
                }
            }
        }
    }
}

extension AccessLevel {
    /// How widely the level exposes a declaration: internal 0, package 1, public 2.
    var rank: Int {
        switch self {
        case .internal: 0
        case .package: 1
        case .public: 2
        }
    }
}

extension ValidatedParameter {
    /// The parameter as a spec writes it, without its default: `userID: String`, `_ post: Post`.
    var signature: String {
        (isLabelled ? "" : "_ ") + "\(name): \(type)"
    }
}
