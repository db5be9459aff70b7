/// Korean long help of archive and the editor and shell tools (see HelpTranslations.swift).
extension KoreanHelp {
    static let toolPages: [String: String] = [
        "archive": """
        예:
        {examples}

        첫 -f 파일에서 DATE 이전 날짜의 모든 거래가 (바로 위 주석 줄과 함께)
        보관 파일로 옮겨지고, DATE 날짜의 'Opening balances' 거래가 그 자리를
        채웁니다: 잔액이 있는 자산, 부채, 자본, 유형 없는 계정마다 잔액 단언이
        붙은 분개 하나씩이며, 자본 계정(--equity, 없으면 Opening Balances라는
        자본 계정, 없으면 유일한 자본 계정, 없으면 Equity:Opening Balances)으로
        균형을 맞춥니다. 수입과 지출 합계는 이월하지 않으므로 DATE 이후 어떤
        기간의 보고서도 바뀌지 않습니다.

        기본적으로 주 파일은 보관 파일을 include하며, 보관 파일은 DATE에 마감한
        같은 잔액으로 끝나 다시 열리기 직전에 읽히므로, 두 파일을 함께 읽으면
        모든 날의 모든 잔액과 모든 기간의 모든 보고서가 전과 같습니다. --drop이면
        주 파일은 보관 파일을 include하지 않고(주 파일이 include하던 이전 보관
        파일은 새 보관 파일로 옮겨지고, 예산이나 목표만 가리키는 계정은 선언됨),
        보관 파일은 혼자서도 읽힙니다. 이때 예산은 DATE 이전의 지출이나 이월을
        더 이상 보지 못합니다. 예산, 반복 규칙, 목표, 시세와 그 밖의 모든
        지시어는 주 파일에 남고, 금액 읽는 방식을 정하는 지시어는 보관 파일에
        복사됩니다.

        쓰기 전에 두 파일을 다시 읽습니다: 장부에 오류가 없어야 하고, DATE
        이후의 모든 거래가 전과 같이 읽혀야 하며, DATE의 잔액이 이월된 잔액과
        같아야 하고, 어떤 반복 규칙도 지불 기록을 잃으면 안 됩니다(그래서 규칙의
        이전 지불이 옮겨질 대상에 있으면 --drop은 거부됨). 이미 있는 보관 파일은
        장부가 이미 그것을 읽을 때만 덧붙입니다. 두 파일은 함께 바뀌거나 둘 다
        바뀌지 않습니다.
        """,
        "lsp": """
        표준 입력과 출력으로 Language Server Protocol을 말합니다. 편집기가
        실행합니다(editors/와 README의 "In the editor and the shell" 참고). 열린
        파일은 include하는 파일과 함께 `tally check`처럼 검사합니다. TALLY_FILE
        (또는 LEDGER_FILE)이 열린 파일을 include하는 장부를 가리키면 대신 그
        장부를 검사합니다. 진단, 자동 완성, 호버, 정의로 이동, 참조, 서식
        (tally fmt와 같음), 문서 기호, 접기, 빠른 수정을 제공합니다. 연결 문제는
        표준 오류에 씁니다.
        """,
        "completions": """
        예:
        {examples}

        명령과 그 별칭, 각 명령의 옵션, 옵션 값(--color, -O, 기간, 날짜, -f 뒤의
        파일), 장부의 이름(명령줄의 -f, 없으면 TALLY_FILE 또는 LEDGER_FILE에서):
        쿼리와 add에는 계정과 분류, -X 뒤에는 통화를 완성합니다. 스크립트는
        명령 자체로부터 만들어지므로, 스크립트를 출력한 tally의 모든 명령과
        옵션을 압니다.

        'tally completions names accounts|commodities [-f FILE]…'는 그 이름들을
        한 줄에 하나씩 출력하며, 스크립트가 이를 호출합니다.
        """,
    ]
}
