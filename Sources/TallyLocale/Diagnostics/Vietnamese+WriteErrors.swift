/// Messages of sums, numbers read before their decimal mark was known, and
/// files that were not written, in Vietnamese.
extension VietnameseErrors {
    static func writeError(_ key: ErrorKey) -> String {
        switch key {
        case .overflowTotalSpending: return "tổng chi tiêu"
        case .overflowBudget: return "ngân sách"
        case .ambiguousReadDecimal: return "số này đã được đọc với '{1}' là dấu thập phân, nhưng các số tiền sau cho thấy {3} dùng '{2}' làm dấu thập phân"
        case .ambiguousReadGroup: return "số này đã được đọc với '{1}' là dấu nhóm chữ số, nhưng các số tiền sau cho thấy {3} dùng '{2}' làm dấu thập phân"
        case .thisCommodity: return "loại tiền này"
        case .hintDeclareStyle: return "hãy khai báo kiểu số trước số tiền đầu tiên, ví dụ: commodity {1} {2}"
        case .noteShowsMark: return "số tiền cho thấy dấu thập phân"
        case .writeReadOnly: return "'{1}' chỉ cho phép đọc (chế độ 0{2}), nên Tally không đụng đến; thêm --force để vẫn ghi (tệp vẫn giữ chỉ đọc)"
        case .writeNotYours: return "bạn không có quyền ghi '{1}' (chế độ 0{2}, uid chủ sở hữu {3}), nên Tally không đụng đến; thêm --force để vẫn ghi"
        case .writeNotChanged: return "{2}; '{1}' không thay đổi"
        case .writeNoneChanged: return "{1}; không tệp nào thay đổi"
        case .writeKeptChanging: return "'{1}' liên tục thay đổi trong khi Tally ghi (có chương trình khác đang ghi vào), nên chưa ghi gì; hãy thử lại khi chương trình đó xong"
        case .writeExists: return "'{1}' đã tồn tại"
        case .writeCannotCreate: return "không tạo được '{1}': {2}"
        case .writeCannotRead: return "không đọc được '{1}': {2}"
        case .writeCannotOpen: return "không mở được '{1}': {2}"
        case .writeCannotWrite: return "không ghi được '{1}': {2}"
        case .writeCannotKeepCopy: return "không giữ được bản sao của '{1}' khi thay nó: {2}"
        case .writeCannotReplace: return "không thay được '{1}': {2}"
        case .writeCannotRewrite: return "không mở được '{1}' để ghi lại: {2}"
        case .writeDamaged: return "{2}; tệp có thể đã hỏng: nội dung trước đó nằm trong '{1}'"
        case .writeChangedWhileWriting: return "'{1}' đã thay đổi trong khi Tally đang ghi"
        case .writeCannotShorten: return "không cắt ngắn được '{1}': {2}"
        case .writeCannotFlush: return "không đẩy được '{1}' xuống đĩa: {2}"
        case .writeCannotTemp: return "không tạo được tệp tạm trong '{1}': {2}"
        case .writeCannotOwn: return "không đặt được chủ sở hữu cho '{1}': {2}"
        case .writeCannotChmod: return "không đặt được quyền cho '{1}': {2}"
        case .writeCannotClose: return "không đóng được '{1}': {2}"
        case .systemNoSpace: return "hết chỗ trên đĩa"
        case .systemReadOnlyFS: return "hệ thống tệp chỉ đọc"
        case .writeCannotRewriteInPlace: return "không ghi lại được '{1}': {2}"
        default: return periodError(key)
        }
    }
}
