#if canImport(Glibc)
import Glibc
#endif
import Testing
import TallyCLITestSupport
import TallyTestSupport
import TallyValues

/// The HTML report of every example, of a journal with more refunds than
/// spending in some categories (Tests/Browser/refunds.ledger) and of one
/// in won (Tests/Browser/krw.ledger), laid out by headless Chromium at
/// 320, 390, 1280 and 1440 CSS pixels, in light and dark mode: no
/// horizontal scrolling, every chart label inside its chart, the donut's
/// legend adding up to its centre, every threshold a budget has crossed
/// marked and styled, the dark theme applied. The pages are held in
/// iframes of one test page per theme (two browser runs in all), whose
/// script (Tests/Browser/layout-check.js) writes what the browser measured
/// into the DOM, read back with --dump-dom; the report itself has no
/// script. Skipped, with the reason, without a browser (.ci/run installs
/// Chromium).
@Suite("HTML report layout in a browser")
struct HTMLReportLayoutTests {
    static let browser = HTMLReportBrowserTests.browser
    static let python = HTMLReportBrowserTests.python
    static let noBrowser = "SKIPPED: no headless browser found (chromium, chromium-browser or google-chrome); apt-get install chromium"

    /// A report to lay out: a journal, the language it is read in, and the
    /// options of `tally report`.
    struct Page: CustomStringConvertible, Sendable {
        var name: String
        var file: String
        var language: String
        var options: [String] = []
        var description: String { name }
    }

    static let widths = [320, 390, 1280, 1440]

    /// Each example, student.ledger (in dong) in Vietnamese and the others
    /// in English, household.ledger in Chinese too; the refunds in
    /// Vietnamese over November (two categories net refunds, budgets past
    /// 80%, 90% and 100%) and in English over a range that cuts October and
    /// November; the won journal in Korean and in English (`₩1M` on the axis).
    static let pages: [Page] = ExamplesTests.examples.map { example in
        Page(name: example, file: Harness.repositoryRoot + "/examples/" + example, language: example == "student.ledger" ? "vi_VN.UTF-8" : "C")
    } + [
        Page(name: "household.ledger-zh", file: Harness.repositoryRoot + "/examples/household.ledger", language: "zh_CN.UTF-8"),
        Page(name: "refunds.ledger", file: Harness.repositoryRoot + "/Tests/Browser/refunds.ledger", language: "vi_VN.UTF-8", options: ["-p", "2026-11"]),
        Page(name: "refunds.ledger-partial", file: Harness.repositoryRoot + "/Tests/Browser/refunds.ledger", language: "C",
             options: ["-p", "2026-10-15..2026-11-20", "--lang", "en"]),
        Page(name: "krw.ledger", file: Harness.repositoryRoot + "/Tests/Browser/krw.ledger", language: "ko_KR.UTF-8"),
        Page(name: "krw.ledger-en", file: Harness.repositoryRoot + "/Tests/Browser/krw.ledger", language: "C", options: ["--lang", "en"]),
    ]

    /// The report of `page`, as HTML.
    static func html(_ page: Page, in dir: String) throws -> String {
        let path = dir + "/" + page.name + ".html"
        let r = Harness.run(["report", "-f", page.file, "--html", path] + page.options, environment: ["LANG": page.language])
        try #require(r.status == 0, "\(page): \(r.stderr)")
        return try #require(Files.read(path))
    }

    /// A frame of the test page: a name for its lines, a page, a size.
    struct Frame {
        var name: String
        var html: String
        var width: Int
        var height: Int
    }

    /// A test page holding `frames` one under another, with the checking script.
    static func testPage(_ frames: [Frame], in dir: String) throws -> String {
        let script = try #require(Files.read(Harness.repositoryRoot + "/Tests/Browser/layout-check.js"))
        var body = ""
        for f in frames {
            var srcdoc = ""
            for ch in f.html.unicodeScalars {
                switch ch {
                case "&": srcdoc += "&amp;"
                case "\"": srcdoc += "&quot;"
                default: srcdoc.unicodeScalars.append(ch)
                }
            }
            body += "<iframe data-name=\"\(f.name)\" width=\"\(f.width)\" height=\"\(f.height)\" srcdoc=\"\(srcdoc)\"></iframe>\n"
        }
        let test = """
        <!DOCTYPE html><html><head><meta charset="utf-8"><style>body{margin:0}iframe{border:0;display:block}</style></head>
        <body>\(body)<script>\(script)</script></body></html>
        """
        let path = dir + "/test.html"
        Files.write(path, test)
        return path
    }

    /// The lines the checking script wrote, from the browser's DOM, by frame.
    static func measure(_ test: String, dark: Bool) throws -> [String: [String]] {
        let dump = Subprocess.run(try #require(browser), arguments(width: 1500, height: 1200, dark: dark) + ["--dump-dom", "file://" + test])
        #expect(dump.status == 0)
        let start = try #require(dump.output.firstRange(of: "<pre id=\"layout-check\">"), "the check did not run")
        let end = try #require(dump.output[start.upperBound...].firstRange(of: "</pre>"))
        var byFrame: [String: [String]] = [:]
        for line in dump.output[start.upperBound..<end.lowerBound].split(separator: "\n") {
            let text = String(line).replacing("&lt;", with: "<").replacing("&gt;", with: ">").replacing("&amp;", with: "&")
            guard let bar = text.firstIndex(of: "|") else { continue }
            byFrame[String(text[..<bar]), default: []].append(String(text[text.index(after: bar)...]))
        }
        return byFrame
    }

    /// Chromium's arguments: headless, the window at least 500 pixels wide
    /// (its smallest), the color scheme forced either way.
    static func arguments(width: Int, height: Int, dark: Bool) -> [String] {
        ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
         "--window-size=\(max(width, 500)),\(height)", "--blink-settings=preferredColorScheme=\(dark ? 0 : 1)"]
    }

    /// What is wrong with a frame `width` pixels wide, from its lines.
    static func problems(_ lines: [String], width: Int, dark: Bool) -> [String] {
        var found: [String] = []
        func value(_ key: String) -> String? { lines.first { $0.hasPrefix(key + " ") }.map { String($0.dropFirst(key.count + 1)) } }
        func values(_ key: String) -> [String] { lines.filter { $0.hasPrefix(key + " ") }.map { String($0.dropFirst(key.count + 1)) } }
        if value("viewport") != String(width) { found.append("viewport \(value("viewport") ?? "none"), not \(width)") }
        if value("scroll") != String(width) { found.append("the page scrolls sideways: \(value("scroll") ?? "none") wide") }
        if value("dark") != String(dark) { found.append("dark mode \(value("dark") ?? "none")") }
        let background = dark ? "rgb(18, 18, 20)" : "rgb(255, 255, 255)"
        if value("background") != background { found.append("background \(value("background") ?? "none"), not \(background)") }
        // Every chart label inside its chart; the chart for the width shown, with five amounts and a month at least.
        let labels = values("label")
        for label in labels where !label.hasPrefix("inside ") { found.append("label \(label)") }
        let chart = width < 600 ? "bars.narrow" : "bars.wide", hidden = width < 600 ? "bars.wide" : "bars.narrow"
        if labels.filter({ $0.hasPrefix("inside \(chart) ") }).count < 6 { found.append("the \(chart) chart has fewer than 6 labels: \(labels)") }
        if labels.contains(where: { $0.contains(" \(hidden) ") }) { found.append("both charts shown") }
        for line in values("overflow") { found.append("overflow \(line)") }
        // The legend's rows add up to the donut's centre, exactly.
        let centres = values("centre"), legend = values("legend")
        if centres.count > 1 || (centres.isEmpty && !legend.isEmpty) { found.append("\(centres.count) donut centres for \(legend.count) legend rows") }
        if let centre = centres.first {
            let amounts = legend.map { Quantity(plainDecimal: $0) }
            if let c = Quantity(plainDecimal: centre), !amounts.contains(nil), let sum = amounts.reduce(Quantity.zero, { s, a in s.flatMap { x in a.flatMap { x.adding($0) } } }) {
                if sum.normalized() != c.normalized() { found.append("the legend adds up to \(sum), the centre says \(c)") }
            } else {
                found.append("unreadable amounts: centre \(centre), legend \(legend)")
            }
        }
        // Each threshold crossed (percent used ≥ threshold) is a class of the percentage, and only those; a crossed one is styled.
        let ink = value("ink")
        for budget in values("budget") {
            let parts = budget.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 5 else { found.append("budget \(budget)"); continue }
            guard let percent = Quantity(plainDecimal: parts[0]) else { continue }
            let classes = Set(parts[2].split(separator: " ").map(String.init))
            var crossedAny = false
            for t in parts[1].split(separator: " ") {
                guard let threshold = Quantity(plainDecimal: t) else { found.append("threshold \(t)"); continue }
                let crossed = percent >= threshold
                crossedAny = crossedAny || crossed
                let name = "warn-" + t.replacing(".", with: "_")
                if classes.contains(name) != crossed { found.append("budget at \(parts[0])%, threshold \(t)%: classes '\(parts[2])'") }
            }
            if crossedAny && (parts[3] == ink || parts[4] == "rgba(0, 0, 0, 0)") {
                found.append("budget at \(parts[0])% past a threshold looks like any other: color \(parts[3]), border \(parts[4])")
            }
        }
        return found
    }

    @Test("at 320, 390, 1280 and 1440 px: no sideways scrolling, labels inside their charts, legends adding up, thresholds marked",
          .enabled(if: browser != nil, Comment(rawValue: noBrowser)), arguments: [false, true])
    func layout(dark: Bool) throws {
        let dir = Files.temporaryDirectory()
        var frames: [Frame] = []
        for page in Self.pages {
            let html = try Self.html(page, in: dir)
            for width in Self.widths { frames.append(Frame(name: "\(page.name)@\(width)", html: html, width: width, height: 1200)) }
        }
        let measured = try Self.measure(try Self.testPage(frames, in: dir), dark: dark)
        for frame in frames {
            let lines = measured[frame.name] ?? []
            #expect(!lines.isEmpty, "\(frame.name): not measured")
            for problem in Self.problems(lines, width: frame.width, dark: dark) { Issue.record("\(frame.name) \(dark ? "dark" : "light"): \(problem)") }
        }
        // The refunds journal shows what is checked: refund rows in the legend, budgets past their thresholds.
        let refunds = measured["refunds.ledger@390"] ?? []
        #expect(refunds.filter { $0.hasPrefix("legend -") }.count == 2, "\(refunds)")
        #expect(refunds.contains { $0.hasPrefix("budget 81|80 100|warn warn-80|") }, "\(refunds)")
        #expect(refunds.contains { $0.hasPrefix("budget 112.5|90 100|warn warn-90 warn-100 bad|") }, "\(refunds)")
        let krw = measured["krw.ledger-en@1280"] ?? []
        #expect(krw.contains("label inside bars.wide ₩3M"), "\(krw)")
    }

    @Test("the check sees a page that scrolls sideways, a label cut at the chart's edge, a legend that does not add up and a threshold unmarked",
          .enabled(if: browser != nil, Comment(rawValue: noBrowser)))
    func checkFails() throws {
        let bad = """
        <!DOCTYPE html><html><body style="margin:0"><div class="wide" style="width:600px">x</div>
        <svg class="bars" viewBox="0 0 100 50" style="width:100px"><text x="2" y="20" text-anchor="end" font-size="12">5.000.000 VND</text></svg>
        <svg class="donut" viewBox="0 0 42 42" style="width:100px"><text class="donut-total" x="21" y="21" font-size="4" data-amount="2287000">2,3M</text></svg>
        <table class="legend"><tr data-amount="3000000"><td>a</td></tr><tr data-amount="450000"><td>b</td></tr></table>
        <div class="progress" data-thresholds="80 100" data-percent="81"><b>81%</b></div>
        </body></html>
        """
        let dir = Files.temporaryDirectory()
        let measured = try Self.measure(try Self.testPage([Frame(name: "bad", html: bad, width: 390, height: 400)], in: dir), dark: false)
        let problems = Self.problems(measured["bad"] ?? [], width: 390, dark: false)
        #expect(problems.contains("the page scrolls sideways: 600 wide"), "\(problems)")
        #expect(problems.contains("label outside bars 5.000.000 VND"), "\(problems)")
        #expect(problems.contains("overflow DIV.wide"), "\(problems)")
        #expect(problems.contains("the legend adds up to 3450000, the centre says 2287000"), "\(problems)")
        #expect(problems.contains("budget at 81%, threshold 80%: classes ''"), "\(problems)")
        #expect(problems.contains { $0.hasPrefix("budget at 81% past a threshold looks like any other") }, "\(problems)")
    }

    /// Screenshots of household.ledger's page at both widths in both
    /// themes, kept in $TALLY_SCREENSHOTS when set (to look at), checked
    /// for their size and for the theme's background covering the page.
    @Test("screenshots at 390 and 1280 px, light and dark",
          .enabled(if: browser != nil, Comment(rawValue: noBrowser)),
          .enabled(if: python != nil, "SKIPPED: python3 is needed to read the screenshots"),
          arguments: [390, 1280], [false, true])
    func screenshots(width: Int, dark: Bool) throws {
        let dir = Files.temporaryDirectory()
        let height = 2600
        let html = try Self.html(Page(name: "household", file: Harness.repositoryRoot + "/examples/household.ledger", language: "C"), in: dir)
        let test = try Self.testPage([Frame(name: "household", html: html, width: width, height: height)], in: dir)
        let keep = getenv("TALLY_SCREENSHOTS").map { String(cString: $0) } ?? dir
        let image = keep + "/report-\(width)-\(dark ? "dark" : "light").png"
        let shot = Subprocess.run(try #require(Self.browser), Self.arguments(width: width, height: height, dark: dark) + ["--screenshot=\(image)", "file://" + test])
        #expect(shot.status == 0)
        let background = dark ? "#121214" : "#FFFFFF"
        let check = Subprocess.run(try #require(Self.python), [Harness.repositoryRoot + "/Tests/Browser/png_colors.py", image, background])
        #expect(check.status == 0)
        let lines = check.output.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        #expect(lines.first == ["size", String(max(width, 500)), String(height)])
        let covered = lines.dropFirst().first.flatMap { $0.count == 2 ? Int($0[1]) : nil } ?? 0
        // The page's background fills most of the frame: a third of the shot at least.
        #expect(covered * 3 >= width * height, "\(image): \(covered) pixels of \(background)")
    }
}
