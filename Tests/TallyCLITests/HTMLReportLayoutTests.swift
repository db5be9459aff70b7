#if canImport(Glibc)
import Glibc
#endif
import Testing
import TallyTestSupport

/// The HTML report of every example, laid out by headless Chromium at a
/// phone's width (390 CSS pixels) and a desktop's (1280), in light and dark
/// mode: no horizontal scrolling, every chart label inside its chart, the
/// dark theme applied. The page is held in an iframe of a test page whose
/// script (Tests/Browser/layout-check.js) writes what the browser measured
/// into the DOM, read back with --dump-dom; the report itself has no script.
/// Skipped, with the reason, without a browser (.ci/run installs Chromium).
@Suite("HTML report layout in a browser")
struct HTMLReportLayoutTests {
    static let browser = HTMLReportBrowserTests.browser
    static let python = HTMLReportBrowserTests.python

    struct Case: CustomStringConvertible, Sendable {
        var example: String
        var language: String
        var width: Int
        var dark: Bool
        var description: String { "\(example) \(language) \(width) px \(dark ? "dark" : "light")" }
    }

    /// Each example at both widths in both themes; student.ledger (in dong)
    /// in Vietnamese, the others in English.
    static let cases: [Case] = ExamplesTests.examples.flatMap { example in
        [390, 1280].flatMap { width in
            [false, true].map { Case(example: example, language: example == "student.ledger" ? "vi_VN.UTF-8" : "C", width: width, dark: $0) }
        }
    }

    /// The report of `example` in a test page of the given width.
    static func testPage(_ example: String, language: String, width: Int, height: Int, in dir: String) throws -> String {
        let page = dir + "/report.html"
        let r = Harness.run(["report", "-f", Harness.repositoryRoot + "/examples/" + example, "--html", page], environment: ["LANG": language])
        try #require(r.status == 0, "\(example): \(r.stderr)")
        return try testPage(html: try #require(Files.read(page)), width: width, height: height, in: dir)
    }

    /// `html` in a test page of the given width, with the checking script.
    static func testPage(html: String, width: Int, height: Int, in dir: String) throws -> String {
        let script = try #require(Files.read(Harness.repositoryRoot + "/Tests/Browser/layout-check.js"))
        var srcdoc = ""
        for ch in html.unicodeScalars {
            switch ch {
            case "&": srcdoc += "&amp;"
            case "\"": srcdoc += "&quot;"
            default: srcdoc.unicodeScalars.append(ch)
            }
        }
        let test = """
        <!DOCTYPE html><html><head><meta charset="utf-8"><style>body{margin:0}iframe{border:0;display:block}</style></head>
        <body><iframe id="page" width="\(width)" height="\(height)" srcdoc="\(srcdoc)"></iframe><script>\(script)</script></body></html>
        """
        let path = dir + "/test.html"
        Files.write(path, test)
        return path
    }

    /// The lines the checking script wrote, from the browser's DOM.
    static func measure(_ test: String, width: Int, dark: Bool) throws -> [String] {
        let dump = Subprocess.run(try #require(browser), arguments(width: width, height: 1200, dark: dark) + ["--dump-dom", "file://" + test])
        #expect(dump.status == 0)
        let start = try #require(dump.output.firstRange(of: "<pre id=\"layout-check\">"), "the check did not run")
        let end = try #require(dump.output[start.upperBound...].firstRange(of: "</pre>"))
        return dump.output[start.upperBound..<end.lowerBound].split(separator: "\n").map { line in
            String(line).replacing("&lt;", with: "<").replacing("&gt;", with: ">").replacing("&amp;", with: "&")
        }
    }

    /// Chromium's arguments: headless, the window at least 500 pixels wide
    /// (its smallest), the color scheme forced either way.
    static func arguments(width: Int, height: Int, dark: Bool) -> [String] {
        ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
         "--window-size=\(max(width, 500)),\(height)", "--blink-settings=preferredColorScheme=\(dark ? 0 : 1)"]
    }

    @Test("no horizontal scrolling and every chart label inside its chart",
          .enabled(if: browser != nil, "no headless browser found (chromium, chromium-browser or google-chrome); apt-get install chromium"),
          arguments: cases)
    func layout(_ c: Case) throws {
        let dir = Files.temporaryDirectory()
        let test = try Self.testPage(c.example, language: c.language, width: c.width, height: 1200, in: dir)
        let lines = try Self.measure(test, width: c.width, dark: c.dark)
        func value(_ key: String) -> String? { lines.first { $0.hasPrefix(key + " ") }.map { String($0.dropFirst(key.count + 1)) } }
        #expect(value("viewport") == String(c.width), "\(c)")
        #expect(value("scroll") == String(c.width), "\(c): the page scrolls sideways")
        #expect(value("dark") == String(c.dark), "\(c)")
        #expect(value("background") == (c.dark ? "rgb(18, 18, 20)" : "rgb(255, 255, 255)"), "\(c)")
        let labels = lines.filter { $0.hasPrefix("label ") }
        let chart = c.width < 600 ? "bars.narrow" : "bars.wide"
        // Five amounts on the axis at least, and each month's or every few months' name.
        #expect(labels.filter { $0.hasPrefix("label inside \(chart) ") }.count >= 6, "\(c): \(labels)")
        #expect(!labels.contains { $0.contains(c.width < 600 ? "bars.wide" : "bars.narrow") }, "\(c): both charts shown")
        for label in labels { #expect(label.hasPrefix("label inside "), "\(c): \(label)") }
        for line in lines where line.hasPrefix("overflow ") { Issue.record("\(c): \(line)") }
    }

    @Test("the check sees a page that scrolls sideways and a label cut at the chart's edge",
          .enabled(if: browser != nil, "no headless browser found (chromium, chromium-browser or google-chrome); apt-get install chromium"))
    func checkFails() throws {
        let bad = """
        <!DOCTYPE html><html><body style="margin:0"><div class="wide" style="width:600px">x</div>
        <svg class="bars" viewBox="0 0 100 50" style="width:100px"><text x="2" y="20" text-anchor="end" font-size="12">5.000.000 VND</text></svg>
        </body></html>
        """
        let lines = try Self.measure(try Self.testPage(html: bad, width: 390, height: 400, in: Files.temporaryDirectory()), width: 390, dark: false)
        #expect(lines.contains("scroll 600"), "\(lines)")
        #expect(lines.contains("label outside bars 5.000.000 VND"), "\(lines)")
        #expect(lines.contains("overflow DIV.wide"), "\(lines)")
    }

    /// Screenshots of household.ledger's page at both widths in both
    /// themes, kept in $TALLY_SCREENSHOTS when set (to look at), checked
    /// for their size and for the theme's background covering the page.
    @Test("screenshots at 390 and 1280 px, light and dark",
          .enabled(if: browser != nil, "no headless browser found (chromium, chromium-browser or google-chrome); apt-get install chromium"),
          .enabled(if: python != nil, "python3 is needed to read the screenshots"),
          arguments: [390, 1280], [false, true])
    func screenshots(width: Int, dark: Bool) throws {
        let dir = Files.temporaryDirectory()
        let height = 2600
        let test = try Self.testPage("household.ledger", language: "C", width: width, height: height, in: dir)
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
