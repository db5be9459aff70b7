import TallyImport
import TallyLocale
import TallySystem

/// Downloads a URL by running `curl` (`-fsSL --max-time 30`). A child process
/// rather than FoundationNetworking keeps Foundation out of the binary and
/// gives HTTPS with the system's certificates; curl is on nearly every
/// system, and its absence is a clear error.
enum CurlDownload {
    /// The most of an answer (or a local rates file) read: the ECB's daily
    /// file is 2 KiB, its 90-day file about 100 KiB and its full history
    /// about 7 MiB, growing by about 0.3 MiB a year: 32 MiB leaves it room
    /// for decades while still refusing an answer without end.
    static let limit = 32 << 20

    /// The body, or a sentence saying why there is none.

    static func fetch(_ url: String, environment: [String: String]) -> Result<[UInt8], FetchProblem> {
        guard let curl = findCurl(environment["PATH"] ?? "/usr/bin:/bin") else {
            return .failure(FetchProblem(.curlNotFound))
        }
        let argv = [curl, "-fsSL", "--max-time", "30", "--proto", "=http,https", "--", url]
        let finished: ChildProcess.Finished
        switch ChildProcess.run(curl, argv, input: "/dev/null", stdoutLimit: limit, stderrLimit: 1 << 16) {
        case .success(let f): finished = f
        case .failure(.noPipe): return .failure(FetchProblem(.curlNoPipe))
        case .failure(.spawn(let error)): return .failure(FetchProblem(.curlCannotRun, curl, String(error)))
        }
        guard finished.signal == 0, finished.exitCode == 0 else {
            var why = String(decoding: finished.stderr, as: UTF8.self)
            while why.last == "\n" { why.removeLast() }
            return .failure(why.isEmpty ? FetchProblem(.downloadFailedStatus, url, String(finished.exitCode)) : FetchProblem(.downloadFailed, url, why))
        }
        if finished.stdoutCut { return .failure(FetchProblem(tooLarge: url, limit: limit)) }
        return .success(finished.stdout)
    }

    static func findCurl(_ path: String) -> String? { ProcessState.findProgram("curl", path: path) }
}
