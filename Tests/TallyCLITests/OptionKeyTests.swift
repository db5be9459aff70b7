import Testing
import TallyTestSupport
@testable import TallyCLI

/// Options are read through typed keys (`Flag`, `Value`, `Repeatable`,
/// `FlagOrValue`): each parses as its kind, each names an option a command
/// declares with that kind, and no name in a string is looked up.
@Suite("option keys")
struct OptionKeyTests {
    static let specs: [OptionSpec] = [
        OptionSpec(.tree, help: ""),
        OptionSpec(.begin, short: "b", value: "VALUE", help: ""),
        OptionSpec(.file, short: "f", value: "VALUE", help: ""),
        OptionSpec(.forecast, value: "VALUE", help: ""),
    ]

    @Test("a flag key reads whether the flag was given")
    func flags() throws {
        #expect(try Arguments.parse(["--tree"], specs: Self.specs).has(.tree))
        #expect(try !Arguments.parse(["-b", "2026"], specs: Self.specs).has(.tree))
    }

    @Test("a value key reads the last value, in any spelling")
    func values() throws {
        #expect(try Arguments.parse(["-b", "2025", "--begin=2026"], specs: Self.specs).value(.begin) == "2026")
        #expect(try Arguments.parse(["-b2024"], specs: Self.specs).value(.begin) == "2024")
        #expect(try Arguments.parse(["--tree"], specs: Self.specs).value(.begin) == nil)
    }

    @Test("a repeatable key reads every value in order")
    func repeatables() throws {
        #expect(try Arguments.parse(["-f", "a", "--file", "b", "-fc"], specs: Self.specs).all(.file) == ["a", "b", "c"])
        #expect(try Arguments.parse([], specs: Self.specs).all(.file).isEmpty)
    }

    @Test("a flag-or-value key tells the flag alone from the value")
    func flagOrValue() throws {
        let alone = try Arguments.parse(["--forecast"], specs: Self.specs)
        #expect(alone.has(.forecast) && alone.value(.forecast) == nil)
        let valued = try Arguments.parse(["--forecast=2027"], specs: Self.specs)
        #expect(!valued.has(.forecast) && valued.value(.forecast) == "2027")
    }

    static let sources = Harness.repositoryRoot + "/Sources/TallyCLI"
    static var haveSources: Bool { Files.exists(sources + "/OptionKeyCatalogue.swift") }

    /// The keys, as `(kind, name)`, read from the catalogue's text: every
    /// `static let x = Kind("--name")` there.
    static func catalogue() throws -> [(kind: String, name: String)] {
        let text = try #require(Files.read(sources + "/OptionKeyCatalogue.swift"))
        var keys: [(kind: String, name: String)] = []
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "\"", omittingEmptySubsequences: false)
            guard parts.count == 3, parts[2] == ")" else { continue }
            for kind in ["Flag", "Value", "Repeatable", "FlagOrValue"] where parts[0].hasSuffix(" = \(kind)(") {
                keys.append((kind, String(parts[1])))
            }
        }
        return keys
    }

    @Test("every key names an option some command declares, of the key's kind",
          .enabled(if: haveSources, "the Sources tree is not beside the tests; nothing to check"))
    func keysAreDeclared() throws {
        let keys = try Self.catalogue()
        #expect(keys.count > 80, "found only \(keys.count) keys in the catalogue")
        var declared: [String: [OptionSpec]] = [:]
        for command in TallyCLI.commands { for spec in command.options { declared[spec.key, default: []].append(spec) } }
        for key in keys {
            let specs = declared[key.name] ?? []
            #expect(!specs.isEmpty, "\(key.kind)(\"\(key.name)\") names an option no command declares")
            for spec in specs {
                #expect(Self.kindName(spec.kind) == key.kind, "\(key.name) is a \(key.kind) key but declared as \(spec.kind)")
            }
        }
    }

    static func kindName(_ kind: OptionSpec.Kind) -> String {
        switch kind {
        case .flag: "Flag"
        case .value: "Value"
        case .repeatable: "Repeatable"
        case .flagOrValue: "FlagOrValue"
        }
    }

    @Test("a declaration takes its long name and kind from its key, and no command declares a name twice")
    func declarationsFromKeys() {
        #expect(OptionSpec(.begin, short: "b", value: "DATE", help: "").names == ["-b", "--begin"])
        #expect(OptionSpec(.file, value: "FILE", help: "").kind == .repeatable)
        #expect(OptionSpec(.forecast, value: "UNTIL", help: "").optionalValue)
        #expect(!OptionSpec(.tree, help: "").takesValue)
        for command in TallyCLI.commands {
            var seen: Set<String> = []
            for name in command.options.flatMap(\.names) {
                #expect(seen.insert(name).inserted, "\(command.name) declares \(name) twice")
            }
        }
    }

    @Test("the keys the code names by hand are in the catalogue")
    func handNamedKeys() {
        #expect(Flag.tree.name == "--tree")
        #expect(Value.outputFormat.name == "--output-format")
        #expect(Repeatable.file.name == "--file")
        #expect(FlagOrValue.forecast.name == "--forecast")
    }

    /// What `grep -rn 'has("--\|value("--\|values("--\|all("--' Sources/TallyCLI` looks for.
    static let stringLookUps = ["has(\"-", "value(\"-", "values(\"-", "all(\"-", "values[\"-", "flags.contains(\"-"]

    @Test("no option is looked up by a name in a string",
          .enabled(if: haveSources, "the Sources tree is not beside the tests; nothing to check"))
    func noStringLookUps() throws {
        let files = Files.files(under: Self.sources, endingIn: ".swift")
        #expect(files.count > 50, "found only \(files.count) Swift files under \(Self.sources)")
        for path in files {
            let text = try #require(Files.read(path), "cannot read \(path)")
            for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                for pattern in Self.stringLookUps where line.contains(pattern) {
                    Issue.record("an option looked up by a string: \(path):\(n + 1): \(line)")
                }
            }
        }
        // The search itself works: the typed look-ups are there to be found.
        let keyed = try #require(Files.read(Self.sources + "/Commands/BalanceCommand.swift"))
        #expect(keyed.contains("arguments.has(.flat)"))
    }

    @Test("a command reads a query exactly when it has the query options")
    func readsQueryIsDeclared() {
        var readers = 0
        for command in TallyCLI.commands {
            let hasQueryOptions = command.options.contains { $0.key == Repeatable.account.name }
            #expect(command.readsQuery == hasQueryOptions, "\(command.name): readsQuery is \(command.readsQuery)")
            if command.readsQuery { readers += 1 }
        }
        #expect(readers >= 10)
    }
}
