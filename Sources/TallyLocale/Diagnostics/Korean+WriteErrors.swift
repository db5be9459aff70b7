/// Messages of sums, numbers read before their decimal mark was known, and
/// files that were not written, in Korean.
extension KoreanErrors {
    static func writeError(_ key: ErrorKey) -> String {
        switch key {
        case .overflowTotalSpending: return "지출 합계"
        case .overflowBudget: return "예산"
        case .ambiguousReadDecimal: return "이 숫자는 '{1}'을(를) 소수점으로 읽었지만, 뒤의 금액을 보면 {3}은(는) '{2}'을(를) 소수점으로 씁니다"
        case .ambiguousReadGroup: return "이 숫자는 '{1}'을(를) 자릿수 구분 기호로 읽었지만, 뒤의 금액을 보면 {3}은(는) '{2}'을(를) 소수점으로 씁니다"
        case .thisCommodity: return "이 통화"
        case .hintDeclareStyle: return "첫 금액보다 앞에 표기 방식을 선언하세요. 예: commodity {1} {2}"
        case .noteShowsMark: return "소수점을 보여 주는 금액"
        case .writeReadOnly: return "'{1}'은(는) 읽기 전용(모드 0{2})이라 Tally가 건드리지 않습니다. 그래도 쓰려면 --force를 붙이세요(읽기 전용은 유지됩니다)"
        case .writeNotYours: return "'{1}'에 쓸 권한이 없어(모드 0{2}, 소유자 uid {3}) Tally가 건드리지 않습니다. 그래도 쓰려면 --force를 붙이세요"
        case .writeNotChanged: return "{2}; '{1}'은(는) 바뀌지 않았습니다"
        case .writeNoneChanged: return "{1}; 바뀐 파일이 없습니다"
        case .writeKeptChanging: return "Tally가 쓰는 동안 '{1}'이(가) 계속 바뀌어(다른 프로그램이 쓰고 있음) 기록하지 않았습니다. 그 프로그램이 끝난 뒤 다시 해 보세요"
        case .writeExists: return "'{1}'이(가) 이미 있습니다"
        case .writeCannotCreate: return "'{1}'을(를) 만들 수 없습니다: {2}"
        case .writeCannotRead: return "'{1}'을(를) 읽을 수 없습니다: {2}"
        case .writeCannotOpen: return "'{1}'을(를) 열 수 없습니다: {2}"
        case .writeCannotWrite: return "'{1}'에 쓸 수 없습니다: {2}"
        case .writeCannotKeepCopy: return "'{1}'을(를) 바꾸는 동안 사본을 둘 수 없습니다: {2}"
        case .writeCannotReplace: return "'{1}'을(를) 바꿀 수 없습니다: {2}"
        case .writeCannotRewrite: return "'{1}'을(를) 다시 쓰려고 열 수 없습니다: {2}"
        case .writeDamaged: return "{2}; 파일이 손상되었을 수 있습니다. 이전 내용은 '{1}'에 있습니다"
        case .writeChangedWhileWriting: return "Tally가 쓰는 동안 '{1}'이(가) 바뀌었습니다"
        case .writeCannotShorten: return "'{1}'을(를) 줄일 수 없습니다: {2}"
        case .writeCannotFlush: return "'{1}'을(를) 디스크에 기록할 수 없습니다: {2}"
        case .writeCannotTemp: return "'{1}'에 임시 파일을 만들 수 없습니다: {2}"
        case .writeCannotOwn: return "'{1}'의 소유자를 지정할 수 없습니다: {2}"
        case .writeCannotChmod: return "'{1}'의 권한을 설정할 수 없습니다: {2}"
        case .writeCannotClose: return "'{1}'을(를) 닫을 수 없습니다: {2}"
        case .systemNoSpace: return "디스크에 남은 공간이 없습니다"
        case .systemReadOnlyFS: return "읽기 전용 파일 시스템입니다"
        case .writeCannotRewriteInPlace: return "'{1}'을(를) 다시 쓸 수 없습니다: {2}"
        default: return periodError(key)
        }
    }
}
