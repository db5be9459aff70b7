import Testing
import TallySyntax
import TallyCLITestSupport
import TallyTestSupport

/// The catalogue behind `tally help diagnostics`, the ids the sources report
/// and grammar.md §16 name the same diagnostics.
@Suite("diagnostic catalogue")
struct DiagnosticCatalogueTests {
    /// Ids the sources report, with the severities they are reported at:
    /// `.error("id"`, `.warning("id"`, `Diagnostic(.note, "id"`, `LexError("id"`.
    static let reported: [String: Set<String>] = {
        var found: [String: Set<String>] = [:]
        let openers: [(String, String?)] = [(".error(\"", "error"), (".warning(\"", "warning"), (".note(\"", "note"),
                                            ("Diagnostic(.error, \"", "error"), ("Diagnostic(.warning, \"", "warning"),
                                            ("Diagnostic(.note, \"", "note"), ("LexError(\"", "error")]
        for path in Files.files(under: Harness.repositoryRoot + "/Sources", endingIn: ".swift") {
            guard let text = Files.read(path) else { continue }
            for (opener, severity) in openers {
                var rest = Substring(text)
                while let r = rest.firstRange(of: opener) {
                    rest = rest[r.upperBound...]
                    let id = rest.prefix { $0.isLowercase || $0.isNumber || $0 == "-" }
                    guard rest.dropFirst(id.count).first == "\"", id.contains("-") || id.count > 3 else { continue }
                    found[String(id), default: []].insert(severity ?? "error")
                }
            }
        }
        return found
    }()

    /// The ids in grammar.md §16's table (`| `id` … |`, or `| `a` / `b` |`).
    static let documented: Set<String> = {
        guard let text = Files.read(Harness.repositoryRoot + "/grammar.md") else { return [] }
        let lines = text.split(separator: "\n")
        guard let start = lines.firstIndex(where: { $0.hasPrefix("## 16.") }) else { return [] }
        var ids: Set<String> = []
        for line in lines[(start + 1)...] {
            if line.hasPrefix("## ") { break }
            guard line.hasPrefix("| `") else { continue }
            let cell = line.dropFirst(2).prefix { $0 != "|" }
            for piece in cell.split(separator: "`").enumerated() where piece.offset % 2 == 0 {
                if !piece.element.contains(" ") { ids.insert(String(piece.element)) }
            }
        }
        return ids
    }()

    @Test("the sources report ids, and grammar.md documents them")
    func present() {
        #expect(Self.reported.count >= 30)
        #expect(Self.documented.count >= 30)
    }

    @Test("every id the sources report is in the catalogue, at its severity")
    func reportedAreCatalogued() {
        for (id, severities) in Self.reported {
            guard let entry = DiagnosticCatalogue.entry(id) else {
                Issue.record("'\(id)' is reported but not in DiagnosticCatalogue")
                continue
            }
            #expect(severities.contains(entry.severity.rawValue), "'\(id)' is catalogued as \(entry.severity) but reported as \(severities.sorted())")
        }
    }

    @Test("every catalogued id is reported somewhere and listed once")
    func cataloguedAreReported() {
        let ids = DiagnosticCatalogue.entries.map(\.id)
        #expect(Set(ids).count == ids.count)
        // An id chosen by a condition (`cond ? "a" : "b"`) is a literal, not an argument.
        let sources = Files.files(under: Harness.repositoryRoot + "/Sources", endingIn: ".swift")
            .filter { !$0.hasSuffix("/DiagnosticCatalogue.swift") }.compactMap(Files.read).joined()
        for id in ids {
            #expect(Self.reported[id] != nil || sources.contains("\"\(id)\""), "'\(id)' is catalogued but no source reports it")
        }
    }

    @Test("grammar.md §16 lists exactly the catalogued ids")
    func grammarAgrees() {
        let ids = Set(DiagnosticCatalogue.entries.map(\.id))
        for id in ids.subtracting(Self.documented).sorted() { Issue.record("'\(id)' is missing from grammar.md §16") }
        for id in Self.documented.subtracting(ids).sorted() { Issue.record("grammar.md §16 lists '\(id)', which is not catalogued") }
    }

    @Test("each entry's section is a heading of grammar.md")
    func sectionsExist() throws {
        let text = try #require(Files.read(Harness.repositoryRoot + "/grammar.md"))
        let headings = Set(text.split(separator: "\n").filter { $0.hasPrefix("## ") || $0.hasPrefix("### ") }
            .compactMap { $0.split(separator: " ").dropFirst().first.map { String($0.hasSuffix(".") ? $0.dropLast() : $0) } })
        for e in DiagnosticCatalogue.entries { #expect(headings.contains(e.section), "'\(e.id)' names §\(e.section), which grammar.md does not have") }
    }

    @Test("tally help diagnostics lists every id")
    func helpListsAll() {
        let r = Harness.run(["help", "diagnostics"])
        #expect(r.status == 0)
        for e in DiagnosticCatalogue.entries { #expect(r.stdout.contains(e.id)) }
    }
}
