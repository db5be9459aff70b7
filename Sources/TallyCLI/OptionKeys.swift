/// Typed keys for reading parsed options: `arguments.has(.tree)`,
/// `arguments.value(.since)`, `arguments.all(.file)`. A key names an
/// option by its long name (`OptionSpec.key`); a misspelt key is a compile
/// error where a misspelt string was a silent `false` or `nil`.
/// `OptionKeyTests` checks that every key names an option some command
/// declares, with the same kind (flag or value).

/// An option that takes no value: present or not.
struct Flag: Hashable, Sendable {
    let name: String
    init(_ name: String) { self.name = name }
}

/// An option that takes a value; read the last one given.
struct Value: Hashable, Sendable {
    let name: String
    init(_ name: String) { self.name = name }
}

/// An option that takes a value and may be given more than once.
struct Repeatable: Hashable, Sendable {
    let name: String
    init(_ name: String) { self.name = name }
}

/// An option that is a flag alone and takes a value as `--name=VALUE`
/// (`--forecast[=UNTIL]`).
struct FlagOrValue: Hashable, Sendable {
    let name: String
    init(_ name: String) { self.name = name }
}

/// The options a run read without its command declaring them. Each is a
/// mistake in Tally: the option can never be given to that command, so it
/// always reads as absent. Debug builds say so on standard error after
/// the command (`TallyCLI.run`), so every test that runs a command, and the
/// goldens above all, fails on one; code shared by commands asks
/// `declares` first.
final class UndeclaredReads {
    private(set) var names: Set<String> = []
    func note(_ name: String) { names.insert(name) }
}

extension Arguments {
    func has(_ key: Flag) -> Bool { read(key.name); return flags.contains(key.name) }
    func value(_ key: Value) -> String? { read(key.name); return values[key.name]?.last }
    func all(_ key: Repeatable) -> [String] { read(key.name); return values[key.name] ?? [] }
    /// Given alone (`--forecast`), without a value.
    func has(_ key: FlagOrValue) -> Bool { read(key.name); return flags.contains(key.name) }
    /// The value given as `--name=VALUE`.
    func value(_ key: FlagOrValue) -> String? { read(key.name); return values[key.name]?.last }

    /// Whether the command declares the option: code that several commands
    /// share reads an option only when it does.
    func declares(_ key: Flag) -> Bool { declared?.contains(key.name) ?? true }
    func declares(_ key: Value) -> Bool { declared?.contains(key.name) ?? true }
    func declares(_ key: Repeatable) -> Bool { declared?.contains(key.name) ?? true }
    func declares(_ key: FlagOrValue) -> Bool { declared?.contains(key.name) ?? true }

    /// For code shared by commands: the option as given when the command
    /// declares it; absent when it does not.
    func hasIfDeclared(_ key: Flag) -> Bool { declares(key) && has(key) }
    func valueIfDeclared(_ key: Value) -> String? { declares(key) ? value(key) : nil }
    func allIfDeclared(_ key: Repeatable) -> [String] { declares(key) ? all(key) : [] }

    private func read(_ name: String) {
        if let declared, !declared.contains(name) { undeclared.note(name) }
    }
}
