import Testing
import TallyTestSupport

/// grammar.md is the contract: each parse function's doc comment quotes the
/// productions it reads, word for word, and names their section. Changing a
/// production in either place without the other fails here.
@Suite("grammar productions in the parser")
struct GrammarProductionTests {
    struct Production: Equatable {
        var name: String
        var text: String   // blanks folded
        var section: String
    }

    /// `name = … ;` spans, from lines already stripped of any prefix.
    static func productions(_ lines: [Substring], section: String) -> [Production] {
        var found: [Production] = []
        var current: (name: String, parts: [Substring])?
        for line in lines {
            if current == nil {
                let name = line.prefix { $0.isLowercase || $0.isNumber || $0 == "-" }
                guard !name.isEmpty, line.dropFirst(name.count).drop(while: { $0 == " " }).first == "=" else { continue }
                current = (String(name), [])
            }
            current!.parts.append(line)
            // A production ends at ';' (an EBNF comment may follow it).
            let code = line.split(separator: "(*", maxSplits: 1, omittingEmptySubsequences: false)[0]
            if code.trimmingBlanks.hasSuffix(";") {
                let text = current!.parts.joined(separator: " ").split(whereSeparator: { $0 == " " }).joined(separator: " ")
                found.append(Production(name: current!.name, text: text, section: section))
                current = nil
            }
        }
        return found
    }

    static let grammar: [Production] = {
        guard let text = Files.read(Harness.repositoryRoot + "/grammar.md") else { return [] }
        var result: [Production] = []
        var section = ""
        var block: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if block == nil, line.hasPrefix("## ") || line.hasPrefix("### ") {
                let number = line.split(separator: " ")[1]
                section = String(number.hasSuffix(".") ? number.dropLast() : number)
            } else if line == "```ebnf" {
                block = []
            } else if block != nil, line.hasPrefix("```") {
                result += productions(block!, section: section)
                block = nil
            } else if block != nil {
                block!.append(line)
            }
        }
        return result
    }()

    /// Each parse function in the parser, with the productions its doc comment quotes.
    static let parseFunctions: [(function: String, section: String?, productions: [Production])] = {
        var result: [(String, String?, [Production])] = []
        for path in Files.files(under: Harness.repositoryRoot + "/Sources/TallySyntax/Parser", endingIn: ".swift") {
            guard let text = Files.read(path) else { continue }
            var doc: [Substring] = []
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                let trimmed = line.drop { $0 == " " }
                if trimmed.hasPrefix("///") { doc.append(trimmed.dropFirst(3)); continue }
                defer { doc = [] }
                guard let f = trimmed.firstRange(of: "func parse") else { continue }
                let name = trimmed[f.lowerBound...].dropFirst(5).prefix { $0 != "(" }
                let file = path.split(separator: "/").last.map(String.init) ?? path
                var section: String?
                if let g = doc.first(where: { $0.contains("Grammar (grammar.md §") }) {
                    section = String(g.split(separator: "§")[1].prefix { $0 != ")" })
                }
                let quoted = doc.filter { $0.hasPrefix("     ") }.map { $0.dropFirst(5) }
                result.append(("\(file): \(name)", section, productions(quoted, section: section ?? "")))
            }
        }
        return result
    }()

    @Test("grammar.md and the parser have productions")
    func present() {
        #expect(Self.grammar.count >= 40)
        #expect(Self.parseFunctions.count >= 20)
    }

    @Test("every parse function quotes its productions from grammar.md, with their section")
    func quoted() {
        for f in Self.parseFunctions {
            #expect(f.section != nil, "\(f.function) does not name its grammar.md section")
            #expect(!f.productions.isEmpty, "\(f.function) quotes no production")
            for p in f.productions {
                let candidates = Self.grammar.filter { $0.name == p.name }
                #expect(!candidates.isEmpty, "\(f.function) quotes '\(p.name)', which grammar.md does not define")
                guard !candidates.isEmpty else { continue }
                #expect(candidates.contains { $0.text == p.text },
                        "\(f.function): '\(p.name)' differs from grammar.md:\n  code:    \(p.text)\n  grammar: \(candidates.map(\.text))")
            }
            if let first = f.productions.first, let section = f.section {
                #expect(Self.grammar.contains { $0.name == first.name && $0.section == section },
                        "\(f.function) says §\(section), but grammar.md defines '\(first.name)' elsewhere")
            }
        }
    }
}

private extension Substring {
    var trimmingBlanks: Substring {
        var s = self
        while s.last == " " { s = s.dropLast() }
        return s
    }
}
