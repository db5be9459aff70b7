/// Simplified Chinese long help of archive and the editor and shell tools (see HelpTranslations.swift).
extension ChineseHelp {
    static let toolPages: [String: String] = [
        "archive": """
        示例：
        {examples}

        第一个 -f 文件中日期早于 DATE 的每笔交易都移到归档文件（连同紧挨其上的
        注释行），并由一笔日期为 DATE 的 'Opening balances' 交易取而代之：每个
        有余额的资产、负债、权益和无类型账户各一条分录，每条都带余额断言，由
        权益账户平衡（--equity，否则名为 Opening Balances 的权益账户，否则唯一的
        权益账户，否则 Equity:Opening Balances）。收入和支出的合计不结转，因此
        从 DATE 起任何期间的报表都不变。

        默认情况下主文件 include 归档文件，归档文件以在 DATE 结清的相同余额
        结尾，恰好在它们重新开立之前读取，因此两个文件一起读时，每天的每个余额
        和任何期间的每份报表都与原来相同。使用 --drop 时主文件不 include 它
        （它原先 include 的更早的归档移入新归档，只有预算或目标还提到的账户会被
        声明），归档文件可以单独读取；此时预算不再看到 DATE 之前的支出或结转。
        预算、周期规则、目标、价格和其他所有指令都留在主文件中；决定金额读法的
        指令会复制到归档文件。

        写入任何内容之前，两个文件都会重新读取：账本必须没有错误，从 DATE 起的
        每笔交易必须读得与原来相同，DATE 的余额必须等于结转的余额，并且任何
        周期规则都不能丢失付款记录（因此当规则之前的付款在被移走的范围内时，
        --drop 会被拒绝）。已存在的归档文件只有在账本已经读取它时才会追加。两个
        文件要么一起替换，要么都不替换。
        """,
        "lsp": """
        通过标准输入和输出使用 Language Server Protocol 通信；由编辑器启动它
        （见 editors/ 以及 README 的 "In the editor and the shell"）。打开的文件
        连同它 include 的文件按 `tally check` 的方式检查；当 TALLY_FILE（或
        LEDGER_FILE）指向一个 include 了该文件的账本时，改为检查那个账本。提供
        诊断、补全、悬停提示、跳转到定义、引用、格式化（同 tally fmt）、文档
        符号、折叠和快速修复。连接问题写到标准错误。
        """,
        "completions": """
        示例：
        {examples}

        补全命令及其别名、每个命令的选项、选项的值（--color、-O、期间、日期、
        -f 之后的文件），以及账本中的名称（来自命令行上的 -f，否则 TALLY_FILE
        或 LEDGER_FILE）：查询和 add 补全账户和类别，-X 之后补全货币。脚本由
        命令本身生成，因此它知道打印它的那个 tally 的每个命令和选项。

        'tally completions names accounts|commodities [-f FILE]…' 每行打印一个
        这样的名称；脚本会调用它。
        """,
    ]
}
