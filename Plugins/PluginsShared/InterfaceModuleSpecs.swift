/// The specs of an interface module: a module whose specs generated the interface (`Route`,
/// `Router`, clients) that another target's live wiring is generated against.
struct InterfaceModuleSpecs: Sendable {
    /// The module's name, as routegen's `--interface-module` takes it.
    let moduleName: String

    /// The module's specs, sorted by path.
    let specs: [RouteSpecFile]
}
