import Testing
@testable import TallyReports

/// WCAG 2 contrast of every text color of the HTML report on each
/// background of its theme, light and dark: 4.5:1 at least (level AA).
@Suite("HTML report colors")
struct HTMLReportThemeTests {
    /// Relative luminance of `#RRGGBB`.
    static func luminance(_ hex: String) throws -> Double {
        let digits = Array(hex.utf8.dropFirst())
        try #require(digits.count == 6, "\(hex)")
        func channel(_ i: Int) throws -> Double {
            let v = try #require(Int(String(decoding: digits[i..<i + 2], as: UTF8.self), radix: 16))
            let c = Double(v) / 255
            return c <= 0.04045 ? c / 12.92 : Self.power((c + 0.055) / 1.055)
        }
        return 0.2126 * (try channel(0)) + 0.7152 * (try channel(2)) + 0.0722 * (try channel(4))
    }

    /// x^2.4 without Foundation: e^(2.4 ln x) by series is overkill; x² · x^0.4
    /// with x^0.4 by Newton's method on y^5 = x².
    static func power(_ x: Double) -> Double {
        guard x > 0 else { return 0 }
        var y = 1.0
        for _ in 0..<60 { y -= (y * y * y * y * y - x * x) / (5 * y * y * y * y) }
        return x * x * y
    }

    static func contrast(_ a: String, _ b: String) throws -> Double {
        let la = try luminance(a), lb = try luminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    @Test("the contrast formula: black on white is 21, white on white 1, #767676 on white about 4.54")
    func formula() throws {
        #expect(abs(try Self.contrast("#000000", "#ffffff") - 21) < 0.001)
        #expect(abs(try Self.contrast("#ffffff", "#ffffff") - 1) < 0.001)
        #expect(abs(try Self.contrast("#767676", "#ffffff") - 4.54) < 0.01)
    }

    @Test("every text color reads at 4.5:1 on both backgrounds, in both themes", arguments: [("light", HTMLTheme.light), ("dark", HTMLTheme.dark)])
    func contrast(_ name: String, _ palette: HTMLTheme.Palette) throws {
        for text in palette.texts {
            for background in palette.backgrounds {
                let ratio = try Self.contrast(text.color, background.color)
                #expect(ratio >= 4.5, "\(name): \(text.name) \(text.color) on \(background.name) \(background.color) is \(ratio):1")
            }
        }
    }

    @Test("the style sheet takes its colors from the palettes, dark ones under prefers-color-scheme")
    func styleSheet() {
        #expect(HTMLTheme.css.contains(":root{color-scheme:light dark;\(HTMLTheme.light.properties)}"))
        #expect(HTMLTheme.css.contains("@media (prefers-color-scheme:dark){:root{\(HTMLTheme.dark.properties)}}"))
        // No color outside the palettes for text: text colors go through the custom properties.
        for rule in ["color:var(--ink)", "color:var(--muted)", "color:var(--good)", "color:var(--bad)", "background:var(--bg)"] {
            #expect(HTMLTheme.css.contains(rule), "\(rule)")
        }
    }
}
