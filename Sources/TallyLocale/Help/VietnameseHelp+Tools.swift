/// Vietnamese long help of the editor and shell tools (see HelpTranslations.swift).
extension VietnameseHelp {
    static let toolPages: [String: String] = [
        "lsp": """
        Nói Language Server Protocol qua đầu vào và đầu ra chuẩn; trình soạn
        thảo sẽ khởi động nó (xem editors/ và mục "In the editor and the shell"
        của README). Tệp đang mở được kiểm tra như `tally check` kiểm tra, cùng
        các tệp nó include; khi TALLY_FILE (hoặc LEDGER_FILE) chỉ tới một sổ có
        include tệp đang mở, sổ đó được kiểm tra thay thế. Cung cấp chẩn đoán,
        tự hoàn thành, hover, đi tới định nghĩa, tham chiếu, trình bày (như
        tally fmt), ký hiệu tài liệu, thu gọn và sửa nhanh. Sự cố với kết nối
        được ghi ra lỗi chuẩn.
        """,
        "completions": """
        Ví dụ:
        {examples}

        Tự hoàn thành lệnh và bí danh của chúng, tùy chọn của từng lệnh, giá trị
        tùy chọn (--color, -O, kỳ, ngày, tệp sau -f), và các tên trong sổ (từ -f
        trên dòng lệnh, nếu không thì TALLY_FILE hoặc LEDGER_FILE): tài khoản và
        danh mục cho truy vấn và add, tiền tệ sau -X. Tập lệnh được dựng từ chính
        các lệnh, nên nó biết mọi lệnh và tùy chọn của bản tally đã in ra nó.

        'tally completions names accounts|commodities [-f FILE]…' in các tên đó,
        mỗi dòng một tên; các tập lệnh gọi nó.
        """,
    ]
}
