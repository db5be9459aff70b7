import TallyEditing
import TallyLocale
import TallyEngine
import TallySyntax
import TallyValues

/// What the server needs from the outside world.
package struct ServerEnvironment {
    package var fileSystem: any FileSystem
    package var today: () -> Day
    /// The journal named by `TALLY_FILE` or `LEDGER_FILE`: an open file it
    /// includes is checked as part of it.
    package var journalPath: String?
    /// Lays a file out as `tally fmt` does.
    package var format: (Journal, FileID, Int) -> [UInt8]
    /// The language of the editor's user (`--lang`, else the environment's);
    /// a journal's own `lang` line wins, as on the command line.
    package var language: Language = .en

    package init(fileSystem: any FileSystem, today: @escaping () -> Day, journalPath: String?,
                format: ((Journal, FileID, Int) -> [UInt8])? = nil) {
        self.fileSystem = fileSystem
        self.today = today
        self.journalPath = journalPath
        self.format = format ?? Self.fmtLayout
    }
}

extension ServerEnvironment {
    /// `tally fmt`'s layout of one file.
    static func fmtLayout(_ journal: Journal, _ file: FileID, _ year: Int) -> [UInt8] {
        JournalFormatter(file: journal.file(file), journal: journal, year: year).format()
    }
}

/// A checked journal: the files as loaded and what `tally check` says of them.
struct Analysis {
    var root: String
    var result: LoadResult
    /// File ids by path as loaded and by canonical path.
    var filesByPath: [String: FileID]

    var journal: Journal { result.journal }
}

/// The language server: takes message bodies, returns the messages to send.
/// It does no input or output itself, so it runs the same under a test and
/// over standard input.
package final class LanguageServer {
    var environment: ServerEnvironment
    var documents: [String: OpenDocument] = [:]
    /// The journal each open document is checked as part of, by URI.
    var roots: [String: String] = [:]
    var analyses: [String: Analysis] = [:]
    /// Roots whose files changed since they were last checked.
    var stale: Set<String> = []
    /// Roots whose diagnostics are to be published.
    var unpublished: Set<String> = []
    /// URIs with diagnostics published, by root.
    var published: [String: Set<String>] = [:]
    var isInitialized = false
    var isShutDown = false
    /// Set by `exit`: the status the process ends with.
    package private(set) var exitStatus: Int32?
    /// Problems with the input that have no reply (malformed notifications), for a log.
    package private(set) var log: [String] = []

    package init(environment: ServerEnvironment) {
        self.environment = environment
    }

    /// Whether diagnostics wait to be published (after a quiet moment).
    package var hasPendingDiagnostics: Bool { !unpublished.isEmpty || !closedRoots.isEmpty }

    package func takeLog() -> [String] {
        defer { log = [] }
        return log
    }

    /// Handles one message body; returns the responses and notifications to send.
    package func receive(_ body: [UInt8]) -> [JSON] {
        let message: JSON
        switch JSONParser.parse(body) {
        case .success(let m): message = m
        case .failure(let f):
            return [Self.error(id: .null, code: -32700, "cannot read the message as JSON: \(f.message) at byte \(f.offset)")]
        }
        if case .array = message {
            return [Self.error(id: .null, code: -32600, "batches are not part of the language server protocol")]
        }
        guard case .object = message, let method = message["method"]?.string else {
            if message["id"] != nil && (message["result"] != nil || message["error"] != nil) { return [] }  // a reply to us
            return [Self.error(id: message["id"] ?? .null, code: -32600, "a request needs a method")]
        }
        let params = message["params"] ?? .null
        guard let id = message["id"] else {
            notify(method, params)
            return []
        }
        switch id {
        case .number, .string: break
        default: return [Self.error(id: .null, code: -32600, "a request id is a number or a string")]
        }
        var out: [JSON] = []
        let reply = request(method, params, then: &out)
        switch reply {
        case .success(let result): out.insert(.object([("jsonrpc", .string("2.0")), ("id", id), ("result", result)]), at: 0)
        case .failure(let e): out.insert(Self.error(id: id, code: e.code, e.message), at: 0)
        }
        return out
    }

    struct RequestError: Error {
        var code: Int
        var message: String
        static func invalidParams(_ m: String) -> RequestError { RequestError(code: -32602, message: m) }
    }

    private func request(_ method: String, _ params: JSON, then out: inout [JSON]) -> Result<JSON, RequestError> {
        if method == "initialize" {
            isInitialized = true
            return .success(Self.initializeResult)
        }
        guard isInitialized else { return .failure(RequestError(code: -32002, message: "the server is not initialized")) }
        if method == "shutdown" {
            isShutDown = true
            return .success(.null)
        }
        if isShutDown { return .failure(RequestError(code: -32600, message: "the server is shut down")) }
        switch method {
        case "textDocument/completion": return withDocument(params) { completion($0, params) }
        case "textDocument/hover": return withDocument(params) { hover($0, params) }
        case "textDocument/definition": return withDocument(params) { definition($0, params) }
        case "textDocument/references": return withDocument(params) { references($0, params) }
        case "textDocument/formatting": return withDocument(params) { formatting($0, range: nil) }
        case "textDocument/rangeFormatting":
            return withDocument(params) { ctx in
                guard let s = LSPPosition(params["range"]?["start"]), let e = LSPPosition(params["range"]?["end"]) else {
                    return .failure(.invalidParams("rangeFormatting needs a range"))
                }
                return formatting(ctx, range: (s, e))
            }
        case "textDocument/documentSymbol": return withDocument(params) { .success(documentSymbols($0)) }
        case "textDocument/foldingRange": return withDocument(params) { .success(foldingRanges($0)) }
        case "textDocument/codeAction": return withDocument(params) { codeActions($0, params) }
        default: return .failure(RequestError(code: -32601, message: "unknown method '\(method)'"))
        }
    }

    private func notify(_ method: String, _ params: JSON) {
        switch method {
        case "initialized", "exit":
            if method == "exit" { exitStatus = isShutDown ? 0 : 1 }
        case "textDocument/didOpen":
            guard let item = params["textDocument"], let uri = item["uri"]?.string, let text = item["text"]?.string,
                  let path = FileURI.path(uri) else { return note("didOpen without a file URI and text") }
            documents[uri] = OpenDocument(uri: uri, path: path, version: item["version"]?.int ?? 0, bytes: Array(text.utf8))
            roots[uri] = root(for: path)
            changed(path)
        case "textDocument/didChange":
            guard let uri = params["textDocument"]?["uri"]?.string, var doc = documents[uri],
                  let changes = params["contentChanges"]?.array else { return note("didChange for a document not open") }
            for c in changes where !doc.apply(c) { note("didChange with an unreadable change; ignored it") }
            doc.version = params["textDocument"]?["version"]?.int ?? doc.version + 1
            documents[uri] = doc
            changed(doc.path)
        case "textDocument/didSave", "workspace/didChangeWatchedFiles":
            // Another file may include the saved one from disk.
            stale.formUnion(analyses.keys)
            unpublished.formUnion(analyses.keys)
        case "textDocument/didClose":
            guard let uri = params["textDocument"]?["uri"]?.string, let doc = documents.removeValue(forKey: uri) else { return }
            let root = roots.removeValue(forKey: uri)
            if let root, !roots.values.contains(root) {
                // Nothing open is checked with this journal any more: clear what was shown.
                analyses[root] = nil
                stale.remove(root)
                unpublished.remove(root)
                closedRoots.append(root)
            }
            changed(doc.path)
        default:
            break  // Unknown notifications, `$/…` included, are ignored as the protocol says.
        }
    }

    /// Roots closed since diagnostics were last published: theirs are cleared.
    var closedRoots: [String] = []

    private func note(_ s: String) { log.append(s) }

    /// Marks the journals that read `path` as stale.
    private func changed(_ path: String) {
        let canonical = environment.fileSystem.canonicalPath(path) ?? path
        for (root, a) in analyses where root == path || a.filesByPath[path] != nil || a.filesByPath[canonical] != nil {
            stale.insert(root)
            unpublished.insert(root)
        }
        if roots.values.contains(path) {
            stale.insert(path)
            unpublished.insert(path)
        }
    }

    /// The file system as the loader should see it: open documents' texts
    /// over the files on disk, so includes of an unsaved file read what is
    /// on screen.
    var fileSystem: FileOverlay {
        FileOverlay(base: environment.fileSystem, files: documents.values.map { ($0.path, $0.bytes) })
    }

    /// Checks a journal as `tally check` does, with the open documents' texts.
    func analyze(_ root: String) -> Analysis {
        let fs = fileSystem
        let result = JournalLoader(fileSystem: fs, today: environment.today()).check([.path(root)])
        var byPath: [String: FileID] = [:]
        for f in result.journal.files where byPath[f.path] == nil {
            byPath[f.path] = f.id
            if let c = fs.canonicalPath(f.path), byPath[c] == nil { byPath[c] = f.id }
        }
        return Analysis(root: root, result: result, filesByPath: byPath)
    }

    /// The fresh analysis of a root.
    func analysis(_ root: String) -> Analysis {
        if let a = analyses[root], !stale.contains(root) { return a }
        let a = analyze(root)
        analyses[root] = a
        stale.remove(root)
        return a
    }

    /// The journal to check a file with: the configured journal when it
    /// includes the file, else a journal already checked that includes it,
    /// else the file itself.
    private func root(for path: String) -> String {
        let canonical = environment.fileSystem.canonicalPath(path) ?? path
        func contains(_ a: Analysis) -> Bool { a.filesByPath[path] != nil || a.filesByPath[canonical] != nil }
        if let configured = environment.journalPath, configured != path {
            if contains(analysis(configured)) { return configured }
        }
        for (root, a) in analyses.sorted(by: { $0.key < $1.key }) where root != path && contains(a) { return root }
        return path
    }

    static func error(id: JSON, code: Int, _ message: String) -> JSON {
        .object([("jsonrpc", .string("2.0")), ("id", id), ("error", .object([("code", .int(code)), ("message", .string(message))]))])
    }

    static func notification(_ method: String, _ params: JSON) -> JSON {
        .object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)])
    }

    static let initializeResult: JSON = .object([
        ("capabilities", .object([
            ("positionEncoding", .string("utf-16")),
            ("textDocumentSync", .object([("openClose", .bool(true)), ("change", .int(2)), ("save", .bool(true))])),
            ("completionProvider", .object([("triggerCharacters", .array([.string(":"), .string(";")]))])),
            ("hoverProvider", .bool(true)),
            ("definitionProvider", .bool(true)),
            ("referencesProvider", .bool(true)),
            ("documentFormattingProvider", .bool(true)),
            ("documentRangeFormattingProvider", .bool(true)),
            ("documentSymbolProvider", .bool(true)),
            ("foldingRangeProvider", .bool(true)),
            ("codeActionProvider", .object([("codeActionKinds", .array([.string("quickfix")]))])),
        ])),
        ("serverInfo", .object([("name", .string("tally")), ("version", .string("0.1.0"))])),
    ])
}
