/// How much rendering one file may cost. Every value a template looks up spends a unit, and
/// every item of a list a section repeats over spends one more.
///
/// Sections nested in sections repeat for every combination of their items, so a template of
/// a few lines can ask for more text than any disk holds (`{{#screens}}` twenty times over).
/// Once the budget is spent rendering stops, and the file is an error rather than a run that
/// never ends.
///
/// A feature of many cases spends more with any template, so a file may spend
/// ``standardUnits`` plus ``unitsPerValue`` for each value its context lists (a case, a
/// parameter, a link template, an app's feature or link): a budget that grows with the spec,
/// as the output does, while a section nested in a section over the same list still grows as
/// the square of it and stops.
enum RenderBudget {
    /// The units one file may spend whatever its size: over 30 times what the built-in templates
    /// spend on a feature of 1,000 cases of four parameters each, and a few seconds of rendering
    /// at most.
    static let standardUnits = 1_000_000
    /// The units one file may spend more per value its context lists: at least ten times what
    /// the built-in templates spend per value (`TemplateSetTests` checks it).
    static let unitsPerValue = 500

    /// The units a file may spend whose context lists `valueCount` values, with `units` whatever its size.
    static func units(_ units: Int, forValueCount valueCount: Int) -> Int {
        let (extra, overflows) = valueCount.multipliedReportingOverflow(by: unitsPerValue)
        let (total, totalOverflows) = units.addingReportingOverflow(extra)
        return overflows || totalOverflows ? .max : total
    }
}
