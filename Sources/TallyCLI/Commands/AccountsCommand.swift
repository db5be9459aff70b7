enum AccountsCommand: Command {
    static let name = "accounts"
    static let abstract = "todo"
    static let usage = "todo"
    static var options: [OptionSpec] { CommonOptions.input + CommonOptions.output }
    static func run(_ session: inout Session) -> Int32 { 0 }
}
