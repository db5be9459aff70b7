import Foundation
import PackagePlugin

/// Compiles the PO catalogues in the target's `Translations` folder (the
/// template `tally.pot`, English, and one `.po` per language) into Swift
/// before the target is compiled, with the package's own `tally-po` tool:
/// the translations are data a translator edits, and the binary looks them
/// up as compiled switches and tables, reading no file at run time. A
/// changed PO file compiles again; an unchanged one does not.
@main
struct POCatalogues: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = context.package.directoryURL.appending(path: "Sources/\(target.name)/Translations")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".po") || $0.hasSuffix(".pot") }.sorted()
        let inputs = names.map { folder.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "Catalogues")
        let languages = ["en"] + names.filter { $0.hasSuffix(".po") }.map { swiftName(String($0.dropLast(3))) }
        let outputs = languages.map { output.appending(path: "Catalogue_\($0).swift") } + [output.appending(path: "Catalogues.swift")]
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        return [.buildCommand(displayName: "Compiling the PO catalogues of \(target.name)",
                              executable: try context.tool(named: "tally-po").url,
                              arguments: [output.path] + inputs.map(\.path),
                              inputFiles: inputs,
                              outputFiles: outputs)]
    }

    /// `zh_Hans` → `zhHans`, as tally-po names a language's catalogue.
    func swiftName(_ name: String) -> String {
        let parts = name.split(whereSeparator: { $0 == "_" || $0 == "-" })
        return parts.enumerated().map { $0.offset == 0 ? $0.element.lowercased() : $0.element.prefix(1).uppercased() + $0.element.dropFirst() }.joined()
    }
}
