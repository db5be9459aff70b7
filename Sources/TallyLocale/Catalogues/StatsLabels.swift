/// The labels and values of `tally stats`, in each language. English is
/// hledger's wording, byte for byte.
package enum StatsKey: String, CaseIterable, Sendable {
    case mainFile, includedFiles, transactionsSpan, lastTransaction, transactions, transactionsLastDays
    case payees, accounts, commodities, marketPrices
    /// `{1}` the first day, `{2}` the day after the last, `{3}` the days between.
    case spanValue
    case daysFromNow, daysAgo, perDay, depth, noneSpan, none
}

extension Messages {
    /// A label or value of `tally stats`, with `{1}`, `{2}`, … filled in.
    package func stats(_ key: StatsKey, _ arguments: String...) -> String {
        Self.fill(Self.statsText(language, key), arguments)
    }

    static func statsText(_ language: Language, _ key: StatsKey) -> String {
        let row: [String]
        switch key {
        case .mainFile: row = ["Main file", "Tệp chính", "주 파일", "主文件", "File principale", "Plik główny"]
        case .includedFiles: row = ["Included files", "Tệp được include", "포함된 파일", "包含的文件", "File inclusi", "Pliki dołączone"]
        case .transactionsSpan: row = ["Transactions span", "Khoảng thời gian", "거래 기간", "交易时间范围", "Intervallo transazioni", "Zakres transakcji"]
        case .lastTransaction: row = ["Last transaction", "Giao dịch gần nhất", "마지막 거래", "最近一笔交易", "Ultima transazione", "Ostatnia transakcja"]
        case .transactions: row = ["Transactions", "Giao dịch", "거래", "交易", "Transazioni", "Transakcje"]
        case .transactionsLastDays:
            row = ["Transactions last {1} days", "Giao dịch {1} ngày qua", "최근 {1}일 거래", "最近 {1} 天的交易", "Transazioni ultimi {1} giorni", "Transakcje z ostatnich {1} dni"]
        case .payees: row = ["Payees/descriptions", "Người nhận/mô tả", "거래처/설명", "收款方/描述", "Beneficiari/descrizioni", "Odbiorcy/opisy"]
        case .accounts: row = ["Accounts", "Tài khoản", "계정", "账户", "Conti", "Konta"]
        case .commodities: row = ["Commodities", "Loại tiền", "통화", "币种", "Valute", "Waluty"]
        case .marketPrices: row = ["Market prices", "Tỷ giá", "시세", "市场价格", "Prezzi di mercato", "Kursy"]
        case .spanValue:
            row = ["{1} to {2} ({3} days)", "{1} đến {2} ({3} ngày)", "{1} ~ {2} ({3}일)", "{1} 至 {2}（{3} 天）", "dal {1} al {2} ({3} giorni)", "{1} do {2} ({3} dni)"]
        case .daysFromNow: row = ["{1} days from now", "{1} ngày nữa", "{1}일 후", "{1} 天后", "tra {1} giorni", "za {1} dni"]
        case .daysAgo: row = ["{1} days ago", "{1} ngày trước", "{1}일 전", "{1} 天前", "{1} giorni fa", "{1} dni temu"]
        case .perDay: row = ["{1} ({2} per day)", "{1} ({2} mỗi ngày)", "{1} (하루 {2})", "{1}（每天 {2}）", "{1} ({2} al giorno)", "{1} ({2} dziennie)"]
        case .depth: row = ["{1} (depth {2})", "{1} (độ sâu {2})", "{1} (깊이 {2})", "{1}（深度 {2}）", "{1} (profondità {2})", "{1} (głębokość {2})"]
        case .noneSpan: row = ["(none)", "(không có)", "(없음)", "（无）", "(nessuna)", "(brak)"]
        case .none: row = ["none", "không có", "없음", "无", "nessuna", "brak"]
        }
        return row[language.column]
    }
}
