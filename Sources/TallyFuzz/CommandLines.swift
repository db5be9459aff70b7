/// Random command lines over every command, with each command's own
/// options (read from `tally help COMMAND`), periods and `--today` values.
struct CommandLines {
    struct Option { var name: String; var takesValue: Bool }
    var options: [String: [Option]]
    var random: Random

    static let commands = ["check", "balance", "register", "print", "accounts", "budget", "alerts", "categories", "init", "due",
                           "post-due", "goals", "summary", "trend", "breakdown", "prices", "export", "report", "add", "fmt", "archive"]
    static let periods = ["2026", "2026-11", "2026Q3", "2026-11-03", "this month", "last year", "next quarter", "this week", "today",
                          "2026-01..2026-03", "9999", "0001", "9999-12", "0001-01", "0001..0002", "9998..9999", "0001-01-01..9999-12-31",
                          "10000", "0000", "2026-02-30", "..2026", "2026..", "garbage"]
    static let days = ["2026-03-15", "0001-01-01", "0001-12-31", "9999-12-31", "9999-01-01", "2028-02-29", "1970-01-01", "2026-13-01", "0000-01-01"]
    static let values = ["USD", "EUR", "csv", "json", "tsv", "text", "html", "0", "1", "3", "100", "-1", "99999999999", "end", "then",
                         "never", "always", "over", "Expenses", "Assets:Checking", "Food", "category", "month", "x"]

    /// Reads each command's options from its help text.
    static func options(using runner: Runner, in directory: String) -> [String: [Option]] {
        var result: [String: [Option]] = [:]
        for command in commands {
            let help = String(decoding: runner.run(["help", command], in: directory).stdout, as: UTF8.self)
            var list: [Option] = []
            for line in help.split(separator: "\n") where line.hasPrefix("  -") {
                let words = line.split(separator: " ", omittingEmptySubsequences: true)
                var i = 0
                while i < words.count, words[i].hasPrefix("-") {
                    var name = String(words[i])
                    if name.hasSuffix(",") { name.removeLast() }
                    let takesValue = i + 1 < words.count && words[i + 1].first.map { $0.isUppercase } == true && !words[i + 1].hasPrefix("-")
                    if name.contains("[=") { name = String(name.prefix { $0 != "[" }) }
                    list.append(Option(name: name, takesValue: takesValue))
                    if takesValue || !String(words[i]).hasSuffix(",") { break }
                    i += 1
                }
            }
            result[command] = list.filter { $0.name != "-h" && $0.name != "--help" && $0.name != "-f" && $0.name != "--file" }
        }
        return result
    }

    /// A command line reading `journal` (a file name in the case's folder).
    mutating func make(journal: String) -> [String] {
        let command = random.pick(Self.commands)
        var args = [command, "-f", journal]
        if random.chance(50) { args += ["--today", random.pick(Self.days)] }
        if random.chance(40) { args += ["-p", random.pick(Self.periods)] }
        let own = options[command] ?? []
        if !own.isEmpty {
            for _ in 0..<random.int(0...3) {
                let o = random.pick(own)
                args.append(o.name)
                if o.takesValue { args.append(value(for: o.name)) }
            }
        }
        if command == "add" && random.chance(70) {
            args += [random.pick(Self.days), random.pick(["Coffee", "Rent", "x"]), random.pick(["4.50", "-3", "99999999999999999999999999999999999999", "1,5"])]
        }
        if command == "archive" && !args.contains("--before") && random.chance(50) { args += ["--before", random.pick(Self.days)] }
        return args
    }

    mutating func value(for option: String) -> String {
        switch option {
        case "-p", "--period": return random.pick(Self.periods)
        case "-b", "--begin", "-e", "--end", "--before", "--date", "--until": return random.pick(Self.days)
        case "-O", "--output-format": return random.pick(["text", "csv", "json", "tsv", "html", "xml"])
        default: return random.chance(30) ? random.pick(Self.days) : random.pick(Self.values)
        }
    }
}
