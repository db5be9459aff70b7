import TallyLocale

/// The names a starter ledger gives its accounts and categories in each
/// language, and the currency it keeps by default. Top-level accounts keep
/// ledger's English names (Assets, Expenses, …), which hledger and ledger
/// know the types of; the names below them are the user's words.
package struct StarterNames {
    /// Cash, checking, e-wallet, credit card, opening balances.
    package var accounts: [String]
    /// Food, transport, shopping, entertainment, health, education,
    /// housing, bills, other: (account name below Expenses, display name).
    package var expenses: [(String, String)]
    /// Salary, bonus, investment, side job, other income.
    package var income: [(String, String)]
    /// The currency a ledger in this language is usually kept in.
    package var currency: String

    package static func of(_ language: Language) -> StarterNames {
        switch language {
        case .en:
            return StarterNames(
                accounts: ["Cash", "Checking", "E-wallet", "Credit card", "Opening balances"],
                expenses: [("Food", "Food"), ("Transport", "Transport"), ("Shopping", "Shopping"), ("Entertainment", "Entertainment"),
                           ("Health", "Health"), ("Education", "Education"), ("Housing", "Housing"), ("Bills", "Bills"), ("Other", "Other")],
                income: [("Salary", "Salary"), ("Bonus", "Bonus"), ("Investment", "Investment"), ("Side job", "Side job"), ("Other", "Other income")],
                currency: "USD")
        case .vi:
            return StarterNames(
                accounts: ["Tiền mặt", "Ngân hàng", "Ví điện tử", "Thẻ tín dụng", "Số dư đầu kỳ"],
                expenses: [("Ăn uống", "Ăn uống"), ("Đi lại", "Đi lại"), ("Mua sắm", "Mua sắm"), ("Giải trí", "Giải trí"),
                           ("Sức khỏe", "Sức khỏe"), ("Học tập", "Học tập"), ("Nhà ở", "Nhà ở"), ("Hóa đơn", "Hóa đơn"), ("Khác", "Khác")],
                income: [("Lương", "Lương"), ("Thưởng", "Thưởng"), ("Đầu tư", "Đầu tư"), ("Việc làm thêm", "Việc làm thêm"), ("Khác", "Thu nhập khác")],
                currency: "VND")
        case .ko:
            return StarterNames(
                accounts: ["현금", "은행", "전자지갑", "신용카드", "기초 잔액"],
                expenses: [("식비", "식비"), ("교통", "교통"), ("쇼핑", "쇼핑"), ("여가", "여가"),
                           ("건강", "건강"), ("교육", "교육"), ("주거", "주거"), ("공과금", "공과금"), ("기타", "기타")],
                income: [("급여", "급여"), ("보너스", "보너스"), ("투자", "투자"), ("부업", "부업"), ("기타", "기타 수입")],
                currency: "KRW")
        case .zhHans:
            return StarterNames(
                accounts: ["现金", "银行卡", "电子钱包", "信用卡", "期初余额"],
                expenses: [("餐饮", "餐饮"), ("交通", "交通"), ("购物", "购物"), ("娱乐", "娱乐"),
                           ("医疗", "医疗"), ("教育", "教育"), ("住房", "住房"), ("账单", "账单"), ("其他", "其他")],
                income: [("工资", "工资"), ("奖金", "奖金"), ("投资", "投资"), ("副业", "副业"), ("其他", "其他收入")],
                currency: "CNY")
        case .it:
            return StarterNames(
                accounts: ["Contanti", "Conto corrente", "Portafoglio digitale", "Carta di credito", "Saldi iniziali"],
                expenses: [("Alimentari", "Alimentari"), ("Trasporti", "Trasporti"), ("Shopping", "Shopping"), ("Svago", "Svago"),
                           ("Salute", "Salute"), ("Istruzione", "Istruzione"), ("Casa", "Casa"), ("Bollette", "Bollette"), ("Altro", "Altro")],
                income: [("Stipendio", "Stipendio"), ("Bonus", "Bonus"), ("Investimenti", "Investimenti"), ("Lavoretti", "Lavoretti"),
                         ("Altro", "Altre entrate")],
                currency: "EUR")
        case .pl:
            return StarterNames(
                accounts: ["Gotówka", "Konto bankowe", "Portfel elektroniczny", "Karta kredytowa", "Bilans otwarcia"],
                expenses: [("Jedzenie", "Jedzenie"), ("Transport", "Transport"), ("Zakupy", "Zakupy"), ("Rozrywka", "Rozrywka"),
                           ("Zdrowie", "Zdrowie"), ("Edukacja", "Edukacja"), ("Mieszkanie", "Mieszkanie"), ("Rachunki", "Rachunki"), ("Inne", "Inne")],
                income: [("Wynagrodzenie", "Wynagrodzenie"), ("Premia", "Premia"), ("Inwestycje", "Inwestycje"), ("Praca dodatkowa", "Praca dodatkowa"),
                         ("Inne", "Inne przychody")],
                currency: "PLN")
        }
    }
}
