import Testing
import TallyCLITestSupport
import TallyTestSupport

/// Renders the HTML report of examples/household.ledger in a real headless
/// browser and checks the picture: its size, and that the declared colors
/// of the categories and of the monthly bars are on it. Skipped, with the
/// reason, when no browser or no python3 is installed (.ci/run installs both).
@Suite("HTML report in a browser")
struct HTMLReportBrowserTests {
    static let browser = Subprocess.find(["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"])
    static let python = Subprocess.find(["python3"])

    /// The declared colors of the expense categories of household.ledger,
    /// and the income and spending bars.
    static let colors = ["#5856D6", "#34C759", "#FF9500", "#FFCC00", "#007AFF", "#FF3B30", "#FF2D55", "#8E8E93", "#30A46C", "#E5484D"]

    @Test("household.ledger's page renders with its colors",
          .enabled(if: browser != nil, "SKIPPED: no headless browser found (chromium, chromium-browser or google-chrome); apt-get install chromium"),
          .enabled(if: python != nil, "SKIPPED: python3 is needed to read the screenshot"))
    func renders() throws {
        let dir = Files.temporaryDirectory()
        let page = dir + "/report.html", image = dir + "/report.png"
        let r = Harness.run(["report", "-f", Harness.repositoryRoot + "/examples/household.ledger", "--html", page, "-p", "2026-01..2026-04"])
        #expect(r.status == 0, "\(r.stderr)")
        let shot = Subprocess.run(try #require(Self.browser), [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
            "--window-size=1000,1500", "--screenshot=\(image)", "file://\(page)",
        ])
        #expect(shot.status == 0)
        let check = Subprocess.run(try #require(Self.python), [Harness.repositoryRoot + "/Tests/Browser/png_colors.py", image] + Self.colors)
        #expect(check.status == 0)
        let lines = check.output.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        #expect(lines.first == ["size", "1000", "1500"])
        var counts: [String: Int] = [:]
        for l in lines.dropFirst() where l.count == 2 { counts[l[0]] = Int(l[1]) }
        for color in Self.colors {
            // A slice, a swatch or a bar: hundreds of pixels at least.
            #expect((counts[color] ?? 0) >= 200, "\(color) covers \(counts[color] ?? 0) pixels")
        }
    }
}
