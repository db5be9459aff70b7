/// Simplified Chinese long help of the reports (see HelpTranslations.swift).
extension ChineseHelp {
    static let pages: [String: String] = reportPages.merging(editingPages) { a, _ in a }.merging(toolPages) { a, _ in a }

    static let reportPages: [String: String] = [
        "tally-title": "纯文本记账——检查、核对并报告一个账本",
        "tally": """
        账本来自 -f FILE（可重复，'-' 表示标准输入），否则来自环境变量
        TALLY_FILE 或 LEDGER_FILE，否则是本文件夹或最近的上级文件夹中的
        tally.ledger，最后是 ~/.hledger.journal。

        运行 'tally help COMMAND' 或 'tally COMMAND --help' 查看命令的选项，
        运行 'tally help diagnostics' 查看账本可能出现的错误和警告。
        'tally --version' 打印版本号。
        """,
        "query": """
        查询词的读法与 hledger 相同（同一类的词、acct:、desc:、status: 条件
        互为备选；其他条件都必须匹配）：
          WORD             名称包含该词的账户；在没有账户匹配的交易中，
                           匹配描述、备注、注释或标签
          acct:TEXT        账户名
          desc:TEXT        描述
          payee:TEXT       收款方（'|' 之前）
          note:TEXT        备注（'|' 之后）
          code:TEXT        交易代码
          cur:EUR          货币（$ 写作 cur:\\$）
          tag:NAME         带有该标签；tag:NAME=VALUE：值包含 VALUE
          amt:>100         金额大小 > 100（也可用 <、<=、>=、=；amt:<-20 连符号一起比较）
          date:PERIOD      在该期间内（同 -p）；date2:PERIOD 按辅助日期
          status:* ! ''    已结清、待定、未标记
          real: / real:0   真实 / 虚拟分录
          depth:N          （balance、breakdown）把更深的账户合并到第 N 层
          cat:NAME         属于某个类别（同 --category）
          not:TERM         排除 TERM 匹配的内容
        不区分大小写。不带变音符号的词忽略变音符号（bun cha 匹配 Bún chả，zolty
        匹配 żółty）；带变音符号的词须完全一致（bún 既不匹配 bun 也不匹配 bùn）。
        分解形式输入的文字（如 macOS）视为同一文字；汉字按原样比较。
        """,
        "check": """
        退出码：账本没有错误时为 0（允许有警告），有错误时为 1，用法错误为 2。
        所有问题在一次运行中全部报告，格式为 FILE:LINE:COLUMN: error: MESSAGE
        [id]，附带源代码行、插入符号（^）和提示。预算也会检查：预算换算支出
        所需的价格缺失时报错（missing-price）。

        在声明了账户的账本中（有任何 account 或 category 指令），没有声明的
        账户会得到警告（undeclared-account），并给出最接近的已声明名称
        （Expenses:Fodo：您是不是指 Expenses:Food？）。类别的子账户无需声明。
        --strict 或账本中的 'strict' 行会把所有未声明的账户变成错误。
        """,
        "balance": """
        示例：
        {examples}

        一个词匹配账户名的任意部分，不区分大小写；用 ^ 和 $ 锚定。--flat 只显示
        每个账户自己的分录（不含子账户），因此整个账本的各行相加为零。

        --forecast 加入周期规则中尚未记录的发生，从今天到期间结束（或往后六个月，
        或到 --forecast=UNTIL）。包含它们的金额以 ~ 开头；CSV 多一列 forecast，
        JSON 多一个 forecast 数组，记录每个金额中的这一部分。

        使用 -D、-W、-M、-Q、-Y 或 -p 中的间隔（'every 2 weeks from 2026-01-05'、
        'monthly in 2026'）时，每个期间一列：每期的变动；加 --cumulative 为从
        第一期起的余额；加 --historical 为每期期末余额。除非加 --tree，账户平铺
        显示。没有日期时，各列从第一笔到最后一笔匹配的分录。-O csv|tsv 输出
        account,commodity,<期间…>（没有合计行：各行自然相加），-O json|html 也是
        如此。终端太窄放不下所有列时，显示最新的几列，并说明省略了多少较早的列。

        {query}
        """,
        "register": """
        示例：
        {examples}

        过长的描述和账户名会缩短以适应终端（COLUMNS，否则终端宽度，否则 80 列）。

        --forecast 加入周期规则中尚未记录的发生，从今天到期间结束（或往后六个月，
        或到 --forecast=UNTIL）；它们的描述以 ~ 开头，CSV 和 JSON 多一个
        forecast 字段（true 或 false）。

        {query}
        """,
        "print": """
        按日期顺序写出每个金额（包括推算出的金额），保留成本、余额断言和注释。
        只要交易中有任一分录匹配查询，就打印该交易。

        --plain 为 hledger 和 ledger 写出整个账本（展开 include 的文件）：每种
        货币连同其小数点一起声明，类别写成带 `type:` 标签的 `account` 指令，
        加上市场价格，金额不带千位分隔符。预算、周期规则和目标被省略（顶部的
        注释说明其数量）。hledger 读取结果得到与 Tally 相同的余额：
        tally print --plain | hledger -f - bal

        --match DESC 在查询选中的交易中，打印描述与 DESC 最相近的一笔（按共同的
        字母对打分，与 hledger 相同；相同时取最新的）；没有相近的则退出码为 1。

        {query}
        """,
        "budget": """
        示例：
        {examples}

        每一行是一个完整的预算期间。超出报表日期的期间也完整显示（全部预算和
        全部支出），并标记 '~'。结转到某期只取决于账本，与 -b 或 -p 无关。
        -M、-Q 和 -Y 把每个预算在同一自然月、季度或年份开始的期间加总（没有 -p
        时为今年）。其他货币的支出按分录日期当天或之前的最新价格换算；缺少价格
        是错误。没有任何结转时，文本输出省略结转和可用两列（此时可用额就是
        预算）；CSV 和 JSON 始终包含这两列。

        --forecast 把周期规则中尚未记录的发生，从今天到报表日期结束（或往后
        六个月，或到 --forecast=UNTIL），计为支出；这些金额以 ~ 开头，CSV 和
        JSON 给出每期支出中的预测部分。
        """,
        "alerts": """
        示例：
        {examples}

        列出每个预算当前期间（包含今天的期间，计算截至今天的支出）中越过的
        每个阈值，附带越过的日期和支出速度："按此速度 Food 将于 2026-11-24
        达到 100%"。

        退出码：没有越过任何阈值为 0，越过警告阈值为 1，预算超支为 3，用法错误
        为 2，账本有错误为 4（什么也没检查）。--fail-on over 除非有预算超支，
        否则退出码为 0；--fail-on never 只要读取了账本就始终为 0。

        账单也会列出：每条有逾期发生的规则一条警告，每个今天或在规则 'remind'
        提醒时间内到期的发生一条提示。--fail-on upcoming 在没有超出阈值或逾期、
        但有账单即将到期时退出码为 5，以便 cron 任务在到期前提醒。
        """,
        "categories": """
        示例：
        {examples}

        类别是支出或收入账户：Expenses 或 Income 下的任何账户，用
        'type:expense' 或 'type:income' 声明的账户下的账户，或用 'category' 行
        声明的账户（该行添加名称、颜色和图标）。有分录但没有类型的顶级账户不是
        类别，每个都会报告一条警告。
        """,
        "goals": """
        示例：
        {examples}

        目标的进度是其账户（含子账户）在今天的余额，以目标金额的货币计；其他
        货币按最新价格计算。每月金额是剩余部分平均分摊到截至目标日期的自然月
        （含本月），向上取整。预计日期按最近 3 个月的平均变动推算，账本不足
        3 个月时按开账以来推算（不计期初余额和来自权益账户的转账）。
        """,
        "summary": """
        示例：
        {examples}

        变化与前一个等长期间相比（月与上月、季度与上季度，否则同样天数）；期间
        尚未结束时，用已过的天数与前一期间相同的天数相比。平均值是把从期间开始
        （或账本的第一笔交易）到今天的支出除以这些天数；一个月按其天数占比计。
        余额是期末资产和负债的余额。没有 -p 时，期间为本月。

        {query}
        """,
        "trend": """
        示例：
        {examples}

        报表中的每个期间都会出现，没有任何记录的期间也一样。没有 -p 时，报表从
        账本的第一笔交易到最后一笔。条形显示每期的支出；使用 --by category 时，
        改为每个顶级类别一列（支出，或加 --income 时为收入），终端太窄时最小的
        类别合并为 Other。

        {query}
        """,
        "breakdown": """
        示例：
        {examples}

        每个类别显示金额、占总额的比例和一个条形；子类别缩进显示在其下方，
        从大到小排列。类别是用 'category' 声明的账户，否则是 Expenses 和 Income
        下一层的账户。没有 -p 时，期间为本月。

        {query}
        """,
        "prices": """
        示例：
        {examples}

        每行是按原样写下的一个汇率：一行 P（source P）或一笔带成本的分录
        （source cost），以其日期为准。用 -X CUR 换算的报表使用每个日期当天或
        之前的最新汇率，或反方向写的汇率的倒数；在这样的报表上加 --explain
        可以看到用了哪些汇率。

        --fetch 读取欧洲中央银行的参考汇率（免费，无需密钥），并为账本用到的货币
        在第一个账本文件中经检查写入 'P DATE EUR RATE CUR' 行（一欧元值
        RATE CUR）。每个有这些货币记账的日子，取当天或之前最近一个银行工作日的
        汇率（周末和节假日不发布），读到的最后一天也写入；--monthly 改为每月写
        一组（该月银行最后一个工作日），--since DATE 略去更早的记账。账本已有的
        汇率不再写入：再次获取不会添加任何内容。没有 --source 时，按所需日期用
        curl 下载银行的每日文件、90 天文件或完整历史。--source 接受 http(s)
        URL、file:// URL 或路径（银行的 XML，或为银行没有的货币如 VND 提供的
        'P DATE EUR RATE CUR' 行），可重复。离线、文件不存在或不是汇率文件时报错
        （退出码 1），账本保持原样。
        """,
        "report": """
        示例：
        {examples}

        页面包含汇总数字、按类别颜色绘制的类别支出环形图、按月的收入和支出、
        预算和目标的进度，以及余额。它是一个使用内联样式和 SVG 的单一文件：
        没有脚本，也不从网络获取任何内容。在手机上（390 像素宽）和在电脑上一样
        易读，支持浅色和深色模式。没有 -p 时期间为今年；图表从账本的第一个月
        开始，本月之后的月份除非有发生，否则不显示。

        {query}
        """,
    ]
}
