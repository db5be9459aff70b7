/// Vietnamese long help of the commands that write (see HelpTranslations.swift).
extension VietnameseHelp {
    static let editingPages: [String: String] = [
        "init": """
        Ví dụ:
        {examples}

        FILE mặc định là $TALLY_FILE, nếu không thì tally.ledger trong thư mục
        này. Tệp đã có không bao giờ bị ghi đè. Tệp mới chứa các danh mục chi và
        thu thường dùng, các tài khoản tiền mặt, tài khoản thanh toán, ví điện tử
        và thẻ tín dụng, một ngân sách ăn uống hằng tháng, và hai giao dịch mẫu
        để chép theo. Theo ngôn ngữ của người dùng (--lang, nếu không thì LC_ALL,
        LC_MESSAGES, LANG), danh mục và tài khoản mang tên trong ngôn ngữ đó
        (Expenses:Ăn uống, Expenses:식비, Expenses:餐饮, Expenses:Alimentari,
        Expenses:Jedzenie), tệp có dòng 'lang', và tiền tệ là tiền tệ quen dùng
        với cách viết của nó: 1.000.000 VND, 1,000 KRW, 1,000.00 CNY,
        1.000,00 EUR, 1 000,00 PLN.

        Với --journal EXISTING, lệnh viết kế hoạch của Tally cho một sổ bạn đang
        giữ bằng hledger hoặc ledger: một tệp include EXISTING mà không sửa đổi,
        mỗi tài khoản thu và chi của nó thành một danh mục, và một phần ngân sách
        trống. hledger và ledger vẫn đọc EXISTING; Tally đọc kế hoạch
        (tally balance -f FILE).
        """,
        "due": """
        Ví dụ:
        {examples}

        Một lần phát sinh được coi là đã ghi khi bình luận của một giao dịch có
        thẻ recurring:NAME, ngày nằm trong nửa chu kỳ của quy tắc quanh ngày đến
        hạn (tối đa 31 ngày), hoặc có thêm thẻ due:DATE. 'tally post-due' ghi
        chúng. Không có --within thì mỗi quy tắc được liệt kê ngay khi thời gian
        nhắc 'remind' của nó bắt đầu (3 ngày nếu quy tắc không nói khác).

        Mã thoát: 1 khi có khoản quá hạn (để cron job nhắc bạn) hoặc sổ có lỗi,
        0 trong trường hợp khác, 2 khi dùng lệnh sai.

        Một giao dịch không có thẻ cũng trả một lần đến hạn khi nó có các bút
        toán của quy tắc (cùng tài khoản, cùng số tiền hoặc trong khoảng ~N% của
        quy tắc) và ngày cách ngày đến hạn không quá một tuần: hóa đơn nhập tay
        hoặc nhập từ sao kê không bị coi là quá hạn. Các lần đã trả trong 31
        ngày qua được liệt kê kèm ngày và dòng của khoản thanh toán.

        --fail-on upcoming còn thoát với mã 5 khi không có gì quá hạn nhưng có
        khoản đến hạn trong thời gian nhắc; --fail-on never luôn thoát mã 0.
        """,
        "post-due": """
        Ví dụ:
        {examples}

        Mỗi lần chưa trả của mọi quy tắc đang hoạt động, tính đến ngày đó (hôm
        nay nếu --through không nói khác), trở thành một giao dịch vào ngày đến
        hạn, mô tả bằng tên quy tắc, gắn thẻ recurring:NAME và due:DATE, với các
        bút toán của quy tắc như đã viết. Chạy lại không thêm gì: các thẻ đánh
        dấu chúng đã được ghi.

        Các giao dịch được ghi thêm vào tệp sổ đầu tiên (-f, nếu không thì
        TALLY_FILE hoặc LEDGER_FILE); không gì khác trong tệp thay đổi. Tệp mới
        được đọc lại cùng cả sổ trước khi thay tệp cũ, qua một tệp tạm trong
        cùng thư mục, nên nếu thất bại thì tệp vẫn như cũ. Sổ có lỗi bị từ chối
        trước khi ghi bất cứ thứ gì.

        Hơn 31 lần của một quy tắc, hoặc hơn 100 lần tổng cộng, sẽ được hỏi trên
        terminal (nêu số lần của từng quy tắc) và bị từ chối ở nơi khác trừ khi
        có --yes: nếu không, một quy tắc có 'from' từ nhiều năm trước sẽ lấp đầy
        sổ trong một lần.
        """,
        "export": """
        Ví dụ:
        {examples}

        Các cột: date,status,code,description,payee,note,account,category,type,
        amount,commodity,converted_amount,converted_commodity,tags,file,line.
        Ngày theo ISO (2026-03-01); số tiền là số thập phân thuần với '.' và không
        có dấu phân nhóm; tiền tệ nằm ở cột riêng; các cột quy đổi được điền khi
        có -X. Văn bản mà bảng tính sẽ chạy như công thức (bắt đầu bằng =, +, @,
        tab, ký tự về đầu dòng, hoặc - khi không phải số) được viết với dấu '
        đứng trước.

        -O xlsx (hoặc -o FILE.xlsx) ghi một sổ tính Office Open XML mà Excel,
        LibreOffice và Google Sheets mở được: một trang tính với cùng các cột,
        hàng tiêu đề được cố định và có bộ lọc, ngày là ngày, số tiền là số giữ
        đủ mọi chữ số và hiển thị theo số chữ số thập phân của tiền tệ, văn bản
        là văn bản (không bao giờ là công thức). Sổ tính được ghi vào một tệp,
        hoặc ra đầu ra chuẩn khi đó không phải terminal. -O journal ghi các giao
        dịch khớp thành văn bản sổ ledger/hledger thuần, như print --plain.
        -o FILE ghi định dạng bất kỳ vào FILE (một lần trọn vẹn: người đọc không
        bao giờ thấy nửa tệp).

        --excel ghi CSV cho bảng tính: có dấu thứ tự byte UTF-8 (như --bom), và
        ở ngôn ngữ viết dấu phẩy thập phân (vi, it, pl; theo --lang, nếu không
        thì LANG) các trường cách nhau bằng ';' và số tiền viết 1234,56, đúng
        như Excel và LibreOffice ở ngôn ngữ đó mong đợi. Riêng -o FILE.csv ghi
        CSV UTF-8 thường, không có dấu, cho các script.

        {query}
        """,
        "add": """
        Ví dụ:
        {examples}

        Danh mục và tài khoản được tìm theo bất kỳ phần duy nhất nào của tên
        ("food" tìm ra Expenses:Food, "ex:gro" ra Expenses:Groceries), không phân
        biệt hoa thường và dấu; lỗi chính tả gần đúng cũng tìm được. Tên đầy đủ
        có ':' mà không khớp gì sẽ mở một tài khoản mới. Khi một tên khớp nhiều
        tài khoản, Tally hỏi trên terminal, còn ở nơi khác thì liệt kê chúng và
        dừng.

        Ngày là hôm nay trừ khi có một ngày được đưa trước (2026-11-20,
        yesterday). Danh mục hoặc tài khoản còn thiếu được lấy từ giao dịch gần
        nhất có cùng mô tả; nếu không thì tài khoản là nơi khoản chi gần nhất
        xuất phát (hoặc khoản thu gần nhất đi vào, với thu nhập), hoặc trong sổ
        mới là tài khoản tài sản đầu tiên được khai báo. Số tiền không kèm tiền
        tệ dùng tiền tệ mà tài khoản đó dùng lần cuối, hoặc tiền tệ đầu tiên sổ
        khai báo. Số tiền được đọc như tệp đọc (85.000 là tám mươi lăm nghìn khi
        có 'decimal-mark ,') và viết theo cách viết của tiền tệ đó.

        Giao dịch được đặt sau giao dịch cuối cùng của tệp -f đầu tiên, sau một
        dòng trống, theo cách thụt lề, cột số tiền và ký tự xuống dòng của tệp
        đó; mọi byte khác giữ nguyên. Văn bản mới được đọc lại cùng cả sổ trước
        khi ghi, và không ghi gì nếu nó không đọc lại sạch sẽ. Sau đó mỗi ngân
        sách mà giao dịch tính vào được hiện cho kỳ của nó, kèm cảnh báo khi
        vượt:
          Food: $412.00 / $450.00 this month (91%) — warning at 90%
        --quiet không in gì. Mã thoát: 0 đã thêm, 1 đã hủy hoặc bị từ chối,
        2 dùng lệnh sai.
        """,
        "import": """
        Ví dụ:
        {examples}

        Tệp quy tắc dùng ngôn ngữ quy tắc CSV của hledger (xem rules.md): skip,
        fields, date-format, separator, decimal-mark, currency, amount,
        amount-in/amount-out, balance, account1/account2…, description, comment,
        khối if và bảng. Không có --rules thì đó là STATEMENT.rules cạnh sao kê
        (march.csv.rules), nếu không thì NAME.rules dài nhất trong thư mục rules/
        cạnh sổ mà tên tệp sao kê bắt đầu bằng NAME.

        Những dòng sổ đã có (cùng ngày, tài khoản và số tiền, và cùng mô tả hoặc
        mã) được bỏ qua và đếm: hai dòng giống nhau so với một giao dịch như vậy
        thì thêm một. Dòng rơi vào expenses:unknown hoặc income:unknown nhận danh
        mục của giao dịch gần nhất có cùng mô tả, như 'add' tìm; phần tóm tắt
        liệt kê những phỏng đoán này.

        Một hàng chưa có nhưng có giao dịch cùng tài khoản và số tiền trong vòng
        3 ngày (--match-days N; 0 là không bao giờ) chính là khoản thanh toán đó,
        nhập tay hoặc từ sao kê bên kia của một lần chuyển tiền: bút toán của nó
        được đánh dấu đã đối soát và gắn thẻ import:KEY, không thêm lần nữa. Khi
        có hai giao dịch giống nhau, hàng bị bỏ qua và được liệt kê (mã 1);
        --interactive hỏi là giao dịch nào.

        Các giao dịch mới được đặt sau giao dịch cuối cùng của tệp -f đầu tiên,
        theo bố cục và cách viết số tiền của tệp; mọi byte khác giữ nguyên, và
        không ghi gì nếu kết quả không đọc lại sạch sẽ. Bất kỳ lỗi nào trong quy
        tắc hoặc sao kê (file:line:column) đều không ghi gì. Mã thoát: 0 đã nhập
        (hoặc không có gì mới), 1 bị từ chối, 2 dùng lệnh sai.
        """,
        "reconcile": """
        Ví dụ:
          tally reconcile checking                          # những gì chưa đối soát
          tally reconcile checking --balance 1,234.56 --date 2026-11-30
          tally reconcile checking --balance 1,234.56 --date 2026-11-30 --mark

        Hiện số dư đã đối soát của tài khoản (bút toán có dấu *, hoặc trong giao
        dịch có dấu *) vào ngày của sao kê, số dư sao kê cho thấy và phần chênh
        lệch, cùng mọi bút toán đến ngày đó chưa được đối soát. Khi đối soát tất
        cả chúng làm hai số dư khớp nhau, --mark (hoặc trả lời 'y' trên terminal)
        ghi dấu * trước tài khoản của từng bút toán đó và không đổi gì khác; nếu
        không khớp, lệnh cho biết còn bao nhiêu chưa giải thích được và không ghi
        gì. Tài khoản được gọi như trong 'tally add' (một phần bất kỳ của tên).

        Mã thoát: 0 khi số dư đã đối soát khớp với sao kê (hoặc không có
        --balance), 1 khi không khớp, 2 khi dùng lệnh sai.
        """,
        "edit": """
        Ví dụ:
        {examples}

        Trình soạn thảo là $VISUAL, nếu không thì $EDITOR, nếu không thì vi, được
        mở với '+LINE FILE' (vi, vim, nano, emacs, micro, helix) hoặc
        '-g FILE:LINE' cho VS Code. Truy vấn giống như mọi báo cáo; khi nhiều
        giao dịch khớp, giao dịch có ngày mới nhất được mở, và các giao dịch khác
        được liệt kê. Mã thoát: của trình soạn thảo, hoặc 1 khi không có gì khớp.

        {query}
        """,
        "delete": """
        Ví dụ:
        {examples}

        Hiện từng giao dịch khớp kèm tệp và dòng, rồi hỏi trên terminal; ở nơi
        khác thì chỉ xóa khi có --yes. Các dòng của giao dịch bị bỏ đi, để lại
        một dòng trống bên cạnh nếu điều đó giữ được bố cục; mọi byte khác của
        mọi tệp giữ nguyên. Các tệp được đọc lại trước khi ghi, và không ghi gì
        nếu kết quả không đọc lại sạch sẽ, nếu còn thứ gì khác thay đổi, hoặc
        nếu một tệp đã bị sửa trong lúc đó.

        {query}
        """,
        "fmt": """
        Ví dụ:
        {examples}

        Trình bày các tệp của sổ (các FILE hoặc tệp -f và mọi tệp chúng
        include): bút toán thụt lề như nhau với số tiền kết thúc ở cùng một cột,
        số tiền của tiền tệ có cách viết đã khai báo ('commodity' hoặc 'D') được
        viết theo cách đó, giá vốn hoặc khẳng định cách số tiền một dấu cách và
        bình luận hai, một dòng trống giữa các giao dịch, bỏ dòng trống ở đầu và
        cuối, bỏ khoảng trắng cuối dòng, ký tự xuống dòng theo dòng đầu tiên của
        tệp. Bình luận, thẻ, chỉ thị, tiêu đề, nhóm dòng trống và thứ tự các mục
        giữ nguyên. Trình bày lại một tệp đã chuẩn không thay đổi gì.

        Trước khi ghi, các tệp đã trình bày được đọc lại cùng cả sổ: mọi giao
        dịch, bút toán, số tiền và bình luận phải đọc ra như cũ, nếu không thì
        không ghi gì. Sổ có lỗi thì không được trình bày. Mã thoát: 0 xong (hoặc,
        với --check, đã chuẩn), 1 chưa chuẩn (--check) hoặc bị từ chối, 2 dùng
        lệnh sai.
        """,
            "archive": """
        Ví dụ:
          tally archive -f household.ledger --before 2026-01-01
              # năm 2025 trở về trước chuyển sang household-before-2026-01-01.ledger,
              # và household.ledger sau đó include tệp này
          tally archive --before 2026-01-01 --to archive/2025.ledger
          tally archive --before 2026-01-01 --drop    # tệp chính không đọc chúng nữa
          tally archive --before 2026-01-01 -n        # xem điều gì sẽ xảy ra

        Mọi giao dịch của tệp -f đầu tiên có ngày trước DATE được chuyển sang tệp
        lưu trữ (cùng các dòng bình luận ngay phía trên), và một giao dịch
        'Opening balances' ngày DATE thế chỗ: mỗi tài khoản tài sản, nợ phải
        trả, vốn chủ sở hữu và tài khoản chưa có loại còn số dư có một bút toán,
        mỗi bút toán kèm khẳng định số dư, cân đối bằng tài khoản vốn chủ sở hữu
        (--equity, nếu không thì tài khoản vốn tên Opening Balances, nếu không thì
        tài khoản vốn duy nhất, nếu không thì Equity:Opening Balances). Tổng thu
        và chi không được chuyển sang, nên báo cáo của bất kỳ kỳ nào từ DATE trở
        đi vẫn như cũ.

        Mặc định tệp chính include tệp lưu trữ, tệp này kết thúc bằng chính các
        số dư đó được khóa sổ vào DATE, đọc ngay trước khi chúng được mở lại, nên
        với cả hai tệp thì mọi số dư vào mọi ngày, và mọi báo cáo của bất kỳ kỳ
        nào, đều như trước. Với --drop, tệp chính không include nó (các tệp lưu
        trữ cũ hơn mà nó include được chuyển vào tệp mới, và các tài khoản chỉ
        còn ngân sách hoặc mục tiêu nhắc đến được khai báo), và tệp lưu trữ tự
        đọc được một mình; khi đó ngân sách không còn thấy chi tiêu hay phần
        chuyển sang từ trước DATE. Ngân sách, quy tắc định kỳ, mục tiêu, tỷ giá
        và mọi chỉ thị khác ở lại tệp chính; các chỉ thị quyết định cách đọc số
        tiền được chép sang tệp lưu trữ.

        Trước khi ghi bất cứ thứ gì, cả hai tệp được đọc lại: sổ phải không có
        lỗi, mọi giao dịch từ DATE trở đi phải đọc ra như trước, số dư vào DATE
        phải đúng bằng số được chuyển sang, và không quy tắc định kỳ nào được
        mất một lần thanh toán (nên --drop bị từ chối khi các lần thanh toán
        trước của một quy tắc nằm trong phần bị chuyển đi). Tệp lưu trữ đã tồn
        tại chỉ được ghi thêm khi sổ đã đọc nó. Cả hai tệp được thay cùng lúc
        hoặc không tệp nào được thay.
        """,
    ]
}
