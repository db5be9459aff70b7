import TallyEngine
import TallyValues

/// Inline SVG charts, drawn with exact decimals (no trigonometry: the
/// donut's slices are dashes along a circle whose circumference is 100).
enum HTMLCharts {
    struct Slice {
        var label: String
        var amount: Quantity
        var color: String
    }

    /// A donut of `slices` (positive amounts), largest first, starting at
    /// twelve o'clock, with `center` written in the hole.
    static func donut(_ slices: [Slice], total: Quantity, center: String, caption: String) -> String {
        let shown = slices.filter { $0.amount.signum > 0 }
        // r = 100 / (2π): the circumference is 100, so a dash of length p is p percent.
        let r = "15.91549430918954"
        var svg = "<svg class=\"donut\" viewBox=\"0 0 42 42\" role=\"img\" aria-label=\"\(HTMLText.escape(caption))\">"
        svg += "<title>\(HTMLText.escape(caption))</title>"
        svg += "<circle cx=\"21\" cy=\"21\" r=\"\(r)\" fill=\"none\" stroke=\"#ECECEF\" stroke-width=\"6.5\"/>"
        var start = Quantity.zero
        for (i, s) in shown.enumerated() {
            let hundred = Quantity(100)
            let length = i == shown.count - 1 ? HTMLText.minus(hundred, start) : HTMLText.ratio(s.amount, total, times: 100)
            guard length.signum > 0 else { continue }
            let gap = HTMLText.minus(hundred, length)
            // Dashes start at three o'clock and run clockwise; 25 moves the start to twelve.
            let offset = HTMLText.minus(Quantity(25), start)
            svg += "<circle cx=\"21\" cy=\"21\" r=\"\(r)\" fill=\"none\" stroke=\"\(s.color)\" stroke-width=\"6.5\""
            svg += " stroke-dasharray=\"\(HTMLText.number(length)) \(HTMLText.number(gap))\" stroke-dashoffset=\"\(HTMLText.number(offset))\">"
            svg += "<title>\(HTMLText.escape(s.label))</title></circle>"
            start = HTMLText.minus(start, length.negated())
        }
        svg += "<text x=\"21\" y=\"20.2\" class=\"donut-total\">\(HTMLText.escape(center))</text>"
        svg += "<text x=\"21\" y=\"24.6\" class=\"donut-label\">spent</text>"
        svg += "</svg>"
        return svg
    }

    struct MonthBar {
        var label: String
        var year: String?
        var income: Quantity
        var expenses: Quantity
    }

    /// Grouped bars of income and spending per month over a grid of four
    /// round steps, labelled in whole units.
    static func monthBars(_ months: [MonthBar], currency: CommodityID, commodities: CommodityTable, incomeColor: String, expenseColor: String) -> String {
        let width = 640, height = 260, left = 72, right = 12, top = 12, bottom = 44
        let plotWidth = width - left - right, plotHeight = height - top - bottom
        let largest = months.reduce(Quantity.zero) { max($0, $1.income, $1.expenses) }
        let step = niceStep(largest)
        let axisMax = step.multiplied(by: Quantity(4)) ?? largest
        var svg = "<svg class=\"bars\" viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-label=\"Income and spending by month\">"
        svg += "<title>Income and spending by month</title>"
        for k in 0...4 {
            // k ≤ 4 steps stay within axisMax, which fits (checked above).
            let value = k == 4 ? axisMax : Total(step).multiplied(by: Quantity(k)).value
            let y = HTMLText.minus(Quantity(top + plotHeight), HTMLText.ratio(value, axisMax, times: plotHeight, decimals: 1))
            let yText = HTMLText.number(y, decimals: 1)
            svg += "<line x1=\"\(left)\" y1=\"\(yText)\" x2=\"\(width - right)\" y2=\"\(yText)\" class=\"grid\"/>"
            svg += "<text x=\"\(left - 8)\" y=\"\(yText)\" class=\"axis\" text-anchor=\"end\" dominant-baseline=\"middle\">"
            svg += HTMLText.escape(HTMLText.compact(value, currency, commodities)) + "</text>"
        }
        guard !months.isEmpty else { return svg + "</svg>" }
        // Each month gets an equal slot: two bars and a gap, in tenths of a pixel.
        let slot = plotWidth * 10 / months.count
        let bar = min(slot * 3 / 8, 280)
        for (i, m) in months.enumerated() {
            let x0 = left * 10 + i * slot + (slot - 2 * bar) / 2
            for (k, (value, color, name)) in [(m.income, incomeColor, "income"), (m.expenses, expenseColor, "spending")].enumerated() {
                let h = value.signum > 0 ? HTMLText.ratio(value, axisMax, times: plotHeight, decimals: 1) : .zero
                let y = HTMLText.minus(Quantity(top + plotHeight), h)
                svg += "<rect x=\"\(tenths(x0 + k * bar))\" y=\"\(HTMLText.number(y, decimals: 1))\" width=\"\(tenths(bar - 6))\""
                svg += " height=\"\(HTMLText.number(h, decimals: 1))\" rx=\"2\" fill=\"\(color)\">"
                svg += "<title>\(HTMLText.escape(m.label)) \(name): \(HTMLText.escape(HTMLText.compact(value, currency, commodities)))</title></rect>"
            }
            let cx = tenths(left * 10 + i * slot + slot / 2)
            svg += "<text x=\"\(cx)\" y=\"\(top + plotHeight + 18)\" class=\"axis\" text-anchor=\"middle\">\(HTMLText.escape(m.label))</text>"
            if let year = m.year {
                svg += "<text x=\"\(cx)\" y=\"\(top + plotHeight + 34)\" class=\"axis year\" text-anchor=\"middle\">\(HTMLText.escape(year))</text>"
            }
        }
        return svg + "</svg>"
    }

    /// `123` tenths as `12.3`.
    static func tenths(_ n: Int) -> String {
        n % 10 == 0 ? String(n / 10) : "\(n / 10).\(abs(n % 10))"
    }

    /// The smallest of 1, 2, 2.5 or 5 × 10^k (whole units) that is at least
    /// a quarter of `largest`, so four steps cover it.
    static func niceStep(_ largest: Quantity) -> Quantity {
        guard largest.signum > 0 else { return Quantity(1) }
        let quarter = largest.divided(by: Quantity(4), scale: 6) ?? largest
        var power = Quantity(1)
        while true {
            for m in [Quantity(1), Quantity(2), Quantity(units: 25, scale: 1), Quantity(5)] {
                if let candidate = m.multiplied(by: power), candidate >= quarter { return candidate.normalized() }
            }
            guard let next = power.multiplied(by: Quantity(10)) else { return largest }
            power = next
        }
    }
}
