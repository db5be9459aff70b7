/// The starter ledger's comments and the names of its accounts and categories in Tiếng Việt.
extension Vietnamese {
    static func starter(_ key: StarterKey) -> String {
        switch key {
        case .intro: return "Tiền của tôi, bằng văn bản thuần: sổ Tally, bắt đầu ngày {1}."
        case .howTo: return "Các dòng bắt đầu bằng ; là chú thích cho bạn; Tally bỏ qua chúng.\nSửa tệp này bằng trình soạn thảo bất kỳ, rồi chạy:"
        case .checkLine: return "sổ có đọc được không? (mọi lỗi, kèm dòng của nó)"
        case .balanceLine: return "mỗi tài khoản và danh mục có bao nhiêu"
        case .budgetLine: return "ngân sách tháng này ra sao"
        case .fileVariable: return "Đặt TALLY_FILE là đường dẫn của tệp này thì có thể bỏ -f FILE."
        case .money: return "Loại tiền bạn ghi: {1}, hiển thị như {2}."
        case .accounts: return "Tài khoản: tiền của bạn nằm ở đâu, hoặc bạn đang nợ gì."
        case .categories: return "Danh mục: bạn chi vào đâu và tiền đến từ đâu."
        case .categoriesHelp: return "Đặt HAI dấu cách giữa tài khoản và phần còn lại. Cứ tự do đổi tên,\nthêm hay bớt: mọi tài khoản dưới Expenses hoặc Income đều là danh mục,\ndù không có dòng ở đây; dòng này thêm tên, màu và biểu tượng."
        case .budgets: return "Ngân sách: hạn mức cho mỗi kỳ."
        case .budgetsHelp: return "Kỳ: weekly, monthly, quarterly, yearly, every N days|weeks|months.\n\"warn\" đặt lúc `tally alerts` cảnh báo (mặc định 80% và 100%);\n\"rollover\" chuyển phần còn lại của tháng này sang tháng sau."
        case .transactions: return "Giao dịch: ngày, mô tả, rồi các dòng thụt lề, mỗi dòng một tài khoản\nvà một số tiền, cách nhau HAI dấu cách trở lên. Các số tiền cộng lại\nbằng không; bỏ trống một số và Tally tự tính. Xóa \"; \" ở đầu các\ndòng dưới đây để dùng chúng."
        case .openingBalances: return "Số dư đầu kỳ"
        case .lunch: return "Ăn trưa"
        }
    }

    static func starterName(_ name: StarterName) -> String {
        switch name {
        case .cash: return "Tiền mặt"
        case .checking: return "Ngân hàng"
        case .eWallet: return "Ví điện tử"
        case .creditCard: return "Thẻ tín dụng"
        case .openingBalances: return "Số dư đầu kỳ"
        case .food: return "Ăn uống"
        case .transport: return "Đi lại"
        case .shopping: return "Mua sắm"
        case .entertainment: return "Giải trí"
        case .health: return "Sức khỏe"
        case .education: return "Học tập"
        case .housing: return "Nhà ở"
        case .bills: return "Hóa đơn"
        case .other: return "Khác"
        case .salary: return "Lương"
        case .bonus: return "Thưởng"
        case .investment: return "Đầu tư"
        case .sideJob: return "Việc làm thêm"
        case .otherIncome: return "Thu nhập khác"
        }
    }
}
