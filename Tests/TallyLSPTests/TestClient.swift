@testable import TallyCLI
import TallyEngine
import TallyLSP
import TallyTestSupport
import TallyValues

/// Drives a server in-process, as an editor would.
final class TestClient {
    let server: LanguageServer
    var nextID = 1
    /// Diagnostics last published, by URI.
    var diagnostics: [String: [JSON]] = [:]
    var publishCount = 0

    init(files: [String: String] = [:], journal: String? = nil, today: Day = Harness.fixedToday) {
        let fs = MemoryFileSystem(files)
        server = LanguageServer(environment: LspCommand.environment(fileSystem: fs, today: { today }, journalPath: journal))
        let reply = request("initialize", .object([("capabilities", .object([]))]))
        precondition(reply["result"]?["capabilities"] != nil)
        notify("initialized", .object([]))
    }

    static func uri(_ path: String) -> String { FileURI.uri(path) }

    func send(_ message: JSON) -> [JSON] {
        var out = server.receive(message.encoded)
        if server.hasPendingDiagnostics { out += server.publishDiagnostics() }
        for m in out where m["method"]?.string == "textDocument/publishDiagnostics" {
            publishCount += 1
            if let uri = m["params"]?["uri"]?.string { diagnostics[uri] = m["params"]?["diagnostics"]?.array ?? [] }
        }
        return out
    }

    @discardableResult
    func request(_ method: String, _ params: JSON) -> JSON {
        let id = nextID
        nextID += 1
        let out = send(.object([("jsonrpc", .string("2.0")), ("id", .int(id)), ("method", .string(method)), ("params", params)]))
        return out.first { $0["id"] == .int(id) } ?? .null
    }

    func notify(_ method: String, _ params: JSON) {
        _ = send(.object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)]))
    }

    func open(_ path: String, _ text: String) {
        notify("textDocument/didOpen", .object([("textDocument", .object([
            ("uri", .string(Self.uri(path))), ("languageId", .string("ledger")), ("version", .int(1)), ("text", .string(text)),
        ]))]))
    }

    func change(_ path: String, _ changes: [JSON], version: Int = 2) {
        notify("textDocument/didChange", .object([
            ("textDocument", .object([("uri", .string(Self.uri(path))), ("version", .int(version))])),
            ("contentChanges", .array(changes)),
        ]))
    }

    static func range(_ l1: Int, _ c1: Int, _ l2: Int, _ c2: Int) -> JSON {
        .object([("start", .object([("line", .int(l1)), ("character", .int(c1))])),
                 ("end", .object([("line", .int(l2)), ("character", .int(c2))]))])
    }

    /// `params` for a request at a position.
    static func at(_ path: String, _ line: Int, _ character: Int, _ more: [(String, JSON)] = []) -> JSON {
        .object([("textDocument", .object([("uri", .string(uri(path)))])),
                 ("position", .object([("line", .int(line)), ("character", .int(character))]))] + more)
    }

    static func doc(_ path: String, _ more: [(String, JSON)] = []) -> JSON {
        .object([("textDocument", .object([("uri", .string(uri(path)))]))] + more)
    }

    /// Completion labels at a position.
    func complete(_ path: String, _ line: Int, _ character: Int) -> [String] {
        request("textDocument/completion", Self.at(path, line, character))["result"]?["items"]?.array?.compactMap { $0["label"]?.string } ?? []
    }

    func hover(_ path: String, _ line: Int, _ character: Int) -> String {
        request("textDocument/hover", Self.at(path, line, character))["result"]?["contents"]?["value"]?.string ?? ""
    }
}

/// A diagnostic's essentials: 1-based line and column as `tally check` prints them, severity and id.
struct Finding: Hashable, CustomStringConvertible {
    var line: Int
    var column: Int
    var severity: String
    var id: String
    var description: String { "\(line):\(column): \(severity) [\(id)]" }

    init(line: Int, column: Int, severity: String, id: String) {
        self.line = line
        self.column = column
        self.severity = severity
        self.id = id
    }

    init?(_ d: JSON) {
        guard let l = d["range"]?["start"]?["line"]?.int, let c = d["range"]?["start"]?["character"]?.int,
              let s = d["severity"]?.int, let id = d["code"]?.string else { return nil }
        self.init(line: l + 1, column: c + 1, severity: s == 1 ? "error" : s == 2 ? "warning" : "note", id: id)
    }

    /// The findings `tally check` printed for `path`: `PATH:LINE:COL: SEVERITY: … [id]` lines.
    static func fromCheck(_ stderr: String, path: String) -> [Finding] {
        stderr.split(separator: "\n").compactMap { line -> Finding? in
            guard line.hasPrefix(path + ":"), line.hasSuffix("]"), let open = line.lastIndex(of: "[") else { return nil }
            let parts = line.dropFirst(path.count + 1).split(separator: ":", maxSplits: 3)
            guard parts.count == 4, let l = Int(parts[0]), let c = Int(parts[1]) else { return nil }
            let severity = parts[2].trimmingCharacters(in: " ")
            return Finding(line: l, column: c, severity: severity, id: String(line[line.index(after: open)..<line.index(before: line.endIndex)]))
        }
    }
}

extension Substring {
    func trimmingCharacters(in set: String) -> String {
        String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
    }
}
