/// Korean long help of the reports (see HelpTranslations.swift).
extension KoreanHelp {
    static let pages: [String: String] = reportPages.merging(editingPages) { a, _ in a }.merging(toolPages) { a, _ in a }

    static let reportPages: [String: String] = [
        "tally-title": "텍스트 파일로 관리하는 돈 — 장부를 검사하고, 잔액을 맞추고, 보고",
        "tally": """
        장부는 -f FILE(반복 가능, '-'는 표준 입력)에서, 없으면 환경 변수
        TALLY_FILE 또는 LEDGER_FILE에서, 없으면 이 폴더나 가장 가까운 상위
        폴더의 tally.ledger에서, 마지막으로 ~/.hledger.journal에서 읽습니다.

        명령의 옵션은 'tally help COMMAND' 또는 'tally COMMAND --help'로,
        장부에 생길 수 있는 오류와 경고는 'tally help diagnostics'로 보세요.
        'tally --version'은 버전을 출력합니다.
        """,
        "query": """
        쿼리 단어는 hledger와 같이 읽습니다(같은 종류의 단어, acct:, desc:,
        status: 조건은 서로 대안이고, 나머지 조건은 모두 일치해야 함):
          WORD             이 단어가 들어간 계정 이름; 일치하는 계정이 없는 거래에서는
                           설명, 메모, 주석 또는 태그
          acct:TEXT        계정 이름
          desc:TEXT        설명
          payee:TEXT       거래처 ('|' 앞)
          note:TEXT        메모 ('|' 뒤)
          code:TEXT        거래 코드
          cur:EUR          통화 ($는 cur:\\$)
          tag:NAME         그 태그가 있음; tag:NAME=VALUE: 값에 VALUE가 들어감
          amt:>100         금액 크기 > 100 (<, <=, >=, =도 가능; amt:<-20은 부호까지 비교)
          date:PERIOD      그 기간 안 (-p와 같음); date2:PERIOD는 보조 날짜 기준
          status:* ! ''    확정, 보류, 표시 없음
          real: / real:0   실제 / 가상 분개
          depth:N          (balance, breakdown) 더 깊은 계정을 깊이 N으로 합산
          cat:NAME         분류에 속함 (--category와 같음)
          not:TERM         TERM이 일치하는 것을 제외
        """,
        "check": """
        종료 코드: 장부에 오류가 없으면 0(경고는 허용), 오류가 있으면 1, 사용법
        오류는 2. 모든 문제를 한 번의 실행에서 FILE:LINE:COLUMN: error: MESSAGE
        [id] 형식으로 원본 줄, 캐럿(^), 힌트와 함께 보고합니다. 예산도 검사합니다:
        예산이 지출을 환산하는 데 필요한 시세가 없으면 오류(missing-price)입니다.

        계정을 선언하는 장부(account나 category 지시어가 하나라도 있는 장부)에서는
        아무도 선언하지 않은 계정이 경고(undeclared-account)이며, 가장 가까운
        선언된 이름을 함께 알려 줍니다(Expenses:Fodo: Expenses:Food를
        말씀하셨나요?). 분류의 하위 계정은 선언할 필요가 없습니다. --strict 또는
        장부의 'strict' 줄은 선언되지 않은 모든 계정을 오류로 만듭니다.
        """,
        "balance": """
        예:
          tally balance -f household.ledger
          tally bal expenses -p "last month" --depth 2
          tally bal --flat -O csv          # account,commodity,amount; 행을 모두 더하면 0
          tally bal -M -p 2026 expenses    # 한 달에 한 열
          tally bal -Q -H assets -O csv    # account,commodity,2026Q1,…: 각 분기 말 잔액

        단어는 대소문자를 무시하고 계정 이름의 어느 부분과도 일치하며, ^와 $로
        고정합니다. --flat은 각 계정 자체의 분개만(하위 계정 제외) 보여 주므로
        장부 전체의 행을 더하면 0이 됩니다.

        --forecast는 반복 규칙 중 아직 기록되지 않은 발생분을 오늘부터 기간
        끝까지(또는 6개월 뒤까지, 또는 --forecast=UNTIL까지) 더합니다. 이를 포함한
        금액은 ~로 시작하고, CSV에는 forecast 열이, JSON에는 각 금액의 그 부분을
        담은 forecast 배열이 붙습니다.

        -D, -W, -M, -Q, -Y 또는 -p의 간격('every 2 weeks from 2026-01-05',
        'monthly in 2026')을 주면 기간마다 한 열이 생깁니다: 각 기간의 변동,
        --cumulative면 첫 기간부터의 잔액, --historical이면 각 기간 말 잔액.
        --tree가 없으면 계정은 평면으로 표시됩니다. 날짜가 없으면 열은 일치하는
        첫 분개부터 마지막 분개까지입니다. -O csv|tsv는 account,commodity,<기간…>을
        씁니다(합계 행 없음: 행끼리 더해짐). -O json|html도 같습니다. 모든 열을
        담기에 터미널이 좁으면 최신 열을 보여 주고 이전 열을 몇 개 뺐는지
        알려 줍니다.

        {query}
        """,
        "register": """
        예:
          tally reg -f household.ledger expenses -p 2026-11
          tally reg checking --cleared -O csv    # date,status,code,description,account,commodity,amount,total
          tally reg -M expenses                  # 월·계정마다 요약 분개 하나, hledger 출력과 같음

        긴 설명과 계정 이름은 터미널에 맞게 줄입니다(COLUMNS, 없으면 터미널 너비,
        없으면 80열).

        --forecast는 반복 규칙 중 아직 기록되지 않은 발생분을 오늘부터 기간
        끝까지(또는 6개월 뒤까지, 또는 --forecast=UNTIL까지) 더합니다. 그 설명은
        ~로 시작하고, CSV와 JSON에는 forecast 필드(true 또는 false)가 붙습니다.

        {query}
        """,
        "print": """
        모든 금액(추론된 금액 포함)을 날짜순으로 적어 내며, 원가, 잔액 단언과
        주석은 그대로 둡니다. 분개 중 하나라도 쿼리와 일치하면 그 거래를
        출력합니다.

        --plain은 hledger와 ledger용으로 장부 전체(include 파일 포함)를 씁니다:
        모든 통화를 소수점 기호와 함께 선언하고, 분류는 `type:` 태그가 붙은
        `account` 지시어로, 시세와 자릿수 구분 없는 금액으로 씁니다. 예산, 반복
        규칙, 목표는 빠집니다(맨 위 주석이 그 개수를 알려 줌). hledger는 결과를
        Tally와 같은 잔액으로 읽습니다: tally print --plain | hledger -f - bal

        --match DESC는 쿼리가 고른 거래 중 설명이 DESC와 가장 비슷한 거래
        하나를 출력합니다(hledger처럼 공통 글자 쌍으로 점수를 매기고, 같으면
        가장 최근 것). 비슷한 것이 없으면 종료 코드는 1입니다.

        {query}
        """,
        "budget": """
        예:
          tally budget                      # 각 예산의 현재 기간
          tally budget -p 2026Q1            # 2026년 1분기와 겹치는 모든 기간
          tally budget -Y -p 2026           # 월 예산을 연도별로 합산
          tally budget food -O csv          # 'food'와 일치하는 계정의 예산

        각 줄은 예산 기간 하나 전체입니다. 보고서 날짜 밖으로 걸치는 기간도
        전체(예산 전액과 모든 지출)를 보여 주고 '~'로 표시합니다. 기간으로의
        이월은 장부에만 달려 있고 -b나 -p와는 무관합니다. -M, -Q, -Y는 같은
        달력상 월, 분기, 연도에 시작하는 각 예산의 기간을 합산합니다(-p가 없으면
        올해). 다른 통화의 지출은 분개 날짜 당일 또는 그 이전의 최신 시세로
        환산하며, 시세가 없으면 오류입니다. 이월된 것이 없으면 텍스트 출력은
        이월과 가용 열을 뺍니다(이때 가용액은 예산과 같음). CSV와 JSON에는 항상
        있습니다.

        --forecast는 반복 규칙 중 아직 기록되지 않은 발생분을 오늘부터 보고서
        날짜 끝까지(또는 6개월 뒤까지, 또는 --forecast=UNTIL까지) 지출로 셉니다.
        그런 금액은 ~로 시작하고, CSV와 JSON은 각 기간 지출 중 예측 부분을
        알려 줍니다.
        """,
        "alerts": """
        예:
          tally alerts                         # 오늘 확인할 것
          tally alerts -O json                 # 알림용
          tally alerts --fail-on over || notify-send "over budget"

        각 예산의 현재 기간(오늘이 들어 있는 기간, 오늘까지의 지출)에서 넘은
        모든 기준선을, 넘은 날짜와 지출 속도와 함께 나열합니다: "이 속도면
        Food가 2026-11-24에 100%에 도달".

        종료 코드: 넘은 것 없음 0, 경고 기준선을 넘음 1, 예산 초과 3, 사용법
        오류 2, 장부에 오류가 있음 4(아무것도 검사하지 않음). --fail-on over는
        예산을 초과하지 않으면 0으로 끝나고, --fail-on never는 장부를 읽고 나면
        항상 0으로 끝납니다.
        """,
        "categories": """
        예:
        {examples}

        분류는 지출 또는 수입 계정입니다: Expenses나 Income 아래의 모든 계정,
        'type:expense'나 'type:income'으로 선언한 계정 아래의 계정, 또는
        'category' 줄로 선언한 계정(이름, 색상, 아이콘이 붙음). 분개가 있지만
        유형이 없는 최상위 계정은 분류가 아니며, 각각 경고로 알려 줍니다.
        """,
        "goals": """
        예:
        {examples}

        목표의 진행은 오늘 날짜 기준 목표 계정(하위 계정 포함)의 잔액이며, 목표
        금액의 통화로 계산합니다. 다른 통화는 최신 시세로 셉니다. 월 금액은 남은
        금액을 이번 달을 포함해 목표 날짜까지의 달력상 개월 수로 나누어 올림한
        값입니다. 예상 날짜는 최근 3개월(장부가 그보다 짧으면 장부 시작 이후)의
        평균 변동을 이어 간 날짜입니다(기초 잔액과 자본 계정에서의 이체는 제외).
        """,
        "summary": """
        예:
          tally summary -f household.ledger                 # 이번 달
          tally summary -p 2026-03
          tally summary -p "last month" -X EUR -O json

        변동은 같은 길이의 직전 기간과 비교합니다(월이면 전월, 분기면 전 분기,
        그 밖에는 같은 일수). 기간이 진행 중이면 지금까지의 일수를 직전 기간의
        같은 일수와 비교합니다. 평균은 기간 시작(또는 장부의 첫 거래)부터
        오늘까지의 지출을 그 일수로 나눈 값이며, 한 달은 일수 비율로 셉니다.
        잔액은 기간 말 자산과 부채의 잔액입니다. -p가 없으면 기간은 이번
        달입니다.

        {query}
        """,
        "trend": """
        예:
          tally trend -f household.ledger                  # 월별, 장부 전체
          tally trend --weekly -p 2026Q1 --ascii
          tally trend -p 'every 2 weeks from 2026-01-05 to 2026-04'
          tally trend --by category -p 2026 -O csv         # period,start,end,commodity,<분류…>,total

        보고서의 모든 기간이 나오며, 아무것도 없는 기간도 나옵니다. -p가 없으면
        장부의 첫 거래부터 마지막 거래까지입니다. 막대는 각 기간의 지출을
        보여 줍니다. --by category면 대신 최상위 분류마다 한 열이 생기고(지출,
        --income이면 수입), 터미널이 좁으면 가장 작은 분류는 Other로 합쳐집니다.

        {query}
        """,
        "breakdown": """
        예:
          tally breakdown -f household.ledger                # 이번 달 지출
          tally breakdown -p 2026Q1 --depth 1                # 최상위 분류만
          tally breakdown --income -p 2026 -O csv            # category,account,parent,level,commodity,amount,share

        각 분류는 금액, 전체 중 비율, 막대를 보여 주고, 하위 분류는 그 아래에
        큰 것부터 들여써서 표시합니다. 분류는 'category'로 선언한 계정이며, 없으면
        Expenses와 Income 바로 아래의 계정입니다. -p가 없으면 기간은 이번
        달입니다.

        {query}
        """,
        "prices": """
        예:
        {examples}

        각 줄은 적힌 그대로의 시세 하나입니다: P 줄(source P) 또는 원가가 있는
        분개(source cost), 그 날짜로. -X CUR로 환산한 보고서는 각 날짜 당일 또는
        그 이전의 최신 시세를, 또는 반대 방향으로 적힌 시세의 역수를 씁니다.
        어떤 시세를 썼는지 보려면 그 보고서에 --explain을 붙이세요.

        --fetch는 curl을 실행해 유럽중앙은행의 일일 기준 환율(무료, 키 불필요)을
        내려받고, 장부가 쓰는 통화마다 'P DATE EUR RATE CUR'(1유로는 RATE CUR)
        줄을 첫 장부 파일에 검사를 거쳐 추가합니다. 하루치 환율은 한 번만
        추가되며, 다시 받아도 아무것도 추가되지 않습니다. --source URL은 같은
        XML을 다른 곳(미러, 로컬 파일 서버)에서 읽습니다. 오프라인이거나 응답이
        환율 파일이 아니면 오류(종료 코드 1)이며 장부는 그대로입니다.
        """,
        "report": """
        예:
          tally report -f household.ledger --html report.html          # 올해
          tally report --html march.html -p 2026-03 --title "March"
          tally report --html - -p 2026 -X EUR > year.html

        페이지에는 요약 수치, 분류 색상으로 그린 분류별 지출 도넛, 월별 수입과
        지출, 예산과 목표 진행, 잔액이 담깁니다. 인라인 스타일과 SVG로 된 파일
        하나이며, 스크립트도 없고 네트워크에서 받아 오는 것도 없습니다.
        휴대폰(너비 390픽셀)에서도 데스크톱처럼, 라이트 모드와 다크 모드 모두에서
        읽힙니다. -p가 없으면 기간은 올해이고, 차트는 장부의 첫 달부터
        시작하며, 이번 달 이후의 달은 무언가 있었을 때만 나옵니다.

        {query}
        """,
    ]
}
