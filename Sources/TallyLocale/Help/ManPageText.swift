/// The fixed text of the manual page (`tally help --man`), of the shell
/// completions' own entries and of `tally help diagnostics`, in each
/// language. Command summaries, option help and long help come from the
/// other help tables.
package enum ManKey: String, CaseIterable, Sendable {
    case name, synopsis, description, commands, environment, exitStatus, seeAlso, usage, options
    case descriptionText, journalFrom, tallyFile, ledgerFile, noColor, exitStatusText
    case helpCommand, manOption, versionOption
    case diagnosticsIntro
}

extension Messages {
    /// A fixed text of the manual page or the completions.
    package func man(_ key: ManKey) -> String {
        Self.manRow(key)[language.column]
    }

    static func manRow(_ key: ManKey) -> [String] {
        switch key {
        case .name: return ["NAME", "TÊN", "이름", "名称", "NOME", "NAZWA"]
        case .synopsis: return ["SYNOPSIS", "CÚ PHÁP", "사용법", "概要", "SINTASSI", "SKŁADNIA"]
        case .description: return ["DESCRIPTION", "MÔ TẢ", "설명", "描述", "DESCRIZIONE", "OPIS"]
        case .commands: return ["COMMANDS", "LỆNH", "명령", "命令", "COMANDI", "POLECENIA"]
        case .environment: return ["ENVIRONMENT", "BIẾN MÔI TRƯỜNG", "환경 변수", "环境变量", "AMBIENTE", "ŚRODOWISKO"]
        case .exitStatus: return ["EXIT STATUS", "MÃ THOÁT", "종료 상태", "退出状态", "STATO DI USCITA", "KOD WYJŚCIA"]
        case .seeAlso: return ["SEE ALSO", "XEM THÊM", "함께 보기", "另请参阅", "VEDERE ANCHE", "ZOBACZ TAKŻE"]
        case .usage: return ["Usage:", "Cách dùng:", "사용법:", "用法：", "Uso:", "Użycie:"]
        case .options: return ["Options:", "Tùy chọn:", "옵션:", "选项：", "Opzioni:", "Opcje:"]
        case .descriptionText:
            return [
                "Tally reads plain-text ledgers (the ledger and hledger journal format, with\ncategories, budgets, recurring rules and goals) and reports on them.",
                "Tally đọc sổ sách dạng văn bản thuần (định dạng sổ của ledger và hledger, cùng\ndanh mục, ngân sách, khoản định kỳ và mục tiêu) và lập báo cáo từ đó.",
                "Tally는 일반 텍스트 장부(ledger와 hledger의 장부 형식에 분류, 예산, 반복 규칙,\n목표를 더한 것)를 읽고 보고서를 만듭니다.",
                "Tally 读取纯文本账本（ledger 和 hledger 的账本格式，加上分类、预算、周期规则\n和目标）并据此生成报表。",
                "Tally legge registri in testo semplice (il formato di ledger e hledger, con\ncategorie, budget, regole ricorrenti e obiettivi) e ne fa report.",
                "Tally czyta dzienniki w czystym tekście (format dzienników ledgera i hledgera,\nz kategoriami, budżetami, regułami cyklicznymi i celami) i tworzy z nich raporty.",
            ]
        case .journalFrom:
            return [
                "The journal comes from \\fB\\-f\\fR \\fIFILE\\fR (repeatable, \\fB\\-\\fR for standard input), else the\n\\fBTALLY_FILE\\fR or \\fBLEDGER_FILE\\fR environment variable.",
                "Sổ lấy từ \\fB\\-f\\fR \\fIFILE\\fR (lặp lại được, \\fB\\-\\fR là đầu vào chuẩn), nếu không thì từ biến\nmôi trường \\fBTALLY_FILE\\fR hoặc \\fBLEDGER_FILE\\fR.",
                "장부는 \\fB\\-f\\fR \\fIFILE\\fR(여러 번 가능, \\fB\\-\\fR는 표준 입력)에서, 없으면\n\\fBTALLY_FILE\\fR 또는 \\fBLEDGER_FILE\\fR 환경 변수에서 옵니다.",
                "账本来自 \\fB\\-f\\fR \\fIFILE\\fR（可重复，\\fB\\-\\fR 表示标准输入），否则来自\n\\fBTALLY_FILE\\fR 或 \\fBLEDGER_FILE\\fR 环境变量。",
                "Il registro viene da \\fB\\-f\\fR \\fIFILE\\fR (ripetibile, \\fB\\-\\fR per lo standard input), altrimenti\ndalla variabile d'ambiente \\fBTALLY_FILE\\fR o \\fBLEDGER_FILE\\fR.",
                "Dziennik pochodzi z \\fB\\-f\\fR \\fIFILE\\fR (można powtarzać, \\fB\\-\\fR to wejście standardowe), a w przeciwnym\nrazie ze zmiennej środowiskowej \\fBTALLY_FILE\\fR lub \\fBLEDGER_FILE\\fR.",
            ]
        case .tallyFile:
            return ["The journal to read when no \\fB\\-f\\fR is given.", "Sổ được đọc khi không có \\fB\\-f\\fR.",
                    "\\fB\\-f\\fR가 없을 때 읽을 장부.", "未给出 \\fB\\-f\\fR 时读取的账本。",
                    "Il registro da leggere quando manca \\fB\\-f\\fR.", "Dziennik czytany, gdy nie podano \\fB\\-f\\fR."]
        case .ledgerFile:
            return ["Read when \\fBTALLY_FILE\\fR is not set.", "Được đọc khi chưa đặt \\fBTALLY_FILE\\fR.",
                    "\\fBTALLY_FILE\\fR이 설정되지 않았을 때 읽습니다.", "未设置 \\fBTALLY_FILE\\fR 时读取。",
                    "Letto quando \\fBTALLY_FILE\\fR non è impostato.", "Czytany, gdy \\fBTALLY_FILE\\fR nie jest ustawione."]
        case .noColor:
            return ["When set and not empty, output has no color.", "Khi được đặt và không rỗng, đầu ra không có màu.",
                    "설정되어 있고 비어 있지 않으면 출력에 색이 없습니다.", "设置且不为空时，输出不带颜色。",
                    "Se impostato e non vuoto, l'output è senza colori.", "Gdy ustawione i niepuste, wyjście jest bez kolorów."]
        case .exitStatusText:
            return ["0 on success, 1 when the journal has errors (or a check fails), 2 on a usage error.",
                    "0 khi thành công, 1 khi sổ có lỗi (hoặc một kiểm tra không đạt), 2 khi dùng lệnh sai.",
                    "성공하면 0, 장부에 오류가 있거나 검사가 실패하면 1, 사용법 오류면 2.",
                    "成功时为 0，账本有错误（或检查未通过）时为 1，用法错误时为 2。",
                    "0 in caso di successo, 1 se il registro ha errori (o un controllo fallisce), 2 per un errore d'uso.",
                    "0 przy powodzeniu, 1 gdy dziennik ma błędy (lub sprawdzenie się nie powiedzie), 2 przy błędzie użycia."]
        case .helpCommand:
            return ["show help for a command", "xem trợ giúp của một lệnh", "명령의 도움말 보기", "显示命令的帮助",
                    "mostra l'aiuto di un comando", "pokaż pomoc do polecenia"]
        case .manOption:
            return ["print the manual page (roff)", "in trang hướng dẫn (roff)", "매뉴얼 페이지 출력 (roff)", "输出手册页（roff）",
                    "stampa la pagina di manuale (roff)", "wypisz stronę podręcznika (roff)"]
        case .versionOption:
            return ["print the version", "in phiên bản", "버전 출력", "输出版本号", "stampa la versione", "wypisz wersję"]
        case .diagnosticsIntro:
            return [
                "Errors and warnings, by the id printed in brackets after each message.\nThe section is grammar.md's, where the rule is described.",
                "Lỗi và cảnh báo, theo mã in trong ngoặc vuông sau mỗi thông báo (mã giống nhau\nở mọi ngôn ngữ). Mục là mục của grammar.md, nơi mô tả quy tắc.",
                "오류와 경고를 각 메시지 뒤 대괄호 안의 ID 순으로 보여 줍니다(ID는 모든 언어에서\n같습니다). 절은 규칙을 설명하는 grammar.md의 절입니다.",
                "错误和警告，按每条消息后方括号中的编号列出（编号在所有语言中相同）。\n章节指 grammar.md 中描述该规则的章节。",
                "Errori e avvisi, per il codice stampato tra parentesi quadre dopo ogni messaggio\n(uguale in ogni lingua). La sezione è quella di grammar.md che descrive la regola.",
                "Błędy i ostrzeżenia według identyfikatora w nawiasach kwadratowych po każdym\nkomunikacie (takiego samego w każdym języku). Sekcja to sekcja grammar.md z opisem reguły.",
            ]
        }
    }
}
