/// The starter ledger's comments and the names of its accounts and categories in 简体中文.
extension Chinese {
    static func starter(_ key: StarterKey) -> String {
        switch key {
        case .intro: return "我的钱，纯文本记录：Tally 账本，始于 {1}。"
        case .howTo: return "以 ; 开头的行是写给你的注释，Tally 会跳过。\n用任意文本编辑器修改此文件，然后运行："
        case .checkLine: return "能读通吗？（列出每个错误及其所在行）"
        case .balanceLine: return "每个账户和类别里有多少钱"
        case .budgetLine: return "本月预算情况如何"
        case .fileVariable: return "把 TALLY_FILE 设为此文件的路径，就可以省略 -f FILE。"
        case .money: return "记账货币：{1}，显示为 {2}。"
        case .accounts: return "账户：你的钱在哪里，或者你欠了什么。"
        case .categories: return "类别：钱花在哪里，钱从哪里来。"
        case .categoriesHelp: return "账户和其余部分之间要空两个空格。可以随意改名、增加或删除：\nExpenses 或 Income 下的任何账户即使这里没有对应行也是类别；\n这一行只是添加名称、颜色和图标。"
        case .budgets: return "预算：每个周期的上限。"
        case .budgetsHelp: return "周期：weekly, monthly, quarterly, yearly, every N days|weeks|months。\n\"warn\" 设置 `tally alerts` 何时提醒（省略时为 80% 和 100%）；\n\"rollover\" 把本月剩余的钱转入下月。"
        case .transactions: return "交易：日期、描述，然后是缩进的几行，每行一个账户和一个金额，\n中间至少隔两个空格。金额相加为零；留空一个，Tally 会自动算出。\n去掉下面各行开头的 \"; \" 即可使用。"
        case .openingBalances: return "期初余额"
        case .lunch: return "午饭"
        }
    }

    static func starterName(_ name: StarterName) -> String {
        switch name {
        case .cash: return "现金"
        case .checking: return "银行卡"
        case .eWallet: return "电子钱包"
        case .creditCard: return "信用卡"
        case .openingBalances: return "期初余额"
        case .food: return "餐饮"
        case .transport: return "交通"
        case .shopping: return "购物"
        case .entertainment: return "娱乐"
        case .health: return "医疗"
        case .education: return "教育"
        case .housing: return "住房"
        case .bills: return "账单"
        case .other: return "其他"
        case .salary: return "工资"
        case .bonus: return "奖金"
        case .investment: return "投资"
        case .sideJob: return "副业"
        case .otherIncome: return "其他收入"
        }
    }
}
