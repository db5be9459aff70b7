import TallyEngine
import TallySyntax

extension LanguageServer {
    /// An account's `account` and `category` declarations.
    func definition(_ ctx: DocumentContext, _ params: JSON) -> Result<JSON, RequestError> {
        guard let offset = ctx.offset(params) else { return .failure(.invalidParams("definition needs a position")) }
        guard case .account(let id, _) = SyntaxLookup.target(at: offset, ctx: ctx, year: environment.today().year) else {
            return .success(.null)
        }
        return .success(.array(Navigation.declarations(of: id, ctx.journal).map { ctx.location($0, uriOf: uri(of:)) }))
    }

    /// Every posting to an account (and its declarations when asked).
    func references(_ ctx: DocumentContext, _ params: JSON) -> Result<JSON, RequestError> {
        guard let offset = ctx.offset(params) else { return .failure(.invalidParams("references needs a position")) }
        guard case .account(let id, _) = SyntaxLookup.target(at: offset, ctx: ctx, year: environment.today().year) else {
            return .success(.null)
        }
        var locations: [SourceLocation] = []
        if params["context"]?["includeDeclaration"]?.bool ?? true { locations += Navigation.declarations(of: id, ctx.journal) }
        locations += Navigation.postings(to: id, ctx.journal)
        return .success(.array(locations.map { ctx.location($0, uriOf: uri(of:)) }))
    }
}

enum Navigation {
    static func declarations(of id: AccountID, _ j: Journal) -> [SourceLocation] {
        var out = j.declarations.filter { $0.account == id }.map(\.location)
        out += j.categories.filter { $0.account == id }.map(\.location)
        return sorted(out)
    }

    /// The account names of every posting to `id`, in file order.
    static func postings(to id: AccountID, _ j: Journal) -> [SourceLocation] {
        let name = Array(j.accounts.nameBytes(id))
        var out: [SourceLocation] = []
        for t in j.transactions where t.file != j.forecastFile {
            for i in t.postingIndices where j.postings[i].account == id {
                let line = j.postings[i].range
                out.append(SourceLocation(file: t.file, range: find(name, in: j.file(t.file).bytes, line) ?? line))
            }
        }
        return sorted(out)
    }

    /// Where `name` is written in a posting line.
    static func find(_ name: [UInt8], in bytes: SourceBytes, _ line: TextRange) -> TextRange? {
        guard !name.isEmpty, line.count >= name.count, line.upperBound <= bytes.count else { return nil }
        var k = line.lowerBound
        while k + name.count <= line.upperBound {
            if bytes[k] == name[0] && bytes[k..<k + name.count].elementsEqual(name) { return TextRange(k, k + name.count) }
            k += 1
        }
        return nil
    }

    static func sorted(_ l: [SourceLocation]) -> [SourceLocation] {
        l.sorted { ($0.file, $0.range.start) < ($1.file, $1.range.start) }
    }
}
