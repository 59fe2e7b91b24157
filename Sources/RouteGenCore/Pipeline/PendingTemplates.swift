/// The templates a run renders with, which may still be being parsed: the features' specs are
/// read and checked meanwhile, and only rendering waits for them (see ``Generator``).
enum PendingTemplates: Sendable {
    /// Templates already parsed.
    case ready(TemplateSet)
    /// Templates being parsed, on a thread of their own or by the first feature that renders
    /// (see ``GenerationRun/templatesMaking(featureSpecCount:)``), which `wait` returns once
    /// parsed; `nil` when one could not be parsed.
    case parsing(_ wait: @Sendable () -> TemplateSet?)

    /// The templates, once parsed; `nil` when one could not be.
    var value: TemplateSet? {
        switch self {
        case .ready(let templates): templates
        case .parsing(let wait): wait()
        }
    }
}
