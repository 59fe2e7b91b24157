/// A screen, modal, event or the root of a feature, as written in the spec.
struct CaseSpec: Hashable, Sendable {
    /// Which enum the case belongs to.
    var kind: CaseKind
    /// The case name (`photoDetail`), not yet checked.
    var name: SpecText
    /// The documentation text (`doc:`), if any.
    var doc: SpecText?
    /// The parameters, in spec order.
    var parameters: [ParameterSpec]
    /// Whether a parameter could not be read, or `params:` was not indented under the case: its
    /// error is reported, and what depends on the parameters (link templates) is not checked, so
    /// that the mistake is reported and not its consequences.
    var hasBrokenParameters = false
    /// How a modal is presented (in a regular horizontal size class, when the spec gives a
    /// style per size class); always `.sheet` for screens and events.
    var style: ModalStyle = .sheet
    /// How a modal is presented in a compact horizontal size class, when the spec gives a style
    /// per size class (`style: { compact: sheet, regular: fullScreenCover }`).
    var compactStyle: ModalStyle?
    /// Where `style:` was written, if it was.
    var stylePosition: SourcePosition?
    /// The concrete SwiftUI view type (`view:`) live mode builds for a screen, modal or the root, if given.
    var view: SpecText?
    /// The feature whose navigation stack a modal hosts (`stack:`), if any.
    var stack: SpecText?
    /// The heights a sheet may take (`detents:`), as written; empty when not given.
    var detents: [SpecText] = []
    /// The link templates (`url:`), the canonical one first; empty when not given.
    var urls: [SpecText] = []
    /// The screen a link to this destination stands on (`parent:`), if any.
    var parent: SpecText?
    /// The names the case had in earlier versions of the spec (`renamedFrom:`), for restoration.
    var renamedFrom: [SpecText] = []
}
