#if canImport(Glibc)
import Glibc
#endif
import TallyCLI
import TallyEditing

TestPause.installFromEnvironment()
exit(TallyCLI.run(Array(CommandLine.arguments.dropFirst()), context: .standard()))
