import Mustache

/// How much rendering one file may cost. Every value a template looks up spends a unit, and
/// every item of a list it gets spends one more, for the section that repeats over it.
///
/// Sections nested in sections repeat for every combination of their items, so a template of
/// a few lines can ask for more text than any disk holds (`{{#screens}}` twenty times over).
/// Once the budget is spent every lookup finds nothing, so rendering ends quickly, and the
/// file is an error rather than a run that never ends.
final class RenderBudget {
    /// The units one file may spend: over 30 times what the built-in templates spend on a
    /// feature of 1,000 cases of four parameters each (about 30,000, for
    /// `ViewBuildingClient.swift`), and a few seconds of rendering at most.
    static let standardUnits = 1_000_000

    /// The units left; negative once spent.
    private(set) var remainingUnits: Int

    /// Creates a budget of `units`.
    init(units: Int = standardUnits) {
        remainingUnits = units
    }

    /// Whether rendering asked for more than the budget.
    var isSpent: Bool { remainingUnits < 0 }

    /// Spends `units`; whether the budget covered them.
    func spend(_ units: Int) -> Bool {
        remainingUnits -= units
        return remainingUnits >= 0
    }
}

/// A template context whose lookups spend from a budget: its values, the items of its lists,
/// and what they look up in turn.
struct BudgetedContext: MustacheParent {
    /// The context it stands for.
    var base: any MustacheParent
    /// What every lookup spends from.
    var budget: RenderBudget

    /// The base's value named `name`, with its contexts budgeted too; nothing once the budget
    /// is spent.
    func child(named name: String) -> Any? {
        guard budget.spend(1), let value = base.child(named: name) else { return nil }
        return budgeted(value)
    }

    /// `value` with its contexts, alone or in a list, spending from the same budget. A list of
    /// other values (names, lines of text) stays as it is, so that transforms such as
    /// `sorted` still apply to it.
    private func budgeted(_ value: Any) -> Any? {
        // Most lookups find text or a flag, and lists of text (doc lines): cast to those
        // concrete types first, which is cheaper than asking for a protocol conformance.
        switch value {
        case is String, is Bool:
            return value
        case let lines as [String]:
            return budget.spend(lines.count) ? lines : nil
        default:
            break
        }
        if let parent = value as? any MustacheParent {
            return BudgetedContext(base: parent, budget: budget)
        }
        guard let list = value as? [Any] else { return value }
        guard budget.spend(list.count) else { return nil }
        guard list.contains(where: { $0 is any MustacheParent }) else { return value }
        return list.map { item in
            (item as? any MustacheParent).map { BudgetedContext(base: $0, budget: budget) as Any } ?? item
        }
    }
}
