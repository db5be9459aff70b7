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

extension Arguments {
    func has(_ key: Flag) -> Bool { flags.contains(key.name) }
    func value(_ key: Value) -> String? { values[key.name]?.last }
    func all(_ key: Repeatable) -> [String] { values[key.name] ?? [] }
    /// Given alone (`--forecast`), without a value.
    func has(_ key: FlagOrValue) -> Bool { flags.contains(key.name) }
    /// The value given as `--name=VALUE`.
    func value(_ key: FlagOrValue) -> String? { values[key.name]?.last }
}
