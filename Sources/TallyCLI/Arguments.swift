import TallyLocale
import TallyEngine


/// An option a command declares: its typed key (`OptionKeys.swift`),
/// which gives its long name and kind, a one-letter name where the
/// command gives one, the name of its value, its English help line and the
/// values it accepts when they are a fixed few. Parsing, `--help`, the
/// manual page and shell completions are all read from these declarations.
struct OptionSpec {
    enum Kind: Equatable { case flag, value, repeatable, flagOrValue }

    let kind: Kind
    let names: [String]
    let help: String
    let valueName: String
    /// The values it accepts, when they are a fixed few (for shell completion).
    let choices: [String]

    private init(_ kind: Kind, _ long: String, _ short: Character?, _ valueName: String, _ help: String, _ choices: [String]) {
        self.kind = kind
        names = (short.map { ["-\($0)"] } ?? []) + [long]
        self.valueName = valueName
        self.help = help
        self.choices = choices
    }

    init(_ key: Flag, short: Character? = nil, help: String) {
        self.init(.flag, key.name, short, "", help, [])
    }

    init(_ key: Value, short: Character? = nil, value: String, help: String, choices: [String] = []) {
        self.init(.value, key.name, short, value, help, choices)
    }

    init(_ key: Repeatable, short: Character? = nil, value: String, help: String) {
        self.init(.repeatable, key.name, short, value, help, [])
    }

    /// A flag alone that takes a value only as `--name=VALUE` (`--forecast[=UNTIL]`).
    init(_ key: FlagOrValue, value: String, help: String) {
        self.init(.flagOrValue, key.name, nil, value, help, [])
    }

    /// The long name, by which the option's value is kept and read.
    var key: String { names[names.count - 1] }
    /// Takes a value as the next word or after `=`.
    var takesValue: Bool { kind == .value || kind == .repeatable }
    /// Takes a value only as `--name=VALUE`; alone it is a flag.
    var optionalValue: Bool { kind == .flagOrValue }
}

/// The command line split into options and positional words.
struct Arguments {
    var values: [String: [String]] = [:]
    var flags: Set<String> = []
    var positional: [String] = []
    /// The options the command declares (their keys); `nil` for arguments
    /// not parsed against a command's options, which may read any.
    var declared: Set<String>?
    /// The options read that the command does not declare: a mistake in
    /// Tally, since such an option always reads as absent (`OptionKeys.swift`).
    let undeclared = UndeclaredReads()

    // Read through typed keys (`OptionKeys.swift`), never by a name in a string.

    /// Splits `args` by the specs: `--name value`, `--name=value`, `-n value`,
    /// `-nvalue`; `--` ends options.
    static func parse(_ args: [String], specs: [OptionSpec], messages m: Messages = .english) throws(CLIError) -> Arguments {
        var result = Arguments()
        result.declared = Set(specs.map(\.key))
        var byName: [String: OptionSpec] = [:]
        for s in specs { for n in s.names { byName[n] = s } }
        var i = 0
        var onlyPositional = false
        while i < args.count {
            let arg = args[i]
            i += 1
            if onlyPositional || arg == "-" || !arg.hasPrefix("-") || isNegativeNumber(arg) {
                result.positional.append(arg)
                continue
            }
            if arg == "--" { onlyPositional = true; continue }
            var name = arg
            var inlineValue: String?
            if arg.hasPrefix("--"), let eq = arg.firstIndex(of: "=") {
                name = String(arg[..<eq])
                inlineValue = String(arg[arg.index(after: eq)...])
            } else if !arg.hasPrefix("--") && arg.count > 2 {
                let short = String(arg.prefix(2))
                if let spec = byName[short], spec.takesValue {
                    name = short
                    inlineValue = String(arg.dropFirst(2))
                }
            }
            guard let spec = byName[name] else {
                let known = byName.keys.sorted()
                let close = known.min { Suggestions.editDistance($0, name) < Suggestions.editDistance($1, name) }
                let hint = close.flatMap { Suggestions.editDistance($0, name) <= 3 ? m.error(.didYouMean, $0) : nil }
                throw .usage(m.error(.unknownOption, name), hint: hint ?? m.error(.seeHelp))
            }
            if spec.optionalValue {
                if let inlineValue { result.values[spec.key, default: []].append(inlineValue) } else { result.flags.insert(spec.key) }
            } else if spec.takesValue {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard i < args.count else { throw .usage(m.error(.optionNeedsValue, name, spec.valueName)) }
                    value = args[i]
                    i += 1
                }
                result.values[spec.key, default: []].append(value)
            } else {
                if inlineValue != nil { throw .usage(m.error(.optionTakesNoValue, name)) }
                result.flags.insert(spec.key)
            }
        }
        return result
    }

    /// A negative amount, never an option: a `-` followed by a digit or a
    /// currency sign rather than a letter (`-40`, `-25k`, `-1,5tr`, `-$5`,
    /// `-€12`); options are `-x` and `--name`.
    private static func isNegativeNumber(_ s: String) -> Bool {
        guard s.count > 1, let second = s.dropFirst().first else { return false }
        return !second.isLetter && second != "-"
    }
}
