#if canImport(Glibc)
import Glibc
#endif
import TallySystem

// tally-fuzz: runs the tally binary on generated and mutated journals with
// random command lines, one process at a time, and writes every failure as
// a reproducer. See fuzz/README.md.

func complain(_ text: String, _ unused: Int32 = 0) {
    _ = OutputSink.writeAll(Array(text.utf8), to: 2)
}

struct Settings {
    var tally = ".build/debug/tally"
    var seconds = 60
    var seed = UInt64(time(nil))
    var out = "fuzz/out"
    var seedList: String?
    var memoryMiB = 2048
    var timeout = 20
    /// The share of cases (in percent) that fuzz the other surfaces (`Surfaces`).
    var surfaces = 50
}

func parseSettings() -> Settings {
    var s = Settings()
    var args = Array(CommandLine.arguments.dropFirst())
    while !args.isEmpty {
        let name = args.removeFirst()
        guard !args.isEmpty else { complain("tally-fuzz: \(name) needs a value\n"); exit(2) }
        let value = args.removeFirst()
        switch name {
        case "--tally": s.tally = value
        case "--seconds": s.seconds = Int(value) ?? s.seconds
        case "--seed": s.seed = UInt64(value) ?? s.seed
        case "--out": s.out = value
        case "--seeds": s.seedList = value
        case "--memory-mib": s.memoryMiB = Int(value) ?? s.memoryMiB
        case "--timeout": s.timeout = Int(value) ?? s.timeout
        case "--surfaces": s.surfaces = Int(value) ?? s.surfaces
        default: complain("tally-fuzz: unknown option \(name)\n"); exit(2)
        }
    }
    return s
}

func seeds(_ list: String?) -> [[UInt8]] {
    guard let list, let text = readFile(list) else { return [] }
    return String(decoding: text, as: UTF8.self).split(separator: "\n").compactMap { readFile(String($0)) }.filter { $0.count < 1 << 20 }
}

/// Whole seconds on the monotonic clock: the run's budget is counted in seconds.
func monotonicSeconds() -> Int {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Int(ts.tv_sec)
}

let settings = parseSettings()
mkdir(settings.out, 0o755)
var template = Array("/tmp/tally-fuzz-XXXXXX".utf8CString)
guard mkdtemp(&template) != nil else {
    complain("tally-fuzz: cannot make a temporary folder\n"); exit(1)
}
let base = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
let runner = Runner(tally: settings.tally, memoryKiB: settings.memoryMiB * 1024, seconds: settings.timeout)
var random = Random(seed: settings.seed)
var generator = JournalGenerator(random: Random(seed: settings.seed &+ 1))
var mutator = Mutator(random: Random(seed: settings.seed &+ 2))
var lines = CommandLines(options: CommandLines.options(using: runner, in: base), random: Random(seed: settings.seed &+ 3))
var surfaces = Surfaces(random: Random(seed: settings.seed &+ 4), mutator: Mutator(random: Random(seed: settings.seed &+ 5)))
var surfaceCases: [String: Int] = [:]
let seedJournals = seeds(settings.seedList)
let invariants = Invariants(runner: runner)
print("tally-fuzz: seed \(settings.seed), \(seedJournals.count) seed journals, \(settings.seconds) s, limits \(settings.memoryMiB) MiB / \(settings.timeout) s")

let start = monotonicSeconds()
var cases = 0, runs = 0, invariantChecks = 0, failures = 0
var kinds: [String: Int] = [:]
let caseDir = base + "/case"
while monotonicSeconds() - start < settings.seconds {
    cases += 1
    let journal: [UInt8]
    let source: String
    if !seedJournals.isEmpty && random.chance(45) {
        journal = mutator.mutate(random.pick(seedJournals)); source = "mutated"
    } else {
        journal = generator.journal(); source = "generated"
    }
    system("rm -rf '\(caseDir)'")
    mkdir(caseDir, 0o755)
    writeFile(caseDir + "/journal.ledger", journal)
    var found: [Failure] = []
    if random.chance(settings.surfaces) {
        let c = surfaces.make(journal: "journal.ledger")
        surfaceCases[c.surface, default: 0] += 1
        for (name, bytes) in c.files { writeFile(caseDir + "/" + name, bytes) }
        let o = runner.run(c.arguments, stdin: c.stdin, prefix: c.prefix, in: caseDir)
        runs += 1
        if var f = Verdict.judge(o, c.arguments, journal) {
            f.kind = c.surface + "-" + f.kind
            f.files = c.files
            f.stdin = c.stdin
            f.prefix = c.prefix
            found.append(f)
        }
        system("chmod -R u+rw '\(caseDir)' 2>/dev/null")
        writeFile(caseDir + "/journal.ledger", journal)
    } else {
        for _ in 0..<3 {
            let args = lines.make(journal: "journal.ledger")
            let o = runner.run(args, in: caseDir)
            runs += 1
            if let f = Verdict.judge(o, args, journal) { found.append(f) }
            writeFile(caseDir + "/journal.ledger", journal)   // a writing command may have changed it
        }
    }
    if random.chance(35) {
        invariantChecks += 1
        found += invariants.check(journal, in: caseDir)
    }
    for f in found {
        failures += 1
        kinds[f.kind, default: 0] += 1
        let dir = writeReproducer(f, to: settings.out, number: failures)
        print("FAIL \(f.kind) (\(source)): \(f.arguments.joined(separator: " ")) -> \(dir)")
    }
    if cases % 200 == 0 {
        print("… \(cases) cases, \(runs) command runs, \(invariantChecks) invariant checks, \(failures) failures, \(monotonicSeconds() - start) s")
    }
}
system("rm -rf '\(base)'")
print("tally-fuzz: \(cases) cases, \(runs) command runs, \(invariantChecks) invariant checks, \(failures) failures in \(monotonicSeconds() - start) s \(kinds)")
print("tally-fuzz: surface cases \(surfaceCases.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))")
exit(failures == 0 ? 0 : 1)
