/// How much rendering one file may cost. Every value a template looks up spends a unit, and
/// every item of a list a section repeats over spends one more.
///
/// Sections nested in sections repeat for every combination of their items, so a template of
/// a few lines can ask for more text than any disk holds (`{{#screens}}` twenty times over).
/// Once the budget is spent rendering stops, and the file is an error rather than a run that
/// never ends.
enum RenderBudget {
    /// The units one file may spend: over 30 times what the built-in templates spend on a
    /// feature of 1,000 cases of four parameters each, and a few seconds of rendering at most.
    static let standardUnits = 1_000_000
}
