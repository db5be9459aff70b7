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
    /// twelve o'clock, with `center` written in the hole and its exact
    /// amount, `centerAmount`, in a `data-amount` attribute.
    static func donut(_ slices: [Slice], total: Quantity, center: String, centerAmount: String, centerLabel: String, caption: String) -> String {
        let shown = slices.filter { $0.amount.signum > 0 }
        // r = 100 / (2π): the circumference is 100, so a dash of length p is p percent.
        let r = "15.91549430918954"
        var svg = "<svg class=\"donut\" viewBox=\"0 0 42 42\" role=\"img\" aria-label=\"\(HTMLText.escape(caption))\">"
        svg += "<title>\(HTMLText.escape(caption))</title>"
        svg += "<circle class=\"ring\" cx=\"21\" cy=\"21\" r=\"\(r)\" fill=\"none\" stroke-width=\"6.5\"/>"
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
        svg += "<text x=\"21\" y=\"20.2\" class=\"donut-total\" data-amount=\"\(HTMLText.escape(centerAmount))\" font-size=\"\(centerFontSize(center))\">\(HTMLText.escape(center))</text>"
        svg += "<text x=\"21\" y=\"24.6\" class=\"donut-label\">\(HTMLText.escape(centerLabel))</text>"
        svg += "</svg>"
        return svg
    }

    struct MonthBar {
        var label: String
        var year: String?
        var income: Quantity
        var expenses: Quantity
    }

    /// The size of a bar chart in its own units (the SVG is scaled to the
    /// page's width, so a unit is about a CSS pixel at `width`).
    struct Layout {
        var width: Int
        var height: Int
        var fontSize: Int
        /// `wide` or `narrow`: which the style sheet shows at the page's width.
        var name: String

        static let wide = Layout(width: 640, height: 260, fontSize: 12, name: "wide")
        static let narrow = Layout(width: 360, height: 230, fontSize: 11, name: "narrow")
    }

    /// The width `text` takes at `fontSize` in the page's fonts, rounded
    /// up: the sum of each character's `advance`.
    static func textWidth(_ text: String, fontSize: Int) -> Int {
        let hundredths = text.unicodeScalars.reduce(0) { $0 + advance($1) }
        return (hundredths * fontSize + 99) / 100
    }

    /// How far a character moves the pen, in hundredths of an em, as the
    /// widest of the usual sans-serif fonts draws it (DejaVu Sans, where
    /// Linux falls back, is wider than Arial, Segoe UI or San Francisco:
    /// digits 0.64 em, `M` 0.86, `W` and `₩` 0.99): so a label measured
    /// here is never wider in a browser, and an axis's margin, reserved
    /// from its widest label, holds it. A wide (CJK) character is 1 em,
    /// a combining mark nothing.
    static func advance(_ c: Unicode.Scalar) -> Int {
        switch c {
        case "0"..."9", "$", "#", "_": return 64
        case " ", ".", ",", "'", "\u{00A0}", "\u{202F}": return 32
        case ":", ";", "!", "|": return 34
        case "-", "(", ")", "[", "]", "/", "\\": return 40
        case "*": return 50
        case "+", "−", "=", "<", ">", "~", "×": return 84
        case "%", "@": return 100
        case "M": return 87
        case "W", "₩", "m": return 100
        case "I", "J", "i", "j", "l": return 30
        case "A"..."Z": return 79
        case "w": return 82
        case "f", "t", "r": return 42
        case "a"..."z": return 64
        default:
            switch DisplayWidth.of(scalar: c.value) {
            case 0: return 0
            case 2: return 100
            // Other currency signs (€ £ ¥ ₫ ₹ ₽) take a digit's width; letters with marks and the rest, a capital's.
            default: return (0x20A0...0x20CF).contains(c.value) || c == "£" || c == "¥" ? 64 : 79
            }
        }
    }

    /// Grouped bars of income and spending per month over a grid of four
    /// round steps, labelled with compact amounts. The left margin is the
    /// widest label's width, so no label is cut; month labels that would
    /// touch are thinned to every second, third, … month.
    /// `label` writes the axis's amounts, `exact` the bars' tooltips.
    static func monthBars(_ months: [MonthBar], layout: Layout, caption: String, label: (Quantity) -> String, exact: (Quantity) -> String,
                          incomeColor: String, expenseColor: String, names: (income: String, spending: String)) -> String {
        let largest = months.reduce(Quantity.zero) { max($0, $1.income, $1.expenses) }
        let step = niceStep(largest)
        let axisMax = step.multiplied(by: Quantity(4)) ?? largest
        // k ≤ 4 steps stay within axisMax, which fits (checked above).
        let ticks = (0...4).map { k in (k == 4 ? axisMax : Total(step).multiplied(by: Quantity(k)).value) }
        let tickLabels = ticks.map(label)
        let gap = 6, font = layout.fontSize
        let left = 4 + gap + (tickLabels.map { textWidth($0, fontSize: font) }.max() ?? 0)
        let right = 8, top = 10, bottom = font * 3 + 8
        let width = layout.width, height = layout.height
        let plotWidth = width - left - right, plotHeight = height - top - bottom
        var svg = "<svg class=\"bars \(layout.name)\" viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-label=\"\(HTMLText.escape(caption))\">"
        svg += "<title>\(HTMLText.escape(caption))</title>"
        for (value, text) in zip(ticks, tickLabels) {
            let y = HTMLText.minus(Quantity(top + plotHeight), HTMLText.ratio(value, axisMax, times: plotHeight, decimals: 1))
            let yText = HTMLText.number(y, decimals: 1)
            svg += "<line x1=\"\(left)\" y1=\"\(yText)\" x2=\"\(width - right)\" y2=\"\(yText)\" class=\"grid\"/>"
            svg += "<text x=\"\(left - gap)\" y=\"\(yText)\" class=\"axis\" font-size=\"\(font)\" text-anchor=\"end\" dominant-baseline=\"middle\">"
            svg += HTMLText.escape(text) + "</text>"
        }
        guard !months.isEmpty else { return svg + "</svg>" }
        // Each month gets an equal slot: two bars and a gap, in tenths of a pixel.
        let slot = plotWidth * 10 / months.count
        let bar = min(slot * 3 / 8, 280)
        let widest = months.map { textWidth($0.label, fontSize: font) + 6 }.max() ?? 0
        let every = max(1, (widest * 10 + slot - 1) / max(slot, 1))
        for (i, m) in months.enumerated() {
            let x0 = left * 10 + i * slot + (slot - 2 * bar) / 2
            for (k, (value, color, name)) in [(m.income, incomeColor, names.income), (m.expenses, expenseColor, names.spending)].enumerated() {
                let h = value.signum > 0 ? HTMLText.ratio(value, axisMax, times: plotHeight, decimals: 1) : .zero
                let y = HTMLText.minus(Quantity(top + plotHeight), h)
                svg += "<rect x=\"\(tenths(x0 + k * bar))\" y=\"\(HTMLText.number(y, decimals: 1))\" width=\"\(tenths(max(bar - 6, 10)))\""
                svg += " height=\"\(HTMLText.number(h, decimals: 1))\" rx=\"2\" fill=\"\(color)\">"
                svg += "<title>\(HTMLText.escape(m.label)) \(HTMLText.escape(name)): \(HTMLText.escape(exact(value)))</title></rect>"
            }
            let cx = tenths(left * 10 + i * slot + slot / 2)
            if i % every == 0 {
                svg += "<text x=\"\(cx)\" y=\"\(top + plotHeight + font + 6)\" class=\"axis\" font-size=\"\(font)\" text-anchor=\"middle\">\(HTMLText.escape(m.label))</text>"
            }
            if let year = m.year {
                svg += "<text x=\"\(cx)\" y=\"\(top + plotHeight + 2 * font + 10)\" class=\"axis year\" font-size=\"\(font - 1)\" text-anchor=\"middle\">\(HTMLText.escape(year))</text>"
            }
        }
        return svg + "</svg>"
    }

    /// The font size of the donut's centre, in tenths of its units: 4.6,
    /// or smaller so the text spans at most 22 of the hole's 25 units.
    static func centerFontSize(_ text: String) -> String {
        // The text is `em` hundredths of an em wide: 22 units at size 2200 / em.
        let em = max(text.unicodeScalars.reduce(0) { $0 + advance($1) }, 1)
        return tenths(min(46, 22 * 1000 / em))
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
