import TallyLocale
import TallyEngine
import TallySyntax

extension LanguageServer {
    /// Publishes the diagnostics of every journal changed since the last
    /// call: for each of its files (the root and every file it includes),
    /// exactly what `tally check` reports there; an empty list for a file
    /// that had some and has none now.
    package func publishDiagnostics() -> [JSON] {
        var out: [JSON] = []
        for root in closedRoots {
            let stillShown = Set(published.filter { $0.key != root }.values.flatMap { $0 })
            for uri in (published[root] ?? []).sorted() where !stillShown.contains(uri) { out.append(Self.publish(uri, [])) }
            published[root] = nil
        }
        closedRoots = []
        for root in unpublished.sorted() {
            let a = analysis(root)
            var byURI: [String: [JSON]] = [:]
            var order: [String] = []
            func add(_ uri: String, _ d: JSON?) {
                if byURI[uri] == nil { byURI[uri] = []; order.append(uri) }
                if let d { byURI[uri]?.append(d) }
            }
            for f in a.journal.files where f.id != a.journal.forecastFile { add(uri(of: f.path), nil) }
            let rootURI = uri(of: root)
            for d in a.result.diagnostics {
                if let loc = d.location, Int(loc.file.index) < a.journal.files.count {
                    let file = a.journal.file(loc.file)
                    add(uri(of: file.path), Self.diagnostic(d, map: PositionMap(file.bytes), journal: a.journal, uriOf: uri(of:), messages: messages(a.journal)))
                } else {
                    add(rootURI, Self.diagnostic(d, map: nil, journal: a.journal, uriOf: uri(of:), messages: messages(a.journal)))
                }
            }
            for uri in (published[root] ?? []).sorted() where byURI[uri] == nil { out.append(Self.publish(uri, [])) }
            for uri in order { out.append(Self.publish(uri, byURI[uri] ?? [])) }
            published[root] = Set(order)
        }
        unpublished = []
        return out
    }

    /// The URI of a loaded file: the open document's own when it is open
    /// (editors compare URIs as text), else made from the path.
    func uri(of path: String) -> String {
        let normal = FileURI.normalize(path)
        if let d = documents.values.first(where: { FileURI.normalize($0.path) == normal }) { return d.uri }
        return FileURI.uri(normal)
    }

    static func publish(_ uri: String, _ diagnostics: [JSON]) -> JSON {
        notification("textDocument/publishDiagnostics", .object([("uri", .string(uri)), ("diagnostics", .array(diagnostics))]))
    }

    /// The words diagnostics are said in: the journal's `lang`, else the user's.
    func messages(_ journal: Journal) -> Messages { Messages(journal.language ?? environment.language) }

    static func diagnostic(_ d: Diagnostic, map: PositionMap?, journal: Journal, uriOf: (String) -> String,
                           messages m: Messages = .english) -> JSON {
        let local = m.language == .en ? nil : d.local
        let range = map?.range(d.location?.range ?? .empty)
            ?? .object([("start", LSPPosition(line: 0, character: 0).json), ("end", LSPPosition(line: 0, character: 0).json)])
        var message = local.map { m.text($0.message) } ?? d.message
        if let label = local?.label.map(m.text) ?? d.label, !label.isEmpty { message += " (\(label))" }
        if let hint = local?.hint.map(m.text) ?? d.hint { message += "\n\(m.framed(.hint))\(hint)" }
        let severity: Int
        switch d.severity {
        case .error: severity = 1
        case .warning: severity = 2
        case .note: severity = 3
        }
        var members: [(String, JSON)] = [
            ("range", range), ("severity", .int(severity)), ("code", .string(d.id)), ("source", .string("tally")),
            ("message", .string(message)),
        ]
        let related: [JSON] = d.notes.compactMap { n in
            guard let loc = n.location, Int(loc.file.index) < journal.files.count else { return nil }
            let file = journal.file(loc.file)
            return .object([
                ("location", .object([("uri", .string(uriOf(file.path))), ("range", PositionMap(file.bytes).range(loc.range))])),
                ("message", .string(m.language == .en ? n.message : n.local.map(m.text) ?? n.message)),
            ])
        }
        if !related.isEmpty { members.append(("relatedInformation", .array(related))) }
        return .object(members)
    }
}

/// What a request about one open document works with.
struct DocumentContext {
    var uri: String
    var analysis: Analysis
    var file: SourceFile
    var map: PositionMap

    var journal: Journal { analysis.journal }
    var bytes: SourceBytes { file.bytes }

    func offset(_ params: JSON) -> Int? {
        LSPPosition(params["position"]).map { map.offset(of: $0) }
    }

    func location(_ loc: SourceLocation, uriOf: (String) -> String) -> JSON {
        let f = journal.file(loc.file)
        return .object([("uri", .string(uriOf(f.path))), ("range", PositionMap(f.bytes).range(loc.range))])
    }
}

extension LanguageServer {
    func withDocument(_ params: JSON, _ body: (DocumentContext) -> Result<JSON, RequestError>) -> Result<JSON, RequestError> {
        guard let uri = params["textDocument"]?["uri"]?.string else { return .failure(.invalidParams("the request names no textDocument.uri")) }
        guard let doc = documents[uri], let root = roots[uri] else { return .failure(.invalidParams("'\(uri)' is not open")) }
        let a = analysis(root)
        let canonical = environment.fileSystem.canonicalPath(doc.path) ?? doc.path
        guard let id = a.filesByPath[doc.path] ?? a.filesByPath[canonical] else {
            return .failure(RequestError(code: -32803, message: "'\(doc.path)' is not part of the journal \(root)"))
        }
        let file = a.journal.file(id)
        return body(DocumentContext(uri: uri, analysis: a, file: file, map: PositionMap(file.bytes)))
    }
}
