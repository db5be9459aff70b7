enum PrintCommand: Command {
    static let name = "print"
    static let abstract = "todo"
    static let usage = "todo"
    static var options: [OptionSpec] { CommonOptions.input + CommonOptions.output }
    static func run(_ session: inout Session) -> Int32 { 0 }
}
