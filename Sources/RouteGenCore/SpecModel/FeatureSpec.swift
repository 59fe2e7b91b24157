/// One feature's spec file, decoded into typed values but not yet validated.
struct FeatureSpec: Hashable, Sendable {
    /// The spec file's path as the user gave it; diagnostics point into it.
    var file: String
    /// The feature name: the file name's stem before `.routes.yaml`, not yet checked.
    var name: String
    /// The access level of the generated declarations.
    var access: AccessLevel
    /// The modules that define the parameter types, in spec order.
    var imports: [SpecText]
    /// The module that defines the screens' concrete views (`module:`), which live mode imports.
    var module: SpecText?
    /// The stack's root screen (`root:`), if the spec declares one.
    var root: CaseSpec?
    /// The push destinations, in spec order.
    var screens: [CaseSpec]
    /// The modals, in spec order.
    var modals: [CaseSpec]
    /// The events, in spec order.
    var events: [CaseSpec]
}
