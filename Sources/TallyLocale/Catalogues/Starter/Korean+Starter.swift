/// The starter ledger's comments and the names of its accounts and categories in 한국어.
extension Korean {
    static func starter(_ key: StarterKey) -> String {
        switch key {
        case .intro: return "내 돈을 일반 텍스트로: {1}에 시작한 Tally 장부."
        case .howTo: return "; 로 시작하는 줄은 나를 위한 메모이며 Tally는 건너뜁니다.\n아무 텍스트 편집기로 이 파일을 고친 다음 실행하세요:"
        case .checkLine: return "잘 읽히나요? (모든 실수를 줄과 함께)"
        case .balanceLine: return "계정과 카테고리마다 얼마가 있는지"
        case .budgetLine: return "이번 달 예산 현황"
        case .fileVariable: return "TALLY_FILE을 이 파일 경로로 설정하면 -f FILE을 생략할 수 있습니다."
        case .money: return "기록하는 통화: {1}, 표시 예: {2}."
        case .accounts: return "계정: 돈이 있는 곳, 또는 갚아야 할 곳."
        case .categories: return "카테고리: 돈을 쓰는 곳과 돈이 들어오는 곳."
        case .categoriesHelp: return "계정과 나머지 사이에는 공백 두 칸을 넣으세요. 이름을 바꾸거나\n추가·삭제해도 됩니다. Expenses나 Income 아래 계정은 여기 줄이 없어도\n카테고리이며, 이 줄은 이름, 색상, 아이콘을 더합니다."
        case .budgets: return "예산: 기간별 한도."
        case .budgetsHelp: return "기간: weekly, monthly, quarterly, yearly, every N days|weeks|months.\n\"warn\"은 `tally alerts`가 경고할 시점입니다 (생략하면 80%와 100%).\n\"rollover\"는 이번 달에 남은 돈을 다음 달로 넘깁니다."
        case .transactions: return "거래: 날짜, 설명, 그리고 들여쓴 줄들. 각 줄은 계정과 금액이며\n그 사이에 공백을 두 칸 이상 둡니다. 금액의 합은 0이며, 하나를\n비워 두면 Tally가 계산합니다. 아래 줄 맨 앞의 \"; \"를 지우면\n사용할 수 있습니다."
        case .openingBalances: return "기초 잔액"
        case .lunch: return "점심"
        }
    }

    static func starterName(_ name: StarterName) -> String {
        switch name {
        case .cash: return "현금"
        case .checking: return "은행"
        case .eWallet: return "전자지갑"
        case .creditCard: return "신용카드"
        case .openingBalances: return "기초 잔액"
        case .food: return "식비"
        case .transport: return "교통"
        case .shopping: return "쇼핑"
        case .entertainment: return "여가"
        case .health: return "건강"
        case .education: return "교육"
        case .housing: return "주거"
        case .bills: return "공과금"
        case .other: return "기타"
        case .salary: return "급여"
        case .bonus: return "보너스"
        case .investment: return "투자"
        case .sideJob: return "부업"
        case .otherIncome: return "기타 수입"
        }
    }
}
