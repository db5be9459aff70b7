/// Messages of sums, numbers read before their decimal mark was known, and
/// files that were not written, in Chinese.
extension ChineseErrors {
    static func writeError(_ key: ErrorKey) -> String {
        switch key {
        case .overflowTotalSpending: return "支出合计"
        case .overflowBudget: return "预算"
        case .ambiguousReadDecimal: return "这个数字按“{1}”为小数点读取，但后面的金额表明{3}以“{2}”为小数点"
        case .ambiguousReadGroup: return "这个数字按“{1}”为分组符号读取，但后面的金额表明{3}以“{2}”为小数点"
        case .thisCommodity: return "该币种"
        case .hintDeclareStyle: return "请在第一个金额之前声明格式，例如：commodity {1} {2}"
        case .noteShowsMark: return "表明小数点的金额"
        case .writeReadOnly: return "“{1}”是只读文件（模式 0{2}），Tally 不会改动它；如仍要写入，请加 --force（文件仍保持只读）"
        case .writeNotYours: return "你没有“{1}”的写权限（模式 0{2}，所有者 uid {3}），Tally 不会改动它；如仍要写入，请加 --force"
        case .writeNotChanged: return "{2}；“{1}”未改动"
        case .writeNoneChanged: return "{1}；没有文件被改动"
        case .writeKeptChanging: return "Tally 写入时“{1}”一直在变（另一个程序正在写它），因此未写入任何内容；请等它写完再试"
        case .writeExists: return "“{1}”已存在"
        case .writeCannotCreate: return "无法创建“{1}”：{2}"
        case .writeCannotRead: return "无法读取“{1}”：{2}"
        case .writeCannotOpen: return "无法打开“{1}”：{2}"
        case .writeCannotWrite: return "无法写入“{1}”：{2}"
        case .writeCannotKeepCopy: return "替换“{1}”时无法保留副本：{2}"
        case .writeCannotReplace: return "无法替换“{1}”：{2}"
        case .writeCannotRewrite: return "无法打开“{1}”以重写：{2}"
        case .writeDamaged: return "{2}；文件可能已损坏：之前的内容在“{1}”中"
        case .writeChangedWhileWriting: return "Tally 写入时“{1}”发生了变化"
        case .writeCannotShorten: return "无法截短“{1}”：{2}"
        case .writeCannotFlush: return "无法把“{1}”写入磁盘：{2}"
        case .writeCannotTemp: return "无法在“{1}”中创建临时文件：{2}"
        case .writeCannotOwn: return "无法设置“{1}”的所有者：{2}"
        case .writeCannotChmod: return "无法设置“{1}”的权限：{2}"
        case .writeCannotClose: return "无法关闭“{1}”：{2}"
        case .systemNoSpace: return "磁盘空间不足"
        case .systemReadOnlyFS: return "只读文件系统"
        case .writeCannotRewriteInPlace: return "无法重写“{1}”：{2}"
        default: return periodError(key)
        }
    }
}
