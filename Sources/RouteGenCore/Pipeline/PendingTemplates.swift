/// The templates a run renders with, which may still be being parsed: the features' specs are
/// read and checked meanwhile, and only rendering waits for them (see ``Generator``).
enum PendingTemplates: Sendable {
    /// Templates already parsed.
    case ready(TemplateSet)
    /// Templates a task is parsing; `nil` when one could not be parsed.
    case parsing(Task<TemplateSet?, Never>)

    /// The templates, once parsed; `nil` when one could not be.
    var value: TemplateSet? {
        get async {
            switch self {
            case .ready(let templates): templates
            case .parsing(let task): await task.value
            }
        }
    }
}
