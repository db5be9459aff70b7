import TallyLocale
import TallyEngine

/// Why a command stops before it is done: the one error type of the
/// command line, thrown by commands and the session's steps and turned
/// into an exit status by `TallyCLI.run`.
enum CLIError: Error {
    /// What was typed cannot be done: printed as `tally: error: MESSAGE`
    /// with the hint, exit status 2 (`ExitStatus.usage`).
    case usage(_ message: String, hint: String? = nil)
    /// What went wrong is already printed (the journal's errors, a missing
    /// price, an overflow): exit with this status.
    case exit(Int32)

    /// A problem with what the user typed, found by a lower layer.
    init(_ problem: UsageError) {
        self = .usage(problem.message, hint: problem.hint)
    }
}

extension Session {
    /// Prints a usage error and gives the status to exit with.
    func exitStatus(for error: CLIError) -> Int32 {
        switch error {
        case .usage(let message, let hint):
            stderr.write(messages().usageError("tally", message, hint: hint))
            return ExitStatus.usage
        case .exit(let status):
            return status
        }
    }
}
