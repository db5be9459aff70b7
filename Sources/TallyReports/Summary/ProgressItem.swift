import TallyEngine
import TallyLocale
import TallyValues

/// One progress line: a budget's spending against its limit, or a goal's
/// savings against its target. Summary and the HTML report draw these as
/// given; the budget and goal reports compute them.
package struct ProgressItem: Sendable {
    package var label: String
    package var current: Quantity
    package var target: Quantity
    package var commodity: CommodityID
    /// `#RRGGBB`, the category's or goal's color.
    package var color: String?
    /// A few words under the label: the budget's period, the goal's deadline.
    package var detail: String?
    /// The label's words in the catalogues, for a label Tally names itself
    /// (the overall budget): shown in the report's language, while data
    /// output keeps `label`.
    package var labelKey: MessageKey?
    /// A budget's warning thresholds in percent, lowest first, each with
    /// whether the spending has reached it; none for a goal.
    package var thresholds: [(percent: Quantity, crossed: Bool)] = []

    package init(label: String, current: Quantity, target: Quantity, commodity: CommodityID, color: String? = nil, detail: String? = nil,
                 labelKey: MessageKey? = nil) {
        self.label = label
        self.labelKey = labelKey
        self.current = current
        self.target = target
        self.commodity = commodity
        self.color = color
        self.detail = detail
    }

    /// The label as text output and the HTML report show it, in `m`'s words.
    package func label(_ m: Messages) -> String { labelKey.map { m[$0] } ?? label }

    /// Percent of the target reached, whole numbers cut toward zero (as the
    /// budget report does, so 99.9% never shows as 100%); `nil` for a zero target.
    package var percent: Quantity? { Percent.of(current, target, scale: 4)?.truncated(toScale: 0) }
}
