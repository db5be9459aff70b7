#if canImport(Glibc)
import Glibc
#endif
import TallyCLI
import TallySystem

TestPause.installFromEnvironment()
exit(TallyCLI.run(Array(CommandLine.arguments.dropFirst()), context: .standard()))
