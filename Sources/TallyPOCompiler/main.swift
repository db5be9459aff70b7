#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TallyPO

/// Compiles Tally's PO catalogues into Swift, at build time (the
/// POCatalogues plugin runs it): `tally-po OUTPUT-FOLDER tally.pot xx.po …`
/// writes one Swift file per catalogue and one that finds a language's.
/// English is the template's msgids; each language's file must hold
/// exactly the template's keys.

func fail(_ message: String) -> Never {
    let bytes = Array("error: \(message)\n".utf8)
    _ = write(2, bytes, bytes.count)
    exit(1)
}

func readFile(_ path: String) -> String {
    guard let f = fopen(path, "rb") else { fail("cannot read \(path)") }
    defer { fclose(f) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let n = fread(&buffer, 1, buffer.count, f)
        if n <= 0 { break }
        bytes += buffer[0..<n]
    }
    return String(decoding: bytes, as: UTF8.self)
}

func writeFile(_ path: String, _ text: String) {
    guard let f = fopen(path, "wb") else { fail("cannot write \(path)") }
    let bytes = Array(text.utf8)
    if fwrite(bytes, 1, bytes.count, f) != bytes.count { fail("cannot write \(path)") }
    fclose(f)
}

let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first, arguments.count >= 2 else { fail("usage: tally-po OUTPUT-FOLDER TEMPLATE.pot LANGUAGE.po…") }
let paths = arguments.dropFirst()
guard let templatePath = paths.first(where: { $0.hasSuffix(".pot") }) else { fail("no .pot template among \(paths.joined(separator: " "))") }

func load(_ path: String) -> POFile {
    do { return try POFile.parse(readFile(path)) } catch { fail("\(path): \(error)") }
}

func fileName(_ path: String) -> String { String(path.split(separator: "/").last ?? Substring(path)) }

let template = load(templatePath)
let keys = template.entries.map(\.context)
var catalogues: [(language: String, file: String)] = [("en", fileName(templatePath))]
writeFile(output + "/Catalogue_en.swift", CatalogueWriter(template: template, file: nil, language: "en").swift(source: fileName(templatePath)))
for path in paths where path.hasSuffix(".po") {
    let name = fileName(path)
    let language = CatalogueWriter.swiftName(String(name.dropLast(3)))
    let file = load(path)
    let own = Set(file.entries.map(\.context)), all = Set(keys)
    let missing = keys.filter { !own.contains($0) }, extra = file.entries.map(\.context).filter { !all.contains($0) }
    if !missing.isEmpty || !extra.isEmpty {
        fail("\(path): the keys differ from \(fileName(templatePath))'s (msgmerge \(name) \(fileName(templatePath)) brings them in step): "
             + (missing.isEmpty ? "" : "missing \(missing.joined(separator: ", "))") + (extra.isEmpty ? "" : " left over \(extra.joined(separator: ", "))"))
    }
    catalogues.append((language, name))
    writeFile(output + "/Catalogue_\(language).swift", CatalogueWriter(template: template, file: file, language: language).swift(source: name))
}
writeFile(output + "/Catalogues.swift", CatalogueWriter.dispatch(catalogues))
