/// Korean long help of the commands that write (see HelpTranslations.swift).
extension KoreanHelp {
    static let editingPages: [String: String] = [
        "init": """
        예:
        {examples}

        FILE의 기본값은 $TALLY_FILE, 없으면 이 폴더의 tally.ledger입니다. 이미
        있는 파일은 절대 덮어쓰지 않습니다. 새 파일에는 흔히 쓰는 지출·수입
        분류, 현금·입출금·전자지갑·신용카드 계정, 월 식비 예산, 따라 쓸 거래
        예시 두 개가 들어갑니다. 사용자의 언어(--lang, 없으면 LC_ALL,
        LC_MESSAGES, LANG)에서는 분류와 계정이 그 언어의 이름을 갖고
        (Expenses:Ăn uống, Expenses:식비, Expenses:餐饮, Expenses:Alimentari,
        Expenses:Jedzenie), 파일에 'lang' 줄이 붙으며, 통화는 그 언어에서 흔히
        쓰는 통화와 표기를 따릅니다: 1.000.000 VND, 1,000 KRW, 1,000.00 CNY,
        1.000,00 EUR, 1 000,00 PLN.

        --journal EXISTING을 주면 대신 hledger나 ledger로 이미 관리하는 장부를
        위한 Tally 계획을 씁니다: EXISTING을 그대로 include하고, 그 수입·지출
        계정마다 분류를 하나씩 두고, 빈 예산 부분을 둔 파일입니다. hledger와
        ledger는 계속 EXISTING을 읽고, Tally는 계획을 읽습니다
        (tally balance -f FILE).
        """,
        "due": """
        예:
        {examples}

        거래 주석에 recurring:NAME 태그가 있고 날짜가 예정일에서 규칙 주기의
        절반(최대 31일) 안이거나, due:DATE 태그도 있으면 그 발생분은 기록된
        것으로 봅니다. 'tally post-due'가 기록해 줍니다. --within이 없으면 각
        규칙은 'remind' 알림 기간(규칙에 없으면 3일)이 시작되자마자 나열됩니다.

        종료 코드: 연체된 것이 있거나(cron 작업이 알려 줄 수 있도록) 장부에
        오류가 있으면 1, 그 밖에는 0, 사용법 오류는 2.
        """,
        "post-due": """
        예:
        {examples}

        활성 규칙마다 그 날짜(--through가 없으면 오늘)까지 지불되지 않은 각
        발생분이 예정일 날짜의 거래가 됩니다. 설명은 규칙 이름이고,
        recurring:NAME과 due:DATE 태그가 붙으며, 분개는 규칙에 적힌 그대로입니다.
        다시 실행해도 아무것도 추가되지 않습니다: 태그가 기록되었음을 표시합니다.

        거래는 첫 장부 파일(-f, 없으면 TALLY_FILE 또는 LEDGER_FILE)에 추가되며,
        그 밖의 내용은 바뀌지 않습니다. 새 파일은 같은 폴더의 임시 파일을 거쳐
        장부 전체와 함께 다시 읽은 뒤에야 기존 파일을 대체하므로, 실패해도
        파일은 그대로입니다. 오류가 있는 장부는 아무것도 쓰기 전에 거부합니다.

        한 규칙에 31회 넘게, 또는 전체 100회 넘게 발생하면 터미널에서는
        (규칙마다 횟수를 알려 주며) 묻고, 그 밖에서는 --yes가 없으면 거부합니다:
        'from'이 몇 년 전인 규칙이 장부를 한 번에 채우지 않도록 하기 위함입니다.
        """,
        "export": """
        예:
        {examples}

        열: date,status,code,description,payee,note,account,category,type,
        amount,commodity,converted_amount,converted_commodity,tags,file,line.
        날짜는 ISO 형식(2026-03-01), 금액은 '.'을 쓰고 자릿수 구분이 없는 일반
        소수이며, 통화는 별도 열에 있고, 환산 열은 -X를 주면 채워집니다.
        스프레드시트가 수식으로 실행할 텍스트(=, +, @, 탭, 캐리지 리턴, 또는
        숫자가 아닌데 -로 시작하는 텍스트)는 앞에 '를 붙여 씁니다.

        -O xlsx(또는 -o FILE.xlsx)는 Excel, LibreOffice, Google Sheets가 여는
        Office Open XML 통합 문서를 씁니다: 같은 열의 시트 하나, 고정되고 필터가
        걸린 머리글 행, 날짜는 날짜로, 금액은 모든 자릿수를 담은 숫자로 통화의
        소수 자릿수에 맞춰 표시, 텍스트는 텍스트로(수식이 되는 일 없음). 통합
        문서는 파일에, 또는 표준 출력이 터미널이 아니면 표준 출력에 씁니다.
        -O journal은 일치하는 거래를 print --plain처럼 일반 ledger/hledger 장부
        텍스트로 씁니다. -o FILE은 어떤 형식이든 FILE에 씁니다(원자적으로:
        읽는 쪽이 반쪽짜리 파일을 보는 일이 없음).

        {query}
        """,
        "add": """
        예:
        {examples}

        분류와 계정은 이름의 고유한 일부로 찾으며("food"는 Expenses:Food,
        "ex:gro"는 Expenses:Groceries), 대소문자와 악센트는 무시하고, 비슷한
        오타도 찾아냅니다. ':'가 들어간 전체 이름이 아무것과도 일치하지 않으면
        새 계정을 만듭니다. 이름이 여럿과 일치하면 터미널에서는 묻고, 그 밖에서는
        후보를 나열하고 멈춥니다.

        날짜는 먼저 주지 않으면(2026-11-20, yesterday) 오늘입니다. 빠진 분류나
        계정은 설명이 같은 마지막 거래에서 가져오고, 없으면 계정은 최근 지출이
        나간 계정(수입이면 최근 수입이 들어간 계정), 새 장부에서는 처음 선언된
        자산 계정입니다. 통화 없는 금액은 그 계정이 마지막으로 쓴 통화, 또는
        장부가 처음 선언한 통화입니다. 금액은 파일이 읽는 방식대로 읽고
        ('decimal-mark ,'에서 85.000은 팔만 오천) 그 통화의 표기로 씁니다.

        거래는 첫 -f 파일의 마지막 거래 뒤에 빈 줄을 두고, 그 파일의 들여쓰기,
        금액 열, 줄 끝 방식대로 들어가며, 다른 바이트는 모두 그대로입니다. 새
        텍스트는 쓰기 전에 장부 전체와 함께 다시 읽고, 깔끔하게 읽히지 않으면
        아무것도 쓰지 않습니다. 그다음 거래가 반영되는 예산마다 그 기간의 상태를
        보여 주고, 초과하면 경고합니다:
          Food: $412.00 / $450.00 this month (91%) — warning at 90%
        --quiet면 아무것도 출력하지 않습니다. 종료 코드: 추가됨 0, 취소 또는
        거부 1, 사용법 오류 2.
        """,
        "import": """
        예:
        {examples}

        규칙 파일은 hledger의 CSV 규칙 언어입니다(rules.md 참고): skip, fields,
        date-format, separator, decimal-mark, currency, amount,
        amount-in/amount-out, balance, account1/account2…, description, comment,
        if 블록과 표. --rules가 없으면 명세서 옆의 STATEMENT.rules
        (march.csv.rules), 없으면 장부 옆 rules/ 폴더에서 명세서 파일 이름이 NAME으로
        시작하는 가장 긴 NAME.rules입니다.

        장부에 이미 있는 행(날짜, 계정, 금액이 같고 설명이나 코드도 같은 행)은
        건너뛰고 셉니다: 그런 거래 하나에 같은 행이 둘이면 하나를 추가합니다.
        expenses:unknown이나 income:unknown으로 가는 행은 'add'가 찾듯이 설명이
        같은 최근 거래의 분류를 받으며, 요약에 이런 추측이 나열됩니다.

        새 거래는 첫 -f 파일의 마지막 거래 뒤에 그 파일의 배치와 금액 표기대로
        들어가며, 다른 바이트는 모두 그대로이고, 결과가 깔끔하게 다시 읽히지
        않으면 아무것도 쓰지 않습니다. 규칙이나 명세서에 오류가 있으면
        (file:line:column) 아무것도 쓰지 않습니다. 종료 코드: 가져옴(또는 새 것
        없음) 0, 거부 1, 사용법 오류 2.
        """,
        "edit": """
        예:
        {examples}

        편집기는 $VISUAL, 없으면 $EDITOR, 없으면 vi이며, '+LINE FILE'(vi, vim,
        nano, emacs, micro, helix) 또는 VS Code에서는 '-g FILE:LINE'으로
        실행합니다. 쿼리는 모든 보고서와 같습니다. 여러 거래가 일치하면 날짜가
        가장 최근인 것을 열고 나머지는 나열합니다. 종료 코드: 편집기의 종료 코드,
        일치하는 것이 없으면 1.

        {query}
        """,
        "delete": """
        예:
        {examples}

        일치하는 거래를 파일과 줄 번호와 함께 보여 준 뒤 터미널에서는 묻고, 그
        밖에서는 --yes가 있을 때만 삭제합니다. 거래의 줄이 지워지고, 배치를
        유지하는 데 필요하면 옆에 빈 줄 하나를 남기며, 모든 파일의 다른 바이트는
        그대로입니다. 파일은 쓰기 전에 다시 읽으며, 결과가 깔끔하게 읽히지
        않거나, 다른 것이 바뀌거나, 그사이 파일이 바뀌었으면 아무것도 쓰지
        않습니다.

        {query}
        """,
        "fmt": """
        예:
        {examples}

        장부 파일(FILE 또는 -f 파일과 그 파일들이 include하는 모든 파일)을
        정리합니다: 분개는 똑같이 들여쓰고 금액 끝을 한 열에 맞추며, 표기가
        선언된 통화('commodity' 또는 'D')의 금액은 그 표기로 쓰고, 원가나 단언은
        금액 뒤 한 칸, 주석은 두 칸 띄우며, 거래 사이에 빈 줄 하나, 처음과 끝의
        빈 줄 제거, 줄 끝 공백 제거, 줄 끝 방식은 파일의 첫 줄을 따릅니다. 주석,
        태그, 지시어, 머리글, 빈 줄 묶음과 항목 순서는 그대로입니다. 이미 정리된
        파일은 바뀌지 않습니다.

        쓰기 전에 정리된 파일을 장부 전체와 함께 다시 읽습니다: 모든 거래, 분개,
        금액, 주석이 똑같이 읽혀야 하며, 아니면 아무것도 쓰지 않습니다. 오류가
        있는 장부는 정리하지 않습니다. 종료 코드: 완료(또는 --check에서 이미
        정리됨) 0, 정리 안 됨(--check) 또는 거부 1, 사용법 오류 2.
        """,
    ]
}
