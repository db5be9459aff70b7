import Testing
import TallyTestSupport

/// `import --rules-wizard` on real exports, answering every question with
/// Enter (its guesses): the rules it writes book expenses as expenses, in
/// the journal's currency, with no order number taken for the description
/// or the amount.
@Suite("the rules wizard reads real exports")
struct RulesWizardTests {
    /// A statement, the journal's currency, a row that is spending and one that is income.
    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var statement: String
        var spending: String
        var income: String?
        var description: String { name }
    }

    static let folder = Harness.repositoryRoot + "/examples/import/"

    static let alipayFull = """
        ------------------------------------------------------------------------------------
        导出信息：
        姓名：张三
        支付宝账户：user@example.com
        起始时间：[2026-11-01 00:00:00]    终止时间：[2026-11-30 23:59:59]
        导出交易类型：[全部]
        导出时间：[2026-12-01 10:00:00]
        共3笔记录
        收入：1笔 1200.00元
        支出：2笔 50.40元
        ------------------------支付宝（中国）网络技术有限公司  电子客户回单------------------------
        交易时间,交易分类,交易对方,对方账号,商品说明,收/支,金额,收/付款方式,交易状态,交易订单号,商家订单号,备注,
        2026-11-28 12:30:01,餐饮美食,美团,/,外卖订单,支出,35.50,余额宝,交易成功,2026112822001400001234567890\t,T20261128000001\t,,
        2026-11-29 08:10:00,餐饮美食,瑞幸咖啡,/,咖啡,支出,14.90,花呗,交易成功,2026112922001400001234567891\t,T20261129000002\t,,
        2026-11-30 09:00:00,转账红包,张三,/,工资,收入,1200.00,余额宝,交易成功,2026113022001400001234567892\t,,,

        """

    static let momo = """
        LỊCH SỬ GIAO DỊCH VÍ MOMO
        Số điện thoại: 0900000000
        Từ 01/11/2026 đến 30/11/2026

        Thời gian,Mã giao dịch,Loại giao dịch,Nội dung,Số tiền,Trạng thái
        01/11/2026 08:15,48291730311,Thanh toán,Highlands Coffee,-45.000,Thành công
        03/11/2026 19:02,48291730422,Nạp tiền,Nạp tiền từ Vietcombank,+500.000,Thành công
        05/11/2026 12:30,48291730533,Thanh toán,Grab,-62.000,Thành công

        """

    static func file(_ name: String) -> String { Files.read(folder + name) ?? "" }

    static let cases: [Case] = [
        Case(name: "alipay.csv", statement: file("alipay.csv"), spending: "瑞幸咖啡", income: "张三"),
        Case(name: "alipay-full.csv", statement: alipayFull, spending: "美团", income: "张三"),
        Case(name: "wechat-pay.csv", statement: file("wechat-pay.csv"), spending: "便利店", income: "李四"),
        Case(name: "vietnam-bank.csv", statement: file("vietnam-bank.csv"), spending: "Phở Bát Đàn", income: "CHUYEN LUONG"),
        Case(name: "momo.csv", statement: file("momo.csv"), spending: "Highlands Coffee", income: "Nạp tiền từ Vietcombank"),
        Case(name: "poland-bank.csv", statement: file("poland-bank.csv"), spending: "BIEDRONKA", income: "WYNAGRODZENIE"),
        Case(name: "pko-bank.csv", statement: file("pko-bank.csv"), spending: "BIEDRONKA", income: "Wynagrodzenie"),
        Case(name: "ing-bank.csv", statement: file("ing-bank.csv"), spending: "Albert Heijn", income: "Werkgever"),
        Case(name: "italy-bank.csv", statement: file("italy-bank.csv"), spending: "ESSELUNGA", income: "STIPENDIO"),
        Case(name: "korea-card.csv", statement: file("korea-card.csv"), spending: "스타벅스", income: nil),
    ]

    @Test("with every guess taken, the rules book spending as spending and income as income, in the journal's currency", arguments: cases)
    func guesses(_ c: Case) throws {
        #expect(!c.statement.isEmpty, "\(c.name) is missing")
        let s = Scratch([c.name: c.statement, "j.ledger": "2026-01-01 * Opening\n    assets:bank  100.00 XCU\n    equity:opening\n"])
        let reader = ScriptedReader(Array(repeating: "", count: 14))
        let r = s.run(["import", s.path(c.name), "--rules-wizard", "-f", s.path("j.ledger")], reader: reader)
        #expect(r.status == 0, "\(c.name): \(r.stderr)\n\(reader.transcript)")
        let rules = s.text(c.name + ".rules")
        #expect(rules.contains("currency XCU\n"), "\(c.name):\n\(rules)")
        #expect(reader.transcript.contains("first rows of"), "\(c.name): no preview\n\(reader.transcript)")
        let dry = s.run(["import", s.path(c.name), "--dry-run"])
        #expect(dry.status == 0, "\(c.name): \(dry.stderr)\n\(rules)")
        let blocks = dry.stdout.split(separator: "\n\n").map(String.init)
        let spent = try #require(blocks.first { $0.contains(c.spending) }, "\(c.name): no '\(c.spending)' in\n\(dry.stdout)\n\(rules)")
        #expect(spent.contains("expenses:unknown"), "\(c.name): '\(c.spending)' is not spending:\n\(spent)\n\(rules)")
        if let income = c.income {
            let got = try #require(blocks.first { $0.contains(income) }, "\(c.name): no '\(income)' in\n\(dry.stdout)")
            #expect(got.contains("income:unknown"), "\(c.name): '\(income)' is not income:\n\(got)\n\(rules)")
        }
        // No order number or reference stands for the description.
        #expect(!blocks.contains { $0.hasPrefix("20") && $0.split(separator: "\n")[0].split(separator: " ").dropFirst().first.map { $0.count >= 12 && $0.allSatisfy(\.isNumber) } == true },
                "\(c.name): an order number became a description:\n\(dry.stdout)")
    }

    @Test("'n' at the preview writes nothing; rules that do not read the statement default to not saving")
    func preview() {
        let s = Scratch(["konto.csv": "Buchungstag;Text;Betrag\n15.03.2024;REWE Markt;-23,45\n16.03.2024;Gehalt;2.000,00\n"])
        let no = ScriptedReader(["", "", "", "", "", "EUR", "assets:bank", "n"])
        #expect(s.run(["import", s.path("konto.csv"), "--rules-wizard"], reader: no).status == 1)
        #expect(!s.names.contains("konto.csv.rules"))
        // A date format that reads no row: shown, and Enter does not save.
        let bad = ScriptedReader(["", "%Y-%m-%d", "", "", "", "EUR", "assets:bank", ""])
        #expect(s.run(["import", s.path("konto.csv"), "--rules-wizard"], reader: bad).status == 1)
        #expect(bad.transcript.contains("the rules do not read the statement"), "\(bad.transcript)")
        #expect(!s.names.contains("konto.csv.rules"))
    }

    @Test("the wizard speaks the journal's language")
    func language() {
        let s = Scratch(["momo.csv": Self.momo, "j.ledger": "lang vi\n2026-01-01 * Mở sổ\n    Tài sản:MoMo  100.000 VND\n    Vốn\n"])
        let reader = ScriptedReader(Array(repeating: "", count: 14))
        #expect(s.run(["import", s.path("momo.csv"), "--rules-wizard", "-f", s.path("j.ledger")], reader: reader).status == 0)
        #expect(reader.prompts.contains("Cột ngày [1]: "), "\(reader.prompts)")
        #expect(s.text("momo.csv.rules").hasPrefix("# Quy tắc cho momo.csv"))
        #expect(s.text("momo.csv.rules").contains("currency VND\n"))
    }
}
