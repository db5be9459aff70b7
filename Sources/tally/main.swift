#if canImport(Glibc)
import Glibc
#endif
import TallyCLI

exit(TallyCLI.run(Array(CommandLine.arguments.dropFirst()), context: .standard()))
