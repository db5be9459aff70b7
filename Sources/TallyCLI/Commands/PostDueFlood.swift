import TallyEditing
import TallyEngine
import TallyLocale

/// `post-due` asks before it floods the journal: a daily rule started two
/// years ago would otherwise append hundreds of transactions in one go.
enum PostDueFlood {
    /// More occurrences of one rule than this need confirming.
    static let perRule = 31
    /// More occurrences in all than this need confirming.
    static let inAll = 100

    static let option = OptionSpec(.yes, short: "y", help: "post even more than \(perRule) occurrences of one rule or \(inAll) in all without asking")

    /// Occurrences per rule, most first (then by name), when the plan is a
    /// flood; `nil` when it is not.
    static func counts(_ plan: PostDuePlan, _ journal: Journal) -> [(name: String, count: Int)]? {
        var byRule: [Int: Int] = [:]
        for o in plan.occurrences { byRule[o.rule, default: 0] += 1 }
        guard plan.occurrences.count > inAll || byRule.values.contains(where: { $0 > perRule }) else { return nil }
        return byRule.map { (journal.recurringRules[$0.key].name, $0.value) }
            .sorted { $0.count != $1.count ? $0.count > $1.count : Array($0.name.utf8).lexicographicallyPrecedes(Array($1.name.utf8)) }
    }

    /// `nil` to go on; else the exit status after refusing (no terminal and
    /// no `--yes`) or after the user said no.
    static func confirm(_ plan: PostDuePlan, _ journal: Journal, _ session: Session) -> Int32? {
        guard !session.arguments.has(.yes), let counts = counts(plan, journal) else { return nil }
        let list = counts.map { "\($0.name): \($0.count)" }.joined(separator: ", ")
        guard let reader = session.context.lineReader else {
            let m = session.messages(journal)
            session.stderr.write("tally post-due: \(m.framed(.error))\(m.error(.postDueTooMany, String(plan.occurrences.count), list))\n"
                                 + "  \(m.framed(.hint))\(m.error(.hintPostDueTooMany))\n")
            return ExitStatus.failure
        }
        let m = session.messages(journal)
        reader.say(m.text(.floodWouldAppend, m.count(plan.occurrences.count, .transactions), list) + "\n")
        let answer = reader.readLine(prompt: m[.floodQuestion])?.lowercased() ?? ""
        if answer == "y" || answer == "yes" { return nil }
        session.stderr.write(m[.nothingWasWritten] + "\n")
        return ExitStatus.failure
    }
}
