/// Vietnamese long help of the reports (see HelpTranslations.swift).
extension VietnameseHelp {
    static let pages: [String: String] = reportPages.merging(editingPages) { a, _ in a }.merging(toolPages) { a, _ in a }

    static let reportPages: [String: String] = [
        "tally-title": "tiền bạc bằng văn bản thuần — kiểm tra, cân đối và báo cáo một sổ",
        "tally": """
        Sổ được lấy từ -f FILE (lặp lại được, '-' là đầu vào chuẩn), nếu không
        thì từ biến môi trường TALLY_FILE hoặc LEDGER_FILE, nếu không thì
        tally.ledger trong thư mục này hoặc thư mục cha gần nhất, cuối cùng là
        ~/.hledger.journal.

        Chạy 'tally help COMMAND' hoặc 'tally COMMAND --help' để xem các tùy chọn
        của một lệnh, và 'tally help diagnostics' để xem các lỗi và cảnh báo mà
        một sổ có thể gặp. 'tally --version' in ra phiên bản.
        """,
        "query": """
        Từ truy vấn, như hledger đọc (các từ, acct:, desc:, status: cùng loại là
        các lựa chọn thay thế nhau; mọi điều kiện khác đều phải khớp):
          WORD             tên tài khoản chứa từ đó; trong giao dịch không có tài
                           khoản nào khớp thì xét mô tả, ghi chú, bình luận hoặc thẻ
          acct:TEXT        tên tài khoản
          desc:TEXT        mô tả
          payee:TEXT       người nhận (trước '|')
          note:TEXT        ghi chú (sau '|')
          code:TEXT        mã giao dịch
          cur:EUR          tiền tệ (cur:\\$ cho $)
          tag:NAME         có thẻ đó; tag:NAME=VALUE: có giá trị chứa VALUE
          amt:>100         độ lớn số tiền > 100 (cả <, <=, >=, =; amt:<-20 so cả dấu)
          date:PERIOD      trong kỳ (như -p); date2:PERIOD theo ngày thứ hai
          status:* ! ''    đã đối soát, đang chờ, chưa đánh dấu
          real: / real:0   bút toán thật / ảo
          depth:N          (balance, breakdown) cộng tài khoản sâu hơn vào độ sâu N
          cat:NAME         thuộc một danh mục (như --category)
          not:TERM         loại bỏ những gì TERM khớp
        Không phân biệt hoa thường. Từ viết không dấu thì bỏ qua dấu (bun cha tìm
        thấy Bún chả, dien tìm thấy Điện); từ có dấu phải khớp đúng dấu (bún không
        khớp bun hay bùn). Chữ gõ dạng tổ hợp (như trên macOS) vẫn là cùng một chữ.
        """,
        "check": """
        Mã thoát: 0 khi sổ không có lỗi (cho phép cảnh báo), 1 khi có lỗi, 2 khi
        dùng lệnh sai. Mọi vấn đề được báo trong một lần chạy dưới dạng
        FILE:LINE:COLUMN: error: MESSAGE [id], kèm dòng nguồn, dấu ^ và gợi ý.
        Ngân sách cũng được kiểm tra: thiếu tỷ giá mà một ngân sách cần để quy
        đổi chi tiêu là lỗi (missing-price).

        Trong sổ có khai báo tài khoản (bất kỳ chỉ thị account hay category nào),
        tài khoản chưa ai khai báo là cảnh báo (undeclared-account), kèm tên đã
        khai báo gần nhất với nó (Expenses:Fodo: có phải ý bạn là
        Expenses:Food?). Tài khoản con của một danh mục không cần khai báo.
        --strict, hoặc dòng 'strict' trong sổ, biến mọi tài khoản chưa khai báo
        thành lỗi.
        """,
        "balance": """
        Ví dụ:
        {examples}

        Một từ khớp với bất kỳ phần nào của tên tài khoản, không phân biệt hoa
        thường; ^ và $ neo nó lại. --flat hiện các bút toán của riêng từng tài
        khoản (không gồm tài khoản con), nên các dòng của cả sổ cộng lại bằng không.

        --forecast thêm các lần phát sinh chưa được ghi của quy tắc định kỳ, từ
        hôm nay đến cuối kỳ (hoặc sáu tháng tới, hoặc --forecast=UNTIL). Số tiền
        có chứa chúng bắt đầu bằng ~; CSV có thêm cột forecast và JSON có mảng
        forecast chứa phần đó của từng số tiền.

        Với -D, -W, -M, -Q, -Y hoặc một chu kỳ trong -p ('every 2 weeks from
        2026-01-05', 'monthly in 2026') thì mỗi kỳ một cột: thay đổi của từng kỳ,
        hoặc với --cumulative là số dư từ kỳ đầu tiên, hoặc với --historical là
        số dư cuối mỗi kỳ. Tài khoản hiện phẳng trừ khi có --tree. Khi không có
        ngày, các cột chạy từ bút toán khớp đầu tiên đến cuối cùng. -O csv|tsv
        ghi account,commodity,<kỳ…> (không có dòng tổng: các dòng tự cộng lại),
        -O json|html cũng vậy. Terminal quá hẹp cho mọi cột thì hiện các cột mới
        nhất và cho biết đã bỏ bao nhiêu cột cũ hơn.

        {query}
        """,
        "register": """
        Ví dụ:
        {examples}

        Mô tả và tên tài khoản dài được rút gọn cho vừa terminal (COLUMNS, nếu
        không thì chiều rộng terminal, nếu không thì 80 cột).

        --forecast thêm các lần phát sinh chưa được ghi của quy tắc định kỳ, từ
        hôm nay đến cuối kỳ (hoặc sáu tháng tới, hoặc --forecast=UNTIL); mô tả
        của chúng bắt đầu bằng ~, và CSV, JSON có thêm trường forecast (true
        hoặc false).

        {query}
        """,
        "print": """
        Mọi số tiền đều được viết ra (cả số tiền suy ra), theo thứ tự ngày, giữ
        nguyên giá vốn, khẳng định số dư và bình luận. Một giao dịch được in khi
        bất kỳ bút toán nào của nó khớp với truy vấn.

        --plain ghi toàn bộ sổ (đã gộp các tệp include) cho hledger và ledger:
        mọi tiền tệ được khai báo kèm dấu thập phân, danh mục thành chỉ thị
        `account` có thẻ `type:`, giá thị trường, và số tiền không có dấu phân
        nhóm. Ngân sách, quy tắc định kỳ và mục tiêu bị bỏ ra (một dòng bình luận
        ở đầu đếm chúng). hledger đọc kết quả ra đúng số dư như Tally:
        tally print --plain | hledger -f - bal

        --match DESC in ra một giao dịch có mô tả giống DESC nhất (số cặp chữ
        chung, như hledger chấm điểm; nếu bằng nhau thì lấy giao dịch mới nhất),
        trong số những giao dịch truy vấn chọn; không có giao dịch nào giống thì
        mã thoát là 1.

        {query}
        """,
        "budget": """
        Ví dụ:
        {examples}

        Mỗi dòng là trọn một kỳ ngân sách. Kỳ vượt ra ngoài khoảng ngày của báo
        cáo vẫn được hiện trọn (toàn bộ ngân sách và mọi khoản chi của nó) và
        đánh dấu '~'. Phần chuyển sang một kỳ chỉ phụ thuộc vào sổ, không bao giờ
        vào -b hay -p. -M, -Q và -Y cộng các kỳ của mỗi ngân sách bắt đầu trong
        cùng một tháng, quý hoặc năm dương lịch (năm nay nếu không có -p). Chi
        tiêu bằng tiền tệ khác được quy đổi theo tỷ giá mới nhất vào hoặc trước
        ngày của bút toán; thiếu tỷ giá là lỗi. Bản văn bản bỏ các cột chuyển
        sang và khả dụng khi không có gì chuyển sang (khi đó khả dụng chính là
        ngân sách); CSV và JSON luôn có các cột đó.

        --forecast tính các lần phát sinh chưa được ghi của quy tắc định kỳ, từ
        hôm nay đến cuối khoảng ngày của báo cáo (hoặc sáu tháng tới, hoặc
        --forecast=UNTIL), là chi tiêu; các số tiền đó bắt đầu bằng ~, và CSV,
        JSON cho biết phần dự báo trong chi tiêu của từng kỳ.
        """,
        "alerts": """
        Ví dụ:
        {examples}

        Liệt kê mọi ngưỡng đã vượt trong kỳ hiện tại của từng ngân sách (kỳ chứa
        hôm nay, tính chi tiêu đến hết hôm nay), kèm ngày vượt ngưỡng và tốc độ
        chi: "với tốc độ này Food đạt 100% vào 2026-11-24".

        Mã thoát: 0 không vượt ngưỡng nào, 1 đã vượt một ngưỡng cảnh báo, 3 một
        ngân sách bị vượt mức, 2 dùng lệnh sai, 4 sổ có lỗi (chưa kiểm tra gì).
        --fail-on over thoát với mã 0 trừ khi có ngân sách bị vượt mức;
        --fail-on never luôn thoát với mã 0 sau khi đọc được sổ.

        Hóa đơn cũng được liệt kê: mỗi quy tắc có lần quá hạn (cảnh báo), và
        mỗi lần đến hạn hôm nay hoặc trong thời gian nhắc 'remind' của quy tắc
        (thông tin). --fail-on upcoming thoát với mã 5 khi không có gì vượt
        ngưỡng hay quá hạn nhưng sắp có hóa đơn, để cron job nhắc trước hạn.
        """,
        "categories": """
        Ví dụ:
        {examples}

        Danh mục là một tài khoản chi hoặc thu: mọi thứ dưới Expenses hoặc
        Income, dưới một tài khoản khai báo với 'type:expense' hoặc
        'type:income', hoặc được khai báo bằng dòng 'category' (dòng này thêm
        tên, màu và biểu tượng). Tài khoản cấp cao nhất có bút toán nhưng không
        có loại thì không phải danh mục; mỗi tài khoản như vậy được báo bằng một
        cảnh báo.
        """,
        "goals": """
        Ví dụ:
        {examples}

        Tiến độ của một mục tiêu là số dư tài khoản của nó (gồm tài khoản con)
        vào hôm nay, bằng tiền tệ của mục tiêu; tiền tệ khác được tính theo tỷ
        giá mới nhất. Số tiền mỗi tháng là phần còn thiếu chia đều cho các tháng
        dương lịch đến ngày của mục tiêu, kể cả tháng này, làm tròn lên. Ngày dự
        kiến tiếp nối mức thay đổi trung bình của 3 tháng gần nhất, hoặc từ lúc
        bắt đầu sổ nếu sổ còn mới hơn (không tính số dư đầu kỳ và các khoản
        chuyển từ tài khoản vốn chủ sở hữu).
        """,
        "summary": """
        Ví dụ:
        {examples}

        Thay đổi được so với kỳ trước có cùng độ dài (tháng trước của một tháng,
        quý trước của một quý, nếu không thì cùng số ngày); khi kỳ còn đang chạy,
        so các ngày đã qua với cùng số ngày của kỳ trước. Mức trung bình chia chi
        tiêu từ đầu kỳ (hoặc giao dịch đầu tiên của sổ) đến hôm nay cho số ngày
        đó; một tháng được tính theo phần số ngày của nó. Số dư là số dư của tài
        sản và nợ phải trả vào cuối kỳ. Không có -p thì kỳ là tháng hiện tại.

        {query}
        """,
        "trend": """
        Ví dụ:
        {examples}

        Mọi kỳ của báo cáo đều xuất hiện, kể cả kỳ không có gì. Không có -p thì
        báo cáo chạy từ giao dịch đầu tiên đến giao dịch cuối cùng của sổ. Thanh
        biểu đồ cho thấy chi tiêu của từng kỳ; với --by category thì thay vào đó
        mỗi danh mục cấp cao nhất một cột (chi tiêu, hoặc thu nhập với
        --income), và các danh mục nhỏ nhất gộp vào Other khi terminal quá hẹp.

        {query}
        """,
        "breakdown": """
        Ví dụ:
        {examples}

        Mỗi danh mục hiện số tiền, tỷ lệ trên tổng và một thanh; các danh mục con
        thụt vào bên dưới, lớn nhất trước. Danh mục là các tài khoản được khai
        báo bằng 'category', nếu không thì các tài khoản ngay dưới Expenses và
        Income. Không có -p thì kỳ là tháng hiện tại.

        {query}
        """,
        "prices": """
        Ví dụ:
        {examples}

        Mỗi dòng là một tỷ giá như đã viết: một dòng P (source P) hoặc một bút
        toán có giá vốn (source cost), vào ngày của nó. Báo cáo quy đổi bằng
        -X CUR dùng tỷ giá mới nhất vào hoặc trước mỗi ngày, hoặc nghịch đảo của
        một tỷ giá viết theo chiều ngược lại; thêm --explain vào báo cáo đó để
        xem đã dùng những tỷ giá nào.

        --fetch đọc tỷ giá tham chiếu của Ngân hàng Trung ương châu Âu (miễn phí,
        không cần khóa) rồi ghi thêm các dòng 'P DATE EUR RATE CUR' (một euro
        bằng RATE CUR) cho các tiền tệ mà sổ dùng, qua một lần ghi có kiểm tra
        vào tệp sổ đầu tiên. Mỗi ngày có bút toán bằng tiền tệ đó nhận tỷ giá
        của ngày làm việc gần nhất của ngân hàng, không sau ngày ấy (cuối tuần
        và ngày lễ không có tỷ giá), và ngày cuối cùng đọc được cũng vậy;
        --monthly thay vào đó ghi mỗi tháng một bộ (ngày làm việc cuối tháng của
        ngân hàng), còn --since DATE bỏ qua các bút toán trước đó. Tỷ giá sổ đã
        có thì không ghi lại: tải lần hai không thêm gì. Không có --source, nó
        dùng curl tải tệp hằng ngày, tệp 90 ngày hoặc toàn bộ lịch sử của ngân
        hàng, tùy những ngày cần. --source nhận một URL http(s), một URL file://
        hoặc một đường dẫn (XML của ngân hàng, hoặc các dòng
        'P DATE EUR RATE CUR' cho tiền tệ ngân hàng không có, như VND), và có
        thể lặp lại. Không có mạng, thiếu tệp, hoặc tệp không phải tỷ giá là lỗi
        (mã thoát 1) và sổ được giữ nguyên.
        """,
        "report": """
        Ví dụ:
        {examples}

        Trang có các số liệu tổng quan, biểu đồ vành khuyên chi tiêu theo danh
        mục theo màu của danh mục, thu nhập và chi tiêu theo tháng, tiến độ ngân
        sách và mục tiêu, và các số dư. Đó là một tệp duy nhất với CSS và SVG
        nội tuyến: không có script và không tải gì từ mạng. Trang đọc tốt trên
        điện thoại (rộng 390 điểm ảnh) như trên máy tính, ở chế độ sáng và tối.
        Không có -p thì kỳ là năm hiện tại; biểu đồ bắt đầu từ tháng đầu tiên
        của sổ, và các tháng sau tháng này bị bỏ qua trừ khi có phát sinh.

        {query}
        """,
    ]
}
