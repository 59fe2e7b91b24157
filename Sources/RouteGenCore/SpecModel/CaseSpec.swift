/// A screen, modal or event of a feature, as written in the spec.
struct CaseSpec: Hashable, Sendable {
    /// Which enum the case belongs to.
    var kind: CaseKind
    /// The case name (`photoDetail`), not yet checked.
    var name: SpecText
    /// The documentation text (`doc:`), if any.
    var doc: SpecText?
    /// The parameters, in spec order.
    var parameters: [ParameterSpec]
    /// How a modal is presented; always `.sheet` for screens and events.
    var style: ModalStyle = .sheet
    /// The concrete SwiftUI view type (`view:`) live mode builds for a screen, modal or the root, if given.
    var view: SpecText?
}
