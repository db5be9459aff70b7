/// The HTML report's colors, light and dark (chosen by the reader's
/// `prefers-color-scheme`), and its style sheet. Every text color has a
/// contrast of at least 4.5:1 against both backgrounds of its theme
/// (WCAG AA; HTMLReportThemeTests computes it).
enum HTMLTheme {
    /// One theme: each custom property of the style sheet with its color.
    struct Palette {
        var background: String
        /// Cards and the track of progress bars' panel.
        var card: String
        var ink: String
        var muted: String
        var good: String
        var bad: String
        /// A budget past one of its warning thresholds.
        var warn: String
        var line: String
        /// The empty part of progress bars and of the donut.
        var track: String

        /// Text colors, each read on both backgrounds.
        var texts: [(name: String, color: String)] { [("ink", ink), ("muted", muted), ("good", good), ("bad", bad), ("warn", warn)] }
        var backgrounds: [(name: String, color: String)] { [("bg", background), ("card", card)] }

        var properties: String {
            "--bg:\(background);--card:\(card);--ink:\(ink);--muted:\(muted);--good:\(good);--bad:\(bad);--warn:\(warn);--line:\(line);--track:\(track)"
        }
    }

    static let light = Palette(background: "#ffffff", card: "#f6f6f8", ink: "#1c1c1e", muted: "#636366",
                               good: "#17753f", bad: "#c9232d", warn: "#8a5a00", line: "#e5e5ea", track: "#ececef")
    static let dark = Palette(background: "#121214", card: "#1e1e22", ink: "#f2f2f7", muted: "#a1a1a8",
                              good: "#4cc38a", bad: "#ff7070", warn: "#f0b429", line: "#38383c", track: "#2c2c30")

    /// Below this width (CSS pixels) the page is laid out for a phone:
    /// two cards a row, the donut above its legend, the narrow bar chart.
    static let narrowWidth = 600

    /// The fonts, the reader's system font first, then fonts that have
    /// the CJK characters and emoji (category icons) that the first may
    /// lack, so no character shows as an empty box where any of them is
    /// installed.
    static let fonts = "system-ui,-apple-system,BlinkMacSystemFont,\"Segoe UI\",Roboto,\"Noto Sans\",\"Helvetica Neue\",Arial,"
        + "\"PingFang SC\",\"Hiragino Sans\",\"Microsoft YaHei\",\"Noto Sans CJK SC\",\"Apple SD Gothic Neo\",\"Malgun Gothic\",\"Noto Sans CJK KR\","
        + "\"Apple Color Emoji\",\"Segoe UI Emoji\",\"Noto Color Emoji\",sans-serif"

    static let css = """
    :root{color-scheme:light dark;\(light.properties)}
    @media (prefers-color-scheme:dark){:root{\(dark.properties)}}
    *{box-sizing:border-box}
    html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
    body{margin:0;background:var(--bg);color:var(--ink);font:15px/1.45 \(fonts)}
    main{max-width:920px;margin:0 auto;padding:28px 24px 40px}
    h1{font-size:26px;margin:0;overflow-wrap:anywhere}
    h2{font-size:17px;margin:0 0 12px}
    .sub,.muted,footer{color:var(--muted)}
    .sub{margin:4px 0 20px}
    section{margin:0 0 26px}
    .cards{display:grid;grid-template-columns:repeat(4,minmax(0,1fr));gap:12px}
    .card{background:var(--card);border:1px solid var(--line);border-radius:12px;padding:12px 14px;min-width:0}
    .card .label{color:var(--muted);font-size:13px}
    .card .value{font-size:22px;font-weight:600;margin:2px 0;font-variant-numeric:tabular-nums;overflow-wrap:anywhere}
    .card .note{font-size:12px;overflow-wrap:anywhere}
    .good{color:var(--good)}.bad{color:var(--bad)}
    .averages{margin:-10px 0 26px;color:var(--muted)}
    .averages b{color:var(--ink);font-variant-numeric:tabular-nums;white-space:nowrap}
    .split{display:flex;gap:28px;align-items:center}
    .donut{width:240px;height:240px;flex:none}
    .donut .ring{stroke:var(--track)}
    .donut-total{font-weight:600;text-anchor:middle;fill:var(--ink)}
    .donut-label{font-size:2.8px;text-anchor:middle;fill:var(--muted)}
    table{border-collapse:collapse}
    .legend{flex:1;min-width:0}
    .legend td:first-child{width:1%;padding-right:0}
    .legend td,.balances td{padding:4px 8px;border-bottom:1px solid var(--line);overflow-wrap:anywhere}
    .num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
    .swatch{display:inline-block;width:12px;height:12px;border-radius:3px;vertical-align:-1px}
    .swatch.hollow{background:none;border:2px solid}
    .legend .total td{font-weight:600;border-bottom:none}
    .key{margin:-4px 0 6px;font-size:13px;color:var(--muted);display:flex;flex-wrap:wrap;gap:4px 14px}
    .key span{white-space:nowrap}
    .key .swatch{margin-right:4px}
    .bars{display:block;width:100%;height:auto}
    .bars .grid{stroke:var(--line);stroke-width:1}
    .bars .axis{fill:var(--muted)}
    .bars.narrow{display:none}
    .progress{margin:0 0 12px}
    .progress .row{display:flex;flex-wrap:wrap;justify-content:space-between;gap:0 12px;font-size:14px;margin-bottom:4px}
    .progress b{padding:0 4px;border:1px solid transparent;border-radius:4px;font-variant-numeric:tabular-nums}
    .progress b.warn{color:var(--warn);border-color:currentColor}
    .progress b.bad{color:var(--bad);border-color:currentColor}
    .track{position:relative;height:10px;background:var(--track);border-radius:5px;overflow:hidden}
    .tick{position:absolute;top:0;bottom:0;width:2px;margin-left:-1px;background:var(--muted)}
    .tick.warn{background:var(--warn)}
    .partial{margin:4px 0 0;font-size:12px;color:var(--muted)}
    .fill{height:100%;border-radius:5px}
    .balances{width:100%}
    .balances .total td{font-weight:600;border-bottom:none}
    footer{font-size:12px;border-top:1px solid var(--line);padding-top:10px;overflow-wrap:anywhere}
    @media (max-width:\(narrowWidth)px){main{padding:20px 14px 32px}.cards{grid-template-columns:repeat(2,minmax(0,1fr));gap:8px}
    .card{padding:10px}.card .value{font-size:17px}.split{flex-direction:column;align-items:stretch;gap:16px}.donut{align-self:center}
    .bars.wide{display:none}.bars.narrow{display:block}}
    """
}
