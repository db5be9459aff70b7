/// Simplified Chinese long help of the commands that write (see HelpTranslations.swift).
extension ChineseHelp {
    static let editingPages: [String: String] = [
        "init": """
        示例：
        {examples}

        FILE 默认为 $TALLY_FILE，否则为本文件夹中的 tally.ledger。已有的文件
        绝不会被覆盖。新文件包含常用的支出和收入类别，现金、支票、电子钱包和
        信用卡账户，一个每月餐饮预算，以及两笔可供照抄的示例交易。在用户的语言
        （--lang，否则 LC_ALL、LC_MESSAGES、LANG）下，类别和账户使用该语言的
        名称（Expenses:Ăn uống、Expenses:식비、Expenses:餐饮、
        Expenses:Alimentari、Expenses:Jedzenie），文件带一行 'lang'，货币则是
        当地常用的货币及写法：1.000.000 VND、1,000 KRW、1,000.00 CNY、
        1.000,00 EUR、1 000,00 PLN。

        使用 --journal EXISTING 时，改为给您已经用 hledger 或 ledger 记的账本
        写一份 Tally 计划：一个原样 include EXISTING 的文件，为其每个收入和支出
        账户建一个类别，并留一个空的预算部分。hledger 和 ledger 照常读取
        EXISTING；Tally 读取计划（tally balance -f FILE）。
        """,
        "due": """
        示例：
        {examples}

        当一笔交易的注释带有 recurring:NAME 标签，且日期在到期日前后规则周期的
        一半以内（最多 31 天），或同时带有 due:DATE 标签时，该次发生即视为已
        记录。'tally post-due' 会记录它们。没有 --within 时，每条规则在其
        'remind' 提前提醒时间（规则未指定时为 3 天）开始时就会列出。

        退出码：有逾期项目（以便 cron 任务提醒您）或账本有错误时为 1，否则为 0，
        用法错误为 2。

        没有标签的交易，只要带有规则的分录（相同账户、相同金额或在规则的 ~N%
        以内），且日期在到期日前后一周内，也视为支付了该次发生：手动录入或导入
        的账单不会被算作逾期。过去 31 天内已支付的发生会连同付款日期和行号列出。

        --fail-on upcoming 在没有逾期、但有项目在提醒时间内到期时退出码为 5；
        --fail-on never 始终为 0。
        """,
        "post-due": """
        示例：
        {examples}

        每条有效规则截至该日期（没有 --through 时为今天）的每次未付发生，都会
        成为到期日当天的一笔交易，以规则名为描述，带 recurring:NAME 和
        due:DATE 标签，分录与规则中所写的一致。再次运行不会添加任何内容：标签
        标明它们已记录。

        交易追加到第一个账本文件（-f，否则 TALLY_FILE 或 LEDGER_FILE）；文件中的
        其他内容不变。新文件先与整个账本一起重新读取，再通过同一文件夹中的临时
        文件替换旧文件，因此失败时文件保持原样。有错误的账本在写入任何内容之前
        就会被拒绝。

        一条规则超过 31 次，或总共超过 100 次时，在终端上会询问（列出每条规则的
        次数），在其他场合除非给出 --yes 否则拒绝：否则一条 'from' 在多年前的
        规则会一下子塞满账本。
        """,
        "export": """
        示例：
        {examples}

        列：date,status,code,description,payee,note,account,category,type,
        amount,commodity,converted_amount,converted_commodity,tags,file,line。
        日期为 ISO 格式（2026-03-01）；金额是用 '.' 且不带千位分隔符的普通小数；
        货币单独一列；换算列在使用 -X 时填写。电子表格会当作公式执行的文本
        （以 =、+、@、制表符、回车开头，或以 - 开头但不是数字）前面加上 '。

        -O xlsx（或 -o FILE.xlsx）写出 Excel、LibreOffice 和 Google Sheets 都能
        打开的 Office Open XML 工作簿：一个列相同的工作表，标题行冻结并带筛选，
        日期为日期，金额为保留全部位数的数字并按货币的小数位显示，文本为文本
        （绝不会成为公式）。工作簿写入文件，或在标准输出不是终端时写入标准输出。
        -O journal 像 print --plain 一样，把匹配的交易写成纯 ledger/hledger 账本
        文本。-o FILE 把任何格式写入 FILE（原子写入：读取方不会看到半个文件）。

        --excel 写出供电子表格使用的 CSV：带 UTF-8 字节顺序标记（同 --bom）；
        在以逗号作小数点的语言（vi、it、pl；依 --lang，否则依 LANG）中，字段以
        “;”分隔，金额写作 1234,56，正合该地区的 Excel 和 LibreOffice。只用
        -o FILE.csv 则写出不带标记的普通 UTF-8 CSV，供脚本使用。

        {query}
        """,
        "add": """
        示例：
        {examples}

        类别和账户可以用名称中任何唯一的部分找到（"food" 找到 Expenses:Food，
        "ex:gro" 找到 Expenses:Groceries），不区分大小写和重音；相近的拼写错误
        也能找到。带 ':' 的完整名称如果什么都不匹配，就开一个新账户。一个名称
        匹配多个时，Tally 在终端上询问，在其他场合列出它们并停止。

        日期是今天，除非先给出日期（2026-11-20、yesterday）。缺少的类别或账户
        取自描述相同的最近一笔交易；否则账户是最近一笔支出的来源账户（收入则是
        最近一笔收入的去向账户），在新账本中则是第一个声明的资产账户。不带货币
        的金额使用该账户最近用过的货币，或账本声明的第一种货币。金额按文件的
        读法读取（在 'decimal-mark ,' 下 85.000 是八万五千），并按该货币的写法
        写出。

        交易放在第一个 -f 文件最后一笔交易之后，空一行，沿用该文件的缩进、金额
        列和换行符；其他每个字节保持原样。新文本在写入前与整个账本一起重新读取，
        读不干净就什么也不写。然后显示该交易计入的每个预算在其期间的情况，超支
        时给出警告：
          Food: $412.00 / $450.00 this month (91%) — warning at 90%
        --quiet 不打印任何内容。退出码：已添加为 0，取消或被拒绝为 1，用法错误
        为 2。
        """,
        "import": """
        示例：
        {examples}

        规则文件使用 hledger 的 CSV 规则语言（见 rules.md）：skip、fields、
        date-format、separator、decimal-mark、currency、amount、
        amount-in/amount-out、balance、account1/account2…、description、
        comment、if 块和表格。没有 --rules 时，使用对账单旁边的
        STATEMENT.rules（march.csv.rules），否则使用账本旁边 rules/ 文件夹中，
        对账单文件名以 NAME 开头的最长的 NAME.rules。

        账本中已有的行（日期、账户和金额相同，且描述或代码相同）会被跳过并计数：
        两行相同的记录对一笔这样的交易，则添加一笔。落到 expenses:unknown 或
        income:unknown 的行，会像 'add' 那样取描述相同的最近一笔交易的类别；
        汇总中会列出这些推测。

        不在账本中、但在 3 天内（--match-days N；0 表示从不）有同一账户和金额的
        交易的行，即为那笔付款（手动录入，或来自转账另一方的对账单）：其分录被
        标为已核对并加上 import:KEY 标签，不会重复添加。若有两笔相似的交易，该行
        不导入并列出（退出码 1）；--interactive 会询问是哪一笔。

        新交易放在第一个 -f 文件最后一笔交易之后，沿用其布局和金额写法；其他
        每个字节保持原样，结果读不干净就什么也不写。规则或对账单中有任何错误
        （file:line:column）都不写入。退出码：已导入（或没有新内容）为 0，被拒绝
        为 1，用法错误为 2。
        """,
        "reconcile": """
        示例：
          tally reconcile checking                          # 尚未核对的分录
          tally reconcile checking --balance 1,234.56 --date 2026-11-30
          tally reconcile checking --balance 1,234.56 --date 2026-11-30 --mark

        显示账户在对账单日期的已核对余额（标有 * 的分录，或位于标有 * 的交易中
        的分录）、对账单上的余额及差额，以及截至该日所有未核对的分录。若全部
        核对后余额一致，--mark（或在终端上回答 'y'）会在每个此类分录的账户前
        写上 *，不改动其他内容；若仍不一致，则说明尚有多少无法解释，并且不写入
        任何内容。账户的写法与 'tally add' 相同（名称的任意部分）。

        退出码：已核对余额与对账单一致（或未给出 --balance）时为 0，不一致时
        为 1，用法错误为 2。
        """,
        "edit": """
        示例：
        {examples}

        编辑器是 $VISUAL，否则 $EDITOR，否则 vi，以 '+LINE FILE'（vi、vim、
        nano、emacs、micro、helix）或 VS Code 的 '-g FILE:LINE' 启动。查询与
        所有报表相同；多笔交易匹配时，打开日期最新的一笔，并列出其他各笔。
        退出码：编辑器的退出码，没有匹配时为 1。

        {query}
        """,
        "delete": """
        示例：
        {examples}

        显示每笔匹配的交易及其文件和行号，然后在终端上询问；在其他场合只有给出
        --yes 才删除。交易的各行被删除，在能保持布局的地方保留一个空行；每个
        文件的其他每个字节保持原样。写入前重新读取文件，如果结果读不干净、有
        其他内容会改变，或文件在此期间被修改，就什么也不写。

        {query}
        """,
        "fmt": """
        示例：
        {examples}

        格式化账本的文件（各个 FILE 或 -f 文件，以及它们 include 的每个文件）：
        分录缩进一致，金额末尾对齐在同一列；已声明写法的货币（'commodity' 或
        'D'）的金额按该写法写出；成本或断言与金额隔一个空格，注释隔两个；交易
        之间空一行；删除开头和结尾的空行及行尾空白；换行符与文件第一行相同。
        注释、标签、指令、标题、空行分组和条目顺序保持原样。格式化已格式化的
        文件不会有任何改变。

        写入前，格式化后的文件与整个账本一起重新读取：每笔交易、分录、金额和
        注释都必须读得与原来相同，否则什么也不写。有错误的账本不会被格式化。
        退出码：完成（或在 --check 下已经格式化）为 0，未格式化（--check）或
        被拒绝为 1，用法错误为 2。
        """,
    ]
}
