import Testing
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
}
