import Testing
import TallyLocale
@testable import TallyCLI

@Suite("option specs")
struct OptionSpecTests {
    /// Options may stand before the command name, where the command is not
    /// known yet: a name must mean the same (value or flag) in every command.
    @Test("an option name takes a value in every command or in none")
    func namesAgreeAcrossCommands() {
        var takesValue: [String: (Bool, String)] = [:]
        for command in TallyCLI.commands {
            for spec in command.options {
                let valued = spec.takesValue && !spec.optionalValue
                for name in spec.names {
                    if let (earlier, other) = takesValue[name] {
                        #expect(earlier == valued, "\(name) takes a value in '\(other)' but not in '\(command.name)', or the other way round")
                    } else {
                        takesValue[name] = (valued, command.name)
                    }
                }
            }
        }
        #expect(TallyCLI.valuedOptionNames.contains("-X"))
        #expect(TallyCLI.valuedOptionNames.contains("--file"))
        #expect(!TallyCLI.valuedOptionNames.contains("--flat"))
    }

    @Test("no two options of one command share a name")
    func namesAreUniqueInACommand() {
        for command in TallyCLI.commands {
            let names = command.options.flatMap(\.names)
            #expect(Set(names).count == names.count, "\(command.name) lists an option name twice")
        }
    }

    /// The options a usage line names, each with whether a value follows
    /// it there: `[--within 7d]`, `[-M|-Q|-Y]`, `--fetch [--source URL]`.
    static func usageOptions(_ usage: String) -> [(name: String, valued: Bool)] {
        let words = usage.split(separator: " ").map(String.init)
        var found: [(name: String, valued: Bool)] = []
        for (i, word) in words.enumerated() {
            let pieces = word.split(separator: "|").map { piece in
                var name = piece
                while let c = name.first, "[]…".contains(c) { name.removeFirst() }
                while let c = name.last, "[]…".contains(c) { name.removeLast() }
                return String(name)
            }
            for (j, piece) in pieces.enumerated() where piece.hasPrefix("-") {
                let last = j == pieces.count - 1
                let next = i + 1 < words.count ? words[i + 1] : ""
                let valued = last && !word.hasSuffix("]") && !next.isEmpty && !next.hasPrefix("[") && !next.hasPrefix("-") && next != "|"
                found.append((piece, valued))
            }
        }
        return found
    }

    /// A usage line is written by hand: it must name the command and only
    /// options the command has, with a value where the option takes one.
    @Test("every usage line names its command and only options the command has")
    func usageLinesAgreeWithOptions() {
        for command in TallyCLI.commands {
            let words = command.usage.split(separator: " ")
            #expect(words.first == "tally" && words.dropFirst().first.map(String.init) == command.name, "\(command.usage)")
            for (i, word) in words.enumerated() where word == "tally" {
                #expect(i + 1 < words.count && String(words[i + 1]) == command.name, "\(command.name): '\(command.usage)' names another command")
            }
            for (name, valued) in Self.usageOptions(command.usage) {
                guard let spec = command.options.first(where: { $0.names.contains(name) }) else {
                    Issue.record("\(command.name): the usage line names \(name), which is no option of the command")
                    continue
                }
                #expect(spec.takesValue == valued, "\(command.name): the usage line shows \(name) \(valued ? "with" : "without") a value")
            }
        }
        let names = Set(TallyCLI.commands.map { $0.name })
        for listed in Messages.commandsWithUsage { #expect(names.contains(listed), "a usage line for '\(listed)', which is no command") }
        #expect(Self.usageOptions("tally prices [OPTIONS] | tally prices --fetch [--source URL]").map(\.valued) == [false, true])
        #expect(Self.usageOptions("tally budget [-M|-Q|-Y] [-p PERIOD]").map(\.name) == ["-M", "-Q", "-Y", "-p"])
    }
}
