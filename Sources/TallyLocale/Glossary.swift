/// One word per concept per language: what the catalogues call spending,
/// income, a budget, an amount carried in from the period before, a
/// category and an account, and the messages that name each, so `trend`
/// does not say "Chi phí" where `summary` says "Chi tiêu". A test holds
/// every message listed to its language's word. English keeps the words
/// Tally has always printed ("Expenses" and "Spending" alike).
package enum Glossary {
    package enum Concept: String, CaseIterable, Sendable {
        case spending, income, budget, carriedIn, category, account
    }

    /// The word of `concept` in `language`, as every message naming it
    /// holds it (lower case; a stem where the word is inflected: Polish
    /// `wydat` in `Wydatki`, `wydatków`); `nil` in English.
    package static func term(_ concept: Concept, _ language: Language) -> String? {
        terms(concept)[language]
    }

    static func terms(_ concept: Concept) -> PerLanguage<String?> {
        switch concept {
        case .spending: return PerLanguage(en: nil, vi: "chi tiêu", ko: "지출", zhHans: "支出", it: "spes", pl: "wydat")
        case .income: return PerLanguage(en: nil, vi: "thu nhập", ko: "수입", zhHans: "收入", it: "entrat", pl: "przych")
        case .budget: return PerLanguage(en: nil, vi: "ngân sách", ko: "예산", zhHans: "预算", it: "budget", pl: "budżet")
        case .carriedIn: return PerLanguage(en: nil, vi: "từ kỳ trước", ko: "이월", zhHans: "结转", it: "riportat", pl: "przeniesion")
        case .category: return PerLanguage(en: nil, vi: "danh mục", ko: "분류", zhHans: "类别", it: "categori", pl: "kategori")
        case .account: return PerLanguage(en: nil, vi: "tài khoản", ko: "계정", zhHans: "账户", it: "cont", pl: "kont")
        }
    }

    /// The messages that name `concept`.
    package static func keys(_ concept: Concept) -> [MessageKey] {
        switch concept {
        case .spending:
            return [.spending, .expenses, .allExpenses, .topSpending, .spendingByCategory, .incomeAndSpending, .noSpendingInPeriod,
                    .averageSpendingOver, .incomeAndSpendingByMonth, .typeExpense]
        case .income: return [.income, .incomeByCategory, .noIncomeInPeriod, .incomeAndSpending, .incomeAndSpendingByMonth, .typeIncome]
        case .budget: return [.budgetsHeading, .budgeted, .noBudgetsYet, .noBudgetOn, .noBudgetIn]
        case .carriedIn: return [.carried, .nothingAvailable]
        case .category: return [.categoryColumn, .spendingByCategory, .incomeByCategory, .promptCategory, .noCategories]
        case .account: return [.promptFromAccount, .promptToAccount, .reconcileNameAccount]
        }
    }
}
